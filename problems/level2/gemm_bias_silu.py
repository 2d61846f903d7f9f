"""Token-wise linear layer on a (batch, seq, features) tensor followed by SiLU."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["gemm", "bias", "silu", "fusion", "3d"],
    "description": "silu(x @ W^T + b) applied to every token of a 3-D activation tensor.",
    "flops": "2 * batch * seq * in_features * out_features + 5 * batch * seq * out_features",
    "bytes": "(batch * seq * in_features + in_features * out_features + out_features + batch * seq * out_features) * 4",
    "shapes": {
        "cpu": {"batch": 2, "seq": 16, "in_features": 64, "out_features": 32},
        "cpu_extra": [{"batch": 3, "seq": 7, "in_features": 45, "out_features": 27}],
        "extra": [{"batch": 3, "seq": 1000, "in_features": 3000, "out_features": 2000}],
    },
}

# H200 eager estimate: 2*(8*512)*8192*2048 = 1.37e11 FLOP / 45e12 -> ~3.1 ms (+ SiLU pass ~0.02 ms).
batch = 8
seq = 512
in_features = 8192
out_features = 2048


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        return F.silu(self.fc(x))


def get_inputs():
    return [torch.randn(batch, seq, in_features)]


def get_init_inputs():
    return [in_features, out_features]
