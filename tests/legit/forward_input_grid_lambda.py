# problem: level1/clamp_elementwise
# expect: ok
"""forward(self, input) as torch.nn's modules spell it; the launch grid is a lambda over META
that reads input.numel()."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def clamp_kernel(input_ptr, output_ptr, n_elements, lo, hi, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    v = tl.load(input_ptr + offsets, mask=mask)
    v = tl.minimum(tl.maximum(v, lo), hi)
    tl.store(output_ptr + offsets, v, mask=mask)


class ModelNew(nn.Module):
    def __init__(self, min_val: float, max_val: float):
        super().__init__()
        self.min_val = float(min_val)
        self.max_val = float(max_val)

    def forward(self, input: torch.Tensor) -> torch.Tensor:
        input = input.contiguous()
        output = torch.empty_like(input)
        grid = lambda META: (triton.cdiv(input.numel(), META["BLOCK_SIZE"]),)
        clamp_kernel[grid](input, output, input.numel(), self.min_val, self.max_val, BLOCK_SIZE=1024)
        return output
