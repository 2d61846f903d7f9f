"""Which uses of a builtin's name are a function's own parameter or local instead (`def
forward(self, input)`: that `input` is the argument, not the builtin that reads the terminal).
Deliberately narrow, a pure function of the syntax tree: only a name standing directly in a
function's body (not in a nested class, lambda or comprehension), bound there as a parameter or by
a plain assignment, and never declared global or nonlocal there."""

from __future__ import annotations

import ast

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
# Nodes that open a scope of their own: names inside them are not the function's.
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda, ast.ListComp, ast.SetComp,
           ast.DictComp, ast.GeneratorExp)


def function_locals(tree: ast.AST, names) -> set[int]:
    """ids of the Name nodes spelled as one of `names` that stand directly in a function's body
    (its own scope) and are that function's parameter or plainly assigned local there."""
    names = set(names)
    out: set[int] = set()
    for fn in ast.walk(tree):
        if not isinstance(fn, _FUNCTIONS):
            continue
        own = _own_nodes(fn)
        a = fn.args
        bound = {x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs, *(v for v in (a.vararg, a.kwarg) if v)]}
        declared = set()
        for n in own:
            if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign, ast.For, ast.AsyncFor)):
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                bound |= {t.id for t in targets for t in ast.walk(t) if isinstance(t, ast.Name)}
            elif isinstance(n, (ast.Global, ast.Nonlocal)):
                declared |= set(n.names)
        local = (bound - declared) & names
        out |= {id(n) for n in own if isinstance(n, ast.Name) and n.id in local}
    return out


def _own_nodes(fn: ast.AST) -> list[ast.AST]:
    """The nodes of a function's body in its own scope: not inside a nested function, class,
    lambda or comprehension (their defaults, decorators and bases, evaluated here, are skipped too)."""
    out, todo = [], list(fn.body)
    while todo:
        n = todo.pop()
        if isinstance(n, _SCOPES):
            continue
        out.append(n)
        todo.extend(ast.iter_child_nodes(n))
    return out
