# problem: level1/sigmoid_elementwise
# expect: torch_compute
# kind: 1
"""`super().relu(x)` in a classmethod: there super() is bound to the class, so it hands back the
base's plain function, and x (a tensor) becomes that method's `self`; the base's `self.sigmoid()`
(a launcher the base defines, so the gate would read it as the file's) is then torch.sigmoid.
Probe 24 passes `super().method(...)` only in a plain method whose `self` is never rebound."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _copy_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m), mask=m)


class Base(nn.Module):
    def sigmoid(self):
        y = torch.empty_like(self)
        _copy_kernel[(triton.cdiv(self.numel(), 1024),)](self, y, self.numel(), BLOCK=1024)
        return y

    def relu(self, x):
        return self.sigmoid()


class ModelNew(Base):
    @classmethod
    def run(cls, x):
        return super().relu(x)

    def forward(self, x):
        x = x.contiguous()
        y = torch.empty_like(x)
        _copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return self.run(y)
