"""Reference solution: one program per row, looping over the row in chunks: pass 1 the mean, pass 2 the
centred sum of squares (unbiased variance), pass 3 the normalised output. For bf16 the mean, the centred
values and the std are rounded where the eager reference materialises them."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _rnd(x, BF16: tl.constexpr):
    """Round fp32 values to the nearest bf16 value (ties to even), kept in fp32. Done with integer ops so
    that the CPU interpreter, whose fp32->bf16 cast truncates, rounds like the GPU does."""
    if BF16:
        bits = x.to(tl.uint32, bitcast=True)
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        x = bits.to(tl.float32, bitcast=True)
    return x


@triton.jit
def standardize_kernel(x_ptr, out_ptr, n_cols, stride_x, stride_o, BF16: tl.constexpr, BLOCK: tl.constexpr):
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
    std = _rnd(tl.sqrt(tl.sum(acc, axis=0) / (n_cols - 1)), BF16)
    mean_r = _rnd(mean, BF16)
    for c0 in range(0, n_cols, BLOCK):
        c = c0 + cols
        m = c < n_cols
        x = tl.load(base + c, mask=m, other=0.0).to(tl.float32)
        y = _rnd(x - mean_r, BF16) / std
        tl.store(out_ptr + row * stride_o + c, _rnd(y, BF16).to(out_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        cols = x.shape[-1]
        x2 = x.contiguous().view(-1, cols)
        out = torch.empty_like(x2)
        block = min(4096, triton.next_power_of_2(cols))
        standardize_kernel[(x2.shape[0],)](x2, out, cols, x2.stride(0), out.stride(0),
                                           BF16=x.dtype == torch.bfloat16, BLOCK=block,
                                           num_warps=8 if block >= 2048 else 4)
        return out.view(x.shape)
