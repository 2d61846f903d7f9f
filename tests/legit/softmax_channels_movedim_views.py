# problem: level1/softmax_channels
# expect: ok
"""Softmax over channels of an NCHW tensor: `x.movedim(1, -1)` gives a channels-last view whose
last-dim stride is the channel stride; the output is allocated NCHW and written through the same
`movedim` view, so the kernel sees rows of channels with strides and no copy is made."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _softmax_strided_kernel(x_ptr, y_ptr, W, C, sxn, sxh, sxw, sxc, syn, syh, syw, syc, HW,
                            BLOCK_C: tl.constexpr):
    pid = tl.program_id(0)
    n = pid // HW
    hw = pid % HW
    h = hw // W
    w = hw % W
    c = tl.arange(0, BLOCK_C)
    m = c < C
    x = tl.load(x_ptr + n * sxn + h * sxh + w * sxw + c * sxc, mask=m, other=-float("inf")).to(tl.float32)
    e = tl.exp(x - tl.max(x, axis=0))
    y = e / tl.sum(e, axis=0)
    tl.store(y_ptr + n * syn + h * syh + w * syw + c * syc, y, mask=m)


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = torch.empty_like(x, memory_format=torch.contiguous_format)
        xv = x.movedim(1, -1)
        yv = out.movedim(1, -1)
        N, H, W, C = xv.shape
        _softmax_strided_kernel[(N * H * W,)](xv, yv, W, C, *xv.stride(), *yv.stride(), H * W,
                                              BLOCK_C=triton.next_power_of_2(C))
        return out
