# problem: level1/mse_loss_rows
# expect: ok
"""ModelNew(*args, **kwargs) forwarding to nn.Module; the launcher is a @staticmethod stacked over
@torch.no_grad(); the kernel uses tl.fma for the squared difference accumulation."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def mse_rows_kernel(a_ptr, b_ptr, o_ptr, n, inv_n, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    acc = tl.zeros([BLOCK], tl.float32)
    for s in range(0, n, BLOCK):
        c = s + tl.arange(0, BLOCK)
        m = c < n
        d = tl.load(a_ptr + r * n + c, mask=m, other=0.0).to(tl.float32) - tl.load(b_ptr + r * n + c, mask=m, other=0.0).to(tl.float32)
        acc = tl.fma(d, d, acc)
    tl.store(o_ptr + r, tl.sum(acc, 0) * inv_n)


class ModelNew(nn.Module):
    def __init__(self, *args, **kwargs):
        super().__init__()

    @staticmethod
    @torch.no_grad()
    def launch(pred: "torch.Tensor", target: "torch.Tensor") -> "torch.Tensor":
        pred = pred.contiguous(memory_format=torch.contiguous_format)
        target = target.contiguous()
        rows, n = pred.shape
        out = torch.empty(rows, device=pred.device, dtype=pred.dtype)
        mse_rows_kernel[(rows,)](pred, target, out, n, 1.0 / n, BLOCK=256)
        return out

    def forward(self, pred, target):
        return self.launch(pred, target)
