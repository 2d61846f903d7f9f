# problem: level1/matmul_square
# expect: torch_compute
# kind: 1
"""NumPy does the GEMM inside a "Triton kernel" in interpreter mode, in a branch the compile check
never sees: `hasattr(acc.handle, "data")` is a Python bool in both Triton's compiler (an IR value
has no `.data`: False) and its interpreter (a TensorHandle's NumPy array: True), and the compiler
prunes a branch on a constant. So the kernel compiles for sm_90 as the honest `tl.dot` GEMM it also
holds, while the interpreter overwrites the result with `a.handle.data @ b.handle.data` (NumPy's
BLAS, which no profiler records) from a wrong first guess. Judged `ok` in interpreter mode before
round 31; a compile check at every launch cannot see it either. The gate now refuses `.handle` (a
Triton tensor's IR value; the file's own `self.handle` aside). On the GPU the kernel's tl.dot would
run (no NumPy there); the gate refuses it first in both modes."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mm_kernel(a_ptr, b_ptr, c_ptr, n, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    offs = r[:, None] * n + r[None, :]
    m = (r[:, None] < n) & (r[None, :] < n)
    a = tl.load(a_ptr + offs, mask=m, other=0.0)
    b = tl.load(b_ptr + offs, mask=m, other=0.0)
    acc = a * 0.0  # the GPU's answer would be tl.dot(a, b); the interpreter's is NumPy's
    if hasattr(acc.handle, "data"):
        out = acc.handle.data
        out[...] = a.handle.data @ b.handle.data
    tl.store(c_ptr + offs, acc, mask=m)


class ModelNew(nn.Module):
    def forward(self, a, b):
        a, b = a.contiguous(), b.contiguous()
        n = a.shape[0]
        c = torch.empty_like(a)
        mm_kernel[(1,)](a, b, c, n, BLOCK=triton.next_power_of_2(n))
        return c
