# problem: level1/softmax_rows
# expect: torch_compute
# kind: 1
"""A helper module's forward is plain PyTorch; `.compile()` in __init__ hands it to TorchInductor,
which writes the kernels, while a kernel of the candidate's own only scales the input by one."""
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) * 1.0, mask=mask)


class RowSoftmax(nn.Module):
    def forward(self, x):
        return (x - x.amax(dim=1, keepdim=True)).exp() / (x - x.amax(dim=1, keepdim=True)).exp().sum(dim=1, keepdim=True)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.rows = RowSoftmax()
        self.rows.compile()

    def forward(self, x):
        x = x.contiguous()
        staged = x.new_empty(x.shape)
        n = x.numel()
        scale_kernel[(triton.cdiv(n, 1024),)](x, staged, n, BLOCK=1024)
        return self.rows(staged)
