"""Which objects forward uses are the file's own: objects of its classes (module singletons,
factories' results, tables of them, properties and cached getters returning them), torch layers
and the file's subclasses of them. The static gate's class mixes this in; a call on such an object
runs the file's code, judged where it is defined, rather than a tensor's computing method."""

from __future__ import annotations

import ast
import functools

from anvil.runtime import static_rules as R
from anvil.runtime.static_names import dotted, is_type_call
from anvil.runtime.static_reach import library_object
from anvil.runtime.static_scopes import own_body_nodes


class OwnObjects:
    """Methods of the gate's analyzer (self.tree, self.classes, self.functions, self.bound and
    self.resolve are its) that tell the file's objects from a library's."""

    @functools.cached_property
    def parent_of(self) -> dict[int, ast.AST]:
        """id(node) -> the node it stands in, over the whole tree (read once, used by every rule)."""
        return {id(c): p for p in ast.walk(self.tree) for c in ast.iter_child_nodes(p)}

    def layer_made(self, call: ast.Call) -> str:
        """The torch layer a call builds: torch.nn.X(...), or a class of the file deriving from one
        without a forward of its own (class Act(nn.ReLU): pass), named by that layer; else ""."""
        made = self.made_class(call)
        if made:
            return "" if self.own_forward(made) else self.torch_layer_base(made) or ""
        return self.resolve(call.func) or ""

    def submodules(self) -> dict[str, str]:
        """self.<name> assigned an nn layer in ModelNew.__init__, or a module-level name bound to one:
        calling it runs torch compute."""
        out = {}
        cls = self.classes.get("ModelNew")
        for n in self.tree.body:  # _ACT = nn.ReLU() at module level, called in forward as _ACT(x)
            if isinstance(n, ast.Assign) and isinstance(n.value, ast.Call):
                ctor = self.layer_made(n.value)
                if ctor.startswith("torch.nn.") and ctor.split(".")[-1] not in R.NN_NON_COMPUTE \
                        and ctor != "torch.nn.Sequential":
                    out.update({t.id: ctor for t in n.targets if isinstance(t, ast.Name)})
        for node in ast.walk(cls) if cls else []:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                ctor = self.layer_made(node.value)
                if ctor == "torch.nn.Sequential" and not any(
                        (self.resolve(a.func) or "").startswith("torch.nn.") and
                        (self.resolve(a.func) or "").split(".")[-1] not in R.NN_NON_COMPUTE
                        for a in node.value.args if isinstance(a, ast.Call)):
                    continue  # a chain of the file's own modules (or of names judged where they are built)
                for t in node.targets:
                    if (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self"
                            and ctor.startswith("torch.nn.") and ctor.split(".")[-1] not in R.NN_NON_COMPUTE):
                        out["self." + t.attr] = ctor
        return out

    def containers(self) -> set[str]:
        """Names, and self.<attr>s, bound only ever to a list, set or dict (literals, comprehensions,
        list()/set()/dict()...): their methods (.add, .sort) are Python's, not a tensor's. Also sets
        self._instances: the self.<attr>s bound only ever to an object of one of the file's classes
        (self.norm = TritonRMSNorm(...)), whose call runs the file's code."""
        def key(t: ast.AST) -> str | None:
            if isinstance(t, ast.Name):
                return t.id
            if isinstance(t, ast.Attribute):  # through self or another name for the object (me = self)
                return "self." + t.attr
            return None

        def is_container(v: ast.AST | None) -> bool:
            return isinstance(v, (ast.List, ast.Set, ast.Dict, ast.ListComp, ast.SetComp, ast.DictComp)) or (
                isinstance(v, ast.Call) and self.resolve(v.func) in R.CONTAINER_CALLS)

        known_tables: set[str] = set()  # tables of such objects, found in a first round
        known_instances: set[str] = set()  # and such objects, so a name bound to one (ops = self.ops) is one
        aliases: dict[str, set[str]] = {}  # a name bound to such an object or a table's member -> where from

        def is_none(v: ast.AST | None) -> bool:
            return isinstance(v, ast.Constant) and v.value is None

        def is_instance(v: ast.AST | None) -> bool:
            if isinstance(v, ast.IfExp):  # IeeeGemm() if fp32 else NativeGemm()
                # GeluOp() if act else None (probe 26): None has no method or attribute of its own
                # anyone can call or set, so `self.act.gelu(x)` either runs the file's or raises.
                return (is_instance(v.body) or is_none(v.body)) and (is_instance(v.orelse) or is_none(v.orelse)) \
                    and not (is_none(v.body) and is_none(v.orelse))
            if isinstance(v, ast.Call) and self.resolve(v.func) == "functools.partial" and v.args \
                    and isinstance(v.args[0], ast.Name) and v.args[0].id in self.functions \
                    and self.bound.get(v.args[0].id) == 1:
                return True  # self.linear = functools.partial(_linear, block=32): the file's launcher
            table = v.value if isinstance(v, ast.Subscript) else v.func.value if (
                isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr == "get"
                and len(v.args) == 1 and not v.keywords) else None
            if table is not None:  # launcher = LAUNCHERS[x.dtype]
                return dotted(table) in known_tables and dotted(table) not in self._tables_written
            if dotted(v) in known_instances:  # ops = self.ops
                return True
            made = self.made_class(v)
            return made is not None and self.bound.get(made) == 1 and self.plain_bases(made) \
                and made not in self._patched_classes \
                and not (self.torch_layer_base(made) and not self.own_forward(made))

        walks_modules = any(isinstance(n, ast.Attribute) and n.attr in R.MODULE_WALKERS for n in ast.walk(self.tree))

        def holds_instances(v: ast.AST | None) -> bool:  # {torch.float32: Launcher(...), ...}
            if isinstance(v, ast.Call) and self.resolve(v.func) in R.MODULE_LISTS and len(v.args) == 1 \
                    and not v.keywords and isinstance(v.args[0], (ast.List, ast.Tuple, ast.ListComp)) \
                    and not walks_modules:
                # nn.ModuleList([Block(), Block()]): iterates the modules it was given (probe 24); an
                # append, item store or alias marks the table written below, like a list's. Not in a
                # file that reaches modules by walking them (self.children(): m.append(nn.ReLU())).
                return holds_instances(v.args[0])
            if isinstance(v, ast.Call) and self.resolve(v.func) in R.MODULE_DICTS and len(v.args) == 1 \
                    and not v.keywords and isinstance(v.args[0], (ast.Dict, ast.DictComp)) and not walks_modules:
                # nn.ModuleDict({"row": RowSoftmax()}) (probe 26): a dict of the modules it was given,
                # its keys strings; written like a dict's (item store, update, pop, an alias), and
                # iterating it gives its keys (dict_tables below).
                return holds_instances(v.args[0])
            if isinstance(v, ast.Dict):
                return bool(v.values) and all(is_instance(x) for x in v.values) and None not in v.keys
            if isinstance(v, (ast.List, ast.Tuple, ast.Set)):
                return bool(v.elts) and all(is_instance(x) for x in v.elts)
            if isinstance(v, ast.DictComp):
                return is_instance(v.value)
            if isinstance(v, (ast.ListComp, ast.SetComp)):
                return is_instance(v.elt)
            return False

        def pairs(node: ast.Assign | ast.AnnAssign) -> list[tuple[ast.AST, ast.AST]]:
            """(target, value) for each name an assignment binds to a value of its own: plain targets,
            and `self.a, self.b = A(), B()` (a tuple or list unpacked from one written out, element by
            element, no starred element: the same as two assignments of new objects; probe 23)."""
            out = []
            for t in node.targets if isinstance(node, ast.Assign) else [node.target]:
                if isinstance(t, (ast.Tuple, ast.List)) and isinstance(node.value, (ast.Tuple, ast.List)) \
                        and len(t.elts) == len(node.value.elts) \
                        and not any(isinstance(e, ast.Starred) for e in (*t.elts, *node.value.elts)):
                    out.extend(zip(t.elts, node.value.elts))
                else:
                    out.append((t, node.value))
            return out

        # Names and self.<attr>s ever assigned a dict: iterating one gives its keys, which may be
        # anything ({torch.ones(4): Op()}), not the objects it holds.
        dict_tables = {key(t) for node in ast.walk(self.tree) if isinstance(node, (ast.Assign, ast.AnnAssign))
                       and (isinstance(node.value, (ast.Dict, ast.DictComp)) or isinstance(node.value, ast.Call)
                            and self.resolve(node.value.func) in R.MODULE_DICTS)
                       for t in (node.targets if isinstance(node, ast.Assign) else [node.target])}

        def enumerated(loop: ast.For | ast.comprehension) -> list[tuple[ast.AST, ast.Name, bool]]:
            """(iterable, the name bound to its items, whether those are a dict's values) for each
            name a loop binds to a container's items: `for x in T`, `for i, x in enumerate(T)`, and
            (probe 25) `for k, x in T.items()`, `for x in T.values()` (a dict's values, not its keys)
            and `for a, b in zip(T, U)` (each name to its own iterable's items); enumerate and zip
            are the builtins (the file may not rebind them, static_rules.SPELLED_BUILTINS)."""
            it, target = loop.iter, loop.target

            def items_of(e: ast.AST) -> ast.AST:
                """reversed(T), list(T), tuple(T) and a slice T[a:b] hold T's items (the builtins,
                which the file may not rebind): T itself for the loop's judgement (probe 25)."""
                while True:
                    if isinstance(e, ast.Call) and isinstance(e.func, ast.Name) \
                            and e.func.id in ("reversed", "list", "tuple") and len(e.args) == 1 and not e.keywords:
                        e = e.args[0]
                    elif isinstance(e, ast.Subscript) and isinstance(e.slice, ast.Slice):
                        e = e.value
                    else:
                        return e

            it = items_of(it)
            if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "enumerate" \
                    and len(it.args) == 1 and not it.keywords and isinstance(target, ast.Tuple) \
                    and len(target.elts) == 2:
                it, target = items_of(it.args[0]), target.elts[1]
            if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "zip" \
                    and it.args and not any(isinstance(a, ast.Starred) for a in it.args) \
                    and all(k.arg == "strict" for k in it.keywords) and isinstance(target, ast.Tuple) \
                    and len(target.elts) == len(it.args):
                return [(items_of(a), t, False) for a, t in zip(it.args, target.elts) if isinstance(t, ast.Name)]
            if isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and not it.args \
                    and not it.keywords and it.func.attr in ("items", "values"):
                if it.func.attr == "items":
                    if not (isinstance(target, ast.Tuple) and len(target.elts) == 2):
                        return []
                    target = target.elts[1]
                return [(it.func.value, target, True)] if isinstance(target, ast.Name) else []
            return [(it, target, False)] if isinstance(target, ast.Name) else []

        def unpacks_table(node: ast.AST) -> bool:
            """`a, b = T`: names only, no starred one, T a table of the file's objects never written
            (a dict's unpacking gives its keys)."""
            return isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], (ast.Tuple, ast.List)) \
                and all(isinstance(e, ast.Name) for e in node.targets[0].elts) \
                and dotted(node.value) in known_tables and dotted(node.value) not in self._tables_written \
                and dotted(node.value) not in dict_tables

        def assignments() -> tuple[dict[str, list], set]:
            out: dict[str, list] = {}  # name -> for each binding: "container", "instance" or False
            done = set()
            for node in ast.walk(self.tree):
                if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                    for t, value in pairs(node):
                        if key(t) and (not isinstance(t, ast.Attribute) or dotted(t.value) == "self"):
                            kind = "instances" if holds_instances(value) else "container" \
                                if is_container(value) else "instance" if is_instance(value) \
                                else "none" if is_none(value) and node.value is value else False
                            out.setdefault(key(t), []).append(kind)
                            done.add(id(t))
                            if kind == "instance" and dotted(value) in known_instances:
                                aliases.setdefault(key(t), set()).add(dotted(value))
                            if kind is False and isinstance(value, ast.Name) and value.id in self.classes:
                                out[key(t)][-1] = "class:" + value.id  # self.k = Kernels (probe 25)
                    if unpacks_table(node):
                        # norm, act = self.ops (probe 26): each name is one of the table's objects
                        for e in node.targets[0].elts:
                            out.setdefault(e.id, []).append("instance")
                            done.add(id(e))
                            aliases.setdefault(e.id, set()).add(dotted(node.value))
                elif isinstance(node, (ast.For, ast.comprehension)):
                    for table, target, values in enumerated(node):
                        if not (dotted(table) in known_tables and dotted(table) not in self._tables_written
                                and (values or dotted(table) not in dict_tables)
                                or not values and isinstance(table, (ast.Tuple, ast.List)) and holds_instances(table)):
                            continue
                        # for layer in self.stack (a loop or a comprehension's, over a list, tuple or set),
                        # or for i, layer in enumerate(self.stack), or over a tuple written out of such
                        # objects, for layer in (self.layers[0], self.layers[1]) (probe 24), or a dict's
                        # values, or one of zip's iterables (probe 25): each layer is one of the table's
                        # objects (i, a key or another iterable's item bound as anything else)
                        out.setdefault(target.id, []).append("instance")
                        done.add(id(target))
                        if dotted(table):
                            aliases.setdefault(target.id, set()).add(dotted(table))
                        else:
                            for e in table.elts:
                                src = dotted(e.value) if isinstance(e, ast.Subscript) else dotted(e)
                                aliases.setdefault(target.id, set()).update({src} if src else set())
                elif isinstance(node, ast.ClassDef):
                    # A class body's binding is also self.<name> on the class's objects (class ModelNew:
                    # ops = TritonOps(), read as self.ops; probe 23): a plain `name = value` is judged
                    # by its value, every other binding there (import, loop, unpacking, a nested class,
                    # a def whose decorator may hand back anything) is not one. A plain method (or a
                    # static or class method) is no data descriptor: an instance attribute of the same
                    # name shadows it, and its function has no attributes of a library's (they cannot
                    # be set); a property is judged by its returns below.
                    for stmt in node.body:
                        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)) and all(
                                isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod")
                                or self.resolve(d) in ("property", "functools.cached_property")
                                for d in stmt.decorator_list):
                            continue
                        if isinstance(stmt, ast.AnnAssign) and stmt.value is None or (
                                isinstance(stmt, (ast.Assign, ast.AnnAssign)) and isinstance(stmt.value, ast.Constant)
                                and stmt.value.value is None):
                            continue  # `ops: Ops` binds nothing; `ops = None` until __init__ sets it
                        plain = isinstance(stmt, (ast.Assign, ast.AnnAssign)) and stmt.value is not None \
                            and all(isinstance(t, ast.Name) for t, _ in pairs(stmt))
                        for n in [stmt] if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) \
                                else ast.walk(stmt):
                            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                                out.setdefault("self." + n.name, []).append(False)
                            elif isinstance(n, ast.alias):
                                out.setdefault("self." + (n.asname or n.name).split(".")[0], []).append(False)
                            elif isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)) and not plain:
                                out.setdefault("self." + n.id, []).append(False)
                        if plain:
                            # Only over nn.Module and the file's own classes: a torch layer's __init__ may
                            # set an instance attribute of the same name, which wins over the class's.
                            module_only = node.name in self.classes and self._module_only_bases(node.name)
                            for t, value in pairs(stmt):
                                out.setdefault("self." + t.id, []).append(
                                    "instance" if module_only and is_instance(value) and not holds_instances(value)
                                    else False)
                elif isinstance(node, ast.FunctionDef) and any(
                        self.resolve(d) in ("property", "functools.cached_property") for d in node.decorator_list):
                    # @property def ops(self): return Reductions(...): self.ops is such an object
                    returns = [r.value for r in ast.walk(node) if isinstance(r, ast.Return)]
                    out.setdefault("self." + node.name, []).append(
                        "instance" if returns and all(is_instance(r) for r in returns) else False)
            return out, done

        def every_binding() -> dict[str, list]:
            bindings, assigned = assignments()
            for node in ast.walk(self.tree):  # every other binding (loops, unpacking, with, del, ...)
                if isinstance(node, (ast.Name, ast.Attribute)) and isinstance(node.ctx, (ast.Store, ast.Del)):
                    names = [key(node)] if id(node) not in assigned else []
                elif isinstance(node, ast.arg):
                    names = [node.arg]
                elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    names = [node.name]
                elif isinstance(node, ast.alias):
                    names = [(node.asname or node.name).split(".")[0]]
                elif isinstance(node, (ast.Global, ast.Nonlocal)):
                    names = list(node.names)
                elif isinstance(node, (ast.MatchAs, ast.MatchStar, ast.ExceptHandler)):
                    names = [node.name]
                elif isinstance(node, ast.MatchMapping):
                    names = [node.rest]
                else:
                    names = []
                for n in names:
                    if n:
                        bindings.setdefault(n, []).append(False)
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.isidentifier():
                    # register_buffer("rows", t), add_module("rows", m): bound by its name as a string
                    bindings.setdefault("self." + node.value, []).append(False)
            return bindings

        def own_or_none(kinds: list) -> bool:
            # every binding an object of the file's, or None (self.act = None, then self.act = GeluOp()
            # when asked for: probe 26), at least one the object
            return all(kind in ("instance", "none") for kind in kinds) and "instance" in kinds

        # Rounds until nothing new is found: tables of objects, then names bound to a known object or
        # taken from a known table (each round's knowns hold every binding of theirs, so a name
        # that is also bound to anything else never counts).
        while True:
            aliases.clear()
            bindings = every_binding()
            tables = {k for k, kinds in bindings.items() if all(kind == "instances" for kind in kinds)}
            instances = {k for k, kinds in bindings.items() if own_or_none(kinds)}
            if tables <= known_tables and instances <= known_instances:
                break
            known_tables |= tables
            known_instances |= instances
        self._alias_sources = {k: v for k, v in aliases.items() if k in instances}
        self._bound_once = {k for k, kinds in bindings.items() if len(kinds) == 1}
        self._binding_count = {k: len(kinds) for k, kinds in bindings.items()}
        # Names and self.<attr>s only ever bound to one class of the file itself (self.k = Kernels).
        self._class_holders = {k: kinds[0][6:] for k, kinds in bindings.items()
                               if isinstance(kinds[0], str) and kinds[0].startswith("class:")
                               and all(kind == kinds[0] for kind in kinds)}
        self._instances = {k for k, kinds in bindings.items() if own_or_none(kinds)}
        self._instance_tables = {k for k, kinds in bindings.items() if all(kind == "instances" for kind in kinds)}
        self._is_instance = is_instance
        return {k for k, kinds in bindings.items() if all(kind in ("container", "instances") for kind in kinds)}

    def made_class(self, v: ast.AST | None) -> str | None:
        """The class of the file an expression makes an object of: Cls(...), or Cls.factory(...)
        where factory is a classmethod whose every return is cls(...) or Cls(...)."""
        if not isinstance(v, ast.Call):
            return None
        if isinstance(v.func, ast.Name) and v.func.id in self.classes:
            return v.func.id
        f = v.func
        if isinstance(f, ast.Attribute) and f.attr in self.classes and isinstance(f.value, ast.Name) \
                and self.bound.get(f.attr) == 1 and any(self.classes[f.attr] in c.body for c in self.classes.values()) \
                and (f.value.id in self.classes or (f.value.id == "self" and f.attr not in self.self_bound)):
            return f.attr  # ModelNew.Launcher() or self.Launcher(): a class nested in the file's class
        if not (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id in self.classes):
            return None
        cls = f.value.id
        for m in self.classes[cls].body:
            if not (isinstance(m, ast.FunctionDef) and m.name == f.attr):
                continue
            decorators = [self.resolve(d.func if isinstance(d, ast.Call) else d) for d in m.decorator_list]
            if "classmethod" in decorators and all(d in ("classmethod", *R.CACHE_DECORATORS) for d in decorators):
                first = m.args.args[0].arg if m.args.args else None
                if any(isinstance(n, ast.Name) and n.id == first and isinstance(n.ctx, (ast.Store, ast.Del))
                       for n in ast.walk(m)):
                    return None  # cls = _pick(); return cls(): anything
                def makes(e) -> bool:  # cls(...), Cls(...), or a choice between them
                    if isinstance(e, ast.IfExp):
                        return makes(e.body) and makes(e.orelse)
                    return isinstance(e, ast.Call) and isinstance(e.func, ast.Name) and e.func.id in (first, cls)
                returns = [r for r in ast.walk(m) if isinstance(r, ast.Return)]
                if returns and all(makes(r.value) for r in returns):
                    return cls
            if "staticmethod" in decorators and all(d in ("staticmethod", *R.CACHE_DECORATORS) for d in decorators):
                made = self._static_factory_class(cls, m)
                if made:
                    return made
        return None

    def _static_factory_class(self, holder: str, m: ast.FunctionDef) -> str | None:
        """The class a `@staticmethod` factory (cached or not) of the file's class `holder` makes:
        every return is `C(...)` of one class C of the file, a name the function does not bind
        (no parameter or local of that name), the holder bound once, and the factory's name defined
        once in its class body and bound there by nothing else (probe 25: `RowSoftmax.for_block(n)`
        under `@staticmethod @functools.lru_cache`)."""
        returns = [r.value for r in ast.walk(m) if isinstance(r, ast.Return)]
        if not returns or not all(isinstance(r, ast.Call) and isinstance(r.func, ast.Name) for r in returns):
            return None
        made = {r.func.id for r in returns}
        if len(made) != 1 or next(iter(made)) not in self.classes or self.bound.get(holder) != 1:
            return None
        name = next(iter(made))
        local = {a.arg for a in (*m.args.posonlyargs, *m.args.args, *m.args.kwonlyargs,
                                 *([m.args.vararg] if m.args.vararg else []), *([m.args.kwarg] if m.args.kwarg else []))}
        local |= {n.id for n in ast.walk(m) if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del))}
        local |= {n.name for n in ast.walk(m) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                                                               ast.Lambda)) and n is not m and hasattr(n, "name")}
        if any(isinstance(n, (ast.Global, ast.Nonlocal)) for n in ast.walk(m)):
            return None
        defs = [d for d in self.classes[holder].body if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef))
                and d.name == m.name]
        if name in local or len(defs) != 1 or m.name in self.class_body_bindings:
            return None
        return name

    def torch_layer_base(self, cls: str, seen=()) -> str | None:
        """The torch layer a class of the file derives from (class Act(nn.ReLU)), through the
        file's own classes, or None."""
        for b in self.classes[cls].bases:
            base = self.resolve(b) or ""
            if base.startswith("torch.nn.") and base.split(".")[-1] not in R.NN_NON_COMPUTE:
                return base
            if isinstance(b, ast.Name) and b.id in self.classes and b.id not in seen:
                found = self.torch_layer_base(b.id, seen + (cls,))
                if found:
                    return found
        return None

    def own_forward(self, cls: str, seen=()) -> bool:
        """The class, or one of the file's classes it derives from, defines forward (plainly): its
        call runs the file's forward, even over a torch layer's (class TritonLayerNorm(nn.LayerNorm))."""
        if self.defines_method(cls, "forward"):
            return True
        for b in self.classes[cls].bases:  # in order: the first base with a forward wins (the MRO)
            if isinstance(b, ast.Name) and b.id in self.classes and b.id not in seen:
                if self.own_forward(b.id, seen + (cls,)):
                    return True
                if self.torch_layer_base(b.id):
                    return False
            else:
                base = self.resolve(b) or ""
                if base.startswith("torch.nn.") and base.split(".")[-1] not in R.NN_NON_COMPUTE:
                    return False  # class Act(nn.ReLU, Mine): ReLU's forward comes first
        return False

    def plain_bases(self, cls: str, seen=()) -> bool:
        """Every base is the file's own class (alike), a torch.nn class or object: an object of it
        has no method of another library's (a torch.Tensor subclass's .softmax is torch's). No
        metaclass either: its __call__ could hand back anything (torch.Tensor itself)."""
        if self.classes[cls].keywords or not self.plain_class(cls):
            return False
        for b in self.classes[cls].bases:
            base = self.resolve(b) or ""
            if isinstance(b, ast.Name) and b.id in self.classes:
                if b.id not in seen and not self.plain_bases(b.id, seen + (cls,)):
                    return False
            elif not (base.startswith("torch.nn.") or base in R.PLAIN_BASES):
                return False
        return True

    def _module_only_bases(self, cls: str, seen=()) -> bool:
        """Every base, through the file's own classes, is nn.Module itself, object, Protocol, Generic
        or ABC: no library __init__ sets instance attributes of its choosing (nn.Module's public one is
        `training`, a bool)."""
        for b in self.classes[cls].bases:
            if isinstance(b, ast.Name) and b.id in self.classes:
                if b.id not in seen and not self._module_only_bases(b.id, seen + (cls,)):
                    return False
            elif (self.resolve(b) or "") not in ("torch.nn.Module", "torch.nn.modules.module.Module", *R.PLAIN_BASES):
                return False
        return not self.classes[cls].keywords

    def defines_method(self, cls: str, method: str) -> bool:
        """The class's body defines the method as a plain function (a decorator could make the
        name anything: @(lambda f: torch.relu)) and nothing assigns the class's attributes
        (Ops.relu = torch.relu)."""
        plain = {"staticmethod", "classmethod"}
        return any(isinstance(m, ast.FunctionDef) and m.name == method
                   and all(isinstance(d, ast.Name) and d.id in plain
                           or self.resolve(d.func if isinstance(d, ast.Call) else d) in R.GRAD_MODE_DECORATORS
                           for d in m.decorator_list)
                   for m in self.classes[cls].body) and cls not in self._patched_classes and self.plain_class(cls)

    def plain_class(self, cls: str) -> bool:
        """No decorator of the class could put something else under its name (@(lambda c: torch.Tensor)):
        only those that hand the class itself back (dataclass, total_ordering, final)."""
        return all(self.resolve(d.func if isinstance(d, ast.Call) else d) in R.PLAIN_CLASS_DECORATORS
                   for d in self.classes[cls].decorator_list)

    def patched_classes(self) -> set[str]:
        """The file's classes whose attributes something assigns or deletes (Ops.relu = ...)."""
        out = {n.value.id for n in ast.walk(self.tree) if isinstance(n, ast.Attribute)
               and isinstance(n.ctx, (ast.Store, ast.Del)) and isinstance(n.value, ast.Name)
               and n.value.id in self.classes}
        for name, c in self.classes.items():  # cls.relu = fn in a classmethod patches the class too
            if any(isinstance(n, ast.Attribute) and isinstance(n.ctx, (ast.Store, ast.Del))
                   and isinstance(n.value, ast.Name) and n.value.id == "cls" for n in ast.walk(c)):
                out.add(name)
        return out

    def own_method(self, root: ast.AST, method: str) -> bool:
        """root.method(...) runs this file's code or Python's, not a tensor's: root is self, a
        class of this file defining the method, or a list/set/dict (Python's methods)."""
        if isinstance(root, ast.Name) and root.id in self._containers:
            return True
        if isinstance(root, ast.Name) and root.id == "self":
            # self.softmax(...) is the file's own method only in a method of one of its classes
            # that (or a class related to it by inheritance) defines it: a function's parameter
            # named self may be a tensor (or ModelNew.helper(x) makes it one).
            family = self.related_classes(self._call_class) if self._call_class else set()
            return any(self.defines_method(c, method) for c in family) and not self.written(method, family) \
                and self._call_class not in self._foreign_self_classes
        if isinstance(root, ast.Call) and isinstance(root.func, ast.Name) and root.func.id == "super" \
                and not root.args and not root.keywords:
            return self._super_method(root, method)
        if isinstance(root, ast.Name) and root.id in self.classes and root.id in self._bound_once:
            return self.defines_method(root.id, method) and not self.written(method, self.related_classes(root.id))
        return isinstance(root, ast.Attribute) and isinstance(root.value, ast.Name) and root.value.id == "self" \
            and "self." + root.attr in self._containers

    def _super_method(self, call: ast.Call, method: str) -> bool:
        """`super().method(...)` in a plain method of the file's class C (probe 24): Python takes C
        from the class statement around it and the object from the method's first parameter, `self`,
        never rebound there (a class as that object would hand the base's function itself, called
        with a tensor as its self), in a class whose methods run on no foreign self. The method then
        comes from the MRO of a subclass of C after C: every class related to C (any subclass may
        add its own bases) has plain bases, no torch.nn base of theirs has an attribute of that name,
        every definition of it is a plain method no one overwrites, and one of C's bases defines it."""
        cls = self._method_self_nodes.get(id(call))
        if cls is None or "super" in self.bound:
            return False
        method_def = next((m for m in self.classes[cls].body if isinstance(m, ast.FunctionDef)
                           and id(call) in {id(n) for n in own_body_nodes(m)}), None)
        if method_def is None or _rebinds_self(method_def):
            return False
        family = self.related_classes(cls)
        if method in self.class_body_bindings or self.written(method, family):
            return False
        for c in family:
            if not self.plain_bases(c):
                return False
            if any(isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and m.name == method
                   for m in self.classes[c].body) and not self.defines_method(c, method):
                return False
            for b in self.classes[c].bases:
                base = self.resolve(b) or ""
                if not (isinstance(b, ast.Name) and b.id in self.classes):
                    obj = library_object(base) if base.startswith("torch.") else None
                    if base.startswith("torch.") and (obj is None or hasattr(obj, method)):
                        return False
        ancestors, todo = set(), [cls]
        while todo:
            for b in self.classes[todo.pop()].bases:
                if isinstance(b, ast.Name) and b.id in self.classes and b.id not in ancestors:
                    ancestors.add(b.id)
                    todo.append(b.id)
        return any(self.defines_method(c, method) for c in ancestors)

    def own_instance_call(self, f: ast.AST) -> bool:
        """self.<attr>(...) where self.<attr> is only ever an object of one of the file's classes, or
        name.<method>(...) / self.<attr>.<method>(...) where the name or attribute is only ever bound
        to one (_OPS = RowOps() at module level, self.reducer = Reducer.for_dtype(dt))."""
        if not isinstance(f, ast.Attribute):
            return False
        v = f.value
        if dotted(v) == "self":  # self.<attr>(...): the object itself is called (its forward, __call__)
            return "self." + f.attr in self._instances and self._only_data_written("self." + f.attr) \
                and not self.written("forward", set(self.classes))
        # obj.<method>(...): one of the file's classes must define the method as a function, none
        # bind the name to anything else (apply_ = staticmethod(torch.Tensor.apply_)), and nothing in
        # the file assigns an attribute of that name on an object that may be one of theirs
        # (o.relu = torch.relu, however o came to be that object: an alias, a list, a walrus, a with target).
        defining = {c for c in self.classes if self.defines_method(c, f.attr)}
        if not defining or f.attr in self.class_body_bindings \
                or self.written(f.attr, set().union(*(self.related_classes(c) for c in defining))):
            return False
        held = v.id if isinstance(v, ast.Name) else \
            "self." + v.attr if isinstance(v, ast.Attribute) and dotted(v.value) == "self" else None
        if held is None and isinstance(v, ast.Attribute) and self._type_of_own_self(v):
            held = "self." + v.attr  # type(self).ops.leaky_relu(x): the class's binding of self.ops
        # An object whose attributes the file assigns (ops.softmax = torch.softmax) may hold anything.
        if held in self._instances and held not in self._attributes_assigned:
            return True
        if held in self._class_holders and held not in self._attributes_assigned:
            return self._static_or_class_method(self._class_holders[held], f.attr)
        if isinstance(v, ast.Attribute) and self._record_field_holds_own(v):
            return True  # self.ops.act.relu(x), act a field of the file's NamedTuple/dataclass
        if isinstance(v, ast.Call) and self._is_instance(v):
            return True  # Gemm.for_dtype(dt).bmm(a, b)
        if isinstance(v, ast.Call) and isinstance(v.func, ast.Name) and self.returns_instance(v.func.id):
            return True  # get_ops().prod(x), get_ops returning the module's one object
        if isinstance(v, ast.Call) and self._own_getter_call(v):
            return True  # self._get_ops().tanh(x), the getter returning self._ops
        # table[key].method(...) or table.get(key).method(...), the table holding only such objects
        # and never written after it is made.
        table = v.value if isinstance(v, ast.Subscript) else v.func.value if (  # .get(k): no default, that could be anything
            isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr == "get"
            and len(v.args) == 1 and not v.keywords) else None
        name = dotted(table) if table is not None else None
        return bool(name) and name in self._instance_tables and name not in self._tables_written \
            and name not in self._attributes_assigned

    def _own_getter_call(self, call: ast.Call) -> bool:
        """`self.<getter>()` (probe 27) in a plain method of a class whose methods run on no foreign
        self, where every definition of the getter in the classes related to it is a plain method,
        never written or bound otherwise in a class body, whose self is never rebound and whose every
        return is `self.<attr>` for a holder of the file's objects (as own_instance_call reads
        `self.<attr>.<method>`), or such an object made there: the lazy `if self._ops is None:
        self._ops = Ops(); return self._ops`."""
        f = call.func
        if call.args or call.keywords or not (isinstance(f, ast.Attribute) and dotted(f.value) == "self"):
            return False
        cls = self._method_self_nodes.get(id(call))
        if cls is None:
            return False
        family = self.related_classes(cls)
        if f.attr in self.class_body_bindings or self.written(f.attr, family):
            return False
        defs = [m for c in family for m in self.classes[c].body
                if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and m.name == f.attr]
        if not defs or not any(self.defines_method(c, f.attr) for c in family):
            return False
        for m in defs:
            if isinstance(m, ast.AsyncFunctionDef) or m.decorator_list or not m.args.args \
                    or m.args.args[0].arg != "self" or _rebinds_self(m):
                return False
            returns = [r.value for r in own_body_nodes(m) if isinstance(r, ast.Return)]
            if not returns or any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in own_body_nodes(m)):
                return False
            for r in returns:
                held = "self." + r.attr if isinstance(r, ast.Attribute) and dotted(r.value) == "self" else None
                if not (held and held in self._instances and held not in self._attributes_assigned
                        or r is not None and self._is_instance(r)):
                    return False
        return True

    def _type_of_own_self(self, v: ast.Attribute) -> bool:
        """`type(self).<attr>` (probe 27) in a plain method, self never rebound there, of a class whose
        methods run on no foreign self: the attribute is then found in the class dicts along the MRO
        of one of the file's classes, every one of them with plain bases, where no torch base of any
        related class has an attribute of that name. What the file's class bodies bind there is a
        binding of self.<attr> to the gate (class_body_bindings), so the holder's rules apply."""
        t = v.value
        if not (is_type_call(t) and len(t.args) == 1 and not t.keywords and isinstance(t.args[0], ast.Name)
                and t.args[0].id == "self") or "type" in self.bound:
            return False
        cls = self._method_self_nodes.get(id(t))
        fn = self.parent_of.get(id(t))
        while fn is not None and not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            fn = self.parent_of.get(id(fn))
        if cls is None or fn is None or _rebinds_self(fn):
            return False
        for c in self.related_classes(cls):
            if not self.plain_bases(c):
                return False
            for b in self.classes[c].bases:
                if isinstance(b, ast.Name) and b.id in self.classes:
                    continue
                base = self.resolve(b) or ""
                obj = library_object(base) if base.startswith("torch.") else None
                if base.startswith("torch.") and (obj is None or hasattr(obj, v.attr)):
                    return False
        return True

    def _static_or_class_method(self, cls: str, method: str) -> bool:
        """`self.k.method(...)` where self.k is only ever the file's class itself (`self.k = Kernels`,
        probe 25): the class is bound once, has plain bases, and defines the method as a
        staticmethod or classmethod (the arguments, or the class as cls, are then what Python hands
        it whatever object the class is reached through; a plain method would take the first
        argument as its self). defines_method keeps out a patched or decorated class."""
        return self.bound.get(cls) == 1 and self.plain_bases(cls) and self.defines_method(cls, method) \
            and all(isinstance(m, ast.FunctionDef) and len(m.decorator_list) == 1
                    and isinstance(m.decorator_list[0], ast.Name)
                    and m.decorator_list[0].id in ("staticmethod", "classmethod")
                    for m in self.classes[cls].body
                    if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) and m.name == method)

    def _record_class(self, name: str) -> bool:
        """A class of the file that is only a record of fields: a typing.NamedTuple, or a
        @dataclass (frozen or not), bound once, with no base, keyword or method of its own and no
        subclass, whose body holds only annotated fields (no ClassVar/InitVar/KW_ONLY, which
        change which fields __init__ takes and in what order), and which the file uses only by
        calling it (and in annotations): never `_make`, `_replace` or `dataclasses.replace`, never
        as a value."""
        from anvil.runtime.static_source import annotations
        c = self.classes.get(name)
        if c is None or self.bound.get(name) != 1 or c.keywords:
            return False
        bases = [self.resolve(b) for b in c.bases]
        decos = [self.resolve(d.func if isinstance(d, ast.Call) else d) for d in c.decorator_list]
        if not ((bases == ["typing.NamedTuple"] and not decos) or (
                not bases and decos == ["dataclasses.dataclass"] and all(
                    isinstance(k.value, ast.Constant) and k.arg not in ("kw_only",)
                    for d in c.decorator_list if isinstance(d, ast.Call) for k in d.keywords)
                and not any(d.args for d in c.decorator_list if isinstance(d, ast.Call)))):
            return False
        for i, stmt in enumerate(c.body):
            if i == 0 and isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                continue  # the docstring
            if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name) and stmt.simple):
                return False
            if any((dotted(n) or "").split(".")[-1] in ("ClassVar", "InitVar", "KW_ONLY")
                   for n in ast.walk(stmt.annotation)):
                return False
            if isinstance(stmt.value, ast.Call) and self.resolve(stmt.value.func) == "dataclasses.field" and any(
                    k.arg not in ("default", "default_factory", "repr", "compare", "hash", "metadata")
                    for k in stmt.value.keywords):
                return False  # init=False, kw_only=True: __init__ takes other arguments
        if any(isinstance(b, ast.Name) and b.id == name for k in self.classes.values() for b in k.bases):
            return False
        typed = {id(n) for a in annotations(self.tree) for n in ast.walk(a)}
        parents = self.parent_of
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Attribute) and n.attr in ("_make", "_replace", "__replace__"):
                return False
            if isinstance(n, (ast.Name, ast.Attribute)) and self.resolve(n) == "dataclasses.replace":
                return False
            if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load) and id(n) not in typed:
                up = parents.get(id(n))
                if not (isinstance(up, ast.Call) and up.func is n):
                    return False
        return True

    def _record_field_holds_own(self, v: ast.Attribute) -> bool:
        """`<held>.<field>` (held a name or self.<attr>) where every binding of held is a call of
        one record class of the file (_record_class) and every such call gives the field an object
        of the file's own (positionally or by keyword; no `*`/`**`), or leaves it to a default that
        is one (`field(default_factory=Launcher)`); nothing in the file assigns or deletes an
        attribute of the field's name or any attribute on held (probe 25: `self.ops.act.relu(x)`)."""
        inner, fname = v.value, v.attr
        held = inner.id if isinstance(inner, ast.Name) else \
            "self." + inner.attr if isinstance(inner, ast.Attribute) and dotted(inner.value) == "self" else None
        if held is None or self._attribute_writes.get(fname):
            return False
        values = self._record_holder_values(held, frozenset({held}))
        if not values or not all(isinstance(x, ast.Call) and isinstance(x.func, ast.Name) for x in values):
            return False
        record = values[0].func.id
        if any(x.func.id != record for x in values) or not self._record_class(record):
            return False
        fields = [s for s in self.classes[record].body if isinstance(s, ast.AnnAssign)]
        index = next((i for i, s in enumerate(fields) if s.target.id == fname), None)
        if index is None:
            return False
        default = fields[index].value
        if isinstance(default, ast.Call) and self.resolve(default.func) == "dataclasses.field":
            factory = [k.value for k in default.keywords if k.arg == "default_factory"]
            default = None if not factory else factory[0].body if isinstance(factory[0], ast.Lambda) and not (
                factory[0].args.args or factory[0].args.posonlyargs or factory[0].args.kwonlyargs
                or factory[0].args.vararg or factory[0].args.kwarg) else ast.Call(func=factory[0], args=[], keywords=[])
        for call in values:
            if any(isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
                return False
            given = call.args[index] if index < len(call.args) else next(
                (k.value for k in call.keywords if k.arg == fname), default)
            if given is None or not self._is_instance(given):
                return False
        return True

    def _record_holder_values(self, held: str, seen: frozenset) -> list | None:
        """The values every binding of held (a name or self.<attr>) assigns, None unless each is a
        plain assignment and nothing assigns or deletes an attribute on held. A value that is itself
        such a holder (`ops = self.ops` in forward, probe 26) stands for that holder's values, under
        the same conditions: an alias bound only that way is the same object, so nothing reaches
        the field through it that `self.ops.act` would not."""
        if held in self._attributes_assigned:
            return None
        values = []
        for n in ast.walk(self.tree):
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None:
                for t in n.targets if isinstance(n, ast.Assign) else [n.target]:
                    k = t.id if isinstance(t, ast.Name) else "self." + t.attr if isinstance(t, ast.Attribute) else None
                    if k == held:
                        values.append(n.value)
        if not values or len(values) != self._binding_count.get(held, 0):
            return None
        out = []
        for x in values:
            src = dotted(x) if isinstance(x, (ast.Name, ast.Attribute)) else None
            if src and src != "self" and (src.count(".") == 0 or src.startswith("self.") and src.count(".") == 1):
                if src in seen:
                    return None
                sub = self._record_holder_values(src, seen | {src})
                if sub is None:
                    return None
                out.extend(sub)
            else:
                out.append(x)
        return out

    @functools.cached_property
    def class_body_bindings(self) -> set[str]:
        """Names a class body of the file binds other than by def: assignments, imports, walrus,
        loops (relu = staticmethod(torch.relu), from torch import relu, for relu in (...))."""
        out = set()
        for c in self.classes.values():
            for stmt in c.body:
                if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    if isinstance(stmt, ast.ClassDef):
                        out.add(stmt.name)
                    continue
                for n in ast.walk(stmt):
                    if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
                        out.add(n.id)
                    elif isinstance(n, ast.alias):
                        out.add((n.asname or n.name).split(".")[0])
                    elif isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                        out.add(n.name)
        return out

    def returns_instance(self, name: str) -> bool:
        """A top-level function of the file (plain or cached) whose every return is an object of
        one of its classes, or a name only ever bound to one."""
        fn = self.functions.get(name)
        if fn is None or self.bound.get(name) != 1 or not all(
                self.resolve(d.func if isinstance(d, ast.Call) else d) in R.CACHE_DECORATORS for d in fn.decorator_list):
            return False
        returns = [r.value for r in ast.walk(fn) if isinstance(r, ast.Return)]
        return bool(returns) and all(self._is_instance(r) or (
            isinstance(r, ast.Name) and r.id in self._instances and r.id not in self._attributes_assigned)
            for r in returns)

    @functools.cached_property
    def _tables_written(self) -> set[str]:
        """Names and self.<attr>s the file writes into after making them (t[k] = v, t.update(...)),
        or hands on as a value (an alias could write into it: alias = T; alias.update(...))."""
        out = set()
        parents = self.parent_of
        for n in ast.walk(self.tree):
            if isinstance(n, (ast.Name, ast.Attribute)) and isinstance(n.ctx, ast.Load):
                up = parents.get(id(n))
                if isinstance(up, ast.Attribute) and up.attr not in R.READING_METHODS:
                    out.add(dotted(n) or "")  # up = T.update; up(k=...), map(T.update, ...)
                    continue
                subscripted = isinstance(up, ast.Subscript) and up.value is n
                # Read only: k in T, for k in T, len(T), sorted(T), f"{T}"...
                looked_at = isinstance(up, (ast.Compare, ast.FormattedValue, ast.comprehension, ast.For)) or (
                    isinstance(up, ast.Call) and n in up.args and self.resolve(up.func) in R.READING_BUILTINS)
                # a, b = T unpacks the table's items (names only): the table is not handed on
                unpacked = isinstance(up, ast.Assign) and up.value is n and all(
                    isinstance(t, (ast.Tuple, ast.List)) and all(isinstance(e, ast.Name) for e in t.elts)
                    for t in up.targets)
                if not (subscripted or looked_at or unpacked or isinstance(up, ast.Attribute)):
                    out.add(dotted(n) or "")  # handed on (alias = T, f(T), return T): may be written there
            elif isinstance(n, ast.Subscript) and isinstance(n.ctx, (ast.Store, ast.Del)):
                out.add(dotted(n.value) or "")  # T[k] = v
        return out

    _call_class: str | None = None  # the class whose method the gate is reading (check_forward sets it)

    def written(self, name: str, family: set[str]) -> bool:
        """Whether the file assigns or deletes an attribute `name` on an object that may be one of
        the classes in `family`: anywhere, but `self.name = ...` in a method of an unrelated class
        (ModelNew's self.linear = nn.Linear(...) beside a launcher's linear method), unless that
        class's methods may run on a foreign self (Cls.method(obj), a function whose parameter is self)."""
        return any(writer is None or writer in family for writer in self._attribute_writes.get(name, ()))

    @functools.cached_property
    def _attribute_writes(self) -> dict[str, list]:
        """Attribute name -> for each store or delete of it: the class in whose method it is
        `self.name = ...` (self the method's first parameter), or None (any other object)."""
        out: dict[str, list] = {}
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, (ast.Store, ast.Del)):
                on_self = isinstance(n.value, ast.Name) and n.value.id == "self"
                out.setdefault(n.attr, []).append(self._method_self_nodes.get(id(n)) if on_self else None)
        return out

    @functools.cached_property
    def _method_self_nodes(self) -> dict[int, str]:
        """Nodes standing in a method's own body (not in a function nested there, whose self is its
        own parameter) -> the method's class, for methods whose first parameter is self and whose
        class's methods never run on a foreign self: there `self` is that class's object."""
        out: dict[int, str] = {}
        for c, cls in self.classes.items():
            if c in self._foreign_self_classes:
                continue
            # A property's getter and setter run on the object the attribute is read or set on (the
            # class's: a property taken from the class, Cls.p.fset(obj), makes it foreign above).
            props = {m.name for m in cls.body if isinstance(m, ast.FunctionDef) and any(
                self.resolve(d) in ("property", "functools.cached_property") for d in m.decorator_list)} \
                - set(self.bound_names_shadowing_property)
            accessors = {f"{p}.{a}" for p in props for a in ("setter", "getter", "deleter")}
            for m in cls.body:
                # Undecorated (a staticmethod's, or a decorator's wrapper's, first argument is anything).
                if isinstance(m, ast.FunctionDef) and m.args.args and m.args.args[0].arg == "self" and all(
                        self.resolve(d.func if isinstance(d, ast.Call) else d) in R.GRAD_MODE_DECORATORS
                        or (len(m.decorator_list) == 1 and (self.resolve(d) in ("property", "functools.cached_property")
                                                            or (dotted(d) or "") in accessors))
                        for d in m.decorator_list):
                    out.update((id(n), c) for n in own_body_nodes(m))
        return out

    @functools.cached_property
    def bound_names_shadowing_property(self) -> list[str]:
        """Where the file binds `property` itself, no method is a property (the file's decorator)."""
        return [] if "property" not in self.bound else [m.name for c in self.classes.values() for m in c.body
                                                           if isinstance(m, ast.FunctionDef)]

    @functools.cached_property
    def _foreign_self_classes(self) -> set[str]:
        """The file's classes whose methods may run with an object other than their own as self:
        a method taken from the class (Cls.method) other than as Cls.method(self, ...), from
        type(x).method, or the class handed around as a value (H = Cls; H.method(obj)); and every
        class where super(Cls, obj) names an obj other than self (the gate does not follow the MRO)."""
        from anvil.runtime.static_source import annotations
        plain = {c: {m.name for m in k.body if isinstance(m, ast.FunctionDef) and not any(
            self.resolve(d.func if isinstance(d, ast.Call) else d) in ("staticmethod", "classmethod")
            for d in m.decorator_list)} for c, k in self.classes.items()}
        parents = {id(ch): n for n in ast.walk(self.tree) for ch in ast.iter_child_nodes(n)}
        typed = {id(n) for a in annotations(self.tree) for n in ast.walk(a)}
        # Which class's method a node stands in (Base.method(self) is that method's self only there).
        in_class = {id(n): c for c, k in self.classes.items() for m in k.body if isinstance(m, ast.FunctionDef)
                    for n in ast.walk(m)}
        bases = {id(b) for k in ast.walk(self.tree) if isinstance(k, ast.ClassDef) for b in k.bases}
        out, handed_on = set(), set()  # handed_on: (class calling Base.method(self), Base)
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "super" and len(n.args) == 2 \
                    and not (isinstance(n.args[1], ast.Name) and n.args[1].id == "self"):
                return set(self.classes)
            if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Call) and isinstance(n.value.func, ast.Name) \
                    and n.value.func.id == "type":
                out |= {c for c, names in plain.items() if n.attr in names}  # type(x).method(obj)
            if not (isinstance(n, ast.Name) and n.id in self.classes and isinstance(n.ctx, ast.Load)):
                continue
            up = parents.get(id(n))
            if id(n) in typed or id(n) in bases or (isinstance(up, ast.Call) and up.func is n):
                continue  # an annotation, a base, Cls(...)
            if isinstance(up, ast.keyword) and up.arg == "default_factory" and isinstance(
                    call := parents.get(id(up)), ast.Call) and self.resolve(call.func) == "dataclasses.field":
                continue  # field(default_factory=Launcher): the dataclass calls Launcher() (probe 24)
            if isinstance(up, ast.Tuple):  # isinstance(x, (A, B))
                up = parents.get(id(up))
            if isinstance(up, ast.Call) and isinstance(up.func, ast.Name) and up.func.id in (
                    "isinstance", "issubclass", "super") or isinstance(up, ast.Compare):
                continue
            if isinstance(up, ast.Attribute) and up.value is n:
                call = parents.get(id(up))
                if up.attr not in plain[n.id]:
                    continue  # Cls.CONST, Cls.factory(...)
                if isinstance(call, ast.Call) and call.func is up and call.args \
                        and isinstance(call.args[0], ast.Name) and call.args[0].id == "self" \
                        and in_class.get(id(call)) in self.related_classes(n.id):
                    handed_on.add((in_class[id(call)], n.id))  # Base.method(self, ...): foreign if the caller is
                    continue
            out.add(n.id)
        # A class whose methods run on a foreign self hands it on to its bases (super().method())
        # and to the classes whose methods it calls as Base.method(self): theirs may too.
        parents_of = {c: {b.id for b in k.bases if isinstance(b, ast.Name) and b.id in self.classes}
                      for c, k in self.classes.items()}
        todo = list(out)
        while todo:
            c = todo.pop()
            for nxt in parents_of.get(c, set()) | {callee for caller, callee in handed_on if caller == c}:
                if nxt not in out:
                    out.add(nxt)
                    todo.append(nxt)
        return out

    def related_classes(self, cls: str) -> set[str]:
        """The class and the file's classes related to it by inheritance, either way."""
        parents = {c: {b.id for b in k.bases if isinstance(b, ast.Name) and b.id in self.classes}
                   for c, k in self.classes.items()}
        family, todo = {cls}, [cls]
        while todo:
            c = todo.pop()
            for other, bases in parents.items():
                for nxt in ([other] if c in bases else []) + ([b for b in bases] if other == c else []):
                    if nxt not in family:
                        family.add(nxt)
                        todo.append(nxt)
        return family

    def _only_data_written(self, held: str) -> bool:
        """No attribute is written on `held` (self.<attr>), or only plain attributes the object's own
        code may read but never calls (self.norm.eps = eps beside `self.norm(x)`, probe 21), assigned
        a value that names no import, function, class or lambda of the file: each name
        public, bound by no class body of the file, no attribute of nn.Module (forward, its hooks'
        machinery, its methods) and never called as a method anywhere in the file, and every write
        on `held` itself, not through another name or an item."""
        if held not in self._attributes_assigned:
            return True
        if any(held == k or held in v for k, v in self._alias_sources.items()):
            return False
        module = library_object("torch.nn.Module")
        called = {n.func.attr for n in ast.walk(self.tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)}
        parents = self.parent_of
        for n in ast.walk(self.tree):
            if not (isinstance(n, ast.Attribute) and isinstance(n.ctx, (ast.Store, ast.Del))):
                continue
            if isinstance(n.value, ast.Subscript) and dotted(n.value.value) == held:
                return False
            if dotted(n.value) != held:
                continue
            # The value is data: assigned by a plain statement, naming no import, function, class or
            # lambda of the file (self.norm.key = torch.relu, read as sorted(..., key=self.key), would
            # run PyTorch from code the gate reads as the module's own).
            up = parents.get(id(n))
            if not (isinstance(up, (ast.Assign, ast.AnnAssign)) and up.value is not None and n in (
                    up.targets if isinstance(up, ast.Assign) else [up.target])) or any(
                    isinstance(v, ast.Lambda) or (isinstance(v, ast.Name) and (
                        v.id in self.aliases or v.id in self.functions or v.id in self.classes))
                    for v in ast.walk(up.value)):
                return False
            if n.attr.startswith("_") or n.attr in self.class_body_bindings or n.attr in called \
                    or any(n.attr == m.name for c in self.classes.values() for m in c.body
                           if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))) \
                    or module is None or hasattr(module, n.attr):
                return False
        return True

    @functools.cached_property
    def _attributes_assigned(self) -> set[str]:
        """Names and self.<attr>s whose attributes something assigns or deletes (ops.relu = ...,
        TABLE[k].relu = ...), also through another name for the object (o = self.ops; o.relu = ...,
        for op in TABLE: op.relu = ...): then every name for it counts."""
        out = set()
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, (ast.Store, ast.Del)):
                held = n.value.value if isinstance(n.value, ast.Subscript) else n.value
                base = dotted(held)
                if base and (base.count(".") == 0 or (base.startswith("self.") and base.count(".") == 1)):
                    out.add(base)
        for alias, sources in self._alias_sources.items():
            if alias in out or out & sources:
                out |= {alias, *sources}
        return out


def _rebinds_self(fn: ast.AST) -> bool:
    """Whether `self` is assigned or deleted anywhere inside fn (then a read of it may be any object)."""
    return any(isinstance(n, ast.Name) and n.id == "self" and isinstance(n.ctx, (ast.Store, ast.Del))
               for n in ast.walk(fn))
