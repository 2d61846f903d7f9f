"""Mean over the last dimension of a matrix (one value per row)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["reduction", "mean"],
    "flops": "batch * dim",
    "bytes": "(batch * dim + batch) * itemsize",
    "shapes": {
        "cpu": {"batch": 32, "dim": 128},
        "cpu_extra": [{"batch": 13, "dim": 301}],
        "extra": [{"batch": 10007, "dim": 30011}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 86016}},
}

# fp32: measured 0.75 ms on an H200 at 32768 x 24576 (3.2 GB read); scaled to 65536 x 24576 (6.4 GB),
# ~1.5 ms predicted. bf16: measured 0.97 ms at 65536 rows (3.2 GB); scaled to 86016 rows (4.2 GB),
# ~1.27 ms predicted: more rows would take the input past 2**31 elements (int32 offsets).
batch = 65536
dim = 24576
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.mean(x, dim=-1)


def get_inputs():
    # a per-row offset gives the row means a spread well above the tolerance
    return [torch.randn(batch, dim, dtype=dtype) * 4.0 + torch.randn(batch, 1, dtype=dtype)]


def get_init_inputs():
    return []
