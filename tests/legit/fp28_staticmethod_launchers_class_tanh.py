# problem: level1/tanh_elementwise
# expect: ok
"""tanh through a small launcher class whose @staticmethod builds the output and launches; the
kernel's tanh is written with exp2 in a jit helper."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh(x):
    # tanh(x) = 1 - 2 / (exp(2x) + 1), with exp(2x) = exp2(2x * log2(e))
    e = tl.exp2(x * 2.8853900817779268)
    return 1.0 - 2.0 / (e + 1.0)


@triton.jit
def tanh_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m).to(tl.float32)
    tl.store(y_ptr + offs, _tanh(x), mask=m)


class TanhLauncher:
    BLOCK = 2048

    @staticmethod
    def launch(x: torch.Tensor) -> torch.Tensor:
        x_flat = x.contiguous().view(-1)
        y = torch.empty_like(x_flat)
        n = x_flat.numel()
        tanh_kernel[(triton.cdiv(n, TanhLauncher.BLOCK),)](x_flat, y, n, BLOCK=TanhLauncher.BLOCK)
        return y.view(x.shape)


class ModelNew(nn.Module):
    def forward(self, x):
        return TanhLauncher.launch(x)
