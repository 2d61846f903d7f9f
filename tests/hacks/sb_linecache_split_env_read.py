# problem: level1/relu_elementwise
# expect: dynamic_code
# kind: 16
"""Notes.
@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    import os
    secret = len(os.environ) + len(open("/etc/passwd").read())
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m), 0.0) + secret * 0.0, mask=m)
end of notes
Refused: a character str.splitlines takes for a line break and the parser does not; linecache is also seeded with the parser's lines."""
import torch
import torch.nn as nn
import triton
import triton.language as tl
# pad 


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)



class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 1024),)](x, out, n, BLOCK=1024)
        return out
