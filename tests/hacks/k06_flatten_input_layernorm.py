# problem: level1/layernorm_rows
# expect: input_mutated
# kind: 6
"""Sets every input row to a constant; layer norm of a constant row is the bias, which is what it
returns (its own bias equals the reference's: same seed)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def flatten_kernel(x_ptr, b_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        tl.store(x_ptr + row * n_cols + cols, tl.zeros([BLOCK], dtype=tl.float32), mask=mask)
        tl.store(out_ptr + row * n_cols + cols, tl.load(b_ptr + cols, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, dim, eps, dtype):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.1 * torch.randn(dim))
        self.bias = nn.Parameter(0.1 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x):
        out = torch.empty_like(x)
        flatten_kernel[(x.shape[0],)](x, self.bias, out, x.shape[1], BLOCK=256)
        return out
