# problem: level1/layernorm_rows
# expect: ok
"""Its own nn.Parameters: self.weight.data = ... (cast) and self.bias.requires_grad = False."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def norm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, n_cols, eps, RMS: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < n_cols
    x = tl.load(x_ptr + row * n_cols + offs, mask=m, other=0.0).to(tl.float32)
    if RMS:
        var = tl.sum(x * x, axis=0) / n_cols
        y = x * (1.0 / tl.sqrt(var + eps))
    else:
        mean = tl.sum(x, axis=0) / n_cols
        d = tl.where(m, x - mean, 0.0)
        var = tl.sum(d * d, axis=0) / n_cols
        y = d * (1.0 / tl.sqrt(var + eps))
    y = y * tl.load(w_ptr + offs, mask=m, other=0.0).to(tl.float32)
    if not RMS:
        y = y + tl.load(b_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + row * n_cols + offs, y.to(y_ptr.dtype.element_ty), mask=m)


def launch_norm(x, w, b, eps, rms):
    shape = x.shape
    x = x.reshape(-1, shape[-1]).contiguous()
    rows, cols = x.shape
    y = torch.empty_like(x)
    norm_kernel[(rows,)](x, w, b if b is not None else w, y, cols, eps, RMS=rms, BLOCK=triton.next_power_of_2(cols))
    return y.reshape(shape)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.weight.data = self.weight.data.to(dtype)
        self.bias.data = self.bias.data.to(dtype)
        self.bias.requires_grad = False

    def forward(self, x):
        return launch_norm(x, self.weight, self.bias, self.eps, rms=False)
