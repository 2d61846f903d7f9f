"""Token embedding lookup plus learned position embedding, followed by LayerNorm (BERT-style input)."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["embedding", "gather", "layernorm", "fusion", "reduction"],
    "description": "LayerNorm(word_emb[ids] + pos_emb[arange(seq)]).",
    "flops": "10 * batch * seq * hidden",
    "bytes": "batch * seq * 8 + (vocab * hidden + seq * hidden + 2 * hidden + batch * seq * hidden) * itemsize",
    "shapes": {
        "cpu": {"batch": 2, "seq": 16, "hidden": 64, "vocab": 100},
        "cpu_extra": [{"batch": 3, "seq": 7, "hidden": 50, "vocab": 37}],
        "extra": [{"batch": 50, "seq": 500, "hidden": 1000, "vocab": 30522}],
    },
    "variants": {"bf16": {"dtype": "torch.bfloat16", "itemsize": 2}},
}

# H200 eager estimate: gather writes 1.07 GB, add reads 1.07 GB + writes 1.07 GB, LayerNorm reads/writes
# 2.1 GB, plus the 262 MB table -> ~5.6 GB -> ~1.6 ms fp32, ~0.8 ms bf16.
batch = 128
seq = 1024
hidden = 2048
vocab = 32000
dtype = torch.float32
itemsize = 4


class Model(nn.Module):
    def __init__(self, vocab, seq, hidden, dtype):
        super().__init__()
        self.word = nn.Embedding(vocab, hidden)
        self.pos = nn.Embedding(seq, hidden)
        self.norm = nn.LayerNorm(hidden, eps=1e-12)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.25 * torch.randn(hidden))
            self.norm.bias.copy_(0.2 * torch.randn(hidden))
        self.to(dtype)

    def forward(self, ids):
        positions = torch.arange(ids.size(1), device=ids.device)
        return self.norm(self.word(ids) + self.pos(positions)[None])


def get_inputs():
    return [torch.randint(0, vocab, (batch, seq))]


def get_init_inputs():
    return [vocab, seq, hidden, dtype]
