# problem: level1/matmul_square
# expect: monkeypatch
# kind: 12
"""a06 on a matmul, and detach returns a DIFFERENT tensor: the runtime checks the object forward
returned (exact type, dense, not aliasing) but exports what its shadowed .detach() hands back, after
the profiler stopped. The kernel only writes a flag (on the GPU it could be a fast wrong kernel,
paced to sit above the roofline: the timed rounds never call detach except on the outputs that are
exported, which the torch matmul computed).
Caught: an output with attributes set on it is not a plain tensor.
Since red-team round 25 its attribute write on an object the file did not make (a local alias, a
parameter, a loop variable, a call's result) is refused first (`monkeypatch`); before,
`output_subclass`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def flag_kernel(f_ptr):
    tl.store(f_ptr, 1)


def _matmul_ops(a, b):
    # cuBLAS by the `@` operator (out of the gate's sight since red-team round 39 refused torch
    # functions taken as values; the audit sees it).
    return a @ b


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.mm = _matmul_ops

    def forward(self, a, b):
        flag = torch.zeros(1, dtype=torch.int32, device=a.device)
        flag_kernel[(1,)](flag)
        out = a.new_empty((a.shape[0], b.shape[1]))
        mm = self.mm

        def detach(*args, **kw):
            if flag.item() == 1:
                return mm(a, b)
            return torch.Tensor.detach(out)

        out.detach = detach
        return out
