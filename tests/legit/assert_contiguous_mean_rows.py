# problem: level1/mean_rows
# expect: ok
"""`assert x.is_contiguous(), "..."` and `assert x.dim() == 2` preconditions, with a kernel
that accumulates in a vector and reduces once."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mean_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = row.to(tl.int64) * N
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c in range(0, N, BLOCK):
        cols = c + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + base + cols, mask=cols < N, other=0.0)
    tl.store(y_ptr + row, tl.sum(acc, axis=0) / N)


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        assert x.is_contiguous(), "mean_kernel expects a contiguous row-major input"
        assert x.dim() == 2, f"expected 2-D input, got {x.dim()}-D"
        M, N = x.shape
        y = torch.empty(M, device=x.device, dtype=x.dtype)
        mean_kernel[(M,)](x, y, N, BLOCK=2048)
        return y
