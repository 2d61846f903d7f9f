"""Classifying candidate exceptions: Triton's compile failures raised at the first launch (ptxas
refusing the PTX, a kernel too big for the GPU) are compile_error with a message naming the cause."""

import pytest

from anvil.runtime import faults

errors = pytest.importorskip("triton.runtime.errors")

# ptxas's stderr as Triton wraps it (Triton 3.6 and 3.9 word it so), for a load hinted with both
# a cache modifier and an eviction policy.
PTXAS_TEXT = (
    "Internal Triton PTX codegen error\n`ptxas` stderr:\n"
    "ptxas /tmp/tmpab12.ptx, line 80; error   : Modifier '.evict_first' cannot be combined with modifier '.cg'\n"
    "ptxas /tmp/tmpab12.ptx, line 86; error   : Modifier '.evict_first' cannot be combined with modifier '.cg'\n"
    "ptxas fatal   : Ptx assembly aborted due to errors\n"
    "Repro command: /opt/triton/bin/ptxas -lineinfo -v --gpu-name sm_90a /tmp/tmpab12.ptx\n")


def test_ptxas_error_is_a_compile_error_naming_the_refused_modifiers():
    reason, message, fatal = faults.classify(errors.PTXASError(PTXAS_TEXT))
    assert (reason, fatal) == ("compile_error", False)
    assert "Modifier '.evict_first' cannot be combined with modifier '.cg'" in message
    assert message.count("cannot be combined") == 1  # one line per distinct complaint
    assert "/tmp/" not in message and "Repro" not in message


def test_ptxas_error_without_error_lines_keeps_triton_s_first_line():
    reason, message, _ = faults.classify(errors.PTXASError("`ptxas` raised SIGSEGV\n"))
    assert reason == "compile_error"
    assert "ptxas` raised SIGSEGV" in message


def test_out_of_resources_is_a_compile_error_with_its_advice():
    reason, message, _ = faults.classify(errors.OutOfResources(262144, 232448, "shared memory"))
    assert reason == "compile_error"
    assert "shared memory" in message and "Reducing block sizes" in message


def test_other_exceptions_stay_runtime_errors():
    assert faults.classify(ValueError("shapes differ"))[0] == "runtime_error"


def test_an_exception_named_like_torchs_out_of_memory_is_not_one():
    import torch
    from anvil.runtime import faults

    class OutOfMemoryError(Exception):  # a candidate's own, to be judged again alone
        pass
    assert not faults.is_gpu_oom(OutOfMemoryError("CUDA out of memory"))
    assert faults.is_gpu_oom(torch.cuda.OutOfMemoryError("CUDA out of memory"))
