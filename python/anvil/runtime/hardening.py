"""Patches the candidate process applies to the standard library before candidate code runs, on
the GPU and the CPU alike: places where the library turns strings a candidate chooses into code.
The static gate refuses the known ways to make such strings; these close the generators behind."""

from __future__ import annotations

import dataclasses
import functools

_APPLIED = False


def _identifier_fields(process_class):
    """dataclasses pastes every annotated name of a class into the source it executes (__init__,
    __eq__, __repr__): a name that is not an identifier ("a,[... for m in ...]") runs as code."""
    @functools.wraps(process_class)
    def checked(cls, *args, **kwargs):
        names = cls.__dict__.get("__annotations__", {})
        bad = [n for n in names if not (isinstance(n, str) and n.isidentifier())]
        if bad:
            raise TypeError(f"dataclass field names must be identifiers, got {bad[0]!r}")
        return process_class(cls, *args, **kwargs)
    return checked


def apply() -> None:
    """Idempotent: a forked candidate process applies it once, before loading the candidate."""
    global _APPLIED
    if _APPLIED:
        return
    _APPLIED = True
    if hasattr(dataclasses, "_process_class"):  # CPython 3.10-3.13; a newer one is checked by the tests
        dataclasses._process_class = _identifier_fields(dataclasses._process_class)
