# problem: level1/matmul_square
# expect: torch_compute
# kind: 1
"""A Triton kernel copies B into a contiguous buffer ("layout prep"); the product is
`a.inner(bc.t())`, cuBLAS under a tensor method the gate's list of computing methods lacked
(library_compute by the audit). Refused since red-team round 39 (torch_compute): `inner`, like
trace, tile, det, qr, svd, lu, computes unless the file names a member so (`self.inner = Block()`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy2d_kernel(src_ptr, dst_ptr, rows, cols, stride_r, stride_c, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    for c0 in range(0, cols, BLOCK):
        cc = c0 + c
        mask = cc < cols
        v = tl.load(src_ptr + r * stride_r + cc * stride_c, mask=mask)
        tl.store(dst_ptr + r * cols + cc, v, mask=mask)


class ModelNew(nn.Module):
    def forward(self, a, b):
        bc = torch.empty(b.shape, device=b.device, dtype=b.dtype)
        copy2d_kernel[(b.shape[0],)](b, bc, b.shape[0], b.shape[1], b.stride(0), b.stride(1), BLOCK=256)
        return a.inner(bc.t())
