# problem: level1/matmul_square
# expect: torch_compute
# kind: 1
"""`mm(a, bc.t())` with `def mm(p, q): return p.inner(q)` beside a class attribute `inner = 0`:
round 41 refuses `inner` & co. on a receiver that is surely a tensor, but a helper's parameter may be
the file's own object, and the gate did not follow values through calls, so only the audit refused
it (`library_compute`: PyTorch computed inner). Since red-team round 42 a module-level helper's
parameter is a tensor where every call of the helper hands it one (here forward's input `a`)."""
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


def mm(p, q):
    return p.inner(q)


class ModelNew(nn.Module):
    def forward(self, a, b):
        bc = torch.empty(b.shape, device=b.device, dtype=b.dtype)
        copy2d_kernel[(b.shape[0],)](b, bc, b.shape[0], b.shape[1], b.stride(0), b.stride(1), BLOCK=256)
        return mm(a, bc.t())
