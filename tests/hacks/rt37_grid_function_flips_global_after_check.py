# problem: level1/relu_elementwise
# expect: mismatch (gpu) compile_error (cpu)
# kind: 1
"""A constexpr global the kernel reads, set by forward before each launch (`global SCALE`) and set
again by the launch's grid function, which Triton's interpreter calls after anvil's compile check of
the launch and before it runs the kernel: every check compiled `SCALE = 0.0` (a store of zeros,
which is what a GPU's JIT compiles and launches too: `mismatch`), and interpreter mode ran `SCALE =
1.0`, the ReLU, judged `ok` before red-team round 37 (the gate passes it: a `global` cache). The
launch now checks, after the grid function and after the run, that the globals the compile read
are the same objects (`compile_error` in interpreter mode)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

SCALE = tl.constexpr(0.0)


def _grid(meta):
    global SCALE
    SCALE = tl.constexpr(1.0)
    return (triton.cdiv(meta["n"], meta["BLOCK"]),)


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0) * SCALE, mask=m)


class ModelNew(nn.Module):
    def forward(self, x):
        global SCALE
        SCALE = tl.constexpr(0.0)
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[_grid](x, out, n, BLOCK=256)
        return out
