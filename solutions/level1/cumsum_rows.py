"""Reference solution: one program per row; tiles of the row are scanned with tl.cumsum and
offset by a running fp32 carry (the sum of all earlier tiles)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def cumsum_kernel(x_ptr, out_ptr, n_cols, stride_x, stride_out, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    x_row = x_ptr + row * stride_x
    o_row = out_ptr + row * stride_out
    carry = tl.sum(tl.zeros([BLOCK], dtype=tl.float32), axis=0)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        mask = cols < n_cols
        x = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
        y = tl.cumsum(x, axis=0) + carry
        tl.store(o_row + cols, y.to(out_ptr.dtype.element_ty), mask=mask)
        carry += tl.sum(x, axis=0)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        rows, cols = x2.shape
        out = torch.empty_like(x2)
        block = min(triton.next_power_of_2(cols), 2048)
        cumsum_kernel[(rows,)](x2, out, cols, x2.stride(0), out.stride(0), BLOCK=block,
                               num_warps=4 if block >= 1024 else 2)
        return out.view(x.shape)
