"""SwiGLU activation: two bias-free projections combined as silu(gate) * up."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["gemm", "swiglu", "silu", "gating", "fusion"],
    "description": "silu(x @ Wg^T) * (x @ Wu^T), the gated half of a LLaMA-style MLP.",
    "flops": "4 * batch * in_features * hidden + 6 * batch * hidden",
    "bytes": "(batch * in_features + 2 * in_features * hidden + batch * hidden) * itemsize",
    "shapes": {
        "cpu": {"batch": 32, "in_features": 64, "hidden": 48},
        "cpu_extra": [{"batch": 17, "in_features": 41, "hidden": 35}],
        "extra": [{"batch": 3000, "in_features": 1000, "hidden": 2750}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 40960}},
}

# H200 eager estimate: fp32 4*4096*2048*4096 = 1.37e11 FLOP / 45e12 -> ~3.1 ms (+ silu, mul ~0.1 ms).
# bf16 variant: measured 0.93 ms on an H200 at batch 16384; scaled to batch 40960 (x2.5, 1.4e12 FLOP) -> ~2.3 ms.
batch = 4096
in_features = 2048
hidden = 4096
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, in_features, hidden, dtype):
        super().__init__()
        self.gate = nn.Linear(in_features, hidden, bias=False)
        self.up = nn.Linear(in_features, hidden, bias=False)
        self.to(dtype)

    def forward(self, x):
        return F.silu(self.gate(x)) * self.up(x)


def get_inputs():
    return [torch.randn(batch, in_features, dtype=dtype) * 2.0]


def get_init_inputs():
    return [in_features, hidden, dtype]
