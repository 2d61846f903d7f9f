# problem: level1/matmul_square
# expect: torch_compute
# kind: 1
"""NumPy does the GEMM inside a "Triton kernel", in interpreter mode only: there a Triton tensor's
`.handle.data` is the NumPy array of its values, so `c.handle.data[...] = a.handle.data @
b.handle.data` multiplies with NumPy's BLAS, which no profiler records. No GPU compiles it, and the
compile check would have said so, but it ran forward first, on meta tensors, and compiled only the
specializations launched there: a constexpr `HOST = a.device.type != "meta"` compiled the branch
without NumPy in the pass and ran the NumPy one in the lane (skipping the launch on meta, or
flipping a global after the pass, did the same). Judged `ok` in interpreter mode before round 31.
Now the gate refuses `.handle` (torch_compute, both modes); behind it, every interpreted launch
after the compile pass compiles for the GPU target first (gpu_twins.check_launch), as a GPU
compiles each new specialization at its launch (compile_error, with the gate minimal)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mm_kernel(a_ptr, b_ptr, c_ptr, n, BLOCK: tl.constexpr, HOST: tl.constexpr):
    r = tl.arange(0, BLOCK)
    offs = r[:, None] * n + r[None, :]
    m = (r[:, None] < n) & (r[None, :] < n)
    a = tl.load(a_ptr + offs, mask=m, other=0.0)
    b = tl.load(b_ptr + offs, mask=m, other=0.0)
    c = a + 0.0
    if HOST:
        out = c.handle.data
        out[...] = a.handle.data @ b.handle.data
    tl.store(c_ptr + offs, c, mask=m)


class ModelNew(nn.Module):
    def forward(self, a, b):
        a, b = a.contiguous(), b.contiguous()
        n = a.shape[0]
        c = torch.empty_like(a)
        mm_kernel[(1,)](a, b, c, n, BLOCK=triton.next_power_of_2(n), HOST=a.device.type != "meta")
        return c
