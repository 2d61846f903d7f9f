# problem: level2/silu_and_mul
# expect: ok
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def silu_and_mul_kernel(x_ptr, y_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cb = tl.program_id(1)
    cols = cb * BLOCK + tl.arange(0, BLOCK)
    mask = cols < D
    a = tl.load(x_ptr + row * 2 * D + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(x_ptr + row * 2 * D + D + cols, mask=mask, other=0.0).to(tl.float32)
    out = a / (1.0 + tl.exp(-a)) * b
    tl.store(y_ptr + row * D + cols, out.to(y_ptr.dtype.element_ty), mask=mask)


class ModelNew(nn.Module):
    from typing import ClassVar, Dict

    class Launcher:
        BLOCK = 512

        def __call__(self, x):
            x2 = x.reshape(-1, x.shape[-1]).contiguous()
            T, two_d = x2.shape
            D = two_d // 2
            y = torch.empty((T, D), device=x.device, dtype=x.dtype)
            grid = (T, triton.cdiv(D, self.BLOCK))
            silu_and_mul_kernel[grid](x2, y, D, BLOCK=self.BLOCK)
            return y.view(*x.shape[:-1], D)

    WARPS: ClassVar[Dict[str, int]] = {"default": 4}

    def __init__(self):
        super().__init__()
        self.launch = ModelNew.Launcher()

    def forward(self, x):
        return self.launch(x)
