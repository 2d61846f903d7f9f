"""Elementwise sum of two tensors followed by tanh-approximated GELU."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["elementwise", "add", "gelu", "fusion", "memory-bound"],
    "description": "gelu(x + y, approximate='tanh').",
    "flops": "12 * rows * cols",
    "bytes": "3 * rows * cols * itemsize",
    "shapes": {
        "cpu": {"rows": 16, "cols": 256},
        "cpu_extra": [{"rows": 13, "cols": 77}],
        "extra": [{"rows": 12345, "cols": 3001}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "rows": 57344}},
}

# H200 eager estimate: add (3 x 1.6 GB) + gelu (2 x 1.6 GB) = 8 GB at 3.5 TB/s -> ~2.3 ms fp32, ~1.2 ms bf16.
# Measured (2026-11-29): 1.86 ms fp32; bf16 0.99 ms at 49152 rows, so its variant has 57344 (~1.16 ms).
rows = 49152
cols = 8192
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x, y):
        return F.gelu(x + y, approximate="tanh")


def get_inputs():
    return [torch.randn(rows, cols, dtype=dtype), torch.randn(rows, cols, dtype=dtype)]


def get_init_inputs():
    return []
