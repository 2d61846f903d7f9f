# problem: level1/sigmoid_elementwise
# expect: ok
"""One module-level function made into two kernels with triton.jit (do_not_specialize on or off),
picked through an lru_cache'd getter by size; the launch goes through
`kernel.run(..., grid=..., warmup=False)`."""
import functools

import torch
import torch.nn as nn
import triton
import triton.language as tl


def _sigmoid_body(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = 1.0 / (1.0 + tl.exp(-x))
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


sigmoid_kernel = triton.jit(_sigmoid_body)
sigmoid_kernel_dynamic_n = triton.jit(_sigmoid_body, do_not_specialize=["n"])
_VARIANTS = {False: sigmoid_kernel, True: sigmoid_kernel_dynamic_n}


@functools.lru_cache(maxsize=None)
def get_kernel(dynamic_n: bool):
    return _VARIANTS[dynamic_n]


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        BLOCK = 1024
        kernel = get_kernel(n % 16 != 0)
        kernel.run(x, y, n, BLOCK=BLOCK, grid=(triton.cdiv(n, BLOCK),), warmup=False)
        return y
