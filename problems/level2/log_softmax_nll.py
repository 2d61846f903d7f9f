"""Cross-entropy written as log-softmax followed by mean negative log-likelihood."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["log_softmax", "nll", "loss", "fusion", "reduction", "scalar-output"],
    "description": "nll_loss(log_softmax(logits, -1), target) averaged over the batch (a scalar).",
    "flops": "5 * batch * classes",
    "bytes": "batch * classes * 4 + batch * 8 + 4",
    "shapes": {
        "cpu": {"batch": 16, "classes": 200},
        "cpu_extra": [{"batch": 9, "classes": 71}],
        "extra": [{"batch": 3333, "classes": 50257}],
    },
}

# H200 eager estimate: log_softmax reads and writes 2.1 GB of logits (4.2 GB) + nll gather/mean -> ~1.3 ms.
batch = 16384
classes = 32000


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits, target):
        return F.nll_loss(F.log_softmax(logits, dim=-1), target)


def get_inputs():
    return [torch.randn(batch, classes) * 2.0, torch.randint(0, classes, (batch,))]


def get_init_inputs():
    return []
