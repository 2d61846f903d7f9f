# problem: level2/rmsnorm_residual_add
# expect: ok
"""Fused residual add + RMSNorm returning (normed * weight, h): two launcher objects made in one
tuple assignment (`self.small, self.wide = RMSNormLauncher(...), RMSNormLauncher(...)`), one of
them picked per call by the row width, then `.norm(...)` on it (refused as torch compute
before probe 23; two separate assignments passed). fp32 statistics, output cast back, weight
applied after the cast as in the reference."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_rmsnorm_kernel(x_ptr, r_ptr, w_ptr, y_ptr, h_ptr, D, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < D
    h = tl.load(x_ptr + row * D + cols, mask=m, other=0.0) + tl.load(r_ptr + row * D + cols, mask=m, other=0.0)
    tl.store(h_ptr + row * D + cols, h, mask=m)
    hf = h.to(tl.float32)
    r = tl.rsqrt(tl.sum(hf * hf, axis=0) / D + eps)
    y = (hf * r).to(y_ptr.dtype.element_ty) * tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * D + cols, y, mask=m)


class RMSNormLauncher:
    def __init__(self, max_block: int, num_warps: int):
        self.max_block = max_block
        self.num_warps = num_warps

    def norm(self, x, residual, weight, eps):
        D = x.shape[-1]
        x2 = x.reshape(-1, D).contiguous()
        r2 = residual.reshape(-1, D).contiguous()
        y = torch.empty_like(x2)
        h = torch.empty_like(x2)
        add_rmsnorm_kernel[(x2.shape[0],)](x2, r2, weight, y, h, D, eps, BLOCK=triton.next_power_of_2(D),
                                           num_warps=self.num_warps)
        return y.view(x.shape), h.view(x.shape)


class ModelNew(nn.Module):
    def __init__(self, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.25 * torch.randn(hidden))
        self.to(dtype)
        self.small, self.wide = RMSNormLauncher(1024, 4), RMSNormLauncher(16384, 8)

    def forward(self, x, residual):
        launcher = self.small if x.shape[-1] <= self.small.max_block else self.wide
        return launcher.norm(x, residual, self.weight, self.eps)
