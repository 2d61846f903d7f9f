# problem: level1/clamp_elementwise
# expect: ok
"""A `match` on `x.dtype` with dotted value patterns (`case torch.float32:`, an or-pattern for the
half types) picks the kernel's compute dtype flag."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _clamp_kernel(x_ptr, y_ptr, n, lo, hi, UPCAST: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    if UPCAST:
        x = x.to(tl.float32)
    y = tl.minimum(tl.maximum(x, lo), hi)
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val = float(min_val)
        self.max_val = float(max_val)

    def forward(self, x):
        match x.dtype:
            case torch.float32:
                upcast = False
            case torch.float16 | torch.bfloat16:
                upcast = True
            case other:
                raise TypeError(f"unsupported dtype {other}")
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _clamp_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.min_val, self.max_val, UPCAST=upcast, BLOCK=1024)
        return y
