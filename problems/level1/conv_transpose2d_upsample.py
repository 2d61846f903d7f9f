"""Transposed 2-D convolution, kernel 4, stride 2, padding 1 (2x spatial upsampling)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["conv", "conv_transpose", "conv2d"],
    "flops": "2 * batch * in_channels * height * width * out_channels * 16",
    "bytes": "(batch * in_channels * height * width + batch * out_channels * height_out * width_out"
             " + in_channels * out_channels * 16 + out_channels) * 4",
    "shapes": {
        "cpu": {"batch": 2, "in_channels": 4, "out_channels": 4, "height": 8, "width": 8},
        "cpu_extra": [{"batch": 1, "in_channels": 3, "out_channels": 5, "height": 7, "width": 5}],
        "extra": [{"batch": 5, "in_channels": 96, "out_channels": 48, "height": 99, "width": 77}],
    },
}

# fp32 batch 16, 128 -> 64 channels, 128 x 128 -> 256 x 256: 6.9e10 FLOP, ~1.5 ms at 45 TFLOP/s
# on an H200 (estimate).
batch = 16
in_channels = 128
out_channels = 64
height = 128
width = 128
height_out = (height - 1) * 2 - 2 + 4
width_out = (width - 1) * 2 - 2 + 4


class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.deconv = nn.ConvTranspose2d(in_channels, out_channels, 4, stride=2, padding=1)

    def forward(self, x):
        return self.deconv(x)


def get_inputs():
    return [torch.randn(batch, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, out_channels]
