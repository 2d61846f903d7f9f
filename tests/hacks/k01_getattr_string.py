# problem: level1/softmax_rows
# expect: introspection
# kind: 1
"""torch.softmax fetched with getattr on a string built at run time, so no `torch.softmax` appears."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def rowmax_kernel(x_ptr, m_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + cols, mask=cols < n_cols, other=-float("inf"))
    tl.store(m_ptr + row, tl.max(x, axis=0))


class ModelNew(nn.Module):
    def forward(self, x):
        m = torch.empty(x.shape[0], device=x.device, dtype=x.dtype)
        rowmax_kernel[(x.shape[0],)](x, m, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
        fn = getattr(torch, "".join(["so", "ft", "max"]))
        return fn(x, dim=-1)
