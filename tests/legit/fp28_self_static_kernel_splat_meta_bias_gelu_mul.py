# problem: level2/bias_gelu_mul
# expect: ok
"""GELU(x + bias) * gate with the kernel kept as a static method of ModelNew and launched as
`self._kernel[grid](..., **self._launch_meta)`; the meta dict (block, warps) is chosen in __init__
from the feature size with triton.next_power_of_2."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class ModelNew(nn.Module):
    @staticmethod
    @triton.jit
    def _kernel(x_ptr, b_ptr, g_ptr, y_ptr, dim, BLOCK: tl.constexpr):
        row = tl.program_id(0)
        cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
        mask = cols < dim
        x = tl.load(x_ptr + row * dim + cols, mask=mask, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
        g = tl.load(g_ptr + row * dim + cols, mask=mask, other=0.0).to(tl.float32)
        h = x + b
        y = 0.5 * h * (1.0 + tl.erf(h * 0.7071067811865476)) * g
        tl.store(y_ptr + row * dim + cols, y.to(y_ptr.dtype.element_ty), mask=mask)

    def __init__(self, dim, dtype):
        super().__init__()
        self.bias = nn.Parameter(0.5 * torch.randn(dim))
        self.to(dtype)
        block = min(1024, triton.next_power_of_2(dim))
        self._launch_meta = {"BLOCK": block, "num_warps": 4 if block >= 512 else 2}

    def forward(self, x, gate):
        x = x.contiguous()
        gate = gate.contiguous()
        rows, dim = x.shape
        y = torch.empty_like(x)
        grid = (rows, triton.cdiv(dim, self._launch_meta["BLOCK"]))
        self._kernel[grid](x, self.bias, gate, y, dim, **self._launch_meta)
        return y
