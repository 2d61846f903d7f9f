"""2-D 3x3 convolution, stride 1, padding 1 (nn.Conv2d with bias) on NCHW input."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["conv", "conv2d"],
    "flops": "2 * batch * out_channels * height * width * in_channels * 9",
    "bytes": "(batch * in_channels * height * width + batch * out_channels * height * width"
             " + out_channels * in_channels * 9 + out_channels) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "in_channels": 4, "out_channels": 8, "height": 12, "width": 12},
        "cpu_extra": [{"batch": 1, "in_channels": 3, "out_channels": 5, "height": 9, "width": 7}],
        "extra": [{"batch": 9, "in_channels": 96, "out_channels": 160, "height": 75, "width": 93}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 256}},
}

# fp32 batch 32, 128 -> 128 channels, 128 x 128: 1.5e11 FLOP, ~3.4 ms at 45 TFLOP/s on an
# H200 (estimate); the bf16 variant uses batch 256: 1.2e12 FLOP, ~1.9 ms.
batch = 32
in_channels = 128
out_channels = 128
height = 128
width = 128
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, dtype):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, stride=1, padding=1)
        self.to(dtype)

    def forward(self, x):
        return self.conv(x)


def get_inputs():
    return [torch.randn(batch, in_channels, height, width, dtype=dtype)]


def get_init_inputs():
    return [in_channels, out_channels, dtype]
