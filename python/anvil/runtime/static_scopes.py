"""Which uses of a builtin's name are a function's own parameter or local instead (`def
forward(self, input)`: that `input`, also read in a grid lambda or a comprehension there, is the
argument, not the builtin that reads the terminal). Two readings must agree: Python's scoping rules
walked over the syntax tree here, and the compiler's own symbol table (`symtable`)."""

from __future__ import annotations

import ast
import symtable

_COMPREHENSIONS = {ast.ListComp: "listcomp", ast.SetComp: "setcomp", ast.DictComp: "dictcomp",
                   ast.GeneratorExp: "genexpr"}


def own_body_nodes(fn: ast.AST) -> list:
    """The nodes of a function's own body: the functions, lambdas and classes nested in it are
    listed, their insides (their own scopes) are not."""
    out, todo = [], list(fn.body)
    while todo:
        n = todo.pop()
        out.append(n)
        if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            todo.extend(ast.iter_child_nodes(n))
    return out


def function_locals(tree: ast.Module, names, source: str | None = None) -> set[int]:
    """ids of the Name nodes spelled as one of `names` that resolve to a function's (a lambda's, a
    comprehension's) own local or to an enclosing function's, never the module's or a builtin:
    class bodies and the module level never count, nor a name any `global` declaration sends to
    the module. With `source`, the compiler's symbol table must say the same, or the name counts
    as the builtin."""
    names = set(names)
    if not names:
        return set()
    tables = _tables(source) if source is not None else None
    out: set[int] = set()

    def visit(node: ast.AST, chain: list) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            args = node.args
            outside = [*args.defaults, *(d for d in args.kw_defaults if d is not None)]
            if not isinstance(node, ast.Lambda):
                outside += [*node.decorator_list, *_annotations(args)]
                if node.returns is not None:
                    outside.append(node.returns)
            for n in outside:  # evaluated where the function is defined
                visit(n, chain)
            body = [node.body] if isinstance(node, ast.Lambda) else node.body
            scope = _Scope(node, _parameters(args), body)
            if getattr(node, "type_params", None):
                scope.opaque = True
            for stmt in body:
                visit(stmt, chain + [scope])
        elif isinstance(node, ast.ClassDef):
            for n in [*node.decorator_list, *node.bases, *node.keywords]:
                visit(n, chain)
            scope = _Scope(node, set(), node.body)
            scope.opaque = True  # a class body's names are looked up in the class, the module, the builtins
            for stmt in node.body:
                visit(stmt, chain + [scope])
        elif isinstance(node, tuple(_COMPREHENSIONS)):
            gens = node.generators
            visit(gens[0].iter, chain)  # the first iterable is evaluated outside
            inner = chain + [_Scope(node, set(), [])]
            for k, g in enumerate(gens):
                visit(g.target, inner)
                if k:
                    visit(g.iter, inner)
                for cond in g.ifs:
                    visit(cond, inner)
            for part in ((node.key, node.value) if isinstance(node, ast.DictComp) else (node.elt,)):
                visit(part, inner)
        elif isinstance(node, ast.Name):
            if node.id in names and chain:
                scope = _resolve(node.id, chain)
                if scope is not None and (tables is None or (
                        _binding_agrees(tables, chain, scope, node.id)
                        and _table_agrees(tables, chain[-1].node, node.id, missing=True))):
                    out.add(id(node))
        else:
            for child in ast.iter_child_nodes(node):
                visit(child, chain)

    visit(tree, [])
    return out


def module_bindings(tree: ast.Module) -> set[str]:
    """The names the module's own level binds (imports, assignments, defs and classes at top level,
    also inside if/for/with blocks there; not those of its functions or classes)."""
    return _Scope(tree, set(), tree.body).bound


class _Scope:
    """A function, lambda, comprehension or class body: the names it binds and declares."""

    def __init__(self, node: ast.AST, params: set[str], body: list):
        self.node = node
        self.opaque = False
        self.declared_global: set[str] = set()
        self.declared_nonlocal: set[str] = set()
        if isinstance(node, tuple(_COMPREHENSIONS)):
            # Only names stored to: `for d[exec] in ...` reads exec (red-team round 18).
            self.bound = {n.id for g in node.generators for n in ast.walk(g.target)
                          if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
            return
        self.bound = set(params)
        todo = list(body)
        while todo:
            n = todo.pop()
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                self.bound.add(n.name)
                continue
            if isinstance(n, ast.Lambda):
                continue
            if isinstance(n, tuple(_COMPREHENSIONS)):
                # A walrus in a comprehension (not inside a lambda there) binds in this function.
                self.bound |= _comprehension_walrus_targets(n)
                continue
            if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
                self.bound.add(n.id)
            elif isinstance(n, ast.alias):
                self.bound.add((n.asname or n.name).split(".")[0])
            elif isinstance(n, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)) and n.name:
                self.bound.add(n.name)
            elif isinstance(n, ast.MatchMapping) and n.rest:
                self.bound.add(n.rest)
            elif isinstance(n, ast.Global):
                self.declared_global |= set(n.names)
            elif isinstance(n, ast.Nonlocal):
                self.declared_nonlocal |= set(n.names)
            todo.extend(ast.iter_child_nodes(n))
        self.bound -= self.declared_global | self.declared_nonlocal


