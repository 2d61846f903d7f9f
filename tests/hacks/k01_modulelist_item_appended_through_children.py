# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""An nn.ModuleList of the file's modules is a table of its objects (probe 24), but a module
reached by walking `self.children()` is the same list: a torch module appended there is iterated
with the file's, and its compute-named method (nn.DataParallel's `gather`) runs torch. A file that
walks modules (children, modules, apply, add_module, ...) keeps its ModuleLists out of the rule."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _relu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=m), 0.0), mask=m)


class Relu(nn.Module):
    def gather(self, outputs, dim):
        x = outputs[0].contiguous()
        y = torch.empty_like(x)
        _relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return y


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.stages = nn.ModuleList([Relu()])
        for m in self.children():
            if isinstance(m, nn.ModuleList):
                m.insert(0, nn.DataParallel(nn.Identity()))

    def forward(self, x):
        outs = [x]
        for stage in self.stages:
            outs = [stage.gather(outs, 0)]
        return outs[0]
