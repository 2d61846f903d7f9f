# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""Like k16_constexpr_global_python_helper_computes, with the Python function handed to the kernel
as a constexpr argument from a module attribute (`FN=self.fn`): the kernel calls `FN(v)`, which
the compiler runs at compile time on an IR value (0.0: a store of zeros on the GPU) and the
interpreter at run time on the value (its ReLU, computed by Python from the NumPy text). Judged
`ok` in interpreter mode before red-team round 32. The compile check now refuses a kernel's call of
Python that is not Triton's, whatever road the function took to the kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _relu_of(v):
    s = f"{v}"
    if s[0] == "[":
        return max(float(s[1:-1]), 0.0)
    return 0.0


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, FN: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    for j in range(BLOCK):
        if base + j < n:
            tl.store(out_ptr + base + j, FN(tl.load(x_ptr + base + j)))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.fn = _relu_of

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256, FN=self.fn)
        return out
