"""1-D convolution with 'same' padding over long sequences (nn.Conv1d with bias)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["conv", "conv1d"],
    "flops": "2 * batch * out_channels * length_out * in_channels * kernel",
    "bytes": "(batch * in_channels * length + batch * out_channels * length_out"
             " + out_channels * in_channels * kernel + out_channels) * 4",
    "shapes": {
        "cpu": {"batch": 2, "in_channels": 4, "out_channels": 8, "length": 64},
        "cpu_extra": [{"batch": 3, "in_channels": 3, "out_channels": 5, "length": 37}],
        "extra": [{"batch": 7, "in_channels": 200, "out_channels": 136, "length": 10001}],
    },
}

# fp32 batch 32, 256 -> 256 channels, length 8192, kernel 5: 1.7e11 FLOP, ~3.8 ms at
# 45 TFLOP/s on an H200 (estimate).
batch = 32
in_channels = 256
out_channels = 256
length = 8192
kernel = 5
padding = 2
length_out = length + 2 * padding - kernel + 1


class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel, padding):
        super().__init__()
        self.conv = nn.Conv1d(in_channels, out_channels, kernel, padding=padding)

    def forward(self, x):
        return self.conv(x)


def get_inputs():
    return [torch.randn(batch, in_channels, length)]


def get_init_inputs():
    return [in_channels, out_channels, kernel, padding]
