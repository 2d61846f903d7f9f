# problem: level1/relu_elementwise
# expect: forbidden_import
# kind: 16
"""Probe 31's neighbour: `from collections.abc import Sequence` now passes where the name is read
only in annotations and isinstance. Here the file also registers torch.Tensor as a virtual subclass
(`Sequence.register(torch.Tensor)`), which changes what isinstance answers for every tensor in the
library code the process runs (Triton's launcher, the runtime's own checks): any use of the abstract
class beyond a type hint keeps the import `forbidden_import`."""
from collections.abc import Sequence

import torch
import torch.nn as nn
import triton
import triton.language as tl

Sequence.register(torch.Tensor)


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m, other=0.0), 0.0), mask=m)


def launch(x: torch.Tensor, dims: Sequence[int]) -> torch.Tensor:
    y = torch.empty_like(x)
    n = x.numel()
    relu_kernel[(triton.cdiv(n, 1024),)](x, y, n, BLOCK=1024)
    return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return launch(x.contiguous(), tuple(x.shape))
