# problem: level1/sigmoid_elementwise
# expect: ok
"""A small launcher class with private methods, built and used in one expression in forward:
`_Launcher(sigmoid_kernel)._run(x)`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offs < n_elements
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
    y = 1.0 / (1.0 + tl.exp(-x))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=mask)


class _Launcher:
    def __init__(self, kernel, block_size: int = 1024):
        self._kernel = kernel
        self._block_size = block_size

    def _grid(self, n: int):
        return (triton.cdiv(n, self._block_size),)

    def _run(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        self._kernel[self._grid(n)](x, y, n, BLOCK_SIZE=self._block_size)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return _Launcher(sigmoid_kernel, block_size=2048)._run(x)
