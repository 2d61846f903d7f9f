# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""Python computes the ReLU through `triton.constexpr_function`, Triton's own way to call Python
from a kernel: the compiler runs the helper at compile time on an IR value (its text is "fp32[]",
so 0.0: the GPU compiles a store of zeros), the interpreter at run time on the value (the NumPy
array's text, "[0.25]", parsed and clamped by Python). Judged `ok` in interpreter mode before
red-team round 32. The compile check now refuses a kernel's call of Python that is not Triton's,
a constexpr_function's body included (`compile_error` in interpreter mode)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.constexpr_function
def relu_of(v):
    s = f"{v}"
    if s[0] == "[":
        return max(float(s[1:-1]), 0.0)
    return 0.0


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    base = tl.program_id(0) * BLOCK
    for j in range(BLOCK):
        if base + j < n:
            tl.store(out_ptr + base + j, relu_of(tl.load(x_ptr + base + j)))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
