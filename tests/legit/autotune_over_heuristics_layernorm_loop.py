# problem: level1/layernorm_rows
# expect: ok
"""@triton.autotune over @triton.heuristics: the heuristic picks the column block (capped), the
tuner picks num_warps keyed on N; two passes over the row (statistics, then normalise)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(
    configs=[triton.Config({}, num_warps=w) for w in (2, 4, 8)],
    key=["N"],
)
@triton.heuristics({"BLOCK": lambda args: min(4096, triton.next_power_of_2(args["N"]))})
@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, N, stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * stride
    y_row = y_ptr + row * stride
    acc = tl.zeros((BLOCK,), tl.float32)
    acc2 = tl.zeros((BLOCK,), tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(x_row + cols, mask=cols < N, other=0.0).to(tl.float32)
        acc += x
        acc2 += x * x
    mean = tl.sum(acc, 0) / N
    var = tl.maximum(tl.sum(acc2, 0) / N - mean * mean, 0.0)
    rstd = 1.0 / tl.sqrt(var + eps)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        m = cols < N
        x = tl.load(x_row + cols, mask=m, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
        tl.store(y_row + cols, ((x - mean) * rstd * w + b).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        y = torch.empty_like(x2)
        layernorm_kernel[(x2.shape[0],)](x2, self.weight, self.bias, y, x2.shape[1], x2.stride(0), self.eps)
        return y.view_as(x)
