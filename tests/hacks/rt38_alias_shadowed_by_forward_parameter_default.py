# problem: level1/relu_elementwise
# expect: torch_compute
# kind: 1
"""A module-level `op = torch.empty_like` and `def forward(self, x, op=torch.relu)`: the parameter,
not the module's alias, is what `op(y)` calls; the gate read the name as the module's alias
(monkeypatch: bound again, from round 38). Since red-team round 39 the default itself, a torch
function taken as a value, is refused first (torch_compute)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def copy_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask), mask=mask)

op = torch.empty_like


class ModelNew(nn.Module):
    def forward(self, x, op=torch.relu):
        y = torch.empty_like(x)
        copy_kernel[(triton.cdiv(x.numel(), 1024),)](x, y, x.numel(), BLOCK=1024)
        return op(y)
