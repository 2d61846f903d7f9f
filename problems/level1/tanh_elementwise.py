"""Hyperbolic tangent applied elementwise to a 3-D tensor."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["elementwise", "activation"],
    "flops": "5 * batch * seq * dim",
    "bytes": "2 * batch * seq * dim * itemsize",
    "shapes": {
        "cpu": {"batch": 4, "seq": 16, "dim": 64},
        "cpu_extra": [{"batch": 3, "seq": 7, "dim": 129}],
        "extra": [{"batch": 7, "seq": 1999, "dim": 3001}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 192}},
}

# fp32 96 x 4096 x 2048: ~6.4 GB moved, ~1.8 ms on an H200 (estimate); bf16 doubles the batch.
batch = 96
seq = 4096
dim = 2048
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.tanh(x)


def get_inputs():
    return [torch.randn(batch, seq, dim, dtype=dtype) * 1.5]


def get_init_inputs():
    return []
