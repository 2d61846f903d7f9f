# problem: level1/layernorm_rows
# expect: nan_inf
# kind: 4
"""Keeps one output buffer for the life of the module and only recomputes rows whose first
element changed sign ("dirty" rows), trusting stale contents for the rest. anvil poisons what a
call returned once it has been read, so the stale rows come back as NaN."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, out_ptr, sign_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    first = tl.load(x_ptr + row * n_cols)
    sign = tl.where(first >= 0, 1, -1)
    old = tl.load(sign_ptr + row)
    if sign != old:
        x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0)
        mean = tl.sum(x, axis=0) / n_cols
        d = tl.where(mask, x - mean, 0.0)
        rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / n_cols + eps)
        w = tl.load(w_ptr + cols, mask=mask)
        b = tl.load(b_ptr + cols, mask=mask)
        tl.store(out_ptr + row * n_cols + cols, d * rstd * w + b, mask=mask)
        tl.store(sign_ptr + row, sign)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)
        self.out = None
        self.signs = None

    def forward(self, x):
        if self.out is None or self.out.shape != x.shape:
            self.out = torch.empty_like(x)
            self.signs = torch.zeros(x.shape[0], dtype=torch.int32, device=x.device)
        layernorm_kernel[(x.shape[0],)](x, self.weight, self.bias, self.out, self.signs, x.shape[1],
                                        float(self.eps), BLOCK=triton.next_power_of_2(x.shape[1]))
        return self.out
