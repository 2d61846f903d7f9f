# problem: level1/softmax_rows
# expect: ok
"""The fused-softmax tutorial's pattern: `kernel.warmup(...)` once per block size (cached on
self) to read the register count, then the compiled kernel launched with a persistent grid."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_rows, n_cols, BLOCK: tl.constexpr):
    start = tl.program_id(0)
    step = tl.num_programs(0)
    for row in tl.range(start, n_rows, step):
        cols = tl.arange(0, BLOCK)
        m = cols < n_cols
        x = tl.load(in_ptr + row * in_stride + cols, mask=m, other=-float("inf"))
        x = x - tl.max(x, axis=0)
        e = tl.exp(x)
        tl.store(out_ptr + row * out_stride + cols, e / tl.sum(e, axis=0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._compiled = {}

    def forward(self, x):
        x = x.contiguous()
        n_rows, n_cols = x.shape
        y = torch.empty_like(x)
        BLOCK = triton.next_power_of_2(n_cols)
        num_warps = 8 if BLOCK >= 2048 else 4
        key = (BLOCK, num_warps, x.dtype)
        k = self._compiled.get(key)
        if k is None:
            k = softmax_kernel.warmup(y, x, x.stride(0), y.stride(0), n_rows, n_cols,
                                      BLOCK=BLOCK, num_warps=num_warps, grid=(1,))
            k._init_handles()
            self._compiled[key] = k
        programs = min(n_rows, 132 * 4)
        k[(programs, 1, 1)](y, x, x.stride(0), y.stride(0), n_rows, n_cols, BLOCK)
        return y
