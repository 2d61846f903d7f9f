# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""Round 37's grid-function trick without rebinding the global: the constexpr holds a list
(`SCALE = tl.constexpr([0.0])`), forward sets its item to 0.0 and the grid function, which Triton's
interpreter calls after the launch's compile check, to 1.0. The global is the same object, so a
check by identity passed it: the check compiled `SCALE[0] = 0.0` (zeros, as a GPU compiles and
runs it) and interpreter mode ran 1.0 (the ReLU). The launch's verifier compares the data a global
holds too (`compile_error` in interpreter mode)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

SCALE = tl.constexpr([0.0])


def _grid(meta):
    SCALE.value[0] = 1.0
    return (triton.cdiv(meta["n"], meta["BLOCK"]),)


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0) * SCALE[0], mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        SCALE.value[0] = 0.0
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[_grid](x, out, n, BLOCK=256)
        return out
