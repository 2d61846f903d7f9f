# problem: level1/l2_norm_rows
# expect: ok
"""Row L2 norm with `@triton.heuristics` computing `BLOCK` and an `EVEN_N` flag from the arguments
(mask-free loads when the row length is a multiple of the block)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.heuristics({
    "BLOCK": lambda args: min(4096, triton.next_power_of_2(args["N"])),
})
@triton.heuristics({
    "EVEN_N": lambda args: args["N"] % args["BLOCK"] == 0,
})
@triton.jit
def l2norm_rows_kernel(x_ptr, y_ptr, N, BLOCK: tl.constexpr, EVEN_N: tl.constexpr):
    row = tl.program_id(0)
    xr = x_ptr + row.to(tl.int64) * N
    acc = tl.zeros((BLOCK,), tl.float32)
    for off in range(0, N, BLOCK):
        c = off + tl.arange(0, BLOCK)
        if EVEN_N:
            v = tl.load(xr + c).to(tl.float32)
        else:
            v = tl.load(xr + c, mask=c < N, other=0.0).to(tl.float32)
        acc += v * v
    tl.store(y_ptr + row, tl.sqrt(tl.sum(acc, axis=0)).to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        R, N = x.shape
        y = torch.empty((R,), device=x.device, dtype=x.dtype)
        l2norm_rows_kernel[(R,)](x, y, N, num_warps=8)
        return y
