"""Minimum value over the middle dimension of a 3-D tensor."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["reduction", "min"],
    "flops": "batch * reduce * inner",
    "bytes": "(batch * reduce * inner + batch * inner) * itemsize",
    "shapes": {
        "cpu": {"batch": 4, "reduce": 24, "inner": 32},
        "cpu_extra": [{"batch": 5, "reduce": 19, "inner": 23}],
        "extra": [{"batch": 23, "reduce": 1025, "inner": 7777}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 256}},
}

# fp32: measured 0.94 ms on an H200 at 128 x 512 x 12288 (3.2 GB read); scaled to batch 224 (5.6 GB),
# ~1.65 ms predicted. bf16 keeps batch 256 (3.2 GB read).
batch = 224
reduce = 512
inner = 12288
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.min(x, dim=1).values


def get_inputs():
    return [torch.randn(batch, reduce, inner, dtype=dtype) * 2.0]


def get_init_inputs():
    return []
