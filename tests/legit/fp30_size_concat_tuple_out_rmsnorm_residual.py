# problem: level2/rmsnorm_residual_add
# expect: ok
"""h = x + residual; (rmsnorm(h) * w, h): one kernel writes both outputs; their shapes are built by
`torch.Size` concatenation (`x.shape[:-1] + (hidden,)`) and the pair is returned as a tuple."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_rmsnorm_kernel(x_ptr, r_ptr, w_ptr, y_ptr, h_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = row * N
    sq = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        h = tl.load(x_ptr + base + cols, mask=m, other=0.0) + tl.load(r_ptr + base + cols, mask=m, other=0.0)
        tl.store(h_ptr + base + cols, h, mask=m)
        hf = h.to(tl.float32)
        sq += hf * hf
    inv = 1.0 / tl.sqrt(tl.sum(sq, 0) / N + eps)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        m = cols < N
        h = tl.load(x_ptr + base + cols, mask=m, other=0.0) + tl.load(r_ptr + base + cols, mask=m, other=0.0)
        w = tl.load(w_ptr + cols, mask=m, other=0.0)
        normed = (h.to(tl.float32) * inv).to(h.dtype)
        tl.store(y_ptr + base + cols, normed * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.25 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        x = x.contiguous()
        residual = residual.contiguous()
        hidden = self.weight.shape[0]
        shape = x.shape[:-1] + (hidden,)
        y = torch.empty(shape, device=x.device, dtype=x.dtype)
        h = torch.empty(shape, device=x.device, dtype=x.dtype)
        add_rmsnorm_kernel[(x.numel() // hidden,)](x, residual, self.weight, y, h, hidden, self.eps, BLOCK=1024)
        return (y, h)
