# problem: level1/softmax_rows
# expect: ok
"""The closest candidate config picked with `min(..., key=...)` and its private field read off the
result: `min(self._candidates, key=...)._warps`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=float("-inf")).to(tl.float32)
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(y_ptr + row * n_cols + cols, (e / tl.sum(e, axis=0)).to(y_ptr.dtype.element_ty), mask=m)


class _Candidate:
    def __init__(self, max_cols, warps):
        self._max_cols = max_cols
        self._warps = warps


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self._candidates = [_Candidate(1024, 4), _Candidate(4096, 8), _Candidate(16384, 16)]

    def forward(self, x):
        x = x.contiguous()
        rows, cols = x.shape
        y = torch.empty_like(x)
        warps = min((c for c in self._candidates if c._max_cols >= cols),
                    key=lambda c: c._max_cols, default=self._candidates[-1])._warps
        softmax_kernel[(rows,)](x, y, cols, BLOCK=triton.next_power_of_2(cols), num_warps=warps)
        return y
