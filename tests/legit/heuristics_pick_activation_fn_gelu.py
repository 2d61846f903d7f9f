# problem: level1/gelu_exact
# expect: ok
"""@triton.heuristics computes a function-valued meta-parameter: `ACT` is the erf GELU when the
`EXACT` constexpr is set, the tanh approximation otherwise (this module always asks for exact)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _gelu_exact(x):
    return 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))


@triton.jit
def _gelu_tanh(x):
    inner = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    return 0.5 * x * (1.0 + (2.0 * tl.sigmoid(2.0 * inner) - 1.0))


@triton.heuristics({
    "ACT": lambda args: _gelu_exact if args["EXACT"] else _gelu_tanh,
    "BLOCK": lambda args: 2048 if args["n"] >= (1 << 20) else 1024,
})
@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, EXACT: tl.constexpr, ACT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + offs, ACT(x).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        gelu_kernel[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, y, n, EXACT=True)
        return y
