# problem: level1/hardswish_nchw
# expect: ok
"""A small op registry annotated with the builtin generic `type[...]` (PEP 585):
`OPS: dict[str, type[ElementwiseOp]]` and `def build(op_cls: type[ElementwiseOp])`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def hardswish_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0).to(tl.float32)
    y = x * tl.clamp(x + 3.0, 0.0, 6.0) / 6.0
    tl.store(y_ptr + offs, y.to(y_ptr.dtype.element_ty), mask=m)


class ElementwiseOp:
    block = 1024

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class HardSwish(ElementwiseOp):
    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        hardswish_kernel[(triton.cdiv(n, self.block),)](x, y, n, BLOCK=self.block)
        return y


OPS: dict[str, type[ElementwiseOp]] = {"hardswish": HardSwish}


def build(op_cls: type[ElementwiseOp]) -> ElementwiseOp:
    return op_cls()


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.op = build(HardSwish)
        assert OPS["hardswish"] is HardSwish

    def forward(self, x):
        return self.op(x)
