"""Per-sample cross-entropy of logits against integer class targets (reduction='none')."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["loss", "cross_entropy", "softmax", "reduction"],
    "flops": "4 * batch * classes",
    "bytes": "batch * classes * itemsize + batch * 8 + batch * itemsize",
    "shapes": {
        "cpu": {"batch": 16, "classes": 256},
        "cpu_extra": [{"batch": 11, "classes": 173}],
        "extra": [{"batch": 5003, "classes": 50257}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 49152}},
}

# fp32 24576 x 32768 logits: ~3.2 GB read, ~0.92 ms on an H200 (estimate); bf16 doubles the rows.
batch = 24576
classes = 32768
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        return F.cross_entropy(logits, target, reduction="none")


def get_inputs():
    logits = torch.randn(batch, classes, dtype=dtype) * 3.0
    target = torch.randint(0, classes, (batch,))
    return [logits, target]


def get_init_inputs():
    return []
