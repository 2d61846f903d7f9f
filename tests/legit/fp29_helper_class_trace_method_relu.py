# problem: level1/relu_elementwise
# expect: ok
"""ReLU whose launches are recorded by a small helper class with a `trace()` method (a name the
gate reads as a tensor's unless the file defines it)."""
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


class LaunchTracer:
    def __init__(self) -> None:
        self.events = []

    def trace(self, name: str, grid: tuple) -> None:
        if len(self.events) < 8:
            self.events.append((name, grid))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.tracer = LaunchTracer()

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        grid = (triton.cdiv(n, 1024),)
        self.tracer.trace("relu", grid)
        _ew_kernel[grid](x, y, n, 0.0, 0.0, 0.0, ACT="relu", BLOCK=1024)
        return y
