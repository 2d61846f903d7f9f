"""Stride-2 transposed convolution (2x upsampling) followed by LeakyReLU."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["conv_transpose2d", "upsample", "leaky_relu", "fusion", "nchw"],
    "description": "leaky_relu(conv_transpose2d(x, k=4, stride=2, padding=1), 0.2): a GAN/decoder upsampling layer.",
    "flops": "2 * batch * in_channels * height * width * out_channels * 16 + 2 * batch * out_channels * 4 * height * width",
    "bytes": "(batch * in_channels * height * width + in_channels * out_channels * 16 + out_channels + batch * out_channels * 4 * height * width) * 4",
    "shapes": {
        "cpu": {"batch": 2, "in_channels": 8, "out_channels": 4, "height": 8, "width": 8},
        "cpu_extra": [{"batch": 1, "in_channels": 5, "out_channels": 3, "height": 7, "width": 9}],
        "extra": [{"batch": 6, "in_channels": 96, "out_channels": 48, "height": 100, "width": 70}],
    },
}

# H200 eager estimate: 2*16*128*128*128*64*16 = 6.9e10 FLOP / 45e12 -> ~1.5 ms;
# LeakyReLU over a 268 MB output (0.54 GB moved) -> ~0.15 ms. Total ~1.7 ms.
batch = 16
in_channels = 128
out_channels = 64
height = 128
width = 128


class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.up = nn.ConvTranspose2d(in_channels, out_channels, 4, stride=2, padding=1)

    def forward(self, x):
        return F.leaky_relu(self.up(x), 0.2)


def get_inputs():
    return [torch.randn(batch, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, out_channels]
