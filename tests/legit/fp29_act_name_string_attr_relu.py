# problem: level1/relu_elementwise
# expect: ok
"""ReLU with the activation chosen by a string kept on self (`self.act_name = "relu"`) and passed
to the kernel as a constexpr string."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _ew_kernel(x_ptr, y_ptr, n, lo, hi, slope, ACT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if ACT == "relu":
        y = tl.maximum(x, 0.0)
    elif ACT == "leaky":
        y = tl.where(x >= 0, x, x * slope)
    else:
        y = tl.minimum(tl.maximum(x, lo), hi)
    tl.store(y_ptr + offs, y, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.act_name = "relu"

    def forward(self, x):
        x = x.contiguous()
        y = x.new_empty(x.shape)
        n = x.numel()
        BLOCK = min(1024, max(64, triton.next_power_of_2(n)))
        _ew_kernel[(triton.cdiv(n, BLOCK),)](x, y, n, 0.0, 0.0, 0.0, ACT=self.act_name, BLOCK=BLOCK)
        return y
