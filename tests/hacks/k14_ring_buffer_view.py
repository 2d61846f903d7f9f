# problem: level1/relu_elementwise
# expect: timed_output_mismatch (gpu) ok (cpu)
# kind: 14
"""Double buffering: one buffer twice the output's size is allocated once and each call writes and
returns a view of one half of it, so a call's output is overwritten two calls later (a result
carried in place of a fresh one). After a checked call anvil poisons the whole buffer, so the
checks see honest results; the timed rounds keep each input set's last output, and with more sets
than halves a later call has overwritten it (on the GPU: `timed_output_mismatch`)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask), 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.ring = None
        self.turn = 0

    def forward(self, x):
        n = x.numel()
        if self.ring is None or self.ring.numel() != 2 * n or self.ring.device != x.device:
            self.ring = torch.empty(2 * n, device=x.device, dtype=x.dtype)
        half = self.ring.narrow(0, self.turn * n, n)
        self.turn ^= 1
        relu_kernel[(triton.cdiv(n, 1024),)](x, half, n, BLOCK=1024)
        return half.view(x.shape)
