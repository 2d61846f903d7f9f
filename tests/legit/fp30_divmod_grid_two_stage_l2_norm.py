# problem: level1/l2_norm_rows
# expect: ok
"""Row L2 norm in two stages: partial sums of squares per (row, chunk) into a workspace, then a
second kernel adds a row's partials and takes the square root; the chunk count comes from
`divmod(n, CHUNK)` and the workspace shape from it."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

CHUNK = 8192


@triton.jit
def partial_sq_kernel(x_ptr, part_ptr, N, n_chunks, CHUNK: tl.constexpr, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    chunk = tl.program_id(1)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, CHUNK, BLOCK):
        cols = chunk * CHUNK + c0 + tl.arange(0, BLOCK)
        v = tl.load(x_ptr + row * N + cols, mask=cols < N, other=0.0).to(tl.float32)
        acc += v * v
    tl.store(part_ptr + row * n_chunks + chunk, tl.sum(acc, 0))


@triton.jit
def finish_kernel(part_ptr, y_ptr, n_chunks, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    acc = tl.zeros([BLOCK], tl.float32)
    for c0 in range(0, n_chunks, BLOCK):
        idx = c0 + tl.arange(0, BLOCK)
        acc += tl.load(part_ptr + row * n_chunks + idx, mask=idx < n_chunks, other=0.0)
    tl.store(y_ptr + row, tl.sqrt(tl.sum(acc, 0)).to(y_ptr.dtype.element_ty))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        n = x.shape[-1]
        rows = x.numel() // n
        q, r = divmod(n, CHUNK)
        n_chunks = q + (1 if r else 0)
        partials = torch.empty((rows, n_chunks), device=x.device, dtype=torch.float32)
        partial_sq_kernel[(rows, n_chunks)](x, partials, n, n_chunks, CHUNK=CHUNK, BLOCK=1024)
        y = torch.empty(x.shape[:-1], device=x.device, dtype=x.dtype)
        finish_kernel[(rows,)](partials, y, n_chunks, BLOCK=16)
        return y
