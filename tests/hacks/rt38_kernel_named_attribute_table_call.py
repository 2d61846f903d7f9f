# problem: level1/relu_elementwise
# expect: kernel_not_reachable
# kind: 2
"""Forward keeps its kernel's name alive through a class attribute spelled like it (`Box.copy_kernel`,
a staticmethod lambda) and calls `fns[0](x)` from a local dict: any `name[...](...)` counted as a
launch once a kernel's name was read, so the gate passed a forward that launches nothing."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)

class Box:
    copy_kernel = staticmethod(lambda t: t * (t > 0))


class ModelNew(nn.Module):
    def forward(self, x):
        fns = {0: Box.copy_kernel}
        return fns[0](x)
