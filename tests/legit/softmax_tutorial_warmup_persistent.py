# problem: level1/softmax_rows
# expect: ok
"""The fused-softmax tutorial's launch: the kernel compiled once with warmup() and loaded with
_init_handles(), its register count read to size a persistent grid, and the compiled kernel
launched directly as kernel[grid](...)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

NUM_SM = 132
NUM_REGS = 65536
WARP_SIZE = 32


@triton.jit
def softmax_kernel(output_ptr, input_ptr, input_row_stride, output_row_stride, n_rows, n_cols,
                   BLOCK_SIZE: tl.constexpr, num_stages: tl.constexpr):
    row_start = tl.program_id(0)
    row_step = tl.num_programs(0)
    for row_idx in tl.range(row_start, n_rows, row_step, num_stages=num_stages):
        row_start_ptr = input_ptr + row_idx * input_row_stride
        col_offsets = tl.arange(0, BLOCK_SIZE)
        mask = col_offsets < n_cols
        row = tl.load(row_start_ptr + col_offsets, mask=mask, other=-float("inf"))
        row_minus_max = row - tl.max(row, axis=0)
        numerator = tl.exp(row_minus_max)
        denominator = tl.sum(numerator, axis=0)
        tl.store(output_ptr + row_idx * output_row_stride + col_offsets, numerator / denominator, mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.kernels = {}

    def forward(self, x):
        n_rows, n_cols = x.shape
        BLOCK_SIZE = triton.next_power_of_2(n_cols)
        num_warps = 8 if BLOCK_SIZE >= 2048 else 4
        num_stages = 2
        y = torch.empty_like(x)
        key = (BLOCK_SIZE, num_warps, x.dtype)
        kernel = self.kernels.get(key)
        if kernel is None:
            kernel = softmax_kernel.warmup(y, x, x.stride(0), y.stride(0), n_rows, n_cols, BLOCK_SIZE=BLOCK_SIZE,
                                           num_stages=num_stages, num_warps=num_warps, grid=(1,))
            kernel._init_handles()
            self.kernels[key] = kernel
        n_regs = max(1, kernel.n_regs)
        occupancy = max(1, NUM_REGS // (n_regs * WARP_SIZE * num_warps))
        num_programs = min(NUM_SM * occupancy, n_rows)
        kernel[(num_programs, 1, 1)](y, x, x.stride(0), y.stride(0), n_rows, n_cols, BLOCK_SIZE, num_stages)
        return y
