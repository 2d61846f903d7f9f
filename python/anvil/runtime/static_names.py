"""The names in a candidate's source, as the static gate reads them: dotted names, what the file
binds and how often, how it spells triton.jit, which of its functions are Triton kernels, and
which name a node may lead to a function by. Pure functions of the syntax tree."""

from __future__ import annotations

import ast


def dotted(node: ast.AST) -> str | None:
    """'a.b.c' for a Name/Attribute chain, else None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return None


def decorator_names(fn: ast.FunctionDef) -> list[str]:
    out = []
    for d in fn.decorator_list:
        name = dotted(d.func if isinstance(d, ast.Call) else d)
        if name:
            out.append(name)
    return out


def bound_names(tree: ast.AST) -> dict[str, int]:
    """How many times each name is bound anywhere in the file, in every form Python has:
    assignments, loop/with/walrus targets and del, functions, classes, parameters, imports,
    global/nonlocal (counted twice: rebindable from a function), except and match captures."""
    bound: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names = [node.id]
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names = list(node.names) * 2
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names = [node.name]
        elif isinstance(node, ast.arg):
            names = [node.arg]
        elif isinstance(node, ast.alias):
            names = [(node.asname or node.name).split(".")[0]] if node.name != "*" else []
        elif isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)):
            names = [node.name] if node.name else []
        elif isinstance(node, ast.MatchMapping):
            names = [node.rest] if node.rest else []
        else:
            continue
        for n in names:
            bound[n] = bound.get(n, 0) + 1
    return bound


def triton_spellings(tree: ast.Module, attrs: tuple = ("jit",), bound: dict | None = None) -> set[str]:
    """How the file spells triton.<attr> for each of attrs (`triton.jit`, `t.jit` after `import
    triton as t`, `jit` after `from triton import jit`), through names bound only by those
    imports: a function of the file named jit is not Triton's; a module-level `name = triton.jit`,
    the name bound only there, spells it too. bound: bound_names(tree)."""
    bound = bound_names(tree) if bound is None else bound
    package: dict[str, int] = {}  # names bound to the triton package, and how often
    direct: dict[str, int] = {}  # names bound by `from triton import <attr> [as name]`, and how often
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "triton" or (a.name.startswith("triton.") and not a.asname):
                    package[a.asname or "triton"] = package.get(a.asname or "triton", 0) + 1
        elif isinstance(node, ast.ImportFrom) and node.module == "triton" and not node.level:
            for a in node.names:
                if a.name in attrs:
                    direct[a.asname or a.name] = direct.get(a.asname or a.name, 0) + 1
    out = {f"{name}.{attr}" for name, n in package.items() if bound.get(name) == n for attr in attrs}
    out |= {name for name, n in direct.items() if bound.get(name) == n}
    # `jit = triton.jit` at module level, the name bound nowhere else (probe 27): `@jit` is the decorator.
    return out | {n.targets[0].id for n in tree.body if isinstance(n, ast.Assign) and len(n.targets) == 1
                  and isinstance(n.targets[0], ast.Name) and bound.get(n.targets[0].id) == 1
                  and dotted(n.value) in out}


def is_jit(fn: ast.FunctionDef, jit: set[str]) -> bool:
    return any(n in jit for n in decorator_names(fn))


def kernel_factories(tree: ast.Module, bound: dict | None = None) -> dict[str, ast.FunctionDef]:
    """Top-level functions bound once, without parameters or decorators, whose body is (after an
    optional docstring) one @triton.jit def, its name bound nowhere else, and `return` of it (probe
    27: `def make_kernel(): @triton.jit def k(...): ...; return k`): factory name -> that kernel.
    A closure read is refused where kernel bodies are judged (round 35); without parameters the
    factory binds nothing else a kernel could read."""
    bound = bound_names(tree) if bound is None else bound
    jit = triton_spellings(tree, ("jit",), bound)
    out = {}
    for f in tree.body:
        if not isinstance(f, ast.FunctionDef) or f.decorator_list or bound.get(f.name) != 1 or any(
                (f.args.posonlyargs, f.args.args, f.args.kwonlyargs, f.args.vararg, f.args.kwarg)):
            continue
        body = f.body[1:] if f.body and isinstance(f.body[0], ast.Expr) and isinstance(f.body[0].value, ast.Constant) \
            and isinstance(f.body[0].value.value, str) else f.body
        if len(body) == 2 and isinstance(body[0], ast.FunctionDef) and is_jit(body[0], jit) \
                and isinstance(body[1], ast.Return) and isinstance(body[1].value, ast.Name) \
                and body[1].value.id == body[0].name and bound.get(body[0].name) == 1:
            out[f.name] = body[0]  # the kernel's name bound only there: no other function hides under it
    return out


def triton_kernels(tree: ast.Module, bound: dict | None = None) -> list[ast.FunctionDef]:
    """Functions decorated with triton.jit (possibly under autotune/heuristics), at top level, in
    a top-level class's body (a staticmethod kernel), or returned by a kernel factory."""
    jit = triton_spellings(tree, ("jit",), bound)
    bodies = [tree.body] + [n.body for n in tree.body if isinstance(n, ast.ClassDef)]
    return [n for body in bodies for n in body if isinstance(n, ast.FunctionDef) and is_jit(n, jit)] \
        + list(kernel_factories(tree, bound).values())


def string_constants(tree: ast.Module, bound: dict | None = None) -> dict[str, ast.Constant]:
    """Module-level names bound once, to a string literal, and never bound again anywhere."""
    bound = bound_names(tree) if bound is None else bound
    return {n.targets[0].id: n.value for n in tree.body
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
            and isinstance(n.value, ast.Constant) and isinstance(n.value.value, str) and bound[n.targets[0].id] == 1}


def kernel_names(tree: ast.Module, bound: dict | None = None) -> set[str]:
    """Names bound to Triton kernels: decorated functions and `k = triton.jit(fn)` assignments."""
    bound = bound_names(tree) if bound is None else bound
    names = {f.name for f in triton_kernels(tree, bound)}
    makers = triton_spellings(tree, ("jit", "autotune", "heuristics"), bound)
    factories = kernel_factories(tree, bound)
    for n in tree.body:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                and bound.get(n.targets[0].id) == 1 and isinstance(n.value, ast.Call) and not n.value.args \
                and not n.value.keywords and isinstance(n.value.func, ast.Name) and n.value.func.id in factories:
            names.add(n.targets[0].id)  # _relu_kernel = make_relu_kernel()
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call):
            inner = n.value
            while isinstance(inner, ast.Call) and isinstance(inner.func, ast.Call):
                inner = inner.func  # triton.autotune(...)(triton.jit(fn))
            if dotted(n.value.func) in makers or dotted(inner.func) in makers:
                names.update(t.id for t in n.targets if isinstance(t, ast.Name))
    return names


def names_in(node: ast.AST) -> set[str]:
    """Every name a piece of source mentions: read or bound, as an attribute, or as a string."""
    return {n.id if isinstance(n, ast.Name) else n.attr if isinstance(n, ast.Attribute) else n.value
            for n in ast.walk(node) if isinstance(n, (ast.Name, ast.Attribute))
            or (isinstance(n, ast.Constant) and isinstance(n.value, str))}


def referenced_name(node: ast.AST) -> str | None:
    """The name a node may lead to a function by: called, passed as a value, or spelled as a string
    (getattr(self, "launch"))."""
    if isinstance(node, ast.Call):
        f = node.func
        return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.isidentifier():
        return node.value
    return None


def is_type_call(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "type"
