"""Rotary position embedding (rotate-half form) applied to a (B, H, S, D) query tensor."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["rope", "elementwise", "broadcast", "fusion", "memory-bound"],
    "description": "cat(x1*cos - x2*sin, x2*cos + x1*sin) with fp32 cos/sin tables, computed in fp32 and cast back.",
    "flops": "6 * batch * heads * seq * head_dim",
    "bytes": "2 * batch * heads * seq * head_dim * itemsize + seq * head_dim * 4",
    "shapes": {
        "cpu": {"batch": 1, "heads": 2, "seq": 16, "head_dim": 32},
        "cpu_extra": [{"batch": 2, "heads": 3, "seq": 9, "head_dim": 22}],
        "extra": [{"batch": 3, "heads": 20, "seq": 1500, "head_dim": 80}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: slicing is free; 4 muls, sub, add and cat over 1 GB (fp32) -> ~9 GB -> ~2.6 ms fp32;
# bf16 adds a float cast of a 0.5 GB input and a final cast -> ~2 ms.
batch = 16
heads = 32
seq = 4096
head_dim = 128
base = 10000.0
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, seq, head_dim, base):
        super().__init__()
        half = head_dim // 2
        inv_freq = 1.0 / (base ** (torch.arange(half, dtype=torch.float32) / half))
        angles = torch.outer(torch.arange(seq, dtype=torch.float32), inv_freq)
        self.register_buffer("cos", torch.cos(angles), persistent=False)
        self.register_buffer("sin", torch.sin(angles), persistent=False)

    def forward(self, x):
        half = x.size(-1) // 2
        s = x.size(-2)
        cos, sin = self.cos[:s], self.sin[:s]
        xf = x.float()
        x1, x2 = xf[..., :half], xf[..., half:]
        out = torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)
        return out.to(x.dtype)


def get_inputs():
    return [torch.randn(batch, heads, seq, head_dim, dtype=dtype)]


def get_init_inputs():
    return [seq, head_dim, base]
