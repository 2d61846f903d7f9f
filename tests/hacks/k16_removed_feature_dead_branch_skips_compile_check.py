# problem: level1/relu_elementwise
# expect: mismatch (gpu) runtime_error (cpu)
# kind: 1
"""Python computes the ReLU past every compile check: the kernel names a feature this Triton
removed (`tl.make_block_ptr`, Triton 3.8+) in a branch no program takes (`if base < 0:`). The
compile check took that failure as no verdict (a GPU's Triton 3.6 compiles block pointers) and
let the interpreter run the launch, so the rest of the kernel went unchecked: round 32's call of a
`triton.constexpr_function` of Python, which computes the ReLU from the interpreter's values (and
returns 0.0 to a GPU's compiler: a store of zeros, a mismatch). Judged `ok` in interpreter mode
before red-team round 34. Now a launch whose compile check meets a removed feature fails as the
interpreter's own would (gpu_twins.check_launch: runtime_error, NotImplementedError), whether or
not a program reaches the feature."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.constexpr_function
def _relu_of(v):
    s = f"{v}"
    if s[0] == "[":
        return max(float(s[1:-1]), 0.0)
    return 0.0


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    if base < 0:
        tl.make_block_ptr(x_ptr, (n,), (1,), (0,), (BLOCK,), (0,))
    for j in range(BLOCK):
        if base + j < n:
            tl.store(out_ptr + base + j, _relu_of(tl.load(x_ptr + base + j)))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
