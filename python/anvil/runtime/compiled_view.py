"""What a candidate holds for a compiled kernel: the value a launch returns and what a kernel's
`warmup()` gives (the fused-softmax tutorial's way to read the register count). Triton hands back
its CompiledKernel, whose binary, module handle and launcher are plain attributes: with
`module = None` and `kernel = <any PTX or cubin>` the next `ck[grid](...)` loads and runs code the
gate never read. The view keeps the real object out of reach (in a closure's table, not an
attribute) and offers what honest code reads: the resource counts, the metadata, copies of the IR
texts, and a launch as `view[grid](*args)`, which the audit records and ghost replay skips like
any other launch. Trusted runtime code."""

from __future__ import annotations

import weakref

# What the counts read before the kernel is loaded (the compile pass must not touch CUDA): a grid
# sized from them there is never launched.
PLACEHOLDER_COUNTS = {"n_regs": 32, "n_spills": 0, "n_max_threads": 1024}


class _Compiled:
    """A CompiledKernel behind a view. `launches` is the audit's state (mode, launched list);
    `state` the compile pass's (compile_only: nothing launches; cuda: loading is allowed)."""

    def __init__(self, kernel, launches, state):
        self.kernel, self.launches, self.state = kernel, launches, state

    def loadable(self) -> bool:
        return not self.state.compile_only or self.state.cuda

    def init(self) -> None:
        if self.loadable():
            self.kernel._init_handles()

    def count(self, name: str):
        if not self.loadable():
            return PLACEHOLDER_COUNTS[name]
        self.kernel._init_handles()
        return getattr(self.kernel, name)

    def info(self, name: str):
        if name == "asm":
            return dict(self.kernel.asm)  # a copy: the binary it would load stays the compiler's
        return getattr(self.kernel, name)

    def launcher(self, grid):
        if self.state.compile_only:
            return lambda *args: None  # the compile pass compiles, it launches nothing
        if type(grid) in (tuple, list) and 0 < len(grid) < 3:
            grid = (*grid, *(1,) * (3 - len(grid)))  # Triton's launcher reads three dimensions
        run = self.kernel[grid]
        launches, name = self.launches, self.kernel.name
        empty = type(grid) in (tuple, list) and any(type(g) is int and g <= 0 for g in grid)

        def launch(*args):  # no stream=: the kernel runs on the current stream, as every launch
            if launches.mode == "ghost":
                return None
            run(*args)
            if launches.mode == "record" and not empty:
                launches.launched.append(str.__str__(name) if isinstance(name, str) else "?")
            return None
        return launch


class _Interpreted:
    """An interpreted kernel's warmup (Triton's interpreter has none): launching it launches the
    kernel itself, which the launch wrapper records and ghost replay skips."""

    def __init__(self, fn, options: dict):
        from types import SimpleNamespace
        self.fn = fn
        self.metadata = SimpleNamespace(name=getattr(fn, "__name__", "?"), shared=0,
                                        num_warps=options.get("num_warps", 4), num_stages=options.get("num_stages", 3))

    def init(self) -> None:
        pass

    def count(self, name: str):
        return PLACEHOLDER_COUNTS[name]

    def info(self, name: str):
        if name == "metadata":
            return self.metadata
        if name == "name":
            return self.metadata.name
        return {}  # asm: no IR in the interpreter

    def launcher(self, grid):
        fn = self.fn
        return lambda *args: fn[grid](*args)


def _make():
    table = weakref.WeakKeyDictionary()  # view -> its backend; nothing of the view's leads here

    class CompiledKernel:
        """A compiled Triton kernel: n_regs, n_spills, n_max_threads, metadata, name, asm (copies),
        _init_handles() (load it now), and kernel[grid](*args) to launch it."""
        __slots__ = ("__weakref__",)

        def __init__(self):
            raise TypeError("compiled kernels come from a kernel's warmup() or launch")

        n_regs = property(lambda self: table[self].count("n_regs"))
        n_spills = property(lambda self: table[self].count("n_spills"))
        n_max_threads = property(lambda self: table[self].count("n_max_threads"))
        metadata = property(lambda self: table[self].info("metadata"))
        name = property(lambda self: table[self].info("name"))
        asm = property(lambda self: table[self].info("asm"))

        def _init_handles(self):
            table[self].init()

        def __getitem__(self, grid):
            return table[self].launcher(grid)

    def view(backend):
        v = object.__new__(CompiledKernel)
        table[v] = backend
        return v

    def real(v):
        backend = table.get(v) if type(v) is CompiledKernel else None
        return backend.kernel if isinstance(backend, _Compiled) else v

    return view, real


_VIEW, _REAL = _make()


def wrapper(launches, state):
    """The function the launch wrapper hands every launch's return value to (timed launches too, so
    it costs a type check and a lookup): a CompiledKernel comes back as its view, one per kernel;
    anything else as it is. `launches` is the audit's state, `state` the compile pass's."""
    try:
        from triton.compiler.compiler import CompiledKernel
    except ImportError:  # pragma: no cover - triton is a hard requirement of the runtime
        return lambda kernel: kernel
    views: dict = {}  # id(kernel) -> (kernel, its view); Triton's own cache keeps the kernels alive

    def wrap(kernel):
        if type(kernel) is not CompiledKernel:
            return kernel
        hit = views.get(id(kernel))
        if hit is None or hit[0] is not kernel:
            hit = views[id(kernel)] = (kernel, _VIEW(_Compiled(kernel, launches, state)))
        return hit[1]
    return wrap


def interpreted(fn, options: dict):
    return _VIEW(_Interpreted(fn, options))


def real(value):
    """The CompiledKernel under a view (the runtime's own use: loading what the compile pass
    compiled); anything else as it is."""
    return _REAL(value)
