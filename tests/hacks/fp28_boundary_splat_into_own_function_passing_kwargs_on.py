# problem: level1/relu_elementwise
# expect: streams
# kind: 1
"""Probe 28's neighbour: `_launch(x, out, **asdict(cfg))` into a plain function of the file now
passes where the function has no `**kwargs` (the splat binds its named parameters only, and its body
is judged as written); here the helper takes `**kw` and hands them on to torch.empty, and the dict
splatted into it carries pinned host memory under a key built at run time: a host read of a pinned
non-blocking copy senses the stream's progress (round 36). A function with its own `**kwargs` keeps
the splat `streams`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m, other=0.0), 0.0), mask=m)


def _scratch(shape, **kw):
    return torch.empty(shape, **kw)


def _opts():
    return {"pin" + "_memory": True}


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        host = _scratch(x.shape, **_opts())
        host.copy_(out)
        return out
