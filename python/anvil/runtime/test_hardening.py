"""The candidate process's patches to the standard library: a dataclass field name that is not an
identifier (which dataclasses would paste into the source it executes) is refused."""

import dataclasses
import typing

import pytest
import torch

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


def test_an_inherited_field_renamed_to_code_is_refused():
    hardening.apply()

    @dataclasses.dataclass
    class Base:
        a: int = 0

    dataclasses.fields(Base)[0].name = "a,print('ran')"
    with pytest.raises(TypeError, match="identifiers"):
        @dataclasses.dataclass
        class Derived(Base):
            pass


def test_schema_inference_evaluates_only_type_expressions():
    """torch.library.custom_op evaluates string annotations in the function's globals: a name that
    stands for a type passes, an expression that would run code does not."""
    hardening.apply()
    ran = []

    def fine(x: "torch.Tensor") -> "torch.Tensor":
        return x.clone()

    torch.library.custom_op("anvil_test::fine", fine, mutates_args=())

    def sneaky(x: "[ran.append(1), torch.Tensor][1]") -> "torch.Tensor":
        return x.clone()

    with pytest.raises(Exception, match="must name a type"):
        torch.library.custom_op("anvil_test::sneaky", sneaky, mutates_args=())
    assert ran == []


class _Says(str):
    """A string that answers the checks for another text (red-team round 21)."""
    def isidentifier(self):
        return True

    def strip(self, *args):
        return "torch.Tensor"


def test_a_str_subclass_cannot_pass_for_a_field_name_or_a_type():
    hardening.apply()

    @dataclasses.dataclass
    class Base:
        a: int = dataclasses.field(init=False)

    dataclasses.fields(Base)[0].name = _Says("a=print('ran')")
    with pytest.raises(TypeError, match="identifiers"):
        @dataclasses.dataclass
        class Derived(Base):
            pass
    ran = []
    text = _Says("[ran.append(1), torch.Tensor][1]")

    def sneaky(x):
        return x.clone()

    sneaky.__annotations__ = {"x": text, "return": "torch.Tensor"}
    with pytest.raises(Exception, match="plain strings"):
        torch.library.custom_op("anvil_test::sneaky_str", sneaky, mutates_args=())
    assert ran == []


def test_a_forward_reference_is_evaluated_only_as_a_type_expression():
    hardening.apply()
    ran = []

    class Fine:
        x: typing.List["int"]

    assert typing.get_type_hints(Fine) == {"x": typing.List[int]}

    class Sneaky:
        x: typing.List["[ran.append(1), int][1]"]

    with pytest.raises(ValueError, match="must name a type"):
        typing.get_type_hints(Sneaky, localns={"ran": ran})
    assert ran == []
