# problem: level1/relu_elementwise
# expect: ok
"""ReLU with the activation named by a class attribute string (`act_name = "relu"`) checked against a table of names."""
import torch
import torch.nn as nn
import torch.nn.functional as F
import triton
import triton.language as tl
import functools, operator

@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)

ACT_NAMES = {"relu": "relu", "gelu": "gelu"}
class ModelNew(nn.Module):
    act_name = "relu"
    def forward(self, x):
        assert ACT_NAMES[self.act_name] == "relu"
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, y, n, BLOCK=256)
        return y

