"""1-D max pooling, kernel 4, stride 2, padding 1, over long sequences."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["pooling", "maxpool", "maxpool1d"],
    "flops": "4 * batch * channels * length_out",
    "bytes": "batch * channels * (length + length_out) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 8, "length": 128},
        "cpu_extra": [{"batch": 3, "channels": 7, "length": 67}],
        "extra": [{"batch": 29, "channels": 301, "length": 20001}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 192}},
}

# fp32 96 x 256 x 32768 -> length 16384: ~4.8 GB moved, ~1.4 ms on an H200 (estimate);
# bf16 doubles the batch.
batch = 96
channels = 256
length = 32768
length_out = (length + 2 - 4) // 2 + 1
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.MaxPool1d(kernel_size=4, stride=2, padding=1)

    def forward(self, x):
        return self.pool(x)


def get_inputs():
    return [torch.randn(batch, channels, length, dtype=dtype)]


def get_init_inputs():
    return []
