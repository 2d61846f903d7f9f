# problem: level1/clamp_elementwise
# expect: ok
"""A dtype dispatch dict from torch dtypes to (tl dtype, block) pairs, the compute dtype handed as
a constexpr, `tl.clamp` and `if x.numel() == 0` fast path; `Dict`/`Tuple` annotations."""
from typing import Dict, Tuple

import torch
import torch.nn as nn
import triton
import triton.language as tl

_DISPATCH: Dict[torch.dtype, Tuple[object, int]] = {
    torch.float32: (tl.float32, 1024),
    torch.float16: (tl.float32, 2048),
    torch.bfloat16: (tl.float32, 2048),
}


@triton.jit
def _clamp_kernel(x_ptr, y_ptr, n, lo, hi, COMPUTE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(COMPUTE)
    y = tl.clamp(x, lo, hi)
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, min_val: float, max_val: float) -> None:
        super().__init__()
        self.min_val = min_val
        self.max_val = max_val

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.numel() == 0:
            return torch.empty_like(x)
        compute, block = _DISPATCH[x.dtype]
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _clamp_kernel[(triton.cdiv(n, block),)](x, y, n, self.min_val, self.max_val,
                                                COMPUTE=compute, BLOCK=block)
        return y
