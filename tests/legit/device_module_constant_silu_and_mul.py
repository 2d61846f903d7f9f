# problem: level2/silu_and_mul
# expect: ok
"""A module-level `DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")` (the
tutorials' habit) used only in the `__main__` block, and a kernel split into a jit helper."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")


@triton.jit
def _silu(x):
    return x * tl.sigmoid(x)


@triton.jit
def silu_mul_kernel(x_ptr, o_ptr, D, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    mask = cols < D
    a = tl.load(x_ptr + row * 2 * D + cols, mask=mask, other=0.0)
    b = tl.load(x_ptr + row * 2 * D + D + cols, mask=mask, other=0.0)
    tl.store(o_ptr + row * D + cols, _silu(a) * b, mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        T, D2 = x.shape
        D = D2 // 2
        out = torch.empty((T, D), device=x.device, dtype=x.dtype)
        silu_mul_kernel[(T, triton.cdiv(D, 1024))](x, out, D, BLOCK=1024)
        return out


if __name__ == "__main__":
    inp = torch.randn(4, 64, device=DEVICE)
    print(ModelNew()(inp).shape)
