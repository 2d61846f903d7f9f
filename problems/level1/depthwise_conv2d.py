"""Depthwise 3x3 convolution (groups == channels), stride 1, padding 1, with bias."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["conv", "conv2d", "depthwise"],
    "flops": "2 * batch * channels * height * width * 9",
    "bytes": "(2 * batch * channels * height * width + channels * 10) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 8, "height": 12, "width": 12},
        "cpu_extra": [{"batch": 3, "channels": 5, "height": 11, "width": 9}],
        "extra": [{"batch": 17, "channels": 200, "height": 97, "width": 131}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 128}},
}

# fp32 64 x 384 x 160 x 160: ~5.0 GB moved, ~1.4 ms on an H200 at the memory roofline
# (estimate; cuDNN depthwise usually runs well below it). bf16 doubles the batch.
batch = 64
channels = 384
height = 160
width = 160
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, channels, dtype):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, stride=1, padding=1, groups=channels)
        self.to(dtype)

    def forward(self, x):
        return self.conv(x)


def get_inputs():
    return [torch.randn(batch, channels, height, width, dtype=dtype)]


def get_init_inputs():
    return [channels, dtype]
