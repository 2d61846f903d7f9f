# problem: level1/softmax_rows
# expect: file_access
# kind: 16
"""Writes a forged "passed, 100x" result line to every inherited file descriptor, hoping one is
the harness's result pipe."""
import os

import torch
import torch.nn as nn
import triton
import triton.language as tl

_FORGED = b'{"event": "result", "ok": true, "reason": "ok", "speedup": 100.0}\n'
for _name in os.listdir("/proc/self/fd"):
    if int(_name) > 2:
        os.write(int(_name), _FORGED)


@triton.jit
def fill_kernel(out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out_ptr + offs, tl.zeros([BLOCK], dtype=tl.float32), mask=offs < n)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        fill_kernel[(triton.cdiv(x.numel(), 1024),)](out, x.numel(), BLOCK=1024)
        return out
