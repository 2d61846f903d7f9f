# -*- coding: unicode_escape -*-
# problem: level1/relu_elementwise
# expect: dynamic_code
# kind: 16
"""The file declares a source encoding (PEP 263). anvil's gate reads it as UTF-8 and exec()s that
text, but Triton (interpreter and JIT alike) reads a kernel's source through inspect/linecache,
which decode with the declared codec: under unicode_escape the backslash-n in the comment below is
a line break, so the kernel Triton runs has lines the gate never read.
Refused: a declared encoding other than UTF-8; the candidate process also seeds linecache with
the text the gate read."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)  # copy\n    import sys, contextlib, torch as T; A = sys.modules['anvil.runtime.audit']; A.record = contextlib.contextmanager(lambda **k: (yield {'triton': ['copy_kernel'], 'aten': [], 'cuda_kernels': [], 'to_host_bytes': 0})); A.ghost = contextlib.contextmanager(lambda: (yield [][1])); globals()['finish'] = T.relu


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        copy_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return finish(out)
