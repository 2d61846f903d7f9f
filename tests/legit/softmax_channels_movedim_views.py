# problem: level1/softmax_channels
# expect: ok
"""Softmax over channels of an NCHW tensor: `x.movedim(1, -1)` gives a channels-last view whose
last-dim stride is the channel stride; the output is allocated NCHW and written through the same
`movedim` view, so the kernel sees [pixels, channels] tiles through strides and no copy is made."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _softmax_strided_kernel(x_ptr, y_ptr, P, W, C, sxn, sxh, sxw, sxc, syn, syh, syw, syc,
                            BLOCK_P: tl.constexpr, BLOCK_C: tl.constexpr):
    n = tl.program_id(0)
    p = tl.program_id(1) * BLOCK_P + tl.arange(0, BLOCK_P)
    h = p // W
    w = p % W
    c = tl.arange(0, BLOCK_C)
    m = (p[:, None] < P) & (c[None, :] < C)
    x = tl.load(x_ptr + n * sxn + h[:, None] * sxh + w[:, None] * sxw + c[None, :] * sxc, mask=m,
                other=-float("inf")).to(tl.float32)
    e = tl.exp(x - tl.max(x, axis=1)[:, None])
    y = e / tl.sum(e, axis=1)[:, None]
    tl.store(y_ptr + n * syn + h[:, None] * syh + w[:, None] * syw + c[None, :] * syc, y, mask=m)


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = torch.empty_like(x, memory_format=torch.contiguous_format)
        xv = x.movedim(1, -1)
        yv = out.movedim(1, -1)
        N, H, W, C = xv.shape
        BLOCK_P = 32
        _softmax_strided_kernel[(N, triton.cdiv(H * W, BLOCK_P))](xv, yv, H * W, W, C, *xv.stride(), *yv.stride(),
                                                                   BLOCK_P=BLOCK_P, BLOCK_C=triton.next_power_of_2(C))
        return out
