"""Which uses of a name refer to a function's own local rather than the module's or the builtin
(`def forward(self, input)`: that `input` is the argument, not the builtin that reads the
terminal). Python's own scoping rules, read from the syntax tree: a pure function of it."""

from __future__ import annotations

import ast

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def function_locals(tree: ast.AST, names: set[str] | frozenset[str]) -> set[int]:
    """ids of the Name nodes spelled as one of `names` that are a function's (or lambda's, or
    comprehension's) own local where they stand: a parameter, or a name bound in that function
    and not declared global. Module-level and class-level bindings never count (a module may
    `del` its binding and reach the builtin again; a function's `del` leaves its local unbound)."""
    out: set[int] = set()

    def visit(node: ast.AST, chain: list) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            outside = [*node.decorator_list, *_defaults(node.args), *_annotations(node.args)]
            if node.returns is not None:
                outside.append(node.returns)
            for n in outside:  # evaluated where the function is defined
                visit(n, chain)
            scope = ("function", *_bound_in(node.body, node.args))
            for stmt in node.body:
                visit(stmt, chain + [scope])
        elif isinstance(node, ast.Lambda):
            for n in _defaults(node.args):
                visit(n, chain)
            visit(node.body, chain + [("function", *_bound_in([node.body], node.args))])
        elif isinstance(node, ast.ClassDef):
            for n in [*node.decorator_list, *node.bases, *node.keywords]:
                visit(n, chain)
            scope = ("class", set(), set())  # class-level names are not locals of any function
            for stmt in node.body:
                visit(stmt, chain + [scope])
        elif isinstance(node, _COMPREHENSIONS):
            gens = node.generators
            visit(gens[0].iter, chain)  # the first iterable is evaluated outside
            targets = {n.id for g in gens for n in ast.walk(g.target) if isinstance(n, ast.Name)}
            inner = chain + [("function", targets, set())]
            for k, g in enumerate(gens):
                visit(g.target, inner)
                if k:
                    visit(g.iter, inner)
                for cond in g.ifs:
                    visit(cond, inner)
            for part in ((node.key, node.value) if isinstance(node, ast.DictComp) else (node.elt,)):
                visit(part, inner)
        elif isinstance(node, ast.Name):
            if node.id in names and _local(node.id, chain):
                out.add(id(node))
        else:
            for child in ast.iter_child_nodes(node):
                visit(child, chain)

    visit(tree, [])
    return out


def _local(name: str, chain: list) -> bool:
    """Whether lookup from the innermost scope finds `name` bound in a function scope: the
    innermost scope of any kind first, then the enclosing functions (class scopes are skipped); a
    function that declares it global sends the lookup to the module."""
    for k, (kind, bound, declared_global) in enumerate(reversed(chain)):
        if name in declared_global:
            return False
        if k and kind == "class":
            continue
        if name in bound:
            return kind == "function"
    return False


def _defaults(args: ast.arguments) -> list:
    return [*args.defaults, *(d for d in args.kw_defaults if d is not None)]


def _annotations(args: ast.arguments) -> list:
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, *(a for a in (args.vararg, args.kwarg) if a)]
    return [a.annotation for a in every if a.annotation is not None]


def _bound_in(body: list, args: ast.arguments) -> tuple[set[str], set[str]]:
    """A function's locals (its parameters and the names its body binds: not inside nested
    functions, classes or comprehensions, but walrus targets in a comprehension bind here, less
    those it declares global) and the names it declares global."""
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, *(a for a in (args.vararg, args.kwarg) if a)]
    bound = {a.arg for a in every}
    declared_global: set[str] = set()
    todo = list(body)
    while todo:
        n = todo.pop()
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            bound.add(n.name)
            todo.extend([*n.decorator_list, *(_defaults(n.args) if not isinstance(n, ast.ClassDef) else n.bases)])
            continue
        if isinstance(n, ast.Lambda):
            todo.extend(_defaults(n.args))
            continue
        if isinstance(n, _COMPREHENSIONS):
            # only walrus targets inside bind in this function; the first iterable is evaluated here
            todo.append(n.generators[0].iter)
            bound.update(w.target.id for w in ast.walk(n) if isinstance(w, ast.NamedExpr))
            continue
        if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
            bound.add(n.id)
        elif isinstance(n, ast.alias):
            bound.add((n.asname or n.name).split(".")[0])
        elif isinstance(n, ast.ExceptHandler) and n.name:
            bound.add(n.name)
        elif isinstance(n, (ast.MatchAs, ast.MatchStar)) and n.name:
            bound.add(n.name)
        elif isinstance(n, ast.MatchMapping) and n.rest:
            bound.add(n.rest)
        elif isinstance(n, ast.Global):
            declared_global.update(n.names)
        todo.extend(ast.iter_child_nodes(n))
    return bound - declared_global, declared_global
