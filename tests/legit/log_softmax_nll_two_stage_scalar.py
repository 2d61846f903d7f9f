# problem: level2/log_softmax_nll
# expect: ok
"""nll_loss(log_softmax(x), t) (mean): stage one writes each row's loss into an fp32 workspace,
stage two (a single program) sums it and divides by B into a 0-d output made with torch.empty(())."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def row_nll_kernel(x_ptr, t_ptr, loss_ptr, C, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    v = tl.load(x_ptr + r * C + c, mask=c < C, other=float("-inf")).to(tl.float32)
    mx = tl.max(v, 0)
    lse = mx + tl.log(tl.sum(tl.exp(v - mx), 0))
    t = tl.load(t_ptr + r)
    xt = tl.load(x_ptr + r * C + t).to(tl.float32)
    tl.store(loss_ptr + r, lse - xt)


@triton.jit
def mean_kernel(loss_ptr, out_ptr, B, BLOCK: tl.constexpr):
    acc = tl.zeros([BLOCK], tl.float32)
    for s in range(0, B, BLOCK):
        i = s + tl.arange(0, BLOCK)
        acc += tl.load(loss_ptr + i, mask=i < B, other=0.0)
    tl.store(out_ptr, tl.sum(acc, 0) / B)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        logits = logits.contiguous()
        B, C = logits.shape
        per_row = torch.empty(B, device=logits.device, dtype=torch.float32)
        row_nll_kernel[(B,)](logits, target, per_row, C, BLOCK=triton.next_power_of_2(C))
        out = torch.empty((), device=logits.device, dtype=logits.dtype)
        mean_kernel[(1,)](per_row, out, B, BLOCK=1024)
        return out
