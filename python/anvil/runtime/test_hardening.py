"""The candidate process's patches to the standard library: a dataclass field name that is not an
identifier (which dataclasses would paste into the source it executes) is refused."""

import dataclasses
import typing

import pytest

from anvil.runtime import hardening


def test_a_dataclass_field_that_is_code_is_refused_and_plain_dataclasses_still_work():
    hardening.apply()
    ran = []
    field = "a,[ran.append(1) for _ in [0]]"
    cls = type("Cfg", (), {"__annotations__": {field: int}, "a": 0})
    with pytest.raises(TypeError, match="identifiers"):
        dataclasses.dataclass(init=False, repr=False)(cls)
    assert ran == []

    @dataclasses.dataclass(frozen=True)
    class Tile:
        block: int = 128
        warps: int = 4
        label: typing.ClassVar[str] = "tile"

    assert Tile(64) == Tile(64, 4) and Tile(64).block == 64


def test_applying_twice_wraps_once():
    hardening.apply()
    first = dataclasses._process_class
    hardening.apply()
    assert dataclasses._process_class is first
