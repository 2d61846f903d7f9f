# problem: level1/sigmoid_elementwise
# expect: threads
# kind: 11
"""No `import threading`: torch.threading (re-exported by torch) starts the worker thread."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def sigmoid_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(out_ptr + offs, 1.0 / (1.0 + tl.exp(-x)), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        worker = torch.threading.Thread(target=sigmoid_kernel[(triton.cdiv(x.numel(), 1024),)],
                                        args=(x, out, x.numel()), kwargs={"BLOCK": 1024})
        worker.start()
        return out
