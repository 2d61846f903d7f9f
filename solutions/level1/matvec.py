"""Reference solution: memory-bound GEMV. Each program owns BLOCK_M rows and streams the
reduction dimension in BLOCK_K tiles, accumulating products in fp32."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def matvec_kernel(a_ptr, x_ptr, out_ptr, M, K, stride_am, stride_xk, stride_om,
                  BLOCK_M: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    row_mask = rows < M
    row_off = rows.to(tl.int64) * stride_am
    acc = tl.zeros([BLOCK_M, BLOCK_K], dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        ks = k0 + tl.arange(0, BLOCK_K)
        k_mask = ks < K
        a = tl.load(a_ptr + row_off[:, None] + ks[None, :],
                    mask=row_mask[:, None] & k_mask[None, :], other=0.0).to(tl.float32)
        x = tl.load(x_ptr + ks * stride_xk, mask=k_mask, other=0.0).to(tl.float32)
        acc += a * x[None, :]
    y = tl.sum(acc, axis=1)
    tl.store(out_ptr + rows * stride_om, y.to(out_ptr.dtype.element_ty), mask=row_mask)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, a, x):
        a = a.contiguous()
        M, K = a.shape
        out = torch.empty((M, 1), dtype=a.dtype, device=a.device)
        block_m = 4
        block_k = min(triton.next_power_of_2(K), 1024)
        matvec_kernel[(triton.cdiv(M, block_m),)](a, x, out, M, K, a.stride(0), x.stride(0),
                                                  out.stride(0), BLOCK_M=block_m, BLOCK_K=block_k,
                                                  num_warps=4)
        return out
