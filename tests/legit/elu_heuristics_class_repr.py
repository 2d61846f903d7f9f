# problem: level1/elu_elementwise
# expect: ok
"""ELU with @triton.heuristics (EVEN_N skips the mask) and a __repr__ that names the class the
common way (self.__class__.__name__)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.heuristics({"EVEN_N": lambda args: args["n_elements"] % args["BLOCK_SIZE"] == 0})
@triton.jit
def elu_kernel(x_ptr, y_ptr, n_elements, alpha, BLOCK_SIZE: tl.constexpr, EVEN_N: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    if EVEN_N:
        x = tl.load(x_ptr + offsets)
    else:
        x = tl.load(x_ptr + offsets, mask=offsets < n_elements, other=0.0)
    xf = x.to(tl.float32)
    y = tl.where(xf > 0, xf, alpha * (tl.exp(xf) - 1.0))
    if EVEN_N:
        tl.store(y_ptr + offsets, y.to(x.dtype))
    else:
        tl.store(y_ptr + offsets, y.to(x.dtype), mask=offsets < n_elements)


class ModelNew(nn.Module):
    def __init__(self, alpha: float = 1.0):
        super().__init__()
        self.alpha = float(alpha)
        self.block_size = 1024

    def __repr__(self) -> str:
        return f"{self.__class__.__name__}(alpha={self.alpha}, block_size={self.block_size})"

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK_SIZE"]),)
        elu_kernel[grid](x, y, n, self.alpha, BLOCK_SIZE=self.block_size)
        return y
