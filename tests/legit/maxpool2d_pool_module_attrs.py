# problem: level1/maxpool2d_3x3s2
# expect: ok
"""The reference's nn.MaxPool2d kept as a configuration holder: forward reads its kernel_size,
stride and padding (never calls it) and launches a Triton max-pool."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def maxpool2d_kernel(x_ptr, y_ptr, H, W, OH, OW, stride, pad, KS: tl.constexpr, BLOCK: tl.constexpr):
    plane = tl.program_id(0)
    blk = tl.program_id(1)
    o = blk * BLOCK + tl.arange(0, BLOCK)
    om = o < OH * OW
    oh = o // OW
    ow = o % OW
    best = tl.full([BLOCK], float("-inf"), tl.float32)
    for kh in tl.static_range(KS):
        for kw in tl.static_range(KS):
            ih = oh * stride - pad + kh
            iw = ow * stride - pad + kw
            ok = om & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
            v = tl.load(x_ptr + plane * H * W + ih * W + iw, mask=ok, other=float("-inf"))
            best = tl.maximum(best, v.to(tl.float32))
    tl.store(y_ptr + plane * OH * OW + o, best, mask=om)


def _as_int(v):
    return v if isinstance(v, int) else v[0]


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)

    def forward(self, x):
        ks, st, pd = _as_int(self.pool.kernel_size), _as_int(self.pool.stride), _as_int(self.pool.padding)
        x = x.contiguous()
        N, C, H, W = x.shape
        OH = (H + 2 * pd - ks) // st + 1
        OW = (W + 2 * pd - ks) // st + 1
        y = torch.empty((N, C, OH, OW), device=x.device, dtype=x.dtype)
        maxpool2d_kernel[(N * C, triton.cdiv(OH * OW, 128))](x, y, H, W, OH, OW, st, pd, KS=ks, BLOCK=128)
        return y
