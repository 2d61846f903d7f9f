# problem: level2/standardize_rows
# expect: ok
"""(x - mean) / std (unbiased) with a Welford combine in tl.reduce: a @triton.jit helper taking and
returning (mean, m2, count) triples."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _welford_combine(mean_a, m2_a, n_a, mean_b, m2_b, n_b):
    n = n_a + n_b
    delta = mean_b - mean_a
    safe_n = tl.where(n == 0, 1.0, n)
    w_b = tl.where(n == 0, 0.0, n_b / safe_n)
    return mean_a + delta * w_b, m2_a + m2_b + delta * delta * n_a * w_b, n


@triton.jit
def standardize_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
    cnt = tl.where(mask, 1.0, 0.0)
    mean, m2, n = tl.reduce((x, tl.zeros_like(x), cnt), 0, _welford_combine)
    std = tl.sqrt(m2 / (n - 1.0))
    tl.store(y_ptr + row * n_cols + cols, (x - mean) / std, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        standardize_kernel[(rows,)](x, y, cols, BLOCK=triton.next_power_of_2(cols))
        return y
