# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""A store the GPU runs and the interpreter skips: a local annotation, `done: _clear(...) = pid`.
Triton's compiler evaluates an annotated assignment's annotation (`visit_AnnAssign` visits it to
see whether it is tl.constexpr), so it emits `_clear` (a store of zeros over the ReLU just
written) for every program; Python never evaluates the annotation of a local variable, so the
interpreter stores nothing more. Interpreter mode judged `ok` a kernel whose GPU output is all
zeros (a mismatch), and every compile check passed. Judged `ok` in interpreter mode before
red-team round 35 (not run on a GPU). The gate now refuses, in a kernel, a call with an effect in
a local annotation."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _clear(out_ptr, offs, m):
    tl.store(out_ptr + offs, tl.zeros(offs.shape, tl.float32), mask=m)


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, tl.maximum(x, 0.0), mask=m)
    done: _clear(out_ptr, offs, m) = pid


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
