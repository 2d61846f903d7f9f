"""Linear layer (GEMM + bias) whose output is added to a residual stream."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["gemm", "bias", "residual", "fusion"],
    "description": "residual + x @ W^T + b, the projection-plus-skip of a transformer sublayer.",
    "flops": "2 * batch * in_features * out_features + 2 * batch * out_features",
    "bytes": "(batch * in_features + in_features * out_features + out_features + 2 * batch * out_features) * itemsize",
    "shapes": {
        "cpu": {"batch": 32, "in_features": 64, "out_features": 32},
        "cpu_extra": [{"batch": 23, "in_features": 41, "out_features": 30}],
        "extra": [{"batch": 2500, "in_features": 3000, "out_features": 1800}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 49152}},
}

# H200 eager estimate: fp32 2*4096^3 = 1.37e11 FLOP / 45e12 -> ~3.1 ms (+ residual add 0.2 GB ~0.06 ms).
# bf16 variant: measured 0.83 ms on an H200 at batch 16384; scaled to batch 49152 (x3, 1.6e12 FLOP, 0.8 GB
# of inputs) -> ~2.5 ms.
batch = 4096
in_features = 4096
out_features = 4096
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, in_features, out_features, dtype):
        super().__init__()
        self.fc = nn.Linear(in_features, out_features)
        self.to(dtype)

    def forward(self, x, residual):
        return residual + self.fc(x)


def get_inputs():
    return [torch.randn(batch, in_features, dtype=dtype), torch.randn(batch, out_features, dtype=dtype)]


def get_init_inputs():
    return [in_features, out_features, dtype]
