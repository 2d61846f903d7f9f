"""Group normalisation of an NCHW tensor with a learned per-channel scale and shift."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["norm", "groupnorm", "reduction"],
    "flops": "8 * batch * channels * height * width",
    "bytes": "(2 * batch * channels * height * width + 2 * channels) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 16, "height": 8, "width": 8, "groups": 4},
        "cpu_extra": [{"batch": 3, "channels": 12, "height": 7, "width": 5, "groups": 3}],
        "extra": [{"batch": 19, "channels": 96, "height": 57, "width": 43, "groups": 8}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 384}},
}

# fp32 192 x 256 x 128 x 128, 32 groups: ~6.4 GB moved, ~1.8 ms on an H200 (estimate);
# bf16 doubles the batch.
batch = 192
channels = 256
height = 128
width = 128
groups = 32
eps = 1e-5
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, groups, channels, eps, dtype):
        super().__init__()
        self.groups = groups
        self.eps = eps
        self.weight = nn.Parameter(1.0 + 0.2 * torch.randn(channels))
        self.bias = nn.Parameter(0.2 * torch.randn(channels))
        self.to(dtype)

    def forward(self, x):
        return F.group_norm(x, self.groups, self.weight, self.bias, self.eps)


def get_inputs():
    return [torch.randn(batch, channels, height, width, dtype=dtype) * 2.0 + 1.0]


def get_init_inputs():
    return [groups, channels, eps, dtype]
