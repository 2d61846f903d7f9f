"""Concatenation of two feature tensors followed by a linear layer."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["concat", "gemm", "bias", "fusion"],
    "description": "Linear(cat([a, b], -1)): the concat can be folded into the GEMM's K loop.",
    "flops": "2 * batch * (features_a + features_b) * out_features",
    "bytes": "(batch * (features_a + features_b) + (features_a + features_b) * out_features + out_features + batch * out_features) * 4",
    "shapes": {
        "cpu": {"batch": 32, "features_a": 48, "features_b": 16, "out_features": 32},
        "cpu_extra": [{"batch": 19, "features_a": 29, "features_b": 11, "out_features": 23}],
        "extra": [{"batch": 3000, "features_a": 1000, "features_b": 300, "out_features": 3000}],
    },
}

# H200 eager estimate: cat copies 67 MB (~0.04 ms); GEMM 2*8192*2048*4096 = 1.37e11 FLOP / 45e12 -> ~3.1 ms.
batch = 8192
features_a = 1536
features_b = 512
out_features = 4096


class Model(nn.Module):
    def __init__(self, features_a, features_b, out_features):
        super().__init__()
        self.fc = nn.Linear(features_a + features_b, out_features)

    def forward(self, a, b):
        return self.fc(torch.cat([a, b], dim=-1))


def get_inputs():
    return [torch.randn(batch, features_a), torch.randn(batch, features_b)]


def get_init_inputs():
    return [features_a, features_b, out_features]
