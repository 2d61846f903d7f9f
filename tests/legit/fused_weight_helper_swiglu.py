# problem: level2/linear_swiglu
# expect: ok
"""Gate and up weights concatenated once, at construction, by a helper `_fuse_gate_up` (torch.cat),
so forward runs one GEMM kernel over [W_gate; W_up]."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def swiglu_gemm_kernel(x_ptr, w_ptr, y_ptr, M, H, K,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    g = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    u = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        am = (rm[:, None] < M) & (rk[None, :] < K)
        wm = (rn[None, :] < H) & (rk[:, None] < K)
        a = tl.load(x_ptr + rm[:, None] * K + rk[None, :], mask=am, other=0.0).to(tl.float32)
        wg = tl.load(w_ptr + rn[None, :] * K + rk[:, None], mask=wm, other=0.0).to(tl.float32)
        wu = tl.load(w_ptr + (rn[None, :] + H) * K + rk[:, None], mask=wm, other=0.0).to(tl.float32)
        g += tl.dot(a, wg, input_precision="ieee")
        u += tl.dot(a, wu, input_precision="ieee")
    y = g / (1.0 + tl.exp(-g)) * u
    tl.store(y_ptr + rm[:, None] * H + rn[None, :], y.to(y_ptr.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < H))


def _fuse_gate_up(gate: nn.Linear, up: nn.Linear) -> torch.Tensor:
    return torch.cat([gate.weight.detach(), up.weight.detach()], dim=0).contiguous()


class ModelNew(nn.Module):
    def __init__(self, in_features, hidden, dtype):
        super().__init__()
        gate = nn.Linear(in_features, hidden, bias=False)
        up = nn.Linear(in_features, hidden, bias=False)
        self.hidden = hidden
        self.register_buffer("w_gate_up", _fuse_gate_up(gate, up))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        H = self.hidden
        y = torch.empty((M, H), device=x.device, dtype=x.dtype)
        grid = (triton.cdiv(M, 32), triton.cdiv(H, 32))
        swiglu_gemm_kernel[grid](x, self.w_gate_up, y, M, H, K, BLOCK_M=32, BLOCK_N=32, BLOCK_K=32)
        return y
