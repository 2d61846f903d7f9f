# problem: level1/log_softmax_rows
# expect: ok
"""Row log-softmax through a launcher object held as a class attribute of ModelNew
(`ops = RowOps()` in the class body, read as `self.ops.log_softmax(x)`: refused as torch
compute before probe 23, where the same object assigned in __init__ passed). Online max/sum in
one pass over column chunks, then a second pass writing x - max - log(sum)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def log_softmax_rows_kernel(x_ptr, y_ptr, N, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    base = x_ptr + row * stride
    cols = tl.arange(0, BLOCK)
    m = tl.full([BLOCK], float("-inf"), tl.float32)
    s = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        v = tl.load(base + start + cols, mask=start + cols < N, other=float("-inf"))
        m_new = tl.maximum(m, v)
        s = s * tl.where(m_new == float("-inf"), 0.0, tl.exp(m - m_new)) + \
            tl.where(v == float("-inf"), 0.0, tl.exp(v - m_new))
        m = m_new
    mx = tl.max(m, axis=0)
    lse = mx + tl.log(tl.sum(s * tl.exp(m - mx), axis=0))
    for start in range(0, N, BLOCK):
        msk = start + cols < N
        v = tl.load(base + start + cols, mask=msk, other=0.0)
        tl.store(y_ptr + row * stride + start + cols, v - lse, mask=msk)


class RowOps:
    def __init__(self, block: int = 128):
        self.block = block

    def log_softmax(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        y = torch.empty_like(x2)
        log_softmax_rows_kernel[(x2.shape[0],)](x2, y, x2.shape[1], x2.stride(0), BLOCK=self.block)
        return y.view(x.shape)


class ModelNew(nn.Module):
    ops = RowOps(block=128)

    def forward(self, x):
        return self.ops.log_softmax(x)
