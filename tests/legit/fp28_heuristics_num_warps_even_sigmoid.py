# problem: level1/sigmoid_elementwise
# expect: ok
"""Sigmoid with triton.heuristics choosing the block, an EVEN flag (no mask needed) and num_warps
from the launch arguments; the kernel calls a small @triton.jit helper."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _sigmoid(x):
    return 1.0 / (1.0 + tl.exp(-x))


@triton.heuristics(
    {
        "BLOCK": lambda args: min(4096, triton.next_power_of_2(args["n"])),
        "EVEN": lambda args: args["n"] % min(4096, triton.next_power_of_2(args["n"])) == 0,
        "num_warps": lambda args: 8 if args["n"] >= 1 << 20 else 4,
    }
)
@triton.jit
def sigmoid_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr, EVEN: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN:
        x = tl.load(x_ptr + offs)
        tl.store(y_ptr + offs, _sigmoid(x.to(tl.float32)).to(y_ptr.dtype.element_ty))
    else:
        m = offs < n
        x = tl.load(x_ptr + offs, mask=m, other=0.0)
        tl.store(y_ptr + offs, _sigmoid(x.to(tl.float32)).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        assert x.is_contiguous(), "expects a contiguous input"
        y = torch.empty_like(x)
        n = x.numel()
        sigmoid_kernel[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, y, n)
        return y
