"""1-D average pooling, kernel 8, stride 4, padding 2 (zero padding counted in the average)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["pooling", "avgpool", "avgpool1d"],
    "flops": "8 * batch * channels * length_out",
    "bytes": "batch * channels * (length + length_out) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 8, "length": 128},
        "cpu_extra": [{"batch": 3, "channels": 5, "length": 101}],
        "extra": [{"batch": 31, "channels": 257, "length": 30011}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 192}},
}

# fp32 96 x 256 x 32768 -> length 8192: ~4.0 GB moved, ~1.2 ms on an H200 (estimate);
# bf16 doubles the batch.
batch = 96
channels = 256
length = 32768
length_out = (length + 4 - 8) // 4 + 1
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.AvgPool1d(kernel_size=8, stride=4, padding=2)

    def forward(self, x):
        return self.pool(x)


def get_inputs():
    return [torch.randn(batch, channels, length, dtype=dtype) * 2.0]


def get_init_inputs():
    return []
