"""LayerNorm, then GELU, then a linear projection."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["layernorm", "gelu", "gemm", "fusion", "prologue"],
    "description": "Linear(gelu(LayerNorm(x))): normalisation and activation fused into a GEMM prologue.",
    "flops": "2 * batch * in_features * out_features + 20 * batch * in_features",
    "bytes": "(batch * in_features + 2 * in_features + in_features * out_features + out_features + batch * out_features) * 4",
    "shapes": {
        "cpu": {"batch": 32, "in_features": 64, "out_features": 48},
        "cpu_extra": [{"batch": 14, "in_features": 55, "out_features": 31}],
        "extra": [{"batch": 5000, "in_features": 1536, "out_features": 2000}],
    },
}

# H200 eager estimate: 2*8192*2048*4096 = 1.37e11 FLOP / 45e12 -> ~3.1 ms (+ LayerNorm, GELU over 64 MB ~0.05 ms).
batch = 8192
in_features = 2048
out_features = 4096


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.norm = nn.LayerNorm(in_features)
        self.fc = nn.Linear(in_features, out_features)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.25 * torch.randn(in_features))
            self.norm.bias.copy_(0.2 * torch.randn(in_features))

    def forward(self, x):
        return self.fc(F.gelu(self.norm(x)))


def get_inputs():
    return [torch.randn(batch, in_features) * 2.0 + 0.5]


def get_init_inputs():
    return [in_features, out_features]
