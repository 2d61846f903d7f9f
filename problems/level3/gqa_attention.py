"""Grouped-query causal attention block: many query heads share fewer key/value heads."""
import math
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["attention", "gqa", "causal", "gemm", "block"],
    "description": "q = Wq x (heads), k/v = Wkv x (kv_heads, repeated to heads), causal SDPA, output projection; bias-free.",
    "flops": "2 * batch * seq * embed_dim * (2 * embed_dim + 2 * kv_heads * (embed_dim // heads)) + 2 * batch * seq * seq * embed_dim",
    "bytes": "(2 * batch * seq * embed_dim + 2 * embed_dim * embed_dim + 2 * embed_dim * kv_heads * (embed_dim // heads)) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "seq": 16, "embed_dim": 64, "heads": 4, "kv_heads": 2},
        "cpu_extra": [{"batch": 1, "seq": 13, "embed_dim": 48, "heads": 3, "kv_heads": 1}],
        "extra": [{"batch": 2, "seq": 1111, "embed_dim": 1536, "heads": 12, "kv_heads": 4}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2, "batch": 48}},
}

# H200 eager estimate (fp32): projections 2*4096*2048*(4096 + 1024) = 8.6e10, causal attention ~1.7e10 useful
# FLOP -> ~2.3-2.7 ms at 45 TFLOP/s, + repeat_interleave copies ~0.1 ms. bf16 variant: measured 0.89 ms on an
# H200 at batch 16; scaled to batch 48 (x3) -> ~2.7 ms.
batch = 4
seq = 1024
embed_dim = 2048
heads = 16
kv_heads = 4
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, embed_dim, heads, kv_heads, dtype):
        super().__init__()
        self.heads = heads
        self.kv_heads = kv_heads
        self.head_dim = embed_dim // heads
        self.q = nn.Linear(embed_dim, heads * self.head_dim, bias=False)
        self.kv = nn.Linear(embed_dim, 2 * kv_heads * self.head_dim, bias=False)
        self.o = nn.Linear(heads * self.head_dim, embed_dim, bias=False)
        # Larger-than-default q/k/v weights keep the attention distribution from being nearly uniform.
        nn.init.normal_(self.q.weight, std=1.2 / math.sqrt(embed_dim))
        nn.init.normal_(self.kv.weight, std=1.2 / math.sqrt(embed_dim))
        self.to(dtype)

    def forward(self, x):
        b, s, _ = x.shape
        q = self.q(x).view(b, s, self.heads, self.head_dim).transpose(1, 2)
        kv = self.kv(x).view(b, s, 2, self.kv_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        rep = self.heads // self.kv_heads
        k = kv[0].repeat_interleave(rep, dim=1)
        v = kv[1].repeat_interleave(rep, dim=1)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o(y.transpose(1, 2).reshape(b, s, self.heads * self.head_dim))


def get_inputs():
    return [torch.randn(batch, seq, embed_dim, dtype=dtype)]


def get_init_inputs():
    return [embed_dim, heads, kv_heads, dtype]
