"""Linear layer followed by LayerNorm over its output features."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["gemm", "bias", "layernorm", "fusion", "reduction"],
    "description": "LayerNorm(x @ W^T + b) with learned affine parameters.",
    "flops": "2 * batch * in_features * out_features + 9 * batch * out_features",
    "bytes": "(batch * in_features + in_features * out_features + 3 * out_features + batch * out_features) * 4",
    "shapes": {
        "cpu": {"batch": 32, "in_features": 48, "out_features": 64},
        "cpu_extra": [{"batch": 17, "in_features": 33, "out_features": 45}],
        "extra": [{"batch": 3000, "in_features": 2000, "out_features": 3000}],
    },
}

# H200 eager estimate: 2*4096^3 = 1.37e11 FLOP / 45e12 -> ~3.1 ms (+ LayerNorm over 64 MB ~0.04 ms).
batch = 4096
in_features = 4096
out_features = 4096


class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.norm = nn.LayerNorm(out_features)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.2 * torch.randn(out_features))
            self.norm.bias.copy_(0.1 * torch.randn(out_features))

    def forward(self, x):
        return self.norm(self.fc(x))


def get_inputs():
    return [torch.randn(batch, in_features)]


def get_init_inputs():
    return [in_features, out_features]
