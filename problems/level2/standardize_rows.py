"""Row standardisation: subtract the row mean and divide by the row standard deviation."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["reduction", "broadcast", "normalization", "fusion", "memory-bound"],
    "description": "(x - x.mean(-1)) / x.std(-1) with the unbiased (n - 1) standard deviation and no eps.",
    "flops": "7 * rows * cols",
    "bytes": "2 * rows * cols * itemsize",
    "shapes": {
        "cpu": {"rows": 16, "cols": 256},
        "cpu_extra": [{"rows": 7, "cols": 83}],
        "extra": [{"rows": 5000, "cols": 20000}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: mean (1 GB), sub (2 GB), std (1-2 GB), div (2 GB) over a 1 GB tensor -> ~6.5 GB
# -> ~1.9 ms fp32, ~1 ms bf16.
rows = 16384
cols = 16384
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return (x - x.mean(dim=-1, keepdim=True)) / x.std(dim=-1, keepdim=True)


def get_inputs():
    return [torch.randn(rows, cols, dtype=dtype) * 3.0 + 1.0]


def get_init_inputs():
    return []
