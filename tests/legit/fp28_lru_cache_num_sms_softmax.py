# problem: level1/softmax_rows
# expect: ok
"""Persistent row softmax: the program count comes from an lru_cache'd helper that asks the GPU's
multiprocessor count when the input is on CUDA and falls back to a constant otherwise."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


@functools.lru_cache(maxsize=None)
def _num_programs(device_index: int, is_cuda: bool) -> int:
    if is_cuda:
        return torch.cuda.get_device_properties(device_index).multi_processor_count * 4
    return 4


@triton.jit
def softmax_persistent_kernel(x_ptr, y_ptr, n_rows, n_cols, stride_x, stride_y, BLOCK: tl.constexpr):
    start = tl.program_id(0)
    step = tl.num_programs(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    for row in tl.range(start, n_rows, step):
        x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=-float("inf"))
        x = x - tl.max(x, axis=0)
        e = tl.exp(x)
        tl.store(y_ptr + row * stride_y + cols, e / tl.sum(e, axis=0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        n_rows, n_cols = x.shape
        y = torch.empty_like(x)
        index = x.device.index if x.device.index is not None else 0
        programs = min(n_rows, _num_programs(index, x.is_cuda))
        softmax_persistent_kernel[(programs,)](x, y, n_rows, n_cols, x.stride(0), y.stride(0),
                                               BLOCK=triton.next_power_of_2(n_cols))
        return y
