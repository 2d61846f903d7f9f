"""The source the static gate reads, prepared as it will run: the __main__ block and the helpers
only it calls blanked, the declared encoding found, and the annotations that are evaluated as
code later (string annotations) picked out and judged as types."""

from __future__ import annotations

import ast
import codecs
import inspect
import re
import sys
import textwrap

from anvil.runtime import static_rules as R
from anvil.runtime.static_names import dotted, names_in


def _is_main_test(test: ast.AST) -> bool:
    """`__name__ == "__main__"`, either way round."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)):
        return False
    sides = [test.left, test.comparators[0]]
    return any(isinstance(a, ast.Name) and a.id == "__name__" for a in sides) and \
        any(isinstance(b, ast.Constant) and b.value == "__main__" for b in sides)


def without_main_block(source: str) -> str:
    """The source with its top-level `if __name__ == "__main__":` blocks (without else), and the
    plain top-level functions only they used, blanked, line numbers kept. Completions end with
    self-tests and benchmarks there (torch.testing, time, synchronisation): code that never runs on
    import, so the gate need not judge it; and the candidate process runs this text, not the file,
    so it cannot run however __name__ is set."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source  # the gate reports it
    blocks = [n for n in tree.body if isinstance(n, ast.If) and not n.orelse and _is_main_test(n.test)]
    if not blocks:
        return source
    # Then the helpers only the block used (def main(), test_correctness(), benchmark(), a test
    # class): functions and classes at top level that nothing left names (`__all__` aside), until
    # none is left. Never ModelNew, nor a Triton kernel (a decoy kernel is judged as one).
    kept = [n for n in tree.body if n not in blocks]
    while True:
        named = [set() if _is_all(n) else names_in(n) for n in kept]
        dead = [n for i, n in enumerate(kept) if isinstance(n, (ast.FunctionDef, ast.ClassDef))
                and n.name != "ModelNew" and not _triton_decorated(n)
                and not any(n.name in names for j, names in enumerate(named) if j != i)]
        if not dead:
            break
        blocks += dead
        kept = [n for n in kept if n not in dead]
    lines = parser_lines(source)
    for n in blocks:
        first = min([n.lineno] + [d.lineno for d in getattr(n, "decorator_list", [])])  # decorators too
        for i in range(first - 1, n.end_lineno):
            lines[i] = lines[i][len(lines[i].rstrip("\r\n")):]  # the line break only
    return "".join(lines)


