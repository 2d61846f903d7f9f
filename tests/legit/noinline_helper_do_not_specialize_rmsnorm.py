# problem: level2/rmsnorm_residual_add
# expect: ok
"""A `@triton.jit(noinline=True)` helper turns the row's sum of squares (a scalar) into its inverse RMS; the kernel is
`@triton.jit(do_not_specialize=["n_cols"])` and writes both outputs (normed, residual sum)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit(noinline=True)
def _inv_rms(sum_sq, n_cols, eps):
    return 1.0 / tl.sqrt(sum_sq / n_cols + eps)


@triton.jit(do_not_specialize=["n_cols"])
def rmsnorm_residual_kernel(x_ptr, r_ptr, w_ptr, y_ptr, h_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    base = row * n_cols
    x = tl.load(x_ptr + base + cols, mask=m, other=0.0)
    r = tl.load(r_ptr + base + cols, mask=m, other=0.0)
    h = x + r
    tl.store(h_ptr + base + cols, h, mask=m)
    hf = h.to(tl.float32)
    inv = _inv_rms(tl.sum(hf * hf, axis=0), n_cols, eps)
    normed = (hf * inv).to(h.dtype)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
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
        rows, cols = x.shape
        y = torch.empty_like(x)
        h = torch.empty_like(x)
        BLOCK = triton.next_power_of_2(cols)
        rmsnorm_residual_kernel[(rows,)](x, residual, self.weight, y, h, cols, self.eps, BLOCK=BLOCK,
                                         num_warps=8 if BLOCK >= 2048 else 4)
        return y, h
