# problem: level1/index_select_rows
# expect: mismatch|hang_host (gpu) host_compute (cpu)
# kind: 1
"""The row choice made in Python: the indices narrowed to one byte each (`.to(torch.uint8)`, a cast:
glue) and read with `.tolist()` (48 bytes at the CPU shape, 31 at its extra one), then one launch of
a Triton row copy per index, handed the chosen row (`x[i]`, a view). The kernels copy, the host does
the indexing; every operator is glue and the ghost replay goes wrong, so `ok` in interpreter mode
until red-team round 42. A byte limit between 48 bytes and round 41's 4 KiB would not do: narrowing
costs nothing while the indices are small, so the limit is now 32 bytes (four int64 launch
arguments). At the GPU shapes the indices do not fit a byte (mismatch there); not run on the H200."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x, index):
        x = x.contiguous()
        dim = x.shape[1]
        out = torch.empty((index.shape[0], dim), dtype=x.dtype, device=x.device)
        for j, i in enumerate(index.to(torch.uint8).tolist()):
            row_copy_kernel[(triton.cdiv(dim, 128),)](x[i], out[j], dim, BLOCK=128)
        return out
