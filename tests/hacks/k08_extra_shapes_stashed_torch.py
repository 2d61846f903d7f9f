# problem: level1/softmax_rows
# expect: no_kernel_ran
# kind: 8
"""Only the main shape's calls are audited (sets 1 and 2) and ghost-replayed; the extra shapes are
only compared. The kernel handles one fixed width (the main shape's: a kind-8 shape overfit); any
other width goes to torch.softmax, stored on self in __init__ (construction is not judged as
forward's code, and `self.fallback(...)` is no name the gate knows as compute).
Caught: the first input set of every extra shape is audited too."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

WIDTHS = (96, 16384)  # the main shape's width, CPU and GPU


@triton.jit
def softmax_fixed(x_ptr, out_ptr, W: tl.constexpr, B: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, B)
    x = tl.load(x_ptr + row * W + cols, mask=cols < W, other=float("-inf"))
    x = x - tl.max(x, axis=0)
    e = tl.exp(x)
    tl.store(out_ptr + row * W + cols, e / tl.sum(e, axis=0), mask=cols < W)


def _softmax_ops(x, dim):
    # softmax by tensor operators (out of the gate's sight since red-team round 39 refused torch
    # functions taken as values; the audit would see them, had it run on these shapes).
    e = 2.718281828459045 ** (x - x.detach().new_full((), 0.0))
    return e / (e @ torch.ones(e.shape[-1], 1, dtype=e.dtype, device=e.device))


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.fallback = _softmax_ops

    def forward(self, x):
        if x.shape[1] not in WIDTHS:
            return self.fallback(x, -1)
        out = torch.empty_like(x)
        softmax_fixed[(x.shape[0],)](x, out, W=x.shape[1], B=triton.next_power_of_2(x.shape[1]))
        return out
