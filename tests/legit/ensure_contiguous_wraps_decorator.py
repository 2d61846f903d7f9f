# problem: level1/softmax_channels
# expect: ok
"""A Liger-style `ensure_contiguous` decorator (functools.wraps over an inner wrapper that makes
every tensor argument contiguous) on the module-level launcher; softmax over dim 1 of NCHW with
the channel stride H*W."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


def ensure_contiguous(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        args = [a.contiguous() if isinstance(a, torch.Tensor) else a for a in args]
        return fn(*args, **kwargs)
    return wrapper


@triton.jit
def softmax_dim1_kernel(x_ptr, y_ptr, C, HW, BLOCK_C: tl.constexpr, BLOCK_HW: tl.constexpr):
    n = tl.program_id(0)
    hb = tl.program_id(1)
    c = tl.arange(0, BLOCK_C)
    hw = hb * BLOCK_HW + tl.arange(0, BLOCK_HW)
    m = (c[:, None] < C) & (hw[None, :] < HW)
    ptrs = n * C * HW + c[:, None] * HW + hw[None, :]
    v = tl.load(x_ptr + ptrs, mask=m, other=float("-inf")).to(tl.float32)
    v = v - tl.max(v, axis=0)[None, :]
    e = tl.exp(v)
    tl.store(y_ptr + ptrs, e / tl.sum(e, axis=0)[None, :], mask=m)


@ensure_contiguous
def softmax_channels(x: torch.Tensor) -> torch.Tensor:
    N, C, H, W = x.shape
    y = torch.empty_like(x)
    BLOCK_HW = 32
    softmax_dim1_kernel[(N, triton.cdiv(H * W, BLOCK_HW))](x, y, C, H * W, BLOCK_C=triton.next_power_of_2(C),
                                                         BLOCK_HW=BLOCK_HW)
    return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return softmax_channels(x)
