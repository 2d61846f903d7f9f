# problem: level1/softmax_rows
# expect: ok
"""Row softmax whose block width comes from a helper dispatching on its argument's type with
`match` class patterns (`case int():`, `case torch.Size():`), as a hand-written stand-in for
functools.singledispatch; the kernel makes an online max/sum pass over column blocks, then a write pass."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


def pick_block(arg) -> int:
    match arg:
        case torch.Size():
            return pick_block(int(arg[-1]))
        case int():
            return max(16, min(2048, triton.next_power_of_2(arg)))
        case _:
            raise TypeError(f"cannot size a block from {type(arg).__name__}")


@triton.jit
def softmax_rows_kernel(x_ptr, y_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = x_ptr + row * stride
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(base + cols, mask=cols < n_cols, other=-float("inf")).to(tl.float32)
        m_new = tl.maximum(m, v)
        alpha = tl.where(m_new == -float("inf"), 0.0, tl.exp(m - m_new))
        s = s * alpha + tl.where(v == -float("inf"), 0.0, tl.exp(v - m_new))
        m = m_new
    row_max = tl.max(m, 0)
    total = tl.sum(s * tl.exp(m - row_max), 0)
    for c0 in range(0, n_cols, BLOCK):
        cols = c0 + tl.arange(0, BLOCK)
        v = tl.load(base + cols, mask=cols < n_cols, other=-float("inf")).to(tl.float32)
        tl.store(y_ptr + row * stride + cols, tl.exp(v - row_max) / total, mask=cols < n_cols)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        rows = x.numel() // x.shape[-1]
        block = pick_block(x.shape)
        softmax_rows_kernel[(rows,)](x, y, x.shape[-1], x.shape[-1], BLOCK=block,
                                     num_warps=8 if block >= 1024 else 4)
        return y
