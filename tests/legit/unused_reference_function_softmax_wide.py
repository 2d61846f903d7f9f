# problem: level1/softmax_wide_rows
# expect: ok
"""A module-level `torch_reference` (torch.softmax) that nothing calls (left for a reader), a
nested grid function defined in forward, math.ceil instead of cdiv, and a print in __init__."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


def torch_reference(x: torch.Tensor) -> torch.Tensor:
    return torch.softmax(x, dim=-1)


@triton.jit
def softmax_online_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    m_i = float("-inf")
    l_i = 0.0
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * n + c, mask=c < n, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m_i, tl.max(v, 0))
        l_i = l_i * tl.exp(m_i - m_new) + tl.sum(tl.exp(v - m_new), 0)
        m_i = m_new
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * n + c, mask=c < n, other=float("-inf")).to(tl.float32)
        tl.store(y_ptr + row * n + c, tl.exp(v - m_i) / l_i, mask=c < n)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.block = 512
        print(f"ModelNew: softmax with BLOCK={self.block}")

    def forward(self, x):
        x = x.contiguous()
        rows, n = x.shape
        y = torch.empty_like(x)

        def grid(meta):
            return (rows,)

        _ = math.ceil(n / self.block)
        softmax_online_kernel[grid](x, y, n, BLOCK=self.block)
        return y
