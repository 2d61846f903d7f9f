"""Adaptive average pooling of NCHW feature maps to a fixed 7x7 grid (uneven bins)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["pooling", "avgpool", "adaptive"],
    "flops": "batch * channels * height * width",
    "bytes": "batch * channels * (height * width + out_size * out_size) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 4, "height": 15, "width": 15, "out_size": 4},
        "cpu_extra": [{"batch": 1, "channels": 3, "height": 13, "width": 10, "out_size": 3}],
        "extra": [{"batch": 67, "channels": 300, "height": 37, "width": 43, "out_size": 5}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 512}},
}

# fp32 256 x 1024 x 60 x 60 -> 7 x 7: ~3.8 GB read, ~1.1 ms on an H200 (estimate);
# bf16 doubles the batch.
batch = 256
channels = 1024
height = 60
width = 60
out_size = 7
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, out_size):
        super().__init__()
        self.pool = nn.AdaptiveAvgPool2d((out_size, out_size))

    def forward(self, x):
        return self.pool(x)


def get_inputs():
    return [torch.randn(batch, channels, height, width, dtype=dtype) * 4.0]


def get_init_inputs():
    return [out_size]
