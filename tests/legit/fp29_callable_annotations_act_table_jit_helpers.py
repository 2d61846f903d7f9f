# problem: level1/leaky_relu_elementwise
# expect: ok
"""Leaky ReLU with a table of @triton.jit activation helpers handed to the kernel as a constexpr
function (`ACT=_ACTS["leaky"]`), and typing.Callable annotations on the glue."""
from typing import Callable, Dict
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _relu(x, slope):
    return tl.maximum(x, 0.0)


@triton.jit
def _leaky(x, slope):
    return tl.where(x >= 0, x, x * slope)


_ACTS: Dict[str, object] = {"relu": _relu, "leaky": _leaky}


@triton.jit
def _act_kernel(x_ptr, y_ptr, n, slope, ACT: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, ACT(x, slope), mask=mask)


def _launch(x: torch.Tensor, slope: float, act: str) -> torch.Tensor:
    x = x.contiguous()
    y = torch.empty_like(x)
    n = x.numel()
    _act_kernel[(triton.cdiv(n, 1024),)](x, y, n, slope, ACT=_ACTS[act], BLOCK=1024)
    return y


class ModelNew(nn.Module):
    def __init__(self, negative_slope: float) -> None:
        super().__init__()
        self.negative_slope = negative_slope
        self.run: Callable[[torch.Tensor, float, str], torch.Tensor] = _launch

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.run(x, self.negative_slope, "leaky")
