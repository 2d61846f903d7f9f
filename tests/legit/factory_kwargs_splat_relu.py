# problem: level1/relu_elementwise
# expect: ok
"""The output is allocated the way PyTorch's own modules build tensors: a `factory_kwargs` dict of
written-out keys (device, dtype) splatted into the factory call (`**` is refused where its keywords
are named at run time: round 36's non-blocking copies)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, tl.where(x > 0, x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        factory_kwargs = {"device": x.device, "dtype": x.dtype}
        out = torch.empty(x.shape, **factory_kwargs)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
