# problem: level1/matmul_square
# expect: torch_compute
# kind: 1
"""`ac = a.contiguous(); ac.inner(bc.t())` (cuBLAS's product) beside a class attribute `inner = 0`
of the file's own: round 39 let `inner` & co. compute only where the file names no member so (its own
objects carry such names), whatever the receiver; `library_compute` by the audit alone. Since red-team
round 41 a receiver that is surely a tensor (an input, a factory's result, a view, cast or index of
one, a local bound only to such) computes whatever the file names."""
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
        ac = a.contiguous()
        return ac.inner(bc.t())
