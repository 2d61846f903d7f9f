"""Small U-Net stage: conv-ReLU, max-pool down, conv-ReLU, transposed-conv up, skip concat, conv-ReLU."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["unet", "conv2d", "conv_transpose2d", "maxpool2d", "concat", "relu", "block", "nchw"],
    "description": "e = relu(enc(x)); m = relu(mid(maxpool2(e))); u = up(m); out = relu(dec(cat([u, e], 1))).",
    "flops": "2 * batch * height * width * channels * 9 * (in_channels + 2 * channels) + 2 * batch * (height // 2) * (width // 2) * 2 * channels * channels * (9 + 4) + 8 * batch * channels * height * width",
    "bytes": "(batch * in_channels * height * width + channels * in_channels * 9 + 2 * channels * channels * 9 + 2 * channels * channels * 4 + 2 * channels * channels * 9 + 5 * channels + batch * channels * height * width) * 4",
    "shapes": {
        "cpu": {"batch": 1, "in_channels": 3, "channels": 8, "height": 12, "width": 12},
        "cpu_extra": [{"batch": 2, "in_channels": 3, "channels": 5, "height": 10, "width": 14}],
        "extra": [{"batch": 5, "in_channels": 24, "channels": 48, "height": 150, "width": 90}],
    },
}

# H200 eager estimate: convs 9.7e9 (enc) + 9.7e9 (mid) + 4.3e9 (up) + 3.9e10 (dec) = 6.2e10 FLOP / 45e12
# -> ~1.4 ms; ReLUs, pool and concat over 134-268 MB activations (~2 GB moved) -> ~0.6 ms. Total ~2 ms.
batch = 16
in_channels = 32
channels = 64
height = 128
width = 128


class Model(nn.Module):
    def __init__(self, in_channels, channels):
        super().__init__()
        self.enc = nn.Conv2d(in_channels, channels, 3, padding=1)
        self.mid = nn.Conv2d(channels, 2 * channels, 3, padding=1)
        self.up = nn.ConvTranspose2d(2 * channels, channels, 2, stride=2)
        self.dec = nn.Conv2d(2 * channels, channels, 3, padding=1)

    def forward(self, x):
        e = F.relu(self.enc(x))
        m = F.relu(self.mid(F.max_pool2d(e, 2)))
        u = self.up(m)
        return F.relu(self.dec(torch.cat([u, e], dim=1)))


def get_inputs():
    return [torch.randn(batch, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, channels]
