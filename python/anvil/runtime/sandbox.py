"""Confinement applied in a child right after the fork, before any candidate code runs:
working directory in the scratch folder, a scrubbed environment, output redirected to a log, and
the kernel-level layers (network namespace, Landlock, rlimits, separate uid, seccomp) of the C++
library libanvil_sandbox. What could not be applied is reported, never skipped silently."""

from __future__ import annotations

import ctypes
import json
import os
import tempfile
from pathlib import Path

KEEP_ENV = ("PATH", "LANG", "LC_ALL", "CUDA_VISIBLE_DEVICES", "TRITON_INTERPRET", "PYTHONPATH",
            "PYTHONHASHSEED", "LD_LIBRARY_PATH", "CUDA_HOME", "TRITON_PTXAS_PATH",
            "TRITON_LIBCUDA_PATH", "TRITON_CUDACRT_PATH", "TRITON_CUDART_PATH", "CUDA_DEVICE_MAX_CONNECTIONS")


def _redirect_output(path: str | None) -> None:
    target = os.open(path or os.devnull, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    os.dup2(target, 1)
    os.dup2(target, 2)
    os.close(target)


def scrub_environment(scratch: str) -> None:
    keep = {k: os.environ[k] for k in KEEP_ENV if k in os.environ}
    os.environ.clear()
    os.environ.update(keep)
    os.environ["HOME"] = scratch
    os.environ["TMPDIR"] = scratch
    os.environ["TRITON_CACHE_DIR"] = os.path.join(scratch, "triton-cache")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(scratch, "inductor-cache")
    # tempfile caches its folder the first time it is asked, and the fork-server's imports (Dynamo)
    # ask: forget it, or the child's temporary files go to /tmp, which the sandbox makes read-only
    # (Triton builds its launchers in a temporary folder).
    tempfile.tempdir = None


def find_library(config: dict) -> str | None:
    candidates = [config.get("sandbox_lib"), os.environ.get("ANVIL_SANDBOX_LIB"),
                  str(Path(__file__).resolve().parent.parent / "lib" / "libanvil_sandbox.so")]
    for c in candidates:
        if c and os.path.exists(c):
            return c
    return None


def apply_kernel_layers(config: dict) -> dict:
    """Apply libanvil_sandbox with this child's settings; returns {applied, degraded}."""
    settings = dict(config.get("sandbox") or {})
    if settings.get("enabled") is False:
        return {"applied": [], "degraded": {"sandbox": "disabled by configuration"}}
    lib_path = find_library(config)
    if lib_path is None:
        return {"applied": [], "degraded": {"sandbox": "libanvil_sandbox.so not found: no namespaces, Landlock, "
                                                       "seccomp or separate uid for this candidate"}}
    settings["scratch"] = config.get("scratch") or os.getcwd()
    uid_note = None
    if settings.get("uid") is not None:
        hidden = _unreadable_by_others(_runtime_paths())
        if hidden:
            settings["uid"] = None
            uid_note = (f"{hidden} is not readable by other users, so the candidate keeps this process's uid "
                        "(install Python where other users can read it to get a uid per candidate)")
    lib = ctypes.CDLL(lib_path)
    buf = ctypes.create_string_buffer(4096)
    lib.anvil_sandbox_apply(json.dumps(settings).encode(), buf, len(buf))
    report = json.loads(buf.value.decode() or "{}")
    if uid_note:
        report.setdefault("degraded", {})["separate_uid"] = uid_note
    return report


def _runtime_paths() -> list[str]:
    import sys

    import torch
    import triton
    return [sys.prefix, sys.base_prefix, os.path.dirname(torch.__file__), os.path.dirname(triton.__file__),
            str(Path(__file__).resolve().parent)]


def _unreadable_by_others(paths: list[str]) -> str | None:
    """The first folder on these paths that a different, unprivileged user could not enter."""
    for p in paths:
        cur = Path(p).resolve()
        for d in [cur, *cur.parents]:
            try:
                if not os.stat(d).st_mode & 0o001:
                    return str(d)
            except OSError:
                return str(d)
    return None


def enter(config: dict, kernel_layers: bool = False) -> dict:
    """Confine this process. The kernel layers are for candidate processes only."""
    scratch = config.get("scratch") or "/tmp"
    os.makedirs(scratch, exist_ok=True)
    os.chdir(scratch)
    _redirect_output(config.get("log"))
    scrub_environment(scratch)
    return apply_kernel_layers(config) if kernel_layers else {}
