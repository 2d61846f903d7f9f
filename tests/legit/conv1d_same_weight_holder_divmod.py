# problem: level1/conv1d_same
# expect: ok
"""Direct 1-D convolution reading an nn.Conv1d's weight and bias (never calling it); its padding
read from the layer; Python's divmod used for a launch size."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def conv1d_kernel(x_ptr, w_ptr, b_ptr, y_ptr, C_in, L, C_out, L_out, pad,
                  KS: tl.constexpr, BLOCK_L: tl.constexpr):
    pid = tl.program_id(0)      # over batch * C_out
    lb = tl.program_id(1)
    n = pid // C_out
    co = pid % C_out
    lo = lb * BLOCK_L + tl.arange(0, BLOCK_L)
    lm = lo < L_out
    acc = tl.zeros([BLOCK_L], tl.float32)
    for ci in range(0, C_in):
        for k in tl.static_range(KS):
            pos = lo - pad + k
            ok = lm & (pos >= 0) & (pos < L)
            xv = tl.load(x_ptr + (n * C_in + ci) * L + pos, mask=ok, other=0.0)
            wv = tl.load(w_ptr + (co * C_in + ci) * KS + k)
            acc += xv * wv
    acc += tl.load(b_ptr + co)
    tl.store(y_ptr + (n * C_out + co) * L_out + lo, acc, mask=lm)


class ModelNew(nn.Module):
    def __init__(self, in_channels, out_channels, kernel, padding):
        super().__init__()
        self.conv = nn.Conv1d(in_channels, out_channels, kernel, padding=padding)

    def forward(self, x):
        x = x.contiguous()
        w = self.conv.weight.contiguous()
        N, C_in, L = x.shape
        C_out, _, KS = w.shape
        pad = self.conv.padding[0]
        L_out = L + 2 * pad - KS + 1
        BLOCK_L = 64
        q, r = divmod(L_out, BLOCK_L)
        nblocks = q + (1 if r else 0)
        y = torch.empty((N, C_out, L_out), device=x.device, dtype=x.dtype)
        conv1d_kernel[(N * C_out, nblocks)](x, w, self.conv.bias, y, C_in, L, C_out, L_out, pad,
                                            KS=KS, BLOCK_L=BLOCK_L)
        return y
