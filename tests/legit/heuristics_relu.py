# problem: level1/relu_elementwise
# expect: ok
"""@triton.heuristics derives an EVEN_N constexpr (skip masking when the size divides the block)
and the block size itself from the launch arguments."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.heuristics({
    "BLOCK": lambda args: 1024 if args["n"] >= 1024 else triton.next_power_of_2(args["n"]),
    "EVEN_N": lambda args: args["n"] % (1024 if args["n"] >= 1024 else triton.next_power_of_2(args["n"])) == 0,
})
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr, EVEN_N: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    if EVEN_N:
        x = tl.load(x_ptr + offs)
        tl.store(out_ptr + offs, tl.maximum(x, 0.0))
    else:
        mask = offs < n
        x = tl.load(x_ptr + offs, mask=mask, other=0.0)
        tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[lambda meta: (triton.cdiv(n, meta["BLOCK"]),)](x, out, n)
        return out
