# problem: level1/softmax_rows
# expect: ok
"""Own launcher modules kept in an `nn.ModuleDict` keyed by name, and forward calls a
compute-named method on one entry (`self.ops["row"].softmax(x)`). Refused as torch compute (an
nn.ModuleDict was no table of the file's objects) until false-positive probe 26."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _softmax_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=-float("inf")).to(tl.float32)
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(y_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=m)


class RowSoftmax(nn.Module):
    def softmax(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        rows, cols = x.shape
        _softmax_kernel[(rows,)](x, y, cols, BLOCK=triton.next_power_of_2(cols))
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.ops = nn.ModuleDict({"row": RowSoftmax()})

    def forward(self, x):
        return self.ops["row"].softmax(x)
