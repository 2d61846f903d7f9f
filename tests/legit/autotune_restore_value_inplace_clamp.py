# problem: level1/clamp_elementwise
# expect: ok
"""Clamp done in place on a fresh copy of the input: the kernel reads and writes `y_ptr`, so the
autotuner is told `restore_value=["y_ptr"]` (benchmark runs must not see each other's writes)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.autotune(
    configs=[triton.Config({"BLOCK": b}, num_warps=w) for b, w in ((512, 4), (1024, 4), (2048, 8))],
    key=["n"],
    restore_value=["y_ptr"],
)
@triton.jit
def clamp_inplace_kernel(y_ptr, n, lo, hi, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(y_ptr + offs, mask=m)
    tl.store(y_ptr + offs, tl.minimum(tl.maximum(v, lo), hi), mask=m)


class ModelNew(nn.Module):
    def __init__(self, min_val, max_val):
        super().__init__()
        self.min_val = float(min_val)
        self.max_val = float(max_val)

    def forward(self, x):
        y = x.contiguous().clone()
        n = y.numel()
        clamp_inplace_kernel[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](y, n, self.min_val, self.max_val)
        return y
