# problem: level2/bias_gelu_mul
# expect: ok
"""Two-level function passing: the kernel hands its `ACT: tl.constexpr` to an epilogue helper,
whose own parameter defaults to a @triton.jit function; the output dtype comes in as a
`tl.constexpr` (tl.float32 or tl.bfloat16, looked up from a dict)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _gelu_erf(x):
    return 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))


@triton.jit
def _epilogue(x, bias, gate, act: tl.constexpr = _gelu_erf):
    return act(x + bias) * gate


@triton.jit
def bias_act_mul_kernel(x_ptr, b_ptr, g_ptr, y_ptr, n_cols, ACT: tl.constexpr,
                        OUT_DTYPE: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.program_id(1) * BLOCK + tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
    g = tl.load(g_ptr + row * n_cols + cols, mask=m, other=0.0).to(tl.float32)
    y = _epilogue(x, b, g, ACT)
    tl.store(y_ptr + row * n_cols + cols, y.to(OUT_DTYPE), mask=m)


_TL_DTYPES = {torch.float32: tl.float32, torch.bfloat16: tl.bfloat16, torch.float16: tl.float16}


class ModelNew(nn.Module):
    def __init__(self, dim, dtype):
        super().__init__()
        self.bias = nn.Parameter(0.5 * torch.randn(dim))
        self.to(dtype)

    def forward(self, x, gate):
        x = x.contiguous()
        gate = gate.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        BLOCK = 512
        bias_act_mul_kernel[(rows, triton.cdiv(cols, BLOCK))](x, self.bias, gate, y, cols, ACT=_gelu_erf,
                                                            OUT_DTYPE=_TL_DTYPES[x.dtype], BLOCK=BLOCK)
        return y
