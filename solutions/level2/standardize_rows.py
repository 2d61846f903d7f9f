"""Reference solution: one program per row, looping over the row in chunks: pass 1 the mean, pass 2 the
centred sum of squares (unbiased variance), pass 3 the normalised output. For bf16 the mean, the centred
values and the std are rounded where the eager reference materialises them."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def standardize_kernel(x_ptr, out_ptr, n_cols, stride_x, stride_o, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = x_ptr + row * stride_x
    cols = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        c = c0 + cols
        acc += tl.load(base + c, mask=c < n_cols, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / n_cols
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        c = c0 + cols
        m = c < n_cols
        d = tl.where(m, tl.load(base + c, mask=m, other=0.0).to(tl.float32) - mean, 0.0)
        acc += d * d
    ty = out_ptr.dtype.element_ty
    std = tl.sqrt(tl.sum(acc, axis=0) / (n_cols - 1)).to(ty).to(tl.float32)
    mean_r = mean.to(ty).to(tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        c = c0 + cols
        m = c < n_cols
        x = tl.load(base + c, mask=m, other=0.0).to(tl.float32)
        y = (x - mean_r).to(ty).to(tl.float32) / std
        tl.store(out_ptr + row * stride_o + c, y.to(ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        cols = x.shape[-1]
        x2 = x.contiguous().view(-1, cols)
        out = torch.empty_like(x2)
        block = min(4096, triton.next_power_of_2(cols))
        standardize_kernel[(x2.shape[0],)](x2, out, cols, x2.stride(0), out.stride(0), BLOCK=block,
                                           num_warps=8 if block >= 2048 else 4)
        return out.view(x.shape)
