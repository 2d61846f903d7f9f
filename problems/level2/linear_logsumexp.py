"""Linear layer followed by logsumexp over its output features."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["gemm", "bias", "logsumexp", "fusion", "reduction"],
    "description": "logsumexp(x @ W^T + b, dim=-1, keepdim=True): the normaliser of a softmax classifier.",
    "flops": "2 * batch * in_features * out_features + 4 * batch * out_features",
    "bytes": "(batch * in_features + in_features * out_features + out_features + batch) * 4",
    "shapes": {
        "cpu": {"batch": 32, "in_features": 64, "out_features": 48},
        "cpu_extra": [{"batch": 15, "in_features": 39, "out_features": 53}],
        "extra": [{"batch": 4000, "in_features": 1200, "out_features": 3500}],
    },
}

# H200 eager estimate: 2*8192*2048*4096 = 1.37e11 FLOP / 45e12 -> ~3.1 ms (+ logsumexp over 134 MB ~0.05 ms).
batch = 8192
in_features = 2048
out_features = 4096


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)

    def forward(self, x):
        return torch.logsumexp(self.fc(x), dim=-1, keepdim=True)


def get_inputs():
    return [torch.randn(batch, in_features) * 3.0]


def get_init_inputs():
    return [in_features, out_features]
