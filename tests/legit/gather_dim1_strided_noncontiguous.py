# problem: level1/gather_dim1
# expect: ok
"""torch.gather(x, 1, index) with the kernel taking every stride (x.stride(0), x.stride(1),
index.stride(...)) instead of calling .contiguous(); shapes validated with torch.Size
comparisons and a ValueError carrying an f-string; int64 indices loaded and used directly."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def gather_cols_kernel(x_ptr, idx_ptr, out_ptr, K,
                       sxr, sxc, sir, sic, sor, soc, BLOCK_K: tl.constexpr):
    row = tl.program_id(0)
    ks = tl.program_id(1) * BLOCK_K + tl.arange(0, BLOCK_K)
    ok = ks < K
    idx = tl.load(idx_ptr + row * sir + ks * sic, mask=ok, other=0)
    vals = tl.load(x_ptr + row * sxr + idx * sxc, mask=ok, other=0.0)
    tl.store(out_ptr + row * sor + ks * soc, vals, mask=ok)


class ModelNew(nn.Module):
    def forward(self, x, index):
        if index.dim() != 2 or index.shape[:1] != x.shape[:1]:
            raise ValueError(f"index of shape {tuple(index.shape)} does not match x of shape {tuple(x.shape)}")
        out_shape = torch.Size([x.shape[0]]) + index.shape[1:]
        out = torch.empty(out_shape, device=x.device, dtype=x.dtype)
        rows, k = out_shape
        BLOCK_K = 64
        grid = (rows, triton.cdiv(k, BLOCK_K))
        gather_cols_kernel[grid](x, index, out, k,
                                 x.stride(0), x.stride(1), index.stride(0), index.stride(1),
                                 out.stride(0), out.stride(1), BLOCK_K=BLOCK_K)
        return out
