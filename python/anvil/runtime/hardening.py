"""Patches the candidate process applies to the standard library before candidate code runs, on
the GPU and the CPU alike: places where the library turns strings a candidate chooses into code.
The static gate refuses the known ways to make such strings; these close the generators behind."""

from __future__ import annotations

import dataclasses
import functools
import keyword

_APPLIED = False


def _identifier_fields(process_class):
    """dataclasses pastes every field name of a class into the source it executes (__init__,
    __eq__, __repr__): its own annotated names and the fields it inherits from dataclass bases, as
    their Field objects name them (which can be renamed). A name that is not an identifier
    ("a,[... for m in ...]") would run as code."""
    @functools.wraps(process_class)
    def checked(cls, *args, **kwargs):
        names = list(cls.__dict__.get("__annotations__", {}))
        for base in cls.__mro__[1:]:
            for key, f in base.__dict__.get("__dataclass_fields__", {}).items():
                names += [key, getattr(f, "name", None)]
        bad = [n for n in names if not _identifier_name(n)]
        if bad:
            raise TypeError(f"dataclass field names must be identifiers, got {bad[0]!r}")
        return process_class(cls, *args, **kwargs)
    return checked


def _identifier_name(name) -> bool:
    """Exactly str (a subclass could answer isidentifier() or format itself as it likes), an
    identifier, not a keyword."""
    return type(name) is str and str.isidentifier(name) and not keyword.iskeyword(name)


def _guard_field_names(field_class) -> None:
    """A Field's name is pasted into the source dataclasses executes. The check above runs when
    processing starts, but the class's own Field objects (module-level objects a file may hold) are
    named during processing, and code of the file can run in between (a later field's default read
    with getattr: `classmethod(property(f))` calls f): a name set then would be pasted unchecked.
    So every assignment of a Field's name, whenever it happens, must be an identifier."""
    def __setattr__(self, attr, value):
        if attr == "name" and not (value is None or _identifier_name(value)):
            raise TypeError(f"a dataclass field's name must be an identifier, got {value!r}")
        object.__setattr__(self, attr, value)

    field_class.__setattr__ = __setattr__


def _type_eval(text, globals_=None, locals_=None):
    """eval for torch.library's schema inference (custom_op, triton_op), which evaluates string
    annotations in the function's globals: only a plain type expression (names, attributes,
    subscripts, `|`), which reads names and runs nothing. A name bound to a string elsewhere in
    the file, or a computed string, would otherwise run as code."""
    if type(text) is not str:  # a str subclass could strip() or format itself into something else
        raise TypeError("schema inference evaluates only plain strings")
    _refuse_unless_type(text)
    return eval(text, globals_, locals_)  # noqa: S307 - a checked type expression


def _refuse_unless_type(text: str) -> None:
    """Raise unless the (plain) string is a type expression: names, attributes, subscripts, `|`."""
    from anvil.runtime.static_source import string_annotation_problem
    problem = string_annotation_problem(text)
    if problem:
        raise ValueError(f"a string annotation must name a type: {text[:60]!r} is not one ({problem})")


def _checked_forward_ref(evaluate):
    """typing evaluates a ForwardRef (a string annotation, also one nested in List["..."]) as code
    with the module's builtins; library code calls typing.get_type_hints on classes a file hands it
    (triton.aggregate did). Only a plain type expression is evaluated."""
    @functools.wraps(evaluate)
    def checked(self, *args, **kwargs):
        # Exactly str: ForwardRef compiles f"({arg},)[0]" when arg[0] == "*", which a subclass can
        # claim while formatting itself as any other text, so the compiled code is not the text checked.
        if type(self.__forward_arg__) is not str:
            raise TypeError("a forward reference is evaluated only from a plain string")
        _refuse_unless_type(self.__forward_arg__)
        return evaluate(self, *args, **kwargs)
    return checked


def apply() -> None:
    """Idempotent: a forked candidate process applies it once, before loading the candidate."""
    global _APPLIED
    if _APPLIED:
        return
    _APPLIED = True
    if hasattr(dataclasses, "_process_class"):  # CPython 3.10-3.13; a newer one is checked by the tests
        dataclasses._process_class = _identifier_fields(dataclasses._process_class)
    _guard_field_names(dataclasses.Field)
    import typing
    if hasattr(typing.ForwardRef, "_evaluate"):
        typing.ForwardRef._evaluate = _checked_forward_ref(typing.ForwardRef._evaluate)
    try:
        from torch._library import infer_schema
    except ImportError:  # a torch without torch.library's schema inference has no such eval
        return
    infer_schema.eval = _type_eval  # the module's global shadows the builtin its code calls
