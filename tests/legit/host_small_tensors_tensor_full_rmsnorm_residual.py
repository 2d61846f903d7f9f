# problem: level2/rmsnorm_residual_add
# expect: ok
"""Returns two outputs; the per-call scalar eps is handed to the kernel as a one-element tensor
built with `torch.full((1,), eps)` on the input's device, and `x.size()` is unpacked."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _rmsnorm_residual_kernel(x_ptr, r_ptr, w_ptr, eps_ptr, y_ptr, h_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    h = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0) + tl.load(r_ptr + row * n_cols + cols, mask=m, other=0.0)
    tl.store(h_ptr + row * n_cols + cols, h, mask=m)
    hf = h.to(tl.float32)
    eps = tl.load(eps_ptr)
    normed = (hf * tl.rsqrt(tl.sum(hf * hf, axis=0) / n_cols + eps)).to(h.dtype)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(y_ptr + row * n_cols + cols, normed * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.25 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        x = x.contiguous()
        residual = residual.contiguous()
        tokens, hidden = x.size()
        eps_t = torch.full((1,), self.eps, dtype=torch.float32, device=x.device)
        y = torch.empty_like(x)
        h = torch.empty_like(x)
        _rmsnorm_residual_kernel[(tokens,)](x, residual, self.weight, eps_t, y, h, hidden,
                                            BLOCK=triton.next_power_of_2(hidden))
        return y, h
