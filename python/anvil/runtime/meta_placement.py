"""The compile pass on meta tensors places on meta whatever the candidate asks to put on a CUDA
device (`device="cuda"`, `.cuda()`, `.to("cuda")`, `nn.Module.to`): the pass compiles kernels and
must launch no GPU work, whether forward hard-codes its device or tries to use the GPU on purpose
while other candidates are timed."""

from __future__ import annotations

import torch
from torch.overrides import TorchFunctionMode


def _is_cuda(d, ints_are_devices: bool = False) -> bool:
    if isinstance(d, torch.device):
        return d.type == "cuda"
    if isinstance(d, str):
        return d == "cuda" or d.startswith("cuda:")
    return ints_are_devices and isinstance(d, int) and not isinstance(d, bool)


class OnMeta(TorchFunctionMode):
    """Inside: a tensor that would go to a CUDA device goes to meta."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = dict(kwargs or {})
        if _is_cuda(kwargs.get("device"), ints_are_devices=True):
            kwargs["device"] = "meta"
        if func is torch.Tensor.cuda:  # cuda(device=None, non_blocking=False, ...): device and flags dropped
            return args[0].to("meta")
        if func is torch.Tensor.pin_memory:  # page-locked host memory needs a CUDA context
            return args[0]
        # Tensor.to(0) names device 0; elsewhere a positional int is a size.
        args = tuple("meta" if _is_cuda(a, func is torch.Tensor.to) else a for a in args)
        return func(*args, **kwargs)
