"""Adaptive LayerNorm modulation (DiT-style): shift and scale predicted from a conditioning vector."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["layernorm", "modulation", "broadcast", "gemm", "fusion", "reduction"],
    "description": "shift, scale = Linear(silu(c)).chunk(2); LayerNorm(x, no affine) * (1 + scale) + shift per sample; the normalisation and modulation run in fp32 and the result is cast back.",
    "flops": "10 * batch * seq * hidden + 4 * batch * cond_dim * hidden",
    "bytes": "(2 * batch * seq * hidden + batch * cond_dim + 2 * cond_dim * hidden + 2 * hidden) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "seq": 16, "hidden": 64, "cond_dim": 32},
        "cpu_extra": [{"batch": 3, "seq": 5, "hidden": 72, "cond_dim": 20}],
        "extra": [{"batch": 7, "seq": 3000, "hidden": 1000, "cond_dim": 500}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: LayerNorm (2 x 1.2 GB), mul (2 x 1.2 GB), add (2 x 1.2 GB) -> ~7.2 GB -> ~2.1 ms fp32,
# bf16 (upcast, fp32 temporaries, downcast) ~2.5 ms; the tiny conditioning linear is negligible.
batch = 64
seq = 4096
hidden = 1152
cond_dim = 1152
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, hidden, cond_dim, dtype):
        super().__init__()
        self.ada = nn.Linear(cond_dim, 2 * hidden)
        self.norm = nn.LayerNorm(hidden, elementwise_affine=False, eps=1e-6)
        # Modest modulation (|scale| ~ 0.15) as in a trained DiT; keeps 1 + scale well away from 0.
        nn.init.normal_(self.ada.weight, std=0.2 / cond_dim ** 0.5)
        self.to(dtype)

    def forward(self, x, c):
        shift, scale = self.ada(F.silu(c)).chunk(2, dim=-1)
        h = self.norm(x.float())
        return (h * (1 + scale.float()[:, None, :]) + shift.float()[:, None, :]).to(x.dtype)


def get_inputs():
    return [torch.randn(batch, seq, hidden, dtype=dtype), torch.randn(batch, cond_dim, dtype=dtype)]


def get_init_inputs():
    return [hidden, cond_dim, dtype]
