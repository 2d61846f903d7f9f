"""Classifying what went wrong in a candidate's process into a reason code and a short message
a model can act on (the traceback trimmed to the candidate's own frames)."""

from __future__ import annotations

import re
import traceback

from anvil.runtime import cuda_driver

MAX_MESSAGE = 700
# One ptxas complaint, e.g. "ptxas /tmp/x.ptx, line 80; error   : Modifier '.evict_first' cannot ...".
PTXAS_LINE = re.compile(r"ptxas\S*\s+\S+, line \d+; error\s*:\s*(.*)$")

# Substrings of CUDA error text -> reason code. Once one of these is seen the CUDA context is
# unusable, so the process reports and exits.
CUDA_FATAL = (
    ("illegal memory access", "illegal_memory_access"),
    ("device-side assert", "device_assert"),
    ("an illegal instruction", "cuda_error"),
    ("misaligned address", "illegal_memory_access"),
    ("unspecified launch failure", "cuda_error"),
    ("CUDA error", "cuda_error"),
)


def _candidate_frames(exc: BaseException, source_path: str | None) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    own = [f for f in frames if source_path and f.filename == source_path]
    picked = own[-3:] if own else frames[-1:]
    return "; ".join(f"line {f.lineno}: {(f.line or '').strip()}" for f in picked)


def is_gpu_oom(exc: BaseException) -> bool:
    """torch's or the driver's out-of-memory error, by class (a candidate's own exception class
    named OutOfMemoryError would otherwise be judged again alone, as not its doing)."""
    import torch
    torch_oom = tuple(c for c in (getattr(torch.cuda, "OutOfMemoryError", None),
                                  getattr(torch, "OutOfMemoryError", None)) if isinstance(c, type))
    return isinstance(exc, torch_oom + (cuda_driver.DeviceOutOfMemory,))


def classify(exc: BaseException, source_path: str | None = None) -> tuple[str, str, bool]:
    """(reason, message, fatal_for_process) for an exception raised by candidate code."""
    name = type(exc).__name__
    text = str(exc).strip().splitlines()
    first = text[0] if text else ""
    where = _candidate_frames(exc, source_path)
    fatal = False
    if is_gpu_oom(exc):
        reason = "gpu_oom"
        first = "ran out of GPU memory: " + first[:200]
    elif isinstance(exc, MemoryError) or "can't allocate memory" in str(exc):
        reason = "host_oom"
        fatal = True
    else:
        reason = "runtime_error"
        low = str(exc)
        if "OutOfBounds(" in low:  # interpreter mode's check of a kernel's addresses (interpreter_fixes)
            reason = "illegal_memory_access"
        for needle, code in CUDA_FATAL:
            if needle in low:
                reason, fatal = code, True
                break
        if reason == "runtime_error" and _is_compile_error(exc):
            reason = "compile_error"
            if name == "PTXASError":  # the assembler's own complaints say what to change
                first = _ptxas_errors(str(exc)) or first
            elif name != "OutOfResources":
                # Triton puts the useful part (the failing source line and the error) in the body.
                first = " ".join(line.strip() for line in text[-6:])
    msg = f"{name}: {first}"
    if where:
        msg += f" (at {where})"
    return reason, msg[:MAX_MESSAGE], fatal


def _ptxas_errors(text: str) -> str:
    """The distinct error lines of ptxas's stderr, without its temporary file's path."""
    seen: list[str] = []
    for line in text.splitlines():
        m = PTXAS_LINE.search(line)
        if m and m.group(1).strip() not in seen:
            seen.append(m.group(1).strip())
    return ("ptxas rejected the generated PTX: " + "; ".join(seen[:3])) if seen else ""


def _is_compile_error(exc: BaseException) -> bool:
    for cls in type(exc).__mro__:
        # PTXASError: ptxas refused the PTX Triton generated (e.g. a cache modifier combined with
        # an eviction policy); OutOfResources: the compiled kernel needs more shared memory or
        # registers than the GPU has. Both are raised at the first launch, from triton.runtime.
        # ForeignCall: gpu_twins refused a launch argument of the candidate's class (interpreter mode).
        if cls.__name__ in ("CompilationError", "CompileTimeAssertionFailure", "UnsupportedLanguageConstruct",
                            "PTXASError", "OutOfResources", "ForeignCall"):
            return True
        if cls.__module__.startswith("triton.compiler"):
            return True
    return False
