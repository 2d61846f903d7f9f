"""Projection to class scores followed by a row softmax (classifier head probabilities)."""
import math
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["gemm", "softmax", "fusion", "reduction"],
    "description": "softmax(x @ W, dim=-1) with a bias-free (in_features, classes) weight.",
    "atol": 1e-5,
    "flops": "2 * batch * in_features * classes + 5 * batch * classes",
    "bytes": "(batch * in_features + in_features * classes + batch * classes) * 4",
    "shapes": {
        "cpu": {"batch": 32, "in_features": 64, "classes": 48},
        "cpu_extra": [{"batch": 13, "in_features": 50, "classes": 37}],
        "extra": [{"batch": 3000, "in_features": 1500, "classes": 2500}],
    },
}

# H200 eager estimate: 2*4096^3 = 1.37e11 FLOP / 45e12 -> ~3.1 ms (+ softmax over 64 MB ~0.04 ms).
batch = 4096
in_features = 4096
classes = 4096


class Model(nn.Module):
    def __init__(self, in_features, classes):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(in_features, classes) * (2.5 / math.sqrt(in_features)))

    def forward(self, x):
        return torch.softmax(x @ self.weight, dim=-1)


def get_inputs():
    return [torch.randn(batch, in_features)]


def get_init_inputs():
    return [in_features, classes]
