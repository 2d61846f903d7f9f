"""Overlapping 3x3 stride-2 max pooling followed by SiLU."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["pooling", "maxpool2d", "silu", "fusion", "nchw", "memory-bound"],
    "description": "silu(max_pool2d(x, kernel_size=3, stride=2, padding=1)).",
    "flops": "9 * batch * channels * ((height + 1) // 2) * ((width + 1) // 2) + 4 * batch * channels * ((height + 1) // 2) * ((width + 1) // 2)",
    "bytes": "(batch * channels * height * width + batch * channels * ((height + 1) // 2) * ((width + 1) // 2)) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 4, "height": 16, "width": 16},
        "cpu_extra": [{"batch": 1, "channels": 3, "height": 13, "width": 10}],
        "extra": [{"batch": 5, "channels": 48, "height": 333, "width": 500}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: maxpool reads 3.2 GB and writes 0.8 GB, SiLU moves 1.6 GB -> 5.6 GB -> ~1.6 ms fp32, ~0.8 ms bf16.
batch = 48
channels = 64
height = 512
width = 512
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return F.silu(F.max_pool2d(x, kernel_size=3, stride=2, padding=1))


def get_inputs():
    return [torch.randn(batch, channels, height, width, dtype=dtype)]


def get_init_inputs():
    return []