def _comprehension_walrus_targets(comp: ast.AST) -> set[str]:
    out, todo = set(), list(ast.iter_child_nodes(comp))
    while todo:
        n = todo.pop()
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(n, ast.NamedExpr) and isinstance(n.target, ast.Name):
            out.add(n.target.id)
        todo.extend(ast.iter_child_nodes(n))
    return out


def _resolve(name: str, chain: list) -> _Scope | None:
    """The function scope whose local `name` is where it stands (innermost scope first, then the
    enclosing functions; class scopes are skipped), or None: the module's, a builtin, or a class
    body's lookup, which ends at the builtins."""
    if chain[-1].opaque:
        return None
    for scope in reversed(chain):
        if scope.opaque or name in scope.declared_global:
            return None  # past a class or annotation scope, or sent to the module: not decided here
        if name in scope.bound:
            return scope
    return None


def _every_arg(args: ast.arguments) -> list[ast.arg]:
    return [*args.posonlyargs, *args.args, *args.kwonlyargs, *(a for a in (args.vararg, args.kwarg) if a)]


def _parameters(args: ast.arguments) -> set[str]:
    return {a.arg for a in _every_arg(args)}


def _annotations(args: ast.arguments) -> list:
    return [a.annotation for a in _every_arg(args) if a.annotation is not None]


def _binding_agrees(tables: dict, chain: list, scope: _Scope, name: str) -> bool:
    """The compiler's table of the scope binding `name` says so too. Python 3.12 inlines list, set
    and dict comprehensions (PEP 709): their tables are gone and their locals merged into the
    enclosing scope's table, which must then list the name as assigned or local."""
    if not (isinstance(scope.node, tuple(_COMPREHENSIONS)) and not _listed(tables, scope.node)):
        return _table_agrees(tables, scope.node, name)
    for outer in reversed(chain[:chain.index(scope)]):
        if isinstance(outer.node, tuple(_COMPREHENSIONS)) and not _listed(tables, outer.node):
            continue  # inlined as well: merged further out
        if isinstance(outer.node, ast.ClassDef):
            return _assigned_in(tables.get(("class", outer.node.name, outer.node.lineno), []), name)
        return _table_agrees(tables, outer.node, name)
    return _assigned_in(tables.get(("module", "top", 0), []), name)


def _assigned_in(found: list, name: str) -> bool:
    """A module's or class body's table (where an inlined comprehension's locals were merged)
    lists `name` as assigned."""
    return _all_say(found, name, lambda sym: sym.is_assigned())


def _all_say(found: list, name: str, says) -> bool:
    """Every table found (several on one line: the right one is among them) lists `name`, and
    `says` holds of its symbol there."""
    for table in found:
        try:
            sym = table.lookup(name)
        except KeyError:
            return False
        if not says(sym):
            return False
    return bool(found)


def _listed(tables: dict, node: ast.AST) -> bool:
    return ("function", _COMPREHENSIONS[type(node)], node.lineno) in tables


def _tables(source: str) -> dict:
    """The compiler's symbol tables by (kind, name, first line); several on one line (two lambdas)
    are kept together, and then all of them must agree."""
    out: dict = {}
    try:
        todo = [symtable.symtable(source, "<candidate>", "exec")]
    except (SyntaxError, ValueError):
        return out
    while todo:
        t = todo.pop()
        out.setdefault((t.get_type(), t.get_name(), t.get_lineno()), []).append(t)
        todo.extend(t.get_children())
    return out


def _table_agrees(tables: dict, node: ast.AST, name: str, missing: bool = False) -> bool:
    """The compiler's symbol table of the scope `node` opens also makes `name` a local there (a
    parameter, or bound) or a free variable (bound by an enclosing function). A scope the table
    does not list (`missing`: where the innermost scope is a comprehension some Python version
    inlines) leaves it to the binding scope's table."""
    kind = "lambda" if isinstance(node, ast.Lambda) else _COMPREHENSIONS.get(type(node), getattr(node, "name", None))
    found = tables.get(("function", kind, node.lineno), [])
    if not found and missing and isinstance(node, tuple(_COMPREHENSIONS)):
        return True
    return _all_say(found, name, lambda sym: not sym.is_global() and (sym.is_parameter() or sym.is_local()
                                                                      or sym.is_free()))
