"""Vision-transformer patch embedding: strided conv patchify, flatten, add position embedding, LayerNorm."""
import torch
import torch.nn as nn

ANVIL_META = {
    "tags": ["vit", "patch-embedding", "conv2d", "layernorm", "block"],
    "description": "LayerNorm(conv_{patch x patch, stride patch}(img).flatten(2).transpose(1, 2) + pos_embed).",
    "flops": "2 * batch * (img_size // patch) ** 2 * embed_dim * channels * patch * patch + 10 * batch * (img_size // patch) ** 2 * embed_dim",
    "bytes": "(batch * channels * img_size * img_size + embed_dim * channels * patch * patch + 3 * embed_dim + (img_size // patch) ** 2 * embed_dim + batch * (img_size // patch) ** 2 * embed_dim) * 4",
    "shapes": {
        "cpu": {"batch": 2, "channels": 3, "img_size": 32, "patch": 8, "embed_dim": 32},
        "cpu_extra": [{"batch": 3, "channels": 3, "img_size": 24, "patch": 8, "embed_dim": 40}],
        "extra": [{"batch": 50, "channels": 3, "img_size": 384, "patch": 16, "embed_dim": 1000}],
    },
}

# H200 eager estimate (fp32): conv 2*256*196*768*768 = 5.9e10 FLOP / 45e12 -> ~1.3 ms; transpose copy,
# pos add and LayerNorm over 154 MB (~0.9 GB moved) -> ~0.3 ms. Total ~1.6 ms.
batch = 256
channels = 3
img_size = 224
patch = 16
embed_dim = 768
num_patches = (img_size // patch) ** 2


class Model(nn.Module):
    def __init__(self, channels, patch, embed_dim, num_patches):
        super().__init__()
        self.proj = nn.Conv2d(channels, embed_dim, patch, stride=patch)
        self.pos_embed = nn.Parameter(0.5 * torch.randn(1, num_patches, embed_dim))
        self.norm = nn.LayerNorm(embed_dim, eps=1e-6)
        with torch.no_grad():
            self.norm.weight.copy_(1.0 + 0.2 * torch.randn(embed_dim))
            self.norm.bias.copy_(0.1 * torch.randn(embed_dim))

    def forward(self, img):
        x = self.proj(img).flatten(2).transpose(1, 2)
        return self.norm(x + self.pos_embed)


def get_inputs():
    return [torch.randn(batch, channels, img_size, img_size)]


def get_init_inputs():
    return [channels, patch, embed_dim, num_patches]
