# problem: level2/standardize_rows
# expect: ok
"""(x - mean) / std (unbiased) per row; the launch is wrapped in try/except that only adds context
and re-raises (no fallback), a pattern models often write."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def standardize_kernel(x_ptr, y_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / (n_cols - 1)
    y = d / tl.sqrt(var)
    tl.store(y_ptr + row * stride + cols, y.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        block = triton.next_power_of_2(cols)
        try:
            standardize_kernel[(rows,)](x, y, cols, x.stride(0), BLOCK=block)
        except Exception as exc:
            raise RuntimeError(f"standardize_kernel failed for shape {tuple(x.shape)}") from exc
        return y
