# problem: level1/sum_dim1
# expect: ok
"""View glue around the kernel: permute + contiguous puts the reduced dimension last, reshape
flattens to rows, the kernel reduces rows, and view restores (batch, inner)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_sum_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        acc += tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    tl.store(out_ptr + row, tl.sum(acc, axis=0).to(out_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def forward(self, x):
        B, R, I = x.shape
        rows = x.permute(0, 2, 1).contiguous().reshape(B * I, R)
        out = torch.empty(B * I, device=x.device, dtype=x.dtype)
        row_sum_kernel[(B * I,)](rows, out, R, BLOCK=64)
        return out.view(B, I)
