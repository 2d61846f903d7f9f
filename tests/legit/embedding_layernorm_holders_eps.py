# problem: level2/embedding_layernorm
# expect: ok
"""Word + position embedding then LayerNorm, fused: nn.Embedding and nn.LayerNorm kept as holders
(created in the reference's order, the norm's weights set under torch.no_grad() like the
reference's), eps read from self.norm.eps."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def emb_ln_kernel(ids_ptr, wemb_ptr, pemb_ptr, g_ptr, b_ptr, out_ptr, S, H, eps, BLOCK_H: tl.constexpr):
    tok = tl.program_id(0)
    pos = tok % S
    wid = tl.load(ids_ptr + tok)
    h = tl.arange(0, BLOCK_H)
    m = h < H
    e = tl.load(wemb_ptr + wid * H + h, mask=m, other=0.0).to(tl.float32) + \
        tl.load(pemb_ptr + pos * H + h, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(e, 0) / H
    d = tl.where(m, e - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, 0) / H + eps)
    g = tl.load(g_ptr + h, mask=m, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + h, mask=m, other=0.0).to(tl.float32)
    tl.store(out_ptr + tok * H + h, d * rstd * g + b, mask=m)


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
        B, S = ids.shape
        H = self.word.embedding_dim
        out = torch.empty((B, S, H), device=ids.device, dtype=self.word.weight.dtype)
        emb_ln_kernel[(B * S,)](ids.contiguous(), self.word.weight, self.pos.weight, self.norm.weight,
                                self.norm.bias, out, S, H, self.norm.eps, BLOCK_H=triton.next_power_of_2(H))
        return out
