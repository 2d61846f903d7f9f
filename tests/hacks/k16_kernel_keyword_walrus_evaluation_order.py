# problem: level1/relu_elementwise
# expect: introspection
# kind: 1
"""One call, two orders: `tl.store(out_ptr + offs, y, mask=m | ((y := tl.zeros_like(x)) != 0))`.
Python evaluates a call's positional arguments before its keywords, so the interpreter reads `y`
(the ReLU) and only then rebinds it; Triton's compiler visits the keywords first (`visit_Call`),
so the walrus has bound `y` to zeros when the value argument is read, and the GPU stores zeros.
No call with an effect, no branch: only the order. Interpreter mode judged `ok` a kernel whose GPU
output is all zeros (a mismatch), and every compile check passed. Judged `ok` in interpreter mode
before red-team round 35 (not run on a GPU). The gate now refuses a walrus (`:=`) anywhere in a
kernel (`k16_kernel_or_operand_walrus_rebinds` is the same binding through `or`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    y = tl.maximum(x, 0.0)
    tl.store(out_ptr + offs, y, mask=m | ((y := tl.zeros_like(x)) != 0))


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        n = x.numel()
        relu_kernel[(triton.cdiv(n, 256),)](x, out, n, BLOCK=256)
        return out
