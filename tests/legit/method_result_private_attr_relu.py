# problem: level1/relu_elementwise
# expect: ok
"""A helper method returns a small launch-config object whose fields are private (`_block`,
`_warps`); forward reads them straight off the call: `self._get_cfg(n)._block`."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def relu_kernel(x_ptr, y_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0)
    y = tl.where(x > 0, x, 0.0)
    tl.store(y_ptr + offsets, y, mask=mask)


class _LaunchCfg:
    def __init__(self, block: int, warps: int):
        self._block = block
        self._warps = warps


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def _get_cfg(self, n: int) -> _LaunchCfg:
        if n >= 1 << 20:
            return _LaunchCfg(4096, 8)
        return _LaunchCfg(1024, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        block = self._get_cfg(n)._block
        grid = (triton.cdiv(n, block),)
        relu_kernel[grid](x, y, n, BLOCK_SIZE=block, num_warps=self._get_cfg(n)._warps)
        return y
