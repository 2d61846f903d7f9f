"""3x3 convolution, inference-mode batch norm (running statistics) and ReLU."""
import torch
import torch.nn as nn
import torch.nn.functional as F

ANVIL_META = {
    "tags": ["conv2d", "batchnorm", "relu", "fusion", "nchw"],
    "description": "relu(batch_norm(conv3x3(x))) with BatchNorm in inference mode (running mean/var).",
    "flops": "2 * batch * out_channels * height * width * in_channels * 9 + 4 * batch * out_channels * height * width",
    "bytes": "(batch * in_channels * height * width + out_channels * in_channels * 9 + 5 * out_channels + batch * out_channels * height * width) * 4",
    "shapes": {
        "cpu": {"batch": 2, "in_channels": 4, "out_channels": 8, "height": 12, "width": 12},
        "cpu_extra": [{"batch": 1, "in_channels": 3, "out_channels": 5, "height": 11, "width": 13}],
        "extra": [{"batch": 7, "in_channels": 48, "out_channels": 96, "height": 100, "width": 150}],
    },
}

# H200 eager estimate: conv 2*32*128*128*128*64*9 = 7.7e10 FLOP / 45e12 -> ~1.7 ms;
# BN + ReLU passes over a 268 MB activation ~1.1 GB -> ~0.3 ms. Total ~2 ms.
batch = 32
in_channels = 64
out_channels = 128
height = 128
width = 128


class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, padding=1)
        self.bn = nn.BatchNorm2d(out_channels)
        with torch.no_grad():
            self.bn.weight.copy_(1.0 + 0.25 * torch.randn(out_channels))
            self.bn.bias.copy_(0.2 * torch.randn(out_channels))
            self.bn.running_mean.copy_(0.2 * torch.randn(out_channels))
            self.bn.running_var.copy_(0.3 + torch.rand(out_channels))

    def forward(self, x):
        y = self.conv(x)
        y = F.batch_norm(y, self.bn.running_mean, self.bn.running_var, self.bn.weight, self.bn.bias,
                         training=False, eps=self.bn.eps)
        return F.relu(y)


def get_inputs():
    return [torch.randn(batch, in_channels, height, width)]


def get_init_inputs():
    return [in_channels, out_channels]
