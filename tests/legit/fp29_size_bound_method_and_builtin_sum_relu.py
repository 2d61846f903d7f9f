# problem: level1/relu_elementwise
# expect: ok
"""ReLU with glue on Python ints: the input's bound `size` method taken as a value, `sum`/`max`/
`abs` builtins over ints for the grid."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        size = x.size
        dims = [size(d) for d in range(x.dim())]
        n = 1
        for d in dims:
            n *= d
        assert sum(dims) > 0 and abs(x.stride(-1)) == 1 or not x.is_contiguous()
        x = x.contiguous()
        y = torch.empty_like(x)
        block = max(128, min(4096, triton.next_power_of_2(n // max(1, dims[0]))))
        _relu_kernel[(triton.cdiv(n, block),)](x, y, n, BLOCK=block)
        return y
