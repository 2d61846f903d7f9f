"""3-D 3x3x3 convolution, stride 1, padding 1, with bias, on NCDHW volumes."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["conv", "conv3d"],
    "flops": "2 * batch * out_channels * depth * height * width * in_channels * 27",
    "bytes": "(batch * (in_channels + out_channels) * depth * height * width"
             " + out_channels * in_channels * 27 + out_channels) * 4",
    "shapes": {
        "cpu": {"batch": 1, "in_channels": 4, "out_channels": 4, "depth": 6, "height": 8, "width": 8},
        "cpu_extra": [{"batch": 2, "in_channels": 3, "out_channels": 2, "depth": 5, "height": 7,
                       "width": 6}],
        "extra": [{"batch": 3, "in_channels": 24, "out_channels": 40, "depth": 29, "height": 61,
                   "width": 53}],
    },
}

# fp32 batch 8, 32 -> 64 channels, 32 x 64 x 64 volume: 1.2e11 FLOP, ~2.6 ms at 45 TFLOP/s on an
# H200 (estimate).
batch = 8
in_channels = 32
out_channels = 64
depth = 32
height = 64
width = 64


class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv3d(in_channels, out_channels, 3, stride=1, padding=1)

    def forward(self, x):
        return self.conv(x)


def get_inputs():
    return [torch.randn(batch, in_channels, depth, height, width)]


def get_init_inputs():
    return [in_channels, out_channels]
