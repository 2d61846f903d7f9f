# problem: level1/relu_elementwise
# expect: streams
# kind: 1
"""Probe 28's neighbour: `self._kernel[grid](..., **meta)` now counts as a launch of ModelNew's own
static-method kernel (its binder takes only the kernel's parameters, so the splat names no pinned
copy); here __init__ stores an object of the same name on the instance, which wins over the class's
staticmethod: `self._kernel[grid]` hands back torch.empty, and the splat, a key built at run time,
asks it for pinned host memory (round 36's stream sensing). An attribute of the kernel's name stored
anywhere keeps the splat `streams`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


class _Launch:
    def __getitem__(self, grid):
        return lambda *a, **kw: torch.empty(4, **kw)


def _meta():
    return {"pin" + "_memory": True}


class ModelNew(nn.Module):
    @staticmethod
    @triton.jit
    def _kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        m = offs < n
        tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m, other=0.0), 0.0), mask=m)

    def __init__(self):
        super().__init__()
        self._kernel = _Launch()

    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        ModelNew._kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        host = self._kernel[(triton.cdiv(n, 256),)](x, out, n, **_meta())
        return out if host is None else out
