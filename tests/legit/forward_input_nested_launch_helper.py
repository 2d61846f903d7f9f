# problem: level1/relu_elementwise
# expect: ok
"""forward(self, input) with a nested helper closing over `input` that launches the kernel."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(y_ptr + offs, tl.where(x > 0, x, 0.0), mask=m)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, input):
        def _launch(block: int) -> torch.Tensor:
            src = input.contiguous()
            out = torch.empty_like(src)
            n = src.numel()
            relu_kernel[(triton.cdiv(n, block),)](src, out, n, BLOCK=block)
            return out

        return _launch(1024)
