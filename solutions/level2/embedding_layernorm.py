"""Reference solution: one program per token gathers its word-embedding row and position row, adds them
(rounded to the table dtype, as the eager reference materialises the sum) and applies LayerNorm in fp32."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def embed_layernorm_kernel(ids_ptr, word_ptr, pos_ptr, w_ptr, b_ptr, out_ptr, seq, hidden, eps,
                           BLOCK: tl.constexpr):
    tok = tl.program_id(0).to(tl.int64)
    pos = tok % seq
    idx = tl.load(ids_ptr + tok).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < hidden
    e = tl.load(word_ptr + idx * hidden + cols, mask=mask, other=0.0).to(tl.float32)
    p = tl.load(pos_ptr + pos * hidden + cols, mask=mask, other=0.0).to(tl.float32)
    ty = out_ptr.dtype.element_ty
    h = (e + p).to(ty).to(tl.float32)
    mean = tl.sum(h, axis=0) / hidden
    d = tl.where(mask, h - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / hidden + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    y = d * rstd * w + b
    tl.store(out_ptr + tok * hidden + cols, y.to(ty), mask=mask)


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
        b, s = ids.shape
        hidden = self.word.weight.shape[1]
        word = self.word.weight.contiguous()
        pos = self.pos.weight.contiguous()
        out = torch.empty((b, s, hidden), dtype=word.dtype, device=ids.device)
        block = triton.next_power_of_2(hidden)
        embed_layernorm_kernel[(b * s,)](ids, word, pos, self.norm.weight, self.norm.bias, out, s, hidden,
                                         self.norm.eps, BLOCK=block, num_warps=8 if block >= 2048 else 4)
        return out
