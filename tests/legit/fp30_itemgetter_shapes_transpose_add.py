# problem: level2/transpose_add
# expect: ok
"""x.transpose(1, 2) + y with shapes unpacked by `operator.itemgetter` (and the output's dtype and device by another itemgetter over a tuple); a tiled kernel loads the x tile transposed with `tl.trans` and adds y."""
import operator

import torch
import torch.nn as nn
import triton
import triton.language as tl

_dims = operator.itemgetter(0, 1, 2)
_pair = operator.itemgetter(0, 1)


@triton.jit
def transpose_add_kernel(x_ptr, y_ptr, o_ptr, M, N, sxb, sxm, syb, syn,
                         BN: tl.constexpr, BM: tl.constexpr):
    b = tl.program_id(2).to(tl.int64)
    rn = tl.program_id(0) * BN + tl.arange(0, BN)
    rm = tl.program_id(1) * BM + tl.arange(0, BM)
    # x tile read as (BM, BN), rows along m (contiguous along n), then transposed to (BN, BM)
    xt = tl.load(x_ptr + b * sxb + rm[:, None] * sxm + rn[None, :],
                 mask=(rm[:, None] < M) & (rn[None, :] < N), other=0.0)
    xt = tl.trans(xt)
    m2 = (rn[:, None] < N) & (rm[None, :] < M)
    yv = tl.load(y_ptr + b * syb + rn[:, None] * syn + rm[None, :], mask=m2, other=0.0)
    tl.store(o_ptr + b * syb + rn[:, None] * syn + rm[None, :], xt + yv, mask=m2)


class ModelNew(nn.Module):
    def forward(self, x, y):
        x = x.contiguous()
        y = y.contiguous()
        B, M, N = _dims(x.shape)
        dtype, device = _pair((y.dtype, y.device))
        out = torch.empty((B, N, M), dtype=dtype, device=device)
        BN, BM = 32, 32
        grid = (triton.cdiv(N, BN), triton.cdiv(M, BM), B)
        transpose_add_kernel[grid](x, y, out, M, N, x.stride(0), x.stride(1), y.stride(0), y.stride(1),
                                   BN=BN, BM=BM)
        return out
