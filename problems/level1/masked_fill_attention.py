"""masked_fill of attention scores with a broadcast (batch, 1, 1, key) padding mask."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["indexing", "masked_fill", "elementwise", "broadcast"],
    "flops": "batch * heads * queries * keys",
    "bytes": "2 * batch * heads * queries * keys * itemsize + batch * keys",
    "shapes": {
        "cpu": {"batch": 2, "heads": 4, "queries": 16, "keys": 32},
        "cpu_extra": [{"batch": 3, "heads": 2, "queries": 13, "keys": 29}],
        "extra": [{"batch": 5, "heads": 12, "queries": 1001, "keys": 2047}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 24}},
}

# fp32 12 x 16 x 2048 x 2048 scores: ~6.4 GB moved, ~1.8 ms on an H200 (estimate);
# bf16 doubles the batch.
batch = 12
heads = 16
queries = 2048
keys = 2048
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, fill_value):
        super().__init__()
        self.fill_value = fill_value

    def forward(self, scores, mask):
        return scores.masked_fill(mask, self.fill_value)


def get_inputs():
    scores = torch.randn(batch, heads, queries, keys, dtype=dtype) * 2.0
    mask = torch.rand(batch, 1, 1, keys) < 0.3
    return [scores, mask]


def get_init_inputs():
    return [-30.0]
