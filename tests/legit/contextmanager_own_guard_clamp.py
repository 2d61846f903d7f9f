# problem: level1/clamp_elementwise
# expect: ok
"""An own @contextlib.contextmanager (`_launch_guard`) wrapping the launch: it enters the device
guard for CUDA tensors and nothing otherwise."""
import contextlib

import torch
import torch.nn as nn
import triton
import triton.language as tl


@contextlib.contextmanager
def _launch_guard(t: torch.Tensor):
    if t.is_cuda:
        with torch.cuda.device(t.device):
            yield
    else:
        yield


@triton.jit
def clamp_kernel(x_ptr, y_ptr, lo, hi, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(x, lo), hi), mask=m)


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val, self.max_val = min_val, max_val

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        with _launch_guard(x):
            clamp_kernel[(triton.cdiv(n, 1024),)](x, y, self.min_val, self.max_val, n, BLOCK=1024)
        return y
