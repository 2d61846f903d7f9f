"""2-D average pooling, kernel 3, stride 1, padding 1, padding excluded from the average."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["pooling", "avgpool", "avgpool2d"],
    "flops": "9 * batch * channels * height * width",
    "bytes": "2 * batch * channels * height * width * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "channels": 8, "height": 16, "width": 16},
        "cpu_extra": [{"batch": 3, "channels": 5, "height": 9, "width": 14}],
        "extra": [{"batch": 41, "channels": 96, "height": 131, "width": 119}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 32}},
}

# fp32 144 x 128 x 192 x 192: ~5.4 GB moved, ~1.6 ms on an H200 (estimate). bf16: measured 17.2 ms on
# an H200 at batch 288 (eager bf16 avg_pool2d runs far below the memory roofline); scaled to batch 32,
# ~1.9 ms predicted.
batch = 144
channels = 128
height = 192
width = 192
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.AvgPool2d(kernel_size=3, stride=1, padding=1, count_include_pad=False)

    def forward(self, x):
        return self.pool(x)


def get_inputs():
    return [torch.randn(batch, channels, height, width, dtype=dtype) * 2.0]


def get_init_inputs():
    return []
