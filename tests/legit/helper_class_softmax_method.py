# problem: level1/softmax_rows
# expect: ok
"""A helper class of static launchers (TritonOps.softmax) called from forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def softmax_fwd_kernel(x_ptr, y_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=m, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(y_ptr + row * n_cols + cols, e / tl.sum(e, axis=0), mask=m)


class TritonOps:
    @staticmethod
    def softmax(x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        softmax_fwd_kernel[(x.shape[0],)](x, y, x.shape[1], BLOCK=triton.next_power_of_2(x.shape[1]))
        return y


class ModelNew(nn.Module):
    def forward(self, x):
        return TritonOps.softmax(x)
