"""Compile-only mode for the candidate's compile pass: while active, every Triton launch compiles
its kernel (and every autotune config) without running it, and loads it with its launcher, so
compilation happens on a CPU core outside the GPU lane. Trusted runtime code; it only affects the
candidate's own process."""

from __future__ import annotations

import contextlib


class _Counter:
    compiled = 0


@contextlib.contextmanager
def compile_only():
    counter = _Counter()
    try:
        from triton.runtime.autotuner import Autotuner
        from triton.runtime.jit import JITFunction
    except ImportError:  # pragma: no cover - triton is a hard requirement of the runtime
        yield counter
        return
    orig_run = JITFunction.run
    orig_tune = Autotuner.run

    def run(self, *args, grid=None, warmup=False, **kwargs):
        counter.compiled += 1
        return _load(orig_run(self, *args, grid=grid, warmup=True, **kwargs))

    def tune(self, *args, **kwargs):
        return _load(self.warmup(*args, **kwargs))

    JITFunction.run = run
    Autotuner.run = tune
    try:
        yield counter
    finally:
        JITFunction.run = orig_run
        Autotuner.run = orig_tune


def _load(kernels):
    """Load compiled kernels onto the device and build their launchers now (Triton does this at
    the first launch otherwise, which would put it in the GPU lane's time)."""
    for k in kernels if isinstance(kernels, (list, tuple)) else [kernels]:
        init = getattr(k, "_init_handles", None)
        if callable(init):
            init()
    return kernels