def parser_lines(source: str) -> list[str]:
    """The source's lines as the parser counts them (\r\n, \r or \n), with their breaks: not
    str.splitlines's, which also breaks at \x0b, \x0c, \x1c-\x1e, \x85, \u2028 and \u2029, so
    that line numbers of code would point elsewhere in a linecache built from them."""
    return re.findall(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$", source)


# Characters str.splitlines (and so linecache, inspect, Triton) takes for line breaks and the parser
# does not: a source holding one has two line numberings.
OTHER_LINE_BREAKS = re.compile("[\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


# How Triton's JIT finds a kernel's `def` in its source lines (JITCallable.__init__, Triton 3.6-3.9):
# the first line of the dedented text, decorators included, that starts with one.
_JIT_DEF = re.compile(r"^def\s+\w+\s*\(", re.MULTILINE)

# Where inspect.findsource (Python 3.8-3.12) starts a code object's lines: not at co_firstlineno
# itself but at the nearest line at or above it that looks like a def, a lambda or a decorator.
_FINDSOURCE_START = re.compile(r"^(\s*def\s)|(\s*async\s+def\s)|(.*(?<!\w)lambda(:|\s))|^(\s*@)")


def inspect_start(lines: list[str], first: int) -> int:
    """The 1-based line at which inspect (and so Triton's JIT and interpreter) starts the source of a
    code object whose co_firstlineno is `first`: before Python 3.13 it walks back to the nearest line
    matching _FINDSOURCE_START, so a `def` split by a line continuation (`def\\`) starts at whatever
    line above looks like one, a `def` line inside a string included."""
    lnum = first - 1
    if sys.version_info < (3, 13):
        while 0 < lnum < len(lines) and not _FINDSOURCE_START.match(lines[lnum]):
            lnum -= 1
    return lnum + 1


def _jit_reading(lines: list[str], start: int, end: int) -> tuple[int, str] | None:
    """(line, text) of what Triton's JIT compiles for a code object whose source inspect starts at
    `start`: inspect.getblock's lines from there, dedented, cut at the first line starting `def `.
    None where there is no such line (Triton then refuses the function itself). `end`: the node's
    last line, for a block tokenize cannot read (the parser's lines then)."""
    try:
        block = inspect.getblock(lines[start - 1:])
    except Exception:  # noqa: BLE001 - tokenize's errors
        block = lines[start - 1:end]
    text = textwrap.dedent("".join(block))  # dedent removes blanks only: the "\n"s stay where they were
    m = _JIT_DEF.search(text)
    if m is None:
        return None
    return start + text.count("\n", 0, m.start()), text[m.start():]


def misread_def(source: str, tree: ast.AST) -> tuple[int, int] | None:
    """(line the JIT would start at, the line of the function or lambda it would read there) for
    the first code object whose source, as Triton's JIT takes it, is not the text of a function
    the gate reads: inspect's lines (inspect_start, then inspect.getblock), dedented, cut at the
    first line starting `def `. A function must start at its own first line and be cut at its own
    `def`: a string in a decorator holding such a line (or, when a string's lines undo the dedent,
    one in the body), or a `def\\` continuation that sends inspect up to a `def` line in a string
    above, would have the JIT compile code the gate read only as a string. A lambda (which
    `triton.jit(lambda ...)` makes a kernel of) is read from its line, and must be cut at the
    `def` of a function whose own reading is the same text (a lambda in a kernel's decorator):
    a `def` line in the lambda's own string is refused. None if none."""
    lines = parser_lines(source)
    own: dict[int, str] = {}  # def line -> the JIT's text of that function
    for n in ast.walk(tree):
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        first = min([n.lineno] + [d.lineno for d in n.decorator_list])
        start = inspect_start(lines, first)
        if start != first:
            return start, n.lineno
        reading = _jit_reading(lines, start, n.end_lineno)
        if reading is None:
            continue  # Triton finds no def at all and refuses the function itself
        if reading[0] != n.lineno:
            return reading[0], n.lineno
        own[n.lineno] = reading[1]
    for n in ast.walk(tree):
        if isinstance(n, ast.Lambda):
            reading = _jit_reading(lines, inspect_start(lines, n.lineno), n.end_lineno)
            if reading is not None and own.get(reading[0]) != reading[1]:
                return reading[0], n.lineno
    return None


def _is_all(node: ast.AST) -> bool:
    return isinstance(node, (ast.Assign, ast.AugAssign)) and any(
        isinstance(t, ast.Name) and t.id == "__all__" for t in (node.targets if isinstance(node, ast.Assign)
                                                               else [node.target]))


def _triton_decorated(node: ast.AST) -> bool:
    return any((dotted(d.func if isinstance(d, ast.Call) else d) or "").split(".")[-1] in ("jit", "autotune",
                                                                                           "heuristics")
               for d in getattr(node, "decorator_list", []))


_TYPE_NODES = (ast.Expression, ast.Name, ast.Attribute, ast.Subscript, ast.Tuple, ast.List, ast.Load, ast.BinOp,
               ast.BitOr)


def string_annotation_problem(text: str) -> str | None:
    """Why a string annotation is not a plain type, or None. Annotations written as strings are
    evaluated later as code (torch.library.triton_op's schema inference, typing), code the gate
    would otherwise read only as a string: they may name types, nothing else."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        return "it does not parse as a type"
    literal = {id(x) for n in ast.walk(tree) if isinstance(n, ast.Subscript)
               and (dotted(n.value) or "").split(".")[-1] in ("Literal", "Annotated") for x in ast.walk(n.slice)}
    for n in ast.walk(tree):
        if isinstance(n, ast.Constant) and (n.value is None or n.value is Ellipsis or id(n) in literal):
            continue
        if not isinstance(n, _TYPE_NODES) or (isinstance(n, ast.BinOp) and not isinstance(n.op, ast.BitOr)):
            return f"it holds {type(n).__name__}, not only names of types"
        name = n.id if isinstance(n, ast.Name) else n.attr if isinstance(n, ast.Attribute) else ""
        if name.startswith("_") or name in R.FORBIDDEN_BUILTINS:
            return f"it names `{name}`"
    return None


def is_type_expression(ann: ast.AST) -> bool:
    """Names, attributes, subscripts, tuples, `X | None`, constants: nothing that runs code."""
    return all(isinstance(n, _TYPE_NODES + (ast.Constant, ast.expr_context, ast.operator)) and
               (not isinstance(n, ast.BinOp) or isinstance(n.op, ast.BitOr)) for n in ast.walk(ann))


def annotations(tree: ast.AST):
    """Every annotation expression in the file (parameters, returns, annotated assignments)."""
    for n in ast.walk(tree):
        if isinstance(n, ast.arg) and n.annotation is not None:
            yield n.annotation
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.returns is not None:
            yield n.returns
        elif isinstance(n, ast.AnnAssign):
            yield n.annotation


def annotation_strings(ann: ast.AST) -> list[ast.Constant]:
    """The string constants of an annotation that are evaluated as types: not the values of a
    Literal[...] nor an Annotated[T, ...]'s metadata, which stay strings."""
    out, todo = [], [ann]
    while todo:
        n = todo.pop()
        if isinstance(n, ast.Subscript):
            head = (dotted(n.value) or "").split(".")[-1]
            if head == "Literal":
                continue
            if head == "Annotated":
                elts = n.slice.elts if isinstance(n.slice, ast.Tuple) else [n.slice]
                todo += elts[:1]
                continue
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            out.append(n)
        todo += list(ast.iter_child_nodes(n))
    return out


def plain_template(template) -> bool:
    """A str.format template whose fields (nested ones in format specs too) name positions or
    keywords only: `{0.__globals__[torch]}` would read attributes and items by name at run time."""
    import string
    if not isinstance(template, str):
        return False
    try:
        fields = list(string.Formatter().parse(template))
    except ValueError:
        return False
    for _, name, spec, _ in fields:
        if name is not None and ("." in name or "[" in name):
            return False
        if spec and "{" in spec and not plain_template(spec):
            return False
    return True


# PEP 263's source encoding declaration, in the first two lines.
_CODING = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)")


def foreign_encoding(source: str) -> tuple[int, str] | None:
    """(line, declared name) of a declared source encoding other than UTF-8: the gate reads (and
    the candidate process runs) the file as UTF-8, but Triton reads a kernel's source through
    linecache, which decodes with the declared codec (under unicode_escape a `\\n` in a comment
    is a new line of the kernel)."""
    for i, line in enumerate(source.splitlines()[:2], 1):
        m = _CODING.match(line)
        if m:
            try:
                name = codecs.lookup(m.group(1)).name
            except LookupError:
                name = m.group(1)
            if name != "utf-8":
                return i, m.group(1)
    return None
