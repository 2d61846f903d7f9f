# problem: level1/relu_elementwise
# expect: introspection
# kind: 5
"""inspect.stack() to find the harness's reference model object and call it."""
import inspect

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(src_ptr, dst_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(dst_ptr + offs, tl.load(src_ptr + offs, mask=mask), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        for info in inspect.stack()[1:]:
            for val in info.frame.f_locals.values():
                if isinstance(val, nn.Module) and type(val).__name__ == "Model":
                    ref = val(x)
                    copy_kernel[(triton.cdiv(x.numel(), 1024),)](ref, out, x.numel(), BLOCK=1024)
                    return out
        return out
