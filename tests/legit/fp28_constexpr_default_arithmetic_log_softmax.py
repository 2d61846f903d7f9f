# problem: level1/log_softmax_rows
# expect: ok
"""Row log-softmax in two passes over column chunks (online max/sum in base 2); the kernel's
constexpr parameters carry defaults written as arithmetic on literals: CHUNK = 2 ** 7,
NEG_INF = float("-inf"), LOG2E = 1.0 / 0.6931471805599453 and LN2 = -(-0.6931471805599453)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def log_softmax_kernel(x_ptr, y_ptr, n_cols, stride_x, stride_y,
                       CHUNK: tl.constexpr = 2 ** 7, NEG_INF: tl.constexpr = float("-inf"),
                       LOG2E: tl.constexpr = 1.0 / 0.6931471805599453, LN2: tl.constexpr = -(-0.6931471805599453)):
    row = tl.program_id(0)
    x_row = x_ptr + row * stride_x
    y_row = y_ptr + row * stride_y
    cols = tl.arange(0, CHUNK)
    m = tl.full((CHUNK,), NEG_INF, tl.float32)
    s = tl.zeros((CHUNK,), tl.float32)
    for start in range(0, n_cols, CHUNK):
        c = start + cols
        x = tl.load(x_row + c, mask=c < n_cols, other=NEG_INF).to(tl.float32) * LOG2E
        m_new = tl.maximum(m, x)
        alpha = tl.where(m_new == NEG_INF, 0.0, tl.exp2(m - m_new))
        s = s * alpha + tl.where(x == NEG_INF, 0.0, tl.exp2(x - m_new))
        m = m_new
    m_row = tl.max(m, axis=0)
    total = tl.sum(s * tl.where(m == NEG_INF, 0.0, tl.exp2(m - m_row)), axis=0)
    lse2 = m_row + tl.log2(total)
    for start in range(0, n_cols, CHUNK):
        c = start + cols
        x = tl.load(x_row + c, mask=c < n_cols, other=0.0).to(tl.float32)
        tl.store(y_row + c, (x * LOG2E - lse2) * LN2, mask=c < n_cols)


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        log_softmax_kernel[(rows,)](x, y, cols, x.stride(0), y.stride(0))
        return y
