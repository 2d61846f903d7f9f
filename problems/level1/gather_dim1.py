"""torch.gather along dim 1: pick k entries per row at random column indices."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["indexing", "gather"],
    "flops": 0,
    "bytes": "(batch * dim + batch * k) * itemsize + batch * k * 8",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256, "k": 64},
        "cpu_extra": [{"batch": 7, "dim": 301, "k": 45}],
        "extra": [{"batch": 7001, "dim": 30011, "k": 5003}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 24576}},
}

# fp32 x 16384 x 32768, 8192 int64 indices per row: ~3.8 GB moved, ~1.1 ms on an H200
# (estimate; random column access runs below the roofline). bf16 uses 24576 rows.
batch = 16384
dim = 32768
k = 8192
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, index):
        return torch.gather(x, 1, index)


def get_inputs():
    x = torch.randn(batch, dim, dtype=dtype)
    index = torch.randint(0, dim, (batch, k))
    return [x, index]


def get_init_inputs():
    return []
