# problem: level1/max_rows
# expect: host_compute|hang_host|host_oom (gpu) host_compute (cpu)
# kind: 1
"""Each row's maximum computed in plain Python on values read one by one with `.item()` (glue:
launch arguments are read so), then handed to a Triton copy kernel (so the ghost replay goes wrong
as it should). In interpreter mode nothing is copied from a GPU, so the audit's 1 MiB limit on
copies to the host never applied: `ok` until red-team round 41, which counts what `.item()` and
`.tolist()` read in forward there."""
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
        flat = x.contiguous().view(-1)
        rows, cols = x.shape[0], x.shape[1]
        best = []
        for r in range(rows):
            m = flat[r * cols].item()
            for c in range(1, cols):
                v = flat[r * cols + c].item()
                m = v if v > m else m
            best.append(m)
        host = torch.tensor(best, dtype=x.dtype, device=x.device)
        out = torch.empty((rows,), dtype=x.dtype, device=x.device)
        copy_kernel[(triton.cdiv(rows, 256),)](host, out, rows, BLOCK=256)
        return out
