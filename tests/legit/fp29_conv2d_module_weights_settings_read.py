# problem: level1/conv2d_3x3
# expect: ok
"""3x3 convolution (stride 1, padding 1) whose nn.Conv2d is kept only as the holder of its weights
and settings: the kernel reads `self.conv.weight`/`.bias`, and the glue reads `kernel_size`,
`padding`, `stride` and `dilation` off the module (sizes combined with `math.prod`, `max`, `all`)."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _conv2d_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, H, W, C_out, OH, OW,
                   sxn, sxc, sxh, sxw, swo, swi, swh, sww, syn, syc, syh, syw,
                   PAD: tl.constexpr, KS: tl.constexpr, BLOCK: tl.constexpr):
    pid_nc = tl.program_id(0)
    pid_p = tl.program_id(1)
    n = pid_nc // C_out
    oc = pid_nc % C_out
    p = pid_p * BLOCK + tl.arange(0, BLOCK)
    pmask = p < OH * OW
    oh = p // OW
    ow = p % OW
    acc = tl.zeros((BLOCK,), dtype=tl.float32)
    for ic in range(0, C_in):
        for kh in tl.static_range(KS):
            for kw in tl.static_range(KS):
                ih = oh + kh - PAD
                iw = ow + kw - PAD
                m = pmask & (ih >= 0) & (ih < H) & (iw >= 0) & (iw < W)
                xv = tl.load(x_ptr + n * sxn + ic * sxc + ih * sxh + iw * sxw, mask=m, other=0.0)
                wv = tl.load(w_ptr + oc * swo + ic * swi + kh * swh + kw * sww)
                acc += xv.to(tl.float32) * wv.to(tl.float32)
    acc += tl.load(b_ptr + oc).to(tl.float32)
    tl.store(y_ptr + n * syn + oc * syc + oh * syh + ow * syw, acc.to(y_ptr.dtype.element_ty), mask=pmask)


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels, dtype):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, stride=1, padding=1)
        self.to(dtype)
        assert all(s == 1 for s in self.conv.stride) and all(d == 1 for d in self.conv.dilation)
        assert self.conv.groups == 1 and len(set(self.conv.kernel_size)) == 1

    def forward(self, x):
        conv = self.conv
        ks = conv.kernel_size[0]
        pad = conv.padding[0]
        N, C, H, W = x.shape
        OH, OW = H + 2 * pad - ks + 1, W + 2 * pad - ks + 1
        w, b = conv.weight, conv.bias
        y = x.new_empty((N, conv.out_channels, OH, OW))
        block = max(32, min(256, triton.next_power_of_2(math.prod((OH, OW)))))
        grid = (N * conv.out_channels, triton.cdiv(OH * OW, block))
        _conv2d_kernel[grid](x, w, b, y, C, H, W, conv.out_channels, OH, OW,
                             *x.stride(), *w.stride(), *y.stride(), PAD=pad, KS=ks, BLOCK=block)
        return y
