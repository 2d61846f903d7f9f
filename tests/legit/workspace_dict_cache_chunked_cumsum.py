# problem: level1/cumsum_rows
# expect: ok
"""Chunked row cumsum in two kernels (per-chunk scan + carry of chunk totals); the chunk-totals
workspace is cached in a dict on self keyed by (device, rows, chunks)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _add(a, b):
    return a + b


@triton.jit
def chunk_scan_kernel(x_ptr, y_ptr, tot_ptr, N, NCH, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    ch = tl.program_id(1)
    c = ch * BLOCK + tl.arange(0, BLOCK)
    m = c < N
    off = row.to(tl.int64) * N + c
    v = tl.load(x_ptr + off, mask=m, other=0.0).to(tl.float32)
    s = tl.associative_scan(v, 0, _add)
    tl.store(y_ptr + off, s, mask=m)
    tl.store(tot_ptr + row * NCH + ch, tl.sum(v, axis=0))


@triton.jit
def carry_kernel(y_ptr, tot_ptr, N, NCH, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    carry = 0.0
    for ch in range(1, NCH):
        carry += tl.load(tot_ptr + row * NCH + ch - 1)
        c = ch * BLOCK + tl.arange(0, BLOCK)
        m = c < N
        off = row.to(tl.int64) * N + c
        tl.store(y_ptr + off, tl.load(y_ptr + off, mask=m, other=0.0) + carry, mask=m)


class ModelNew(nn.Module):
    BLOCK = 1024

    def __init__(self):
        super().__init__()
        self._workspaces = {}

    def _totals(self, device, rows, chunks):
        key = (str(device), rows, chunks)
        buf = self._workspaces.get(key)
        if buf is None:
            buf = self._workspaces[key] = torch.empty((rows, chunks), device=device, dtype=torch.float32)
        return buf

    def forward(self, x):
        x = x.contiguous()
        R, N = x.shape
        nch = triton.cdiv(N, self.BLOCK)
        y = torch.empty((R, N), device=x.device, dtype=torch.float32)
        tot = self._totals(x.device, R, nch)
        chunk_scan_kernel[(R, nch)](x, y, tot, N, nch, BLOCK=self.BLOCK)
        carry_kernel[(R,)](y, tot, N, nch, BLOCK=self.BLOCK)
        return y.to(x.dtype)
