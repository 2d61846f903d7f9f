"""Confinement applied in a child right after the fork, before any candidate code runs:
working directory in the scratch folder, a scrubbed environment, resource limits, and output
redirected to a log. The kernel-level sandbox (namespaces, seccomp, Landlock) lives in the C++
library libanvil_sandbox and is applied through it when available (docs/security.md)."""

from __future__ import annotations

import os
import resource

KEEP_ENV = ("PATH", "LANG", "LC_ALL", "CUDA_VISIBLE_DEVICES", "TRITON_INTERPRET", "PYTHONPATH",
            "PYTHONHASHSEED", "LD_LIBRARY_PATH", "CUDA_HOME", "TRITON_PTXAS_PATH",
            "TRITON_LIBCUDA_PATH", "TRITON_CUDACRT_PATH", "TRITON_CUDART_PATH")


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


def enter(config: dict) -> None:
    scratch = config.get("scratch") or "/tmp"
    os.makedirs(scratch, exist_ok=True)
    os.chdir(scratch)
    _redirect_output(config.get("log"))
    scrub_environment(scratch)
    limits = config.get("rlimits") or {}
    for name, value in limits.items():
        res = getattr(resource, "RLIMIT_" + name.upper(), None)
        if res is not None and value is not None:
            resource.setrlimit(res, (int(value), int(value)))
