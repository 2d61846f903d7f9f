# problem: level2/layernorm_residual_add
# expect: ok
"""LayerNorm(x + residual): the file's own layers follow PyTorch's module style, each __init__ with
`factory_kwargs = {"device": device, "dtype": dtype}` splatted into its parameter factories (a
residual-add kernel module and a LayerNorm module), so the same seed gives nn.LayerNorm's ones and
zeros, overwritten in the reference's order."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def add_layernorm_kernel(x_ptr, r_ptr, w_ptr, b_ptr, y_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
    r = tl.load(r_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
    h = x + r
    mean = tl.sum(h, axis=0) / n_cols
    d = tl.where(mask, h - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0)
    tl.store(y_ptr + row * n_cols + cols, (d * rstd * w + b).to(y_ptr.dtype.element_ty), mask=mask)


class TritonLayerNorm(nn.Module):
    def __init__(self, hidden: int, eps: float = 1e-5, device=None, dtype=None) -> None:
        factory_kwargs = {"device": device, "dtype": dtype}
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(hidden, **factory_kwargs))
        self.bias = nn.Parameter(torch.zeros(hidden, **factory_kwargs))


class ResidualAddNorm(nn.Module):
    def __init__(self, hidden: int, device=None, dtype=None) -> None:
        factory_kwargs = {"device": device, "dtype": dtype}
        super().__init__()
        self.norm = TritonLayerNorm(hidden, eps=1e-5, **factory_kwargs)

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        residual = residual.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        add_layernorm_kernel[(rows,)](x, residual, self.norm.weight, self.norm.bias, y, cols, self.norm.eps,
                                      BLOCK=triton.next_power_of_2(cols))
        return y


class ModelNew(nn.Module):
    def __init__(self, hidden, dtype):
        super().__init__()
        self.block = ResidualAddNorm(hidden)
        with torch.no_grad():
            self.block.norm.weight.copy_(1.0 + 0.25 * torch.randn(hidden))
            self.block.norm.bias.copy_(0.2 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, x, residual):
        return self.block(x, residual)
