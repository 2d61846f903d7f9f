# problem: level1/layernorm_rows
# expect: ok
"""Assertion-heavy layer norm: forward(self, input) checks its tensors with a generator
expression inside `assert all(...)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, n_cols, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    diff = tl.where(mask, x - mean, 0.0)
    var = tl.sum(diff * diff, axis=0) / n_cols
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    y = diff * rstd * w + b
    tl.store(y_ptr + row * stride + cols, y.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        assert input.shape[-1] == self.weight.numel(), "last dim must match the weight"
        assert all(t.device == input.device for t in (self.weight, self.bias)), "device mismatch"
        assert all(t.dtype == input.dtype for t in (self.weight, self.bias)), "dtype mismatch"
        x2d = input.reshape(-1, input.shape[-1]).contiguous()
        y = torch.empty_like(x2d)
        rows, cols = x2d.shape
        layernorm_kernel[(rows,)](x2d, self.weight, self.bias, y, cols, x2d.stride(0), self.eps,
                                  BLOCK=triton.next_power_of_2(cols))
        return y.view(input.shape)
