"""Sum of a batched matrix with the transpose of another (layout-changing elementwise op)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["transpose", "elementwise", "add", "memory-bound", "layout"],
    "description": "x.transpose(1, 2) + y for x of shape (B, M, N) and y of shape (B, N, M).",
    "flops": "batch * m * n",
    "bytes": "3 * batch * m * n * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "m": 32, "n": 48},
        "cpu_extra": [{"batch": 3, "m": 19, "n": 27}],
        "extra": [{"batch": 5, "m": 3001, "n": 4999}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: one strided add moving 3 x 1.6 GB -> ~1.4 ms at 3.5 TB/s (more with the strided read)
# fp32, ~0.7-1 ms bf16.
batch = 24
m = 2048
n = 8192
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        return x.transpose(1, 2) + y


def get_inputs():
    return [torch.randn(batch, m, n, dtype=dtype), torch.randn(batch, n, m, dtype=dtype)]


def get_init_inputs():
    return []
