# problem: level1/relu_elementwise
# expect: ok
"""Device queries at import, as Triton's tutorials write them: the active torch device and its SM
count, read once at module level to size a persistent grid. They create no CUDA context, so they
are allowed before the candidate's turn on the device (unlike GPU tensors made at import)."""
import torch
import torch.nn as nn
import triton
import triton.language as tl

if torch.cuda.is_available():
    DEVICE = triton.runtime.driver.active.get_active_torch_device()
    NUM_SMS = torch.cuda.get_device_properties(DEVICE).multi_processor_count
else:
    DEVICE, NUM_SMS = torch.device("cpu"), 4


@triton.jit
def relu_persistent(x_ptr, out_ptr, n, BLOCK: tl.constexpr, NPROG: tl.constexpr):
    for start in range(tl.program_id(0) * BLOCK, n, NPROG * BLOCK):
        offs = start + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(out_ptr + offs, tl.maximum(tl.load(x_ptr + offs, mask=mask, other=0.0), 0.0), mask=mask)


class ModelNew(nn.Module):
    def forward(self, x):
        x = x.contiguous()
        out = torch.empty_like(x)
        nprog = NUM_SMS * 4
        relu_persistent[(nprog,)](x, out, x.numel(), BLOCK=1024, NPROG=nprog)
        return out
