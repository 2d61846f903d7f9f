# problem: level1/adaptive_avgpool2d
# expect: ok
"""AdaptiveAvgPool2d with PyTorch's bin edges (start = floor(i*H/O), end = ceil((i+1)*H/O)) in
integer arithmetic in the kernel; __init__ records torch.cuda.current_device() when CUDA is
available (for a device check in forward)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def adaptive_avg_kernel(x_ptr, y_ptr, H, W, OH, OW, MAX_KH: tl.constexpr, MAX_KW: tl.constexpr):
    plane = tl.program_id(0)
    o = tl.program_id(1)
    oh = o // OW
    ow = o % OW
    h0 = (oh * H) // OH
    h1 = ((oh + 1) * H + OH - 1) // OH
    w0 = (ow * W) // OW
    w1 = ((ow + 1) * W + OW - 1) // OW
    kh = tl.arange(0, MAX_KH)
    kw = tl.arange(0, MAX_KW)
    ih = h0 + kh[:, None]
    iw = w0 + kw[None, :]
    m = (ih < h1) & (iw < w1)
    v = tl.load(x_ptr + plane * H * W + ih * W + iw, mask=m, other=0.0).to(tl.float32)
    cnt = ((h1 - h0) * (w1 - w0)).to(tl.float32)
    tl.store(y_ptr + plane * OH * OW + o, tl.sum(tl.sum(v, axis=1), axis=0) / cnt)


class ModelNew(nn.Module):
    def __init__(self, out_size):
        super().__init__()
        self.out_size = out_size
        self.device_index = torch.cuda.current_device() if torch.cuda.is_available() else None

    def forward(self, x):
        if x.is_cuda and self.device_index is not None:
            assert x.device.index == self.device_index, f"input on {x.device}, module built on cuda:{self.device_index}"
        x = x.contiguous()
        N, C, H, W = x.shape
        O = self.out_size
        y = torch.empty((N, C, O, O), device=x.device, dtype=x.dtype)
        max_kh = triton.next_power_of_2(-(-H // O) + 1)
        max_kw = triton.next_power_of_2(-(-W // O) + 1)
        adaptive_avg_kernel[(N * C, O * O)](x, y, H, W, O, O, MAX_KH=max_kh, MAX_KW=max_kw)
        return y
