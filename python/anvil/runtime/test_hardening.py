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

    with pytest.raises(TypeError, match="must be an identifier"):  # refused when renamed (round 23)
        dataclasses.fields(Base)[0].name = "a,print('ran')"
    object.__setattr__(dataclasses.fields(Base)[0], "name", "a,print('ran')")  # past that guard
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

    with pytest.raises(TypeError, match="must be an identifier"):
        dataclasses.fields(Base)[0].name = _Says("a=print('ran')")
    object.__setattr__(dataclasses.fields(Base)[0], "name", _Says("a=print('ran')"))  # past that guard
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


def test_a_field_renamed_while_its_class_is_processed_is_refused():
    """Red-team round 23: a later field's default, `classmethod(property(f))`, is read with getattr
    by dataclasses after it named the earlier field's Field; f renamed that Field to code, which
    dataclasses pasted into __eq__ past the check made when processing started."""
    hardening.apply()
    ran = []
    fx = dataclasses.field(default=0)

    def rename(cls):
        fx.name = "a,[ran.append(1) for _ in [0]]"
        return 0

    with pytest.raises(TypeError, match="must be an identifier"):
        @dataclasses.dataclass(init=False, repr=False)
        class Config:
            a: int = fx
            b: int = classmethod(property(rename))
    assert ran == []
    named = dataclasses.field(default=1)
    named.name = "plain"  # an identifier is still fine (dataclasses names every Field so)
    assert named.name == "plain"


class _Starred(str):
    """Says it starts with "*", so ForwardRef compiles f"({arg},)[0]", and formats as other code."""
    def __getitem__(self, i):
        return "*"

    def startswith(self, *args):
        return True

    def __format__(self, spec):
        return "*[ran.append(1), int]"


def test_a_forward_reference_from_a_str_subclass_is_not_evaluated():
    """What typing compiled for a str subclass need not be its text (red-team round 23, no route
    to an evaluation found: get_type_hints and triton.aggregate are refused by the gate)."""
    hardening.apply()
    ran = []
    ref = typing.ForwardRef(_Starred("int"))

    class Sneaky:
        x: typing.List[ref]

    with pytest.raises(TypeError, match="plain string"):
        typing.get_type_hints(Sneaky, localns={"ran": ran})
    assert ran == []
