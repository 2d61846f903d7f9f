"""index_select of whole rows (dim 0) with repeated random indices."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["indexing", "index_select", "gather"],
    "flops": 0,
    "bytes": "(num_rows * dim + num_index * dim) * itemsize + num_index * 8",
    "shapes": {
        "cpu": {"num_rows": 32, "dim": 64, "num_index": 48},
        "cpu_extra": [{"num_rows": 19, "dim": 77, "num_index": 31}],
        "extra": [{"num_rows": 50021, "dim": 3001, "num_index": 70001}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "num_index": 393216}},
}

# fp32 table 65536 x 4096, 131072 indices: ~3.2 GB moved, ~0.92 ms on an H200 (estimate);
# bf16 uses 3x the indices.
num_rows = 65536
dim = 4096
num_index = 131072
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, index):
        return torch.index_select(x, 0, index)


def get_inputs():
    x = torch.randn(num_rows, dim, dtype=dtype)
    index = torch.randint(0, num_rows, (num_index,))
    return [x, index]


def get_init_inputs():
    return []
