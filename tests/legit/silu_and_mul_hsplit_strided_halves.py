# problem: level2/silu_and_mul
# expect: ok
"""silu(gate) * up with the halves taken by `x.hsplit(2)` (column views, refused as library compute
before probe 23) and handed to the kernel with their row strides; a 2-D grid of (row, column tile)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_mul_kernel(g_ptr, u_ptr, o_ptr, D, stride_g, stride_u, stride_o, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < D
    g = tl.load(g_ptr + row * stride_g + cols, mask=m, other=0.0).to(tl.float32)
    u = tl.load(u_ptr + row * stride_u + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(o_ptr + row * stride_o + cols, g * tl.sigmoid(g) * u, mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1])
        gate, up = x2.hsplit(2)
        rows, d = gate.shape
        out = torch.empty((rows, d), device=x.device, dtype=x.dtype)
        BLOCK = 64
        silu_mul_kernel[(rows, triton.cdiv(d, BLOCK))](gate, up, out, d, gate.stride(0), up.stride(0),
                                                       out.stride(0), BLOCK=BLOCK)
        return out.view(*x.shape[:-1], d)
