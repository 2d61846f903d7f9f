"""Compile-only mode for the candidate's compile pass: while active, every Triton launch compiles
its kernel (and every autotune config) without running it, so compilation happens on a CPU core
outside the GPU lane. On the GPU the kernels are loaded with their launchers at once; given the
GPU's target instead, nothing touches CUDA (forward runs on meta tensors, Triton is told the
device, stream and target) and `load` does that part later. In interpreter mode the same pass
compiles each interpreted kernel for a GPU target (`gpu_twins.py`): code the interpreter runs but
a GPU's compiler rejects fails there, as it would on the GPU. Trusted runtime code; it only affects
the candidate's own process."""

from __future__ import annotations

import contextlib


class _Counter:
    def __init__(self):
        self.compiled = 0
        self.kernels: list = []  # compiled without CUDA, to be loaded later


class _ToldDriver:
    """Triton's driver as a compile pass without CUDA sees it: device 0, the default stream and the
    GPU's target as given; anything else from the real driver, created only if asked for."""

    def __init__(self, target):
        self.target = target

    def get_current_device(self):
        return 0

    def get_current_stream(self, device=None):
        return 0

    def get_current_target(self):
        return self.target

    def __getattr__(self, name):
        from triton.runtime import driver
        return getattr(driver.default, name)


class _State:
    """Whether a compile pass is on (nothing launches) and whether it may touch CUDA (load kernels);
    compiled_view's views of the compiled kernels read it."""
    compile_only = False
    cuda = True


STATE = _State()


@contextlib.contextmanager
def compile_only(capability: tuple[int, int] | None = None, interpreted: bool = False):
    """capability: the GPU's (major, minor); given, compile for it without touching CUDA.
    interpreted (with a capability): the kernels are the interpreter's, each compiled through a
    JITFunction twin of its function (`gpu_twins`); nothing is kept to load."""
    counter = _Counter()
    try:
        from triton.runtime import driver
        from triton.runtime.autotuner import Autotuner
        from triton.runtime.jit import JITFunction
    except ImportError:  # pragma: no cover - triton is a hard requirement of the runtime
        yield counter
        return
    orig_run = JITFunction.run
    orig_tune = Autotuner.run
    # Kept to load later (or loaded now); an interpreted pass has no GPU to load them on.
    keep = (lambda kernels: None) if interpreted else load if capability is None else counter.kernels.extend

    def kept(kernels):  # the views the candidate gets back; the runtime keeps what is under them
        from anvil.runtime import compiled_view
        keep([compiled_view.real(k) for k in (kernels if isinstance(kernels, (list, tuple)) else [kernels])])
        return kernels

    tuning = [0]  # inside an autotuned launch: its configs are compiled, none is kept

    def run(self, *args, grid=None, warmup=False, **kwargs):
        counter.compiled += 1
        kernel = orig_run(self, *args, grid=grid, warmup=True, **kwargs)
        return kernel if tuning[0] else kept(kernel)

    def tune(self, *args, **kwargs):
        # A launch `kernel[grid](...)` reaches Autotuner.run with warmup=False among kwargs, which
        # Autotuner.warmup would pass on beside its own warmup=True (a TypeError: no config compiled).
        # The configs are compiled (into Triton's cache, so the lane's tuning only loads them) but
        # not kept to load: one that cannot load (too much shared memory) is the autotuner's to skip.
        kwargs.pop("warmup", None)
        tuning[0] += 1
        try:
            return _each_config(self, args, kwargs)
        finally:
            tuning[0] -= 1

    JITFunction.run = run
    Autotuner.run = tune
    before = driver._active  # None until something asked Triton for its driver
    if capability is not None:
        from triton.backends.compiler import GPUTarget
        driver.set_active(_ToldDriver(GPUTarget("cuda", 10 * capability[0] + capability[1], 32)))
    before_state = (STATE.compile_only, STATE.cuda)
    STATE.compile_only, STATE.cuda = True, capability is None
    twins = contextlib.ExitStack()
    try:
        if interpreted:
            from anvil.runtime import gpu_twins
            twins.enter_context(gpu_twins.compiled_as_jit())
        yield counter
    finally:
        twins.close()
        STATE.compile_only, STATE.cuda = before_state
        JITFunction.run = orig_run
        Autotuner.run = orig_tune
        if capability is not None:
            driver.set_active(before)


def _skipped_by_tuning():
    """What Triton's autotuner does with a config whose compilation raises it: times it as
    infinitely slow and tunes on (Autotuner._bench)."""
    kinds = []
    try:
        from triton.runtime.errors import OutOfResources, PTXASError
        kinds += [OutOfResources, PTXASError]
    except ImportError:  # pragma: no cover - older Triton
        pass
    try:
        from triton.compiler.errors import CompileTimeAssertionFailure
        kinds.append(CompileTimeAssertionFailure)
    except ImportError:  # pragma: no cover
        pass
    return tuple(kinds)


def _each_config(tuner, args, kwargs) -> list:
    """Autotuner.warmup: every config the tuner keeps, compiled. A config that fails as the
    autotuner skips (a failed tl.static_assert, ptxas) is skipped as on the GPU, where tuning times
    it out; it is the verdict only when no config is left, or when there was nothing to tune (one
    config after pruning: the GPU runs it untimed)."""
    tuner.nargs = dict(zip(tuner.arg_names, args))
    try:
        configs = tuner.prune_configs(kwargs)
        compiled, failed = [], []
        for config in configs:
            try:
                compiled.append(tuner.fn.warmup(*args, **kwargs, **config.all_kwargs()))
            except _skipped_by_tuning() as e:
                if len(configs) == 1:
                    raise
                failed.append(e)
        if failed and not compiled:
            raise failed[0]
        return compiled
    finally:
        tuner.nargs = None


def load(kernels) -> None:
    """Load compiled kernels onto the device and build their launchers now (Triton does this at
    the first launch otherwise, which would put it in the GPU lane's time)."""
    for k in kernels:
        init = getattr(k, "_init_handles", None)
        if callable(init):
            init()


def build_launchers(kernels) -> None:
    """Best effort, without CUDA: build (and cache on disk) the launchers of kernels compiled
    without CUDA, so that loading them later costs milliseconds, not a C compilation."""
    from triton.runtime import driver
    for k in kernels:
        try:
            driver.default.launcher_cls(k.src, k.metadata)
        except Exception:  # noqa: BLE001 - loading builds it otherwise
            pass
