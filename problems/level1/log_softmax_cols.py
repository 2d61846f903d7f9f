"""Log-softmax over the first dimension of a matrix (column-wise, strided)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["softmax", "log_softmax", "reduction", "strided"],
    "flops": "5 * rows * cols",
    "bytes": "2 * rows * cols * itemsize",
    "shapes": {
        "cpu": {"rows": 64, "cols": 48},
        "cpu_extra": [{"rows": 37, "cols": 29}],
        "extra": [{"rows": 3001, "cols": 50021}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "cols": 196608}},
}

# fp32 8192 x 98304: ~6.4 GB moved, ~1.8 ms on an H200 (estimate); bf16 doubles the columns.
rows = 8192
cols = 98304
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.log_softmax(x, dim=0)


def get_inputs():
    return [torch.randn(rows, cols, dtype=dtype) * 3.0]


def get_init_inputs():
    return []
