# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""Probe 29's neighbour: a parameterless layer's class tested with isinstance or `is` passes (the
test yields a bool); here it is an operand of `==`, which hands it to the left operand's __eq__, a
method of the file's own class that keeps it: forward builds the stashed nn.ReLU and runs PyTorch's
ReLU after a copy kernel. `==`, `<` and `in` keep the class a value (`torch_compute`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _copy(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class _Probe:
    seen = []

    def __eq__(self, other):
        _Probe.seen.append(other)
        return False


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.is_relu = _Probe() == nn.ReLU

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        _copy[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
        return _Probe.seen[0]()(y)
