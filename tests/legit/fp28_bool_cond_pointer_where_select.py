# problem: level1/where_select
# expect: ok
"""torch.where(cond, x, y) with the bool mask handed to the kernel as it is (Triton loads a bool
tensor as int1), a buffer-registered device property, and an empty-input fast path."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def where_kernel(c_ptr, x_ptr, y_ptr, o_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    c = tl.load(c_ptr + offs, mask=mask, other=0)
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(o_ptr + offs, tl.where(c != 0, x, y), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("_anchor", torch.empty(0), persistent=False)

    @property
    def device(self) -> torch.device:
        return self._anchor.device

    def forward(self, cond, x, y):
        assert cond.dtype == torch.bool and cond.shape == x.shape == y.shape
        out = torch.empty(x.shape, dtype=x.dtype, device=x.device)
        n = out.numel()
        if n == 0:
            return out
        cond, x, y = cond.contiguous(), x.contiguous(), y.contiguous()
        where_kernel[(triton.cdiv(n, 1024),)](cond, x, y, out, n, BLOCK=1024)
        return out
