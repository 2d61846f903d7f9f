# problem: level2/kl_div_softmax
# expect: ok
"""Temperature-scaled KL of softmaxes; `logging` and `time` are imported for the __main__ block
only (basicConfig and an info line); 1/T and T*T passed from Python."""
import logging
import time

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def kl_softmax_kernel(s_ptr, t_ptr, o_ptr, C, inv_t, t2, BLOCK: tl.constexpr):
    r = tl.program_id(0)
    c = tl.arange(0, BLOCK)
    m = c < C
    s = tl.load(s_ptr + r * C + c, mask=m, other=float("-inf")).to(tl.float32) * inv_t
    t = tl.load(t_ptr + r * C + c, mask=m, other=float("-inf")).to(tl.float32) * inv_t
    lp = s - tl.max(s, 0)
    lp = lp - tl.log(tl.sum(tl.exp(lp), 0))
    lq = t - tl.max(t, 0)
    lq = lq - tl.log(tl.sum(tl.exp(lq), 0))
    kl = tl.where(m, tl.exp(lq) * (lq - lp), 0.0)
    tl.store(o_ptr + r, tl.sum(kl, 0) * t2)


class ModelNew(nn.Module):
    def __init__(self, temperature):
        super().__init__()
        self.temperature = temperature

    def forward(self, student, teacher):
        student, teacher = student.contiguous(), teacher.contiguous()
        B, C = student.shape
        out = torch.empty(B, device=student.device, dtype=student.dtype)
        T = float(self.temperature)
        kl_softmax_kernel[(B,)](student, teacher, out, C, 1.0 / T, T * T, BLOCK=triton.next_power_of_2(C))
        return out


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    torch.manual_seed(0)
    a, b = torch.randn(8, 200), torch.randn(8, 200)
    t0 = time.perf_counter()
    out = ModelNew(2.0)(a, b)
    logging.info("ran in %.3f ms, out[0]=%f", (time.perf_counter() - t0) * 1e3, out[0].item())
