# problem: level1/relu_elementwise
# expect: ok
"""ReLU with a wide autotune space built by itertools.product, pruned by early_config_prune and
ranked by a simple perf_model with top_k (the autotuner benchmarks only the best guesses)."""
import itertools
from typing import Any, Dict, List

import torch
import torch.nn as nn
import triton
import triton.language as tl

__all__ = ["ModelNew"]


def _configs() -> List[triton.Config]:
    return [
        triton.Config({"BLOCK_SIZE": bs}, num_warps=nw, num_stages=ns)
        for bs, nw, ns in itertools.product([256, 512, 1024, 2048, 4096], [2, 4, 8], [1, 2])
    ]


def _prune(configs: List[triton.Config], named_args: Dict[str, Any], **kwargs: Any) -> List[triton.Config]:
    n = named_args["n_elements"]
    kept = [c for c in configs if c.kwargs["BLOCK_SIZE"] <= max(256, triton.next_power_of_2(n))]
    kept = [c for c in kept if c.num_warps * 32 <= c.kwargs["BLOCK_SIZE"]]
    return kept or configs[:1]


def _estimate(**kwargs: Any) -> float:
    # Fewer, wider programs first; a tie goes to fewer warps.
    n = kwargs["n_elements"]
    block = kwargs["BLOCK_SIZE"]
    return triton.cdiv(n, block) + 0.01 * kwargs.get("num_warps", 4)


@triton.autotune(
    configs=_configs(),
    key=["n_elements"],
    prune_configs_by={"early_config_prune": _prune, "perf_model": _estimate, "top_k": 3},
)
@triton.jit
def relu_kernel(x_ptr, y_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tl.program_id(axis=0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0)
    tl.store(y_ptr + offsets, tl.maximum(x, 0.0), mask=mask)


class ModelNew(nn.Module):
    def __init__(self) -> None:
        super().__init__()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.contiguous()
        y = torch.empty_like(x)
        n = x.numel()
        grid = lambda meta: (triton.cdiv(n, meta["BLOCK_SIZE"]),)
        relu_kernel[grid](x, y, n)
        return y
