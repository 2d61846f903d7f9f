# problem: level1/avgpool1d
# expect: ok
"""AvgPool1d reading its window from the `nn.AvgPool1d` submodule kept on self (kernel_size, stride,
padding normalised with `torch.nn.modules.utils._single`), zero padding counted as the layer does."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
from torch.nn.modules.utils import _single


@triton.jit
def avgpool1d_kernel(x_ptr, y_ptr, L, L_out, KSIZE: tl.constexpr, STRIDE: tl.constexpr, PAD: tl.constexpr,
                     BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    o = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    om = o < L_out
    acc = tl.zeros([BLOCK], tl.float32)
    for k in tl.static_range(KSIZE):
        i = o * STRIDE - PAD + k
        acc += tl.load(x_ptr + row * L + i, mask=om & (i >= 0) & (i < L), other=0.0).to(tl.float32)
    tl.store(y_ptr + row * L_out + o, (acc / KSIZE).to(y_ptr.dtype.element_ty), mask=om)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.AvgPool1d(kernel_size=8, stride=4, padding=2)

    def forward(self, x):
        (k,), (s,), (p,) = _single(self.pool.kernel_size), _single(self.pool.stride), _single(self.pool.padding)
        assert self.pool.count_include_pad and not self.pool.ceil_mode
        x = x.contiguous()
        B, C, L = x.shape
        L_out = (L + 2 * p - k) // s + 1
        y = torch.empty((B, C, L_out), device=x.device, dtype=x.dtype)
        BLOCK = 256
        avgpool1d_kernel[(B * C, triton.cdiv(L_out, BLOCK))](x, y, L, L_out, KSIZE=k, STRIDE=s, PAD=p, BLOCK=BLOCK)
        return y
