"""Reference solution: one elementwise pass computing gelu(x + bias[col]) * gate in fp32 with a single
rounding at the store (as the reference computes in fp32 and casts back)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def bias_gelu_mul_kernel(x_ptr, b_ptr, g_ptr, out_ptr, n, cols, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + offs % cols, mask=mask, other=0.0).to(tl.float32)
    g = tl.load(g_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    h = x + b
    out = 0.5 * h * (1.0 + tl.erf(h * 0.7071067811865476)) * g
    tl.store(out_ptr + offs, out.to(out_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, dtype):
        super().__init__()
        self.bias = nn.Parameter(0.5 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x, gate):
        x = x.contiguous()
        gate = gate.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        block = 2048
        bias_gelu_mul_kernel[(triton.cdiv(n, block),)](x, self.bias, gate, out, n, x.shape[-1],
                                                        BLOCK=block, num_warps=8)
        return out
