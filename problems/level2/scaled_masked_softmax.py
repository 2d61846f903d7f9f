"""Scale, key-padding mask (from per-sequence lengths) and softmax over attention scores."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["softmax", "mask", "scale", "attention", "fusion", "reduction"],
    "description": "softmax((scores * scale).masked_fill(key >= length[b], -inf)) for precomputed (B, H, S, S) scores.",
    "atol": 1e-5,
    "flops": "4 * batch * heads * seq * seq",
    # Masked keys need not be read (their outputs are 0), so only the writes are certain.
    "bytes": "batch * heads * seq * seq * 4 + batch * 8",
    "shapes": {
        "cpu": {"batch": 2, "heads": 2, "seq": 32},
        "cpu_extra": [{"batch": 3, "heads": 1, "seq": 27}],
        "extra": [{"batch": 5, "heads": 12, "seq": 1000}],
    },
}

# H200 eager estimate: mul, masked_fill, softmax each read+write 1 GB of scores -> ~6 GB -> ~1.7 ms.
batch = 16
heads = 16
seq = 1024
scale = 0.125


class Model(nn.Module):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale

    def forward(self, scores, lengths):
        s = scores.size(-1)
        pad = torch.arange(s, device=scores.device)[None, :] >= lengths[:, None]
        scores = (scores * self.scale).masked_fill(pad[:, None, None, :], float("-inf"))
        return torch.softmax(scores, dim=-1)


def get_inputs():
    return [torch.randn(batch, heads, seq, seq) * 16.0, torch.randint(1, seq + 1, (batch,))]


def get_init_inputs():
    return [scale]
