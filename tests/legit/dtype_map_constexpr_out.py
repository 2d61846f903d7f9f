# problem: level1/elu_elementwise
# expect: ok
"""A dict from torch dtypes to tl dtypes, passed as a tl.constexpr OUT_DTYPE the kernel casts to;
ValueError with an f-string for unsupported dtypes."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

_TORCH_TO_TL = {
    torch.float32: tl.float32,
    torch.float16: tl.float16,
    torch.bfloat16: tl.bfloat16,
}


@triton.jit
def elu_kernel(x_ptr, y_ptr, n, alpha, OUT_DTYPE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = tl.where(x > 0, x, alpha * (tl.exp(x) - 1.0))
    tl.store(y_ptr + offs, y.to(OUT_DTYPE), mask=mask)


class ModelNew(nn.Module):
    def __init__(self, alpha: float = 1.0):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        if x.dtype not in _TORCH_TO_TL:
            raise ValueError(f"unsupported dtype {x.dtype}")
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        elu_kernel[(triton.cdiv(n, 512),)](x, y, n, self.alpha, OUT_DTYPE=_TORCH_TO_TL[x.dtype], BLOCK=512)
        return y
