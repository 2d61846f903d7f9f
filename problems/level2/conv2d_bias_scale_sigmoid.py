"""Bias-free 3x3 convolution, then per-channel bias, per-channel scale and sigmoid."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["conv2d", "bias", "scale", "sigmoid", "fusion", "nchw"],
    "description": "sigmoid((conv3x3(x) + bias[c]) * scale[c]) with separate bias and scale parameters.",
    "flops": "2 * batch * out_channels * height * width * in_channels * 9 + 6 * batch * out_channels * height * width",
    "bytes": "(batch * in_channels * height * width + out_channels * in_channels * 9 + 2 * out_channels + batch * out_channels * height * width) * 4",
    "shapes": {
        "cpu": {"batch": 2, "in_channels": 4, "out_channels": 8, "height": 12, "width": 12},
        "cpu_extra": [{"batch": 1, "in_channels": 5, "out_channels": 7, "height": 10, "width": 9}],
        "extra": [{"batch": 5, "in_channels": 48, "out_channels": 72, "height": 180, "width": 120}],
    },
}

# H200 eager estimate: conv 2*16*64*256*256*64*9 = 7.7e10 FLOP / 45e12 -> ~1.7 ms;
# add, mul, sigmoid each read+write a 268 MB activation (~1.6 GB) -> ~0.45 ms. Total ~2.2 ms.
batch = 16
in_channels = 64
out_channels = 64
height = 256
width = 256


class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, padding=1, bias=False)
        self.bias = nn.Parameter(0.5 * torch.randn(out_channels, 1, 1))
        self.scale = nn.Parameter(1.0 + 0.5 * torch.rand(out_channels, 1, 1))

    def forward(self, x):
        return torch.sigmoid((self.conv(x) + self.bias) * self.scale)


def get_inputs():
    return [torch.randn(batch, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, out_channels]
