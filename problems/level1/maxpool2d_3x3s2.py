"""2-D max pooling, kernel 3, stride 2, padding 1 (ResNet stem style)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["pooling", "maxpool", "maxpool2d"],
    "flops": "9 * batch * channels * height_out * width_out",
    "bytes": "batch * channels * (height * width + height_out * width_out) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 4, "height": 16, "width": 16},
        "cpu_extra": [{"batch": 1, "channels": 5, "height": 13, "width": 11}],
        "extra": [{"batch": 33, "channels": 100, "height": 151, "width": 127}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 256}},
}

# fp32 128 x 128 x 224 x 224 -> 112 x 112: ~4.1 GB moved, ~1.2 ms on an H200 (estimate);
# bf16 doubles the batch.
batch = 128
channels = 128
height = 224
width = 224
height_out = (height + 2 - 3) // 2 + 1
width_out = (width + 2 - 3) // 2 + 1
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)

    def forward(self, x):
        return self.pool(x)


def get_inputs():
    return [torch.randn(batch, channels, height, width, dtype=dtype)]


def get_init_inputs():
    return []
