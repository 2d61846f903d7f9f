# problem: level1/l2_norm_rows
# expect: ok
"""Row L2 norm; the block is the first of a generator's candidates (`yield from` a tuple) that
fits, picked with `next(...)` and a default; the row stride comes from `.stride(0)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def l2_rows_kernel(x_ptr, y_ptr, N, stride_row, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, N, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * stride_row + cols, mask=cols < N, other=0.0).to(tl.float32)
        acc += v * v
    tl.store(y_ptr + row, tl.sqrt(tl.sum(acc, 0)).to(y_ptr.dtype.element_ty))


def block_candidates():
    yield from (4096, 2048, 1024, 512)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        n = x.shape[-1]
        x2 = x.reshape(-1, n)
        if x2.stride(-1) != 1:
            x2 = x2.contiguous()
        y = torch.empty(x2.shape[0], device=x.device, dtype=x.dtype)
        block = next((b for b in block_candidates() if b <= n), 256)
        l2_rows_kernel[(x2.shape[0],)](x2, y, n, x2.stride(0), BLOCK=block, num_warps=8 if block >= 2048 else 4)
        return y.view(x.shape[:-1])
