# problem: level1/softmax_rows
# expect: torch_compute
# kind: 1
"""nn.Softmax hidden in an nn.ModuleList and applied in a loop over the list, after a kernel
subtracts the row max; calling `layer(y)` names no torch function."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def shift_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=-float("inf"))
    tl.store(out_ptr + row * n_cols + cols, x - tl.max(x, axis=0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.post = nn.ModuleList([nn.Softmax(dim=-1)])

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        shift_kernel[(x.shape[0],)](x, y, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
        for layer in self.post:
            y = layer(y)
        return y
