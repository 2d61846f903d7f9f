# problem: level1/hardswish_nchw
# expect: ok
"""hardswish written as a `tl.minimum`/`tl.maximum` chain, `tl.static_assert` on the block size,
module-level `tl.constexpr` constants, the output made with
`torch.empty_like(x, memory_format=torch.contiguous_format)` and a `numel() == 0` fast path."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

THREE: tl.constexpr = tl.constexpr(3.0)
SIX: tl.constexpr = tl.constexpr(6.0)
BLOCK_SIZE = 512


@triton.jit
def _hardswish_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    tl.static_assert(BLOCK % 128 == 0, "BLOCK must be a multiple of 128")
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    r6 = tl.minimum(tl.maximum(x + THREE, 0.0), SIX)
    tl.store(y_ptr + offs, (x * r6 / SIX).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.empty_like(x, memory_format=torch.contiguous_format)
        if x.numel() == 0:
            return y
        xc = x.contiguous()
        n = xc.numel()
        _hardswish_kernel[(triton.cdiv(n, BLOCK_SIZE),)](xc, y, n, BLOCK=BLOCK_SIZE, num_warps=4)
        return y
