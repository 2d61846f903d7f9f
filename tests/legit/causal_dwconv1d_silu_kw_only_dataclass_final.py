# problem: level2/causal_depthwise_conv1d_silu
# expect: ok
"""Causal depthwise conv1d + SiLU: launch settings in a `@dataclass(kw_only=True, slots=True)`,
a `typing.Final` module constant, the nn.Conv1d kept (cast with self.to(dtype) like the
reference) only as the holder of weight (C, 1, K) and bias, and the taps unrolled with
tl.static_range over a constexpr K."""
from dataclasses import dataclass
from typing import Final

import torch
import torch.nn as nn
import triton
import triton.language as tl

DEFAULT_BLOCK: Final = 128


@dataclass(kw_only=True, slots=True)
class LaunchCfg:
    block: int = DEFAULT_BLOCK
    num_warps: int = 4


@triton.jit
def causal_dwconv_silu_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C, L, K: tl.constexpr, BLOCK: tl.constexpr):
    bc = tl.program_id(0)
    c = bc % C
    t = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    ok = t < L
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for j in tl.static_range(K):
        src = t - (K - 1) + j
        v = tl.load(x_ptr + bc * L + src, mask=ok & (src >= 0), other=0.0).to(tl.float32)
        acc += v * tl.load(w_ptr + c * K + j).to(tl.float32)
    acc += tl.load(b_ptr + c).to(tl.float32)
    out = acc * tl.sigmoid(acc)
    tl.store(y_ptr + bc * L + t, out.to(y_ptr.dtype.element_ty), mask=ok)


class ModelNew(nn.Module):
    def __init__(self, channels, kernel_size, dtype):
        super().__init__()
        self.conv = nn.Conv1d(channels, channels, kernel_size, groups=channels, padding=kernel_size - 1)
        self.to(dtype)
        self.cfg = LaunchCfg(num_warps=4)

    def forward(self, x):
        x = x.contiguous()
        B, C, L = x.shape
        k = self.conv.kernel_size[0]
        y = torch.empty_like(x)
        cfg = self.cfg
        causal_dwconv_silu_kernel[(B * C, triton.cdiv(L, cfg.block))](
            x, self.conv.weight, self.conv.bias, y, C, L, K=k, BLOCK=cfg.block, num_warps=cfg.num_warps)
        return y
