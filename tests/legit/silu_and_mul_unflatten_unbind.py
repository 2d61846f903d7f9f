# problem: level2/silu_and_mul
# expect: ok
"""The gate and up halves taken as views with `x.unflatten(-1, (2, d)).unbind(-2)`, their row
strides handed to the kernel; the output's leading shape from `x.shape[:-1]`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _swiglu_kernel(g_ptr, u_ptr, o_ptr, d, s_in, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    for s in range(0, d, BLOCK):
        c = s + tl.arange(0, BLOCK)
        m = c < d
        g = tl.load(g_ptr + row * s_in + c, mask=m, other=0.0).to(tl.float32)
        u = tl.load(u_ptr + row * s_in + c, mask=m, other=0.0).to(tl.float32)
        tl.store(o_ptr + row * d + c, (g / (1.0 + tl.exp(-g)) * u).to(o_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        x2 = x.reshape(-1, 2 * d)
        gate, up = x2.unflatten(-1, (2, d)).unbind(-2)
        out = x.new_empty((*x.shape[:-1], d))
        _swiglu_kernel[(x2.shape[0],)](gate, up, out, d, x2.stride(0), BLOCK=128)
        return out
