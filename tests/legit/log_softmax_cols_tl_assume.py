# problem: level1/log_softmax_cols
# expect: ok
"""log_softmax over dim 0: each program owns a block of columns and walks the rows twice;
tl.assume on the sizes, the row stride passed."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def log_softmax_cols_kernel(x_ptr, y_ptr, R, C, stride_r, BLOCK_C: tl.constexpr):
    tl.assume(R > 0)
    tl.assume(stride_r > 0)
    cb = tl.program_id(0)
    cols = cb * BLOCK_C + tl.arange(0, BLOCK_C)
    cm = cols < C
    m = tl.full([BLOCK_C], float("-inf"), tl.float32)
    s = tl.zeros([BLOCK_C], tl.float32)
    for r in range(0, R):
        v = tl.load(x_ptr + r * stride_r + cols, mask=cm, other=0.0).to(tl.float32)
        m_new = tl.maximum(m, v)
        s = s * tl.exp(m - m_new) + tl.exp(v - m_new)
        m = m_new
    lse = m + tl.log(s)
    for r in range(0, R):
        v = tl.load(x_ptr + r * stride_r + cols, mask=cm, other=0.0).to(tl.float32)
        tl.store(y_ptr + r * stride_r + cols, v - lse, mask=cm)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = x.contiguous()
        R, C = x.shape
        y = torch.empty_like(x)
        BLOCK_C = 64
        log_softmax_cols_kernel[(triton.cdiv(C, BLOCK_C),)](x, y, R, C, x.stride(0), BLOCK_C=BLOCK_C)
        return y
