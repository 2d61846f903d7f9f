# problem: level2/rmsnorm_residual_add
# expect: ok
"""Both outputs (normalised tensor, updated residual) are cut from one allocation of shape
(2, rows, cols) and returned as its two halves."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_rmsnorm_pair_kernel(x_ptr, r_ptr, w_ptr, out_ptr, plane, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    at = row * n_cols + cols
    h = tl.load(x_ptr + at, mask=m, other=0.0) + tl.load(r_ptr + at, mask=m, other=0.0)
    tl.store(out_ptr + plane + at, h, mask=m)  # the second half: the updated residual
    hf = h.to(tl.float32)
    rstd = 1.0 / tl.sqrt(tl.sum(hf * hf, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0)
    tl.store(out_ptr + at, (hf * rstd).to(out_ptr.dtype.element_ty) * w, mask=m)


class ModelNew(nn.Module):
    def __init__(self, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.25 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        x, residual = x.contiguous(), residual.contiguous()
        rows, cols = x.shape
        both = torch.empty((2, rows, cols), device=x.device, dtype=x.dtype)
        add_rmsnorm_pair_kernel[(rows,)](x, residual, self.weight, both, rows * cols, cols, float(self.eps),
                                         BLOCK=triton.next_power_of_2(cols))
        return both[0], both[1]
