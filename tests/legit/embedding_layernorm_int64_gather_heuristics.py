# problem: level2/embedding_layernorm
# expect: ok
"""Word + position embedding gather fused with LayerNorm: int64 token ids loaded in the kernel,
`@triton.heuristics` for the block (next power of two of the hidden size) and num_warps, one
program per token."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.heuristics({
    "BLOCK": lambda a: triton.next_power_of_2(a["hidden"]),
    "num_warps": lambda a: 8 if a["hidden"] >= 2048 else 4,
})
@triton.jit
def embed_ln_kernel(ids_ptr, word_ptr, pos_ptr, w_ptr, b_ptr, y_ptr, seq, hidden, eps, BLOCK: tl.constexpr):
    tok = tl.program_id(0)
    pos = tok % seq
    idx = tl.load(ids_ptr + tok).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    m = cols < hidden
    e = tl.load(word_ptr + idx * hidden + cols, mask=m, other=0.0).to(tl.float32)
    e += tl.load(pos_ptr + pos * hidden + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(e, 0) / hidden
    d = tl.where(m, e - mean, 0.0)
    var = tl.sum(d * d, 0) / hidden
    y = d / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=m, other=0.0).to(tl.float32)
    tl.store(y_ptr + tok.to(tl.int64) * hidden + cols, (y * w + b).to(y_ptr.dtype.element_ty), mask=m)


class ModelNew(nn.Module):
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
        ids = ids.contiguous()
        B, S = ids.shape
        H = self.word.weight.shape[1]
        y = torch.empty((B, S, H), device=ids.device, dtype=self.word.weight.dtype)
        embed_ln_kernel[(B * S,)](ids, self.word.weight, self.pos.weight, self.norm.weight, self.norm.bias, y,
                                  S, H, self.norm.eps)
        return y
