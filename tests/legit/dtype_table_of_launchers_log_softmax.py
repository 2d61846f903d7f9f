# problem: level1/log_softmax_rows
# expect: ok
"""Row log-softmax. One launcher object per input dtype (different block/warp choices for half
types), kept in a dict built in __init__; forward picks the launcher for x.dtype and calls its
`log_softmax` method."""
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def _log_softmax_kernel(x_ptr, y_ptr, n_cols, stride_x, stride_y, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    m = tl.full([BLOCK], float("-inf"), tl.float32)
    s = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + offs
        x = tl.load(x_ptr + row * stride_x + cols, mask=cols < n_cols, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m, x)
        s = tl.where(m_new == float("-inf"), 0.0, s * tl.exp(m - m_new) + tl.exp(x - m_new))
        m = m_new
    mx = tl.max(m, axis=0)
    lse = mx + tl.log(tl.sum(s * tl.exp(m - mx), axis=0))
    for start in range(0, n_cols, BLOCK):
        cols = start + offs
        mask = cols < n_cols
        x = tl.load(x_ptr + row * stride_x + cols, mask=mask, other=0.0).to(tl.float32)
        tl.store(y_ptr + row * stride_y + cols, (x - lse).to(y_ptr.dtype.element_ty), mask=mask)


class LogSoftmaxLauncher:
    def __init__(self, max_block: int, num_warps: int):
        self.max_block = max_block
        self.num_warps = num_warps

    def log_softmax(self, x: torch.Tensor) -> torch.Tensor:
        x2 = x.reshape(-1, x.shape[-1]).contiguous()
        y = torch.empty_like(x2)
        n_rows, n_cols = x2.shape
        block = min(self.max_block, triton.next_power_of_2(n_cols))
        _log_softmax_kernel[(n_rows,)](x2, y, n_cols, x2.stride(0), y.stride(0), BLOCK=block,
                                       num_warps=self.num_warps)
        return y.view(x.shape)


class ModelNew(nn.Module):
    def __init__(self):
        super().__init__()
        self.launchers = {
            torch.float32: LogSoftmaxLauncher(max_block=2048, num_warps=8),
            torch.float16: LogSoftmaxLauncher(max_block=4096, num_warps=8),
            torch.bfloat16: LogSoftmaxLauncher(max_block=4096, num_warps=8),
        }

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.launchers[x.dtype].log_softmax(x)
