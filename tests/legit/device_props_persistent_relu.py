# problem: level1/relu_elementwise
# expect: ok (gpu) runtime_error (cpu)
"""Persistent grid sized from torch.cuda.get_device_properties(x.device).multi_processor_count, read in forward."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_persistent_kernel(x_ptr, y_ptr, n, num_progs, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    num_tiles = tl.cdiv(n, BLOCK)
    for tile in range(pid, num_tiles, num_progs):
        offs = tile * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m, other=0.0)
        tl.store(y_ptr + offs, tl.maximum(x, 0.0), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        num_sms = torch.cuda.get_device_properties(x.device).multi_processor_count
        num_progs = min(num_sms * 4, triton.cdiv(n, BLOCK))
        relu_persistent_kernel[(num_progs,)](x, y, n, num_progs, BLOCK=BLOCK)
        return y
