# problem: level1/leaky_relu_elementwise
# expect: ok
"""An activation passed to the kernel as a constexpr @triton.jit function object
(ACT: tl.constexpr), chosen on the host from a dict of jit functions."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def leaky(x, slope):
    return tl.where(x >= 0, x, x * slope)


@triton.jit
def relu(x, slope):
    return tl.maximum(x, 0.0)


ACTIVATIONS = {"leaky_relu": leaky, "relu": relu}


@triton.jit
def act_kernel(x_ptr, y_ptr, n, slope, ACT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, ACT(tl.load(x_ptr + offs, mask=m), slope), mask=m)


class ModelNew(nn.Module):
    def __init__(self, negative_slope):
        super().__init__()
        self.negative_slope = negative_slope
        self.act = ACTIVATIONS["leaky_relu"]

    def forward(self, x):
        y = torch.empty_like(x)
        n = x.numel()
        act_kernel[(triton.cdiv(n, 1024),)](x, y, n, self.negative_slope, ACT=self.act, BLOCK=1024)
        return y
