"""Reference solution: an RMSNorm kernel (statistics in fp32), one GEMM kernel computing both gate and up
projections with silu(gate) * up in its epilogue, and the down-projection GEMM with the residual add
fused into its epilogue. Intermediates are rounded where the eager reference materialises them (bf16)."""
import math

import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _tanh(x):
    return 2.0 * tl.sigmoid(2.0 * x) - 1.0


@triton.jit
def linear_kernel(a_ptr, w_ptr, bias_ptr, res_ptr, c_ptr, M, N, K,
                  stride_am, stride_ak, stride_wn, stride_wk, stride_rm, stride_rn, stride_cm, stride_cn,
                  HAS_BIAS: tl.constexpr, HAS_RES: tl.constexpr, ACT: tl.constexpr, IS_FP32: tl.constexpr,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    """c = act(a @ w^T + bias) (+ res). ACT: 0 none, 1 relu, 2 gelu(erf), 3 silu, 4 tanh.
    Like the eager reference, the pre-activation value is rounded to the output dtype first."""
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BLOCK_M)
    num_n = tl.cdiv(N, BLOCK_N)
    group = pid // (GROUP_M * num_n)
    first_m = group * GROUP_M
    size_m = min(num_m - first_m, GROUP_M)
    pid_m = first_m + (pid % (GROUP_M * num_n)) % size_m
    pid_n = (pid % (GROUP_M * num_n)) // size_m
    rm = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)).to(tl.int64)
    rn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)).to(tl.int64)
    rk = tl.arange(0, BLOCK_K)
    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        ks = k0 + rk
        a = tl.load(a_ptr + rm[:, None] * stride_am + ks[None, :] * stride_ak,
                    mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        w = tl.load(w_ptr + rn[None, :] * stride_wn + ks[:, None] * stride_wk,
                    mask=(rn[None, :] < N) & (ks[:, None] < K), other=0.0)
        if IS_FP32:
            acc += tl.dot(a, w, input_precision="ieee")
        else:
            acc += tl.dot(a, w)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    out_ty = c_ptr.dtype.element_ty
    if HAS_BIAS:
        acc += tl.load(bias_ptr + rn, mask=rn < N, other=0.0).to(tl.float32)[None, :]
    if ACT != 0:
        acc = acc.to(out_ty).to(tl.float32)
        if ACT == 1:
            acc = tl.maximum(acc, 0.0)
        elif ACT == 2:
            acc = 0.5 * acc * (1.0 + tl.erf(acc * 0.7071067811865476))
        elif ACT == 3:
            acc = acc * tl.sigmoid(acc)
        elif ACT == 4:
            acc = _tanh(acc)
    if HAS_RES:
        acc = acc.to(out_ty).to(tl.float32)
        acc += tl.load(res_ptr + rm[:, None] * stride_rm + rn[None, :] * stride_rn, mask=mask, other=0.0).to(tl.float32)
    tl.store(c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn, acc.to(out_ty), mask=mask)


def _blocks(M, N, K, is_fp32):
    if is_fp32:
        bm, bn, bk, warps = 64, 64, 32, 4
    else:
        bm, bn, bk, warps = 128, 128, 64, 8
    bm = max(16, min(bm, triton.next_power_of_2(M)))
    bn = max(16, min(bn, triton.next_power_of_2(N)))
    bk = max(16, min(bk, triton.next_power_of_2(K)))
    return bm, bn, bk, warps


def linear(a, weight, bias=None, act=0, residual=None, out=None):
    """act(a @ weight^T + bias) (+ residual) for 2-D a (M, K) and weight (N, K)."""
    M, K = a.shape
    N = weight.shape[0]
    if out is None:
        out = torch.empty((M, N), dtype=a.dtype, device=a.device)
    is_fp32 = a.dtype == torch.float32
    bm, bn, bk, warps = _blocks(M, N, K, is_fp32)
    res = residual if residual is not None else out
    grid = (triton.cdiv(M, bm) * triton.cdiv(N, bn),)
    linear_kernel[grid](a, weight, bias if bias is not None else weight, res, out, M, N, K,
                        a.stride(0), a.stride(1), weight.stride(0), weight.stride(1),
                        res.stride(0), res.stride(1), out.stride(0), out.stride(1),
                        HAS_BIAS=bias is not None, HAS_RES=residual is not None, ACT=act, IS_FP32=is_fp32,
                        BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk, GROUP_M=8, num_warps=warps, num_stages=3)
    return out


@triton.jit
def rmsnorm_kernel(x_ptr, w_ptr, out_ptr, n_cols, stride_x, stride_o, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
    ty = out_ptr.dtype.element_ty
    normed = (x * (1.0 / tl.sqrt(tl.sum(x * x, axis=0) / n_cols + eps))).to(ty).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    tl.store(out_ptr + row * stride_o + cols, (normed * w).to(ty), mask=mask)


@triton.jit
def swiglu_kernel(x_ptr, wg_ptr, wu_ptr, out_ptr, M, N, K,
                  stride_xm, stride_xk, stride_wn, stride_wk, stride_om, stride_on,
                  IS_FP32: tl.constexpr,
                  BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BLOCK_M)
    num_n = tl.cdiv(N, BLOCK_N)
    group = pid // (GROUP_M * num_n)
    first_m = group * GROUP_M
    size_m = min(num_m - first_m, GROUP_M)
    pid_m = first_m + (pid % (GROUP_M * num_n)) % size_m
    pid_n = (pid % (GROUP_M * num_n)) // size_m
    rm = (pid_m * BLOCK_M + tl.arange(0, BLOCK_M)).to(tl.int64)
    rn = (pid_n * BLOCK_N + tl.arange(0, BLOCK_N)).to(tl.int64)
    rk = tl.arange(0, BLOCK_K)
    acc_g = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    acc_u = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        ks = k0 + rk
        x = tl.load(x_ptr + rm[:, None] * stride_xm + ks[None, :] * stride_xk,
                    mask=(rm[:, None] < M) & (ks[None, :] < K), other=0.0)
        wmask = (rn[None, :] < N) & (ks[:, None] < K)
        woff = rn[None, :] * stride_wn + ks[:, None] * stride_wk
        wg = tl.load(wg_ptr + woff, mask=wmask, other=0.0)
        wu = tl.load(wu_ptr + woff, mask=wmask, other=0.0)
        if IS_FP32:
            acc_g += tl.dot(x, wg, input_precision="ieee")
            acc_u += tl.dot(x, wu, input_precision="ieee")
        else:
            acc_g += tl.dot(x, wg)
            acc_u += tl.dot(x, wu)
    # Match the reference's rounding points: both projections and silu(gate) are materialised in the
    # input dtype before the product.
    ty = out_ptr.dtype.element_ty
    g = acc_g.to(ty).to(tl.float32)
    u = acc_u.to(ty).to(tl.float32)
    s = (g * tl.sigmoid(g)).to(ty).to(tl.float32)
    y = s * u
    tl.store(out_ptr + rm[:, None] * stride_om + rn[None, :] * stride_on, y.to(ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


class ModelNew(nn.Module):
    def __init__(self, dim, hidden, eps, dtype):
        super().__init__()
        self.eps = eps
        self.norm_weight = nn.Parameter(1.0 + 0.2 * torch.randn(dim))
        self.gate = nn.Linear(dim, hidden, bias=False)
        self.up = nn.Linear(dim, hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)
        for lin in (self.gate, self.up):
            nn.init.normal_(lin.weight, std=0.7 / math.sqrt(lin.in_features))
        self.to(dtype)

    def forward(self, x):
        x = x.contiguous()
        M, K = x.shape
        h = torch.empty_like(x)
        block = triton.next_power_of_2(K)
        rmsnorm_kernel[(M,)](x, self.norm_weight, h, K, x.stride(0), h.stride(0), float(self.eps),
                             BLOCK=block, num_warps=16 if block >= 8192 else (8 if block >= 2048 else 4))
        wg, wu = self.gate.weight, self.up.weight
        N = wg.shape[0]
        act = torch.empty((M, N), dtype=x.dtype, device=x.device)
        is_fp32 = x.dtype == torch.float32
        bm, bn, bk, warps = (64, 64, 32, 4) if is_fp32 else (128, 64, 64, 8)
        bm = max(16, min(bm, triton.next_power_of_2(M)))
        bn = max(16, min(bn, triton.next_power_of_2(N)))
        bk = max(16, min(bk, triton.next_power_of_2(K)))
        grid = (triton.cdiv(M, bm) * triton.cdiv(N, bn),)
        swiglu_kernel[grid](h, wg, wu, act, M, N, K, h.stride(0), h.stride(1), wg.stride(0), wg.stride(1),
                            act.stride(0), act.stride(1), IS_FP32=is_fp32, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk,
                            GROUP_M=8, num_warps=warps, num_stages=3)
        return linear(act, self.down.weight, residual=x)
