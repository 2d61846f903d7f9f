# problem: level1/matvec
# expect: ok
"""`collections.namedtuple` for the problem shape and a `Tiles` tuple; each program reduces
BLOCK_M rows over K in BLOCK_K chunks."""
import collections

import torch
import torch.nn as nn
import triton
import triton.language as tl

Shape = collections.namedtuple("Shape", ["m", "k"])
Tiles = collections.namedtuple("Tiles", "block_m block_k")


@triton.jit
def matvec_kernel(a_ptr, x_ptr, y_ptr, M, K, BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    acc = tl.zeros([BLOCK_M], tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        a = tl.load(a_ptr + rm[:, None].to(tl.int64) * K + rk[None, :],
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        v = tl.load(x_ptr + rk, mask=rk < K, other=0.0)
        acc += tl.sum(a * v[None, :], axis=1)
    tl.store(y_ptr + rm, acc, mask=rm < M)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.tiles = Tiles(block_m=16, block_k=256)

    def forward(self, a, x):
        a = a.contiguous()
        x = x.contiguous()
        shape = Shape(*a.shape)
        y = torch.empty((shape.m, 1), device=a.device, dtype=a.dtype)
        grid = (triton.cdiv(shape.m, self.tiles.block_m),)
        matvec_kernel[grid](a, x, y, shape.m, shape.k,
                            BLOCK_M=self.tiles.block_m, BLOCK_K=self.tiles.block_k)
        return y
