# problem: level2/bias_gelu_mul
# expect: ok
"""A small class with `__getitem__` maps a dtype to its compiled kernel variant (`BANK[x.dtype]`),
and the result is launched directly: `BANK[x.dtype][grid](...)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _bias_gelu_mul_kernel(x_ptr, b_ptr, g_ptr, o_ptr, n, dim, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + offs % dim, mask=m, other=0.0).to(tl.float32)
    g = tl.load(g_ptr + offs, mask=m, other=0.0).to(tl.float32)
    h = x + b
    y = 0.5 * h * (1.0 + tl.erf(h * 0.7071067811865476)) * g
    tl.store(o_ptr + offs, y.to(o_ptr.dtype.element_ty), mask=m)


class KernelBank:
    def __init__(self):
        self._by_dtype = {torch.float32: _bias_gelu_mul_kernel, torch.bfloat16: _bias_gelu_mul_kernel,
                          torch.float16: _bias_gelu_mul_kernel}

    def __getitem__(self, dtype):
        return self._by_dtype[dtype]


BANK = KernelBank()


class ModelNew(nn.Module):
    def __init__(self, dim, dtype):
        super().__init__()
        self.bias = nn.Parameter(0.5 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x, gate):
        x = x.contiguous()
        gate = gate.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        BANK[x.dtype][(triton.cdiv(n, 1024),)](x, self.bias, gate, out, n, x.shape[-1], BLOCK=1024)
        return out
