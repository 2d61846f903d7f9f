"""Causal depthwise 1-D convolution followed by SiLU (the short conv of Mamba-style blocks)."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["conv1d", "depthwise", "causal", "silu", "fusion", "memory-bound"],
    "description": "silu(depthwise_conv1d(x, k=4, left padding k-1)[..., :length]) on (B, C, L) input.",
    "flops": "2 * batch * channels * length * kernel_size + 4 * batch * channels * length",
    "bytes": "(2 * batch * channels * length + channels * (kernel_size + 1)) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 16, "length": 64},
        "cpu_extra": [{"batch": 3, "channels": 7, "length": 29}],
        "extra": [{"batch": 5, "channels": 1536, "length": 10000}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: conv reads 1.6 GB and writes 1.6 GB, slice+SiLU reads and writes 1.6 GB more
# -> ~6.4 GB -> ~1.8 ms fp32, ~0.9 ms bf16.
batch = 24
channels = 2048
length = 8192
kernel_size = 4
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, channels, kernel_size, dtype):
        super().__init__()
        self.conv = nn.Conv1d(channels, channels, kernel_size, groups=channels, padding=kernel_size - 1)
        self.to(dtype)

    def forward(self, x):
        return F.silu(self.conv(x)[..., :x.size(-1)])


def get_inputs():
    return [torch.randn(batch, channels, length, dtype=dtype)]


def get_init_inputs():
    return [channels, kernel_size, dtype]
