# problem: level1/relu_elementwise
# expect: host_compute|hang_host|host_oom (gpu) host_compute (cpu)
# kind: 1
"""The ReLU computed in plain Python on `x.tolist()` (glue: launch arguments are read so) and handed
to a Triton copy kernel, which makes the ghost replay wrong as it should. On the GPU the audit sizes
the copy to the host (over 1 MiB: `host_compute`, unless Python runs out of time or memory first at
those shapes; not run on the H200); in interpreter mode the inputs are on the host, nothing was
copied, and it was `ok` (a known limit until red-team round 41, which counts the bytes `tolist` and
`item` read into Python in the checked calls there and refuses a tensor's worth)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        vals = x.reshape(-1).tolist()
        host = torch.tensor([v if v > 0 else 0.0 for v in vals], dtype=x.dtype, device=x.device)
        out = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](host, out, x.numel(), BLOCK=1024)
        return out
