"""The view a candidate gets for a compiled kernel (a launch's return value, a kernel's warmup()):
what honest code reads and a launch the audit sees, nothing that swaps the binary or reaches
Triton's object; in the compile pass it neither loads nor launches."""
import types

import pytest

from anvil.runtime import compiled_view


class FakeCompiled:  # Triton's CompiledKernel as far as the view uses it
    def __init__(self):
        self.name, self.module, self.loads, self.ran = "relu_kernel", None, 0, []
        self.metadata = types.SimpleNamespace(shared=0, num_warps=4)
        self.asm = {"ptx": "// ptx", "cubin": b"\x7fELF"}

    def _init_handles(self):
        if self.module is None:
            self.loads += 1
            self.module, self.n_regs, self.n_spills, self.n_max_threads = "module", 40, 0, 1024

    def __getitem__(self, grid):
        self._init_handles()
        return lambda *args: self.ran.append((grid, args))


def view_of(mode=None, compile_only=False, cuda=True):
    launches = types.SimpleNamespace(mode=mode, launched=[])
    state = types.SimpleNamespace(compile_only=compile_only, cuda=cuda)
    kernel = FakeCompiled()
    return compiled_view._VIEW(compiled_view._Compiled(kernel, launches, state)), kernel, launches


def test_a_view_loads_reads_counts_and_launches_through_the_audit():
    v, kernel, launches = view_of(mode="record")
    v._init_handles()
    assert (kernel.loads, v.n_regs, v.n_spills, v.name, v.metadata.shared) == (1, 40, 0, "relu_kernel", 0)
    v[(4,)](1, 2)  # a short grid is padded to Triton's three dimensions
    assert kernel.ran == [((4, 1, 1), (1, 2))] and launches.launched == ["relu_kernel"]
    v[(0, 1, 1)](1, 2)  # no programs: launched, not counted
    assert len(kernel.ran) == 2 and launches.launched == ["relu_kernel"]
    launches.mode = "ghost"
    v[(4, 1, 1)](1, 2)
    assert len(kernel.ran) == 2  # ghost replay skips it like any other launch


def test_the_compile_pass_neither_loads_nor_launches():
    v, kernel, _ = view_of(compile_only=True, cuda=False)
    v._init_handles()
    assert v.n_regs == compiled_view.PLACEHOLDER_COUNTS["n_regs"] and kernel.loads == 0
    v[(4, 1, 1)](1, 2)
    assert kernel.ran == [] and kernel.loads == 0
    v2, kernel2, _ = view_of(compile_only=True, cuda=True)  # the compile pass on the GPU: loads, no launch
    assert v2.n_regs == 40 and kernel2.loads == 1
    v2[(4, 1, 1)](1)
    assert kernel2.ran == []


def test_nothing_of_the_view_swaps_the_binary_or_reaches_the_kernel():
    v, kernel, _ = view_of()
    for name, value in (("module", None), ("kernel", b"evil"), ("run", print), ("n_regs", 1)):
        with pytest.raises(AttributeError):
            setattr(v, name, value)
    for name in ("kernel", "module", "function", "run", "src", "packed_metadata", "__dict__"):
        assert not hasattr(v, name), name
    v.asm["cubin"] = b"evil"  # a copy
    assert kernel.asm["cubin"] == b"\x7fELF"
    with pytest.raises(TypeError):
        type(v)()
    assert compiled_view.real(v) is kernel and compiled_view.real(kernel) is kernel and compiled_view.real(None) is None


def test_values_other_than_tritons_compiled_kernel_are_handed_back_as_they_are():
    wrap = compiled_view.wrapper(types.SimpleNamespace(mode=None, launched=[]),
                                 types.SimpleNamespace(compile_only=False, cuda=True))
    for value in (None, [1], FakeCompiled()):
        assert wrap(value) is value
