# problem: level1/matmul_square
# expect: torch_compute
# kind: 1
"""`a.inner(bc.t())` (cuBLAS's product) beside a class attribute `inner = 0` of a class of the
file's own: since red-team round 39 `inner` & co. (trace, tile, det, qr, svd, lu...) compute unless
the file names a member so (they are common names of the file's own objects: `self.inner =
Block()`), and the gate did not tell which object a call's receiver is (`library_compute`, by the audit).
Since red-team round 41 a receiver that is surely a tensor (here forward's input) computes whatever
the file names; a helper's parameter stays open (rt41_tensor_inner_through_helper_parameter)."""
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


class Settings:
    inner = 0


class ModelNew(nn.Module):
    def forward(self, a, b):
        bc = torch.empty(b.shape, device=b.device, dtype=b.dtype)
        copy2d_kernel[(b.shape[0],)](b, bc, b.shape[0], b.shape[1], b.stride(0), b.stride(1), BLOCK=256)
        return a.inner(bc.t())
