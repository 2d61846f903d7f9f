"""Linear layer (GEMM + bias) followed by ReLU."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["gemm", "bias", "relu", "fusion"],
    "description": "relu(x @ W^T + b) for a square fp32 linear layer.",
    "flops": "2 * batch * in_features * out_features + 2 * batch * out_features",
    "bytes": "(batch * in_features + in_features * out_features + out_features + batch * out_features) * 4",
    "shapes": {
        "cpu": {"batch": 32, "in_features": 64, "out_features": 48},
        "cpu_extra": [{"batch": 19, "in_features": 37, "out_features": 29}],
        "extra": [{"batch": 3000, "in_features": 2500, "out_features": 1500}],
    },
}

# H200 eager estimate: 2 * 4096^3 = 1.37e11 FLOP at ~45 TFLOP/s fp32 -> ~3.1 ms (+ ReLU pass ~0.04 ms).
batch = 4096
in_features = 4096
out_features = 4096


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        return F.relu(self.fc(x))


def get_inputs():
    return [torch.randn(batch, in_features)]


def get_init_inputs():
    return [in_features, out_features]
