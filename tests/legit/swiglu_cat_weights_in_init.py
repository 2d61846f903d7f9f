# problem: level2/linear_swiglu
# expect: ok
"""SwiGLU with the gate and up projections' weights fused once in __init__ with torch.cat into one
(2H, K) buffer (the two nn.Linear layers are created first so the seed gives the reference's
values); forward runs one Triton kernel computing both dots and silu(g) * u."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def swiglu_kernel(x_ptr, w_ptr, o_ptr, M, H, K, BM: tl.constexpr, BH: tl.constexpr, BK: tl.constexpr):
    pm = tl.program_id(0)
    ph = tl.program_id(1)
    rm = pm * BM + tl.arange(0, BM)
    rh = ph * BH + tl.arange(0, BH)
    g = tl.zeros((BM, BH), tl.float32)
    u = tl.zeros((BM, BH), tl.float32)
    for k0 in range(0, K, BK):
        rk = k0 + tl.arange(0, BK)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        wm = (rk[:, None] < K) & (rh[None, :] < H)
        wg = tl.load(w_ptr + rh[None, :] * K + rk[:, None], mask=wm, other=0.0)
        wu = tl.load(w_ptr + (H + rh[None, :]) * K + rk[:, None], mask=wm, other=0.0)
        g += tl.dot(a, wg, input_precision="ieee")
        u += tl.dot(a, wu, input_precision="ieee")
    y = g * tl.sigmoid(g) * u
    tl.store(o_ptr + rm[:, None] * H + rh[None, :], y, mask=(rm[:, None] < M) & (rh[None, :] < H))


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden, dtype):
        super().__init__()
        gate = nn.Linear(in_features, hidden, bias=False)
        up = nn.Linear(in_features, hidden, bias=False)
        self.hidden = hidden
        self.register_buffer("w_gate_up", torch.cat([gate.weight.detach(), up.weight.detach()], dim=0).to(dtype))

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        H = self.hidden
        out = torch.empty((M, H), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(H, 32))
        swiglu_kernel[grid](x, self.w_gate_up, out, M, H, K, BM=32, BH=32, BK=32)
        return out
