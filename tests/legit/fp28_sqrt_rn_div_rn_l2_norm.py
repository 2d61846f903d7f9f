# problem: level1/l2_norm_rows
# expect: ok
"""Row L2 norm with IEEE-rounded square root (tl.sqrt_rn) and a Kahan-free chunked sum, the
squares scaled by the row's max magnitude (tl.div_rn) to stay in range."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def l2_norm_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    amax = tl.zeros((BLOCK,), tl.float32)
    for s in range(0, n_cols, BLOCK):
        c = s + offs
        amax = tl.maximum(amax, tl.abs(tl.load(x_ptr + row * n_cols + c, mask=c < n_cols, other=0.0)))
    scale = tl.max(amax, axis=0)
    scale = tl.where(scale == 0.0, 1.0, scale)
    acc = tl.zeros((BLOCK,), tl.float32)
    for s in range(0, n_cols, BLOCK):
        c = s + offs
        v = tl.div_rn(tl.load(x_ptr + row * n_cols + c, mask=c < n_cols, other=0.0), scale)
        acc += v * v
    tl.store(out_ptr + row, tl.sqrt_rn(tl.sum(acc, axis=0)) * scale)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        out = torch.empty((rows,), device=x.device, dtype=x.dtype)
        l2_norm_kernel[(rows,)](x, out, cols, BLOCK=256)
        return out
