"""Per-row KL divergence KL(q || p) between two softmax distributions given as logits."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["loss", "kl_div", "softmax", "reduction"],
    "flops": "12 * batch * dim",
    "bytes": "(2 * batch * dim + batch) * 4",
    "shapes": {
        "cpu": {"batch": 16, "dim": 256},
        "cpu_extra": [{"batch": 7, "dim": 199}],
        "extra": [{"batch": 7001, "dim": 30001}],
    },
}

# fp32 2 x (24576 x 16384): ~3.2 GB read, ~0.92 ms on an H200 (estimate).
batch = 24576
dim = 16384


class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, logits_p, logits_q):
        log_p = F.log_softmax(logits_p, dim=-1)
        log_q = F.log_softmax(logits_q, dim=-1)
        return F.kl_div(log_p, log_q, reduction="none", log_target=True).sum(dim=-1)


def get_inputs():
    # per-row temperatures spread the divergences over roughly 0 .. 5
    logits_p = torch.randn(batch, dim) * (3.0 * torch.rand(batch, 1))
    logits_q = torch.randn(batch, dim) * (3.0 * torch.rand(batch, 1))
    return [logits_p, logits_q]


def get_init_inputs():
    return []
