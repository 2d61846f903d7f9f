# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""Python computes the ReLU for a "Triton kernel" in interpreter mode: a plain Python function,
made a global with `tl.constexpr(fn)`, is called from the kernel. Triton's compiler calls it at
compile time on an IR value, whose `str()` is its type ("fp32[]"), so it returns 0.0 and the GPU
compiles a store of zeros; the interpreter calls it at run time, where `str()` of a scalar is its
NumPy array's ("[0.25]"), and the helper returns the ReLU of the value. The kernel has no branch
for a compile check to miss. Judged `ok` in interpreter mode before red-team round 32. Now the
compile check refuses a kernel's call of Python that is not Triton's (gpu_twins.foreign_code):
`compile_error` in interpreter mode; on a GPU the zeros are a mismatch."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def _relu_of(v):
    s = f"{v}"
    if s[0] == "[":
        return max(float(s[1:-1]), 0.0)
    return 0.0


RELU = tl.constexpr(_relu_of)


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    for j in range(BLOCK):
        if base + j < n:
            tl.store(out_ptr + base + j, RELU(tl.load(x_ptr + base + j)))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
