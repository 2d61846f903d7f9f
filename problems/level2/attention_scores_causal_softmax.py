"""Attention probabilities: softmax of causally masked, scaled Q K^T."""
import math
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["bmm", "softmax", "causal-mask", "attention", "fusion"],
    "description": "softmax(mask_causal(q @ k^T / sqrt(head_dim))) returned as the full (B, H, S, S) probability tensor.",
    "atol": 1e-5,
    "flops": "2 * batch * heads * seq * seq * head_dim + 5 * batch * heads * seq * seq",
    "bytes": "(2 * batch * heads * seq * head_dim + batch * heads * seq * seq) * 4",
    "shapes": {
        "cpu": {"batch": 1, "heads": 2, "seq": 32, "head_dim": 16},
        "cpu_extra": [{"batch": 1, "heads": 3, "seq": 21, "head_dim": 24}],
        "extra": [{"batch": 3, "heads": 12, "seq": 777, "head_dim": 64}],
    },
}

# H200 eager estimate: bmm 2*8*16*1024^2*64 = 1.7e10 FLOP -> ~0.4 ms; scale, masked_fill and softmax
# each read+write the 512 MB score tensor (~3.5 GB with the bmm write) -> ~1 ms. Total ~1.5 ms.
batch = 8
heads = 16
seq = 1024
head_dim = 64


class Model(nn.Module):
    def __init__(self, head_dim):
        super().__init__()
        self.scale = 1.0 / math.sqrt(head_dim)

    def forward(self, q, k):
        s = q.size(-2)
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scale
        causal = torch.ones(s, s, dtype=torch.bool, device=q.device).triu(1)
        scores = scores.masked_fill(causal, float("-inf"))
        return torch.softmax(scores, dim=-1)


def get_inputs():
    return [torch.randn(batch, heads, seq, head_dim) * 1.5, torch.randn(batch, heads, seq, head_dim) * 1.5]


def get_init_inputs():
    return [head_dim]
