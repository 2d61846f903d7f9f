# problem: level1/softmax_rows
# expect: compile_error
"""A block size as a global annotated `BLOCK: tl.constexpr = 1024` instead of made with
`tl.constexpr(1024)`: Triton's compiler refuses to read it inside the kernel, while its
interpreter runs the kernel (the global is a plain int there). In interpreter mode the compile
check (the kernel compiled for a GPU target too) gives the GPU's verdict."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

BLOCK: tl.constexpr = 1024


@triton.jit
def row_max_kernel(x_ptr, out_ptr, n_cols):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    acc = tl.full([BLOCK], float("-inf"), tl.float32)
    for start in range(0, n_cols, BLOCK):
        v = tl.load(x_ptr + row * n_cols + start + offs, mask=start + offs < n_cols, other=float("-inf"))
        acc = tl.maximum(acc, v)
    tl.store(out_ptr + row, tl.max(acc, 0))


class ModelNew(nn.Module):
    def forward(self, x):
        m = torch.empty(x.shape[0], device=x.device, dtype=x.dtype)
        row_max_kernel[(x.shape[0],)](x, m, x.shape[1])
        e = torch.exp(x - m[:, None])
        return e / e.sum(dim=1, keepdim=True)
