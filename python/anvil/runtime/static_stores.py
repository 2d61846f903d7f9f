"""Which objects a candidate may set attributes on: the static gate's rule on attribute writes
(red-team round 25, narrowed for honest forms by probe 19). A write is allowed only on an object
the file can name as its own (self in a method, cls in a classmethod, a name bound only to new
objects, an autograd context, a module's own tensors and layers); anything else may be a library
class or module reached as a value the gate does not follow, and CPython audits no such write.
A mixin of the gate's analyzer: it reads the analyzer's tree, bindings and resolved names."""

from __future__ import annotations

import ast
import functools

from anvil.runtime import static_rules as R
from anvil.runtime.static_names import dotted, names_in
from anvil.runtime.static_reach import library_object
from anvil.runtime.static_scopes import own_body_nodes


class OwnStores:
    """The attribute-write rule; mixed into static_gate's analyzer (OwnObjects supplies the
    methods' own objects, the analyzer the tree, bindings and `add`)."""

    def check_store_root(self, node: ast.Attribute) -> None:
        """An attribute written on an object the gate can name as the file's: `self` in a method of
        one of its classes (whose methods never run on a foreign self), `cls` in a classmethod, or a
        name bound only by the file's own def/class statements or by constructing one of its classes
        or a library class (`cfg = Config(); cfg.block = 64`); or on `self.<a>` where self.<a> is only
        ever such a new object (`self.lin.weight = ...`). Anything else may be a library class
        or module reached as a value the gate does not follow (`[torch.Tensor][0].detach = f`,
        `for c in (torch.Tensor,): c.detach = f`, a parameter handed torch.Tensor), and CPython does
        not audit attribute writes on classes or modules: the runtime's own calls would then run
        the file's code after the audit (red-team round 25)."""
        root = node.value
        while isinstance(root, (ast.Attribute, ast.Subscript)):
            root = root.value
        if isinstance(root, ast.Name) and (root.id in self.aliases or root.id in R.PATCHABLE_ROOTS
                                           or root.id in self.type_bound):
            return  # check_patch's
        if isinstance(root, ast.Name) and (node.value is root or self.own_layer_attribute(node.value)) \
                and self.own_store_root(root, node):
            return
        if isinstance(root, ast.Name) and node.value is root and (
                id(node) in self._function_ctx_nodes.get(root.id, ()) or self.parameter_loop_variable(root, node)
                or self.own_parameter(root)):
            return
        if node.attr in R.TENSOR_SETTERS and (self.layer_parameter(node.value) or (
                isinstance(node.value, ast.Name) and self.new_tensor_name(node.value))):
            return  # self.fc.weight.requires_grad = False, out.requires_grad = False
        what = dotted(node) or ast.unparse(node)
        self.add("monkeypatch", f"assigning to `{what[:60]}`: attributes may only be set on self (in a method), on "
                                "cls (in a classmethod), or on a name bound to the file's own class, function or a "
                                "new object (`cfg = Config()`): another object may be a library's class", node)

    def own_layer_attribute(self, node: ast.AST) -> bool:
        """self.<a>[.<b>...], where every value the file assigns to an attribute named <a> (and <b>...)
        is a new object (self.lin = nn.Linear(...), then self.lin.bias = None), assigned on self in
        the method's own class, and no class body binds the name (a class attribute would answer
        while the instance has none): each link is an object the file made. Through an item, or an
        attribute it never assigns that way, the chain may hold anything (self.t = [torch.Tensor],
        then self.t[0].detach = ...)."""
        cls = self._method_self_nodes.get(id(node))
        while isinstance(node, ast.Attribute):
            stores, values = self._attribute_stores(node.attr), self._attribute_values(node.attr)
            if node.attr in self._class_bound_names or not values or len(values) != len(stores) \
                    or not all(self.constructs(v) for v in values):
                return False
            if isinstance(node.value, ast.Name) and not any(
                    isinstance(t.value, ast.Name) and t.value.id == "self"
                    and self._method_self_nodes.get(id(t)) == cls for t in stores):
                return False  # self.<a> itself: set on this class's own objects
            node = node.value
        return isinstance(node, ast.Name) and node.id == "self" and cls is not None

    def layer_parameter(self, node: ast.AST) -> bool:
        """<layer>.weight or <layer>.bias, where the layer is a torch.nn layer on self (self.fc =
        nn.Linear(...)), a new object on self (own_layer_attribute), or a loop variable over self's
        modules or a torch.nn container of them: a parameter (a tensor), as long as the file binds no
        class attribute or method of that name and assigns that attribute only new objects
        (self.weight = nn.Parameter(...)); a tensor's own setters (requires_grad, data, grad) never
        write a class."""
        if not (isinstance(node, ast.Attribute) and node.attr in R.LAYER_PARAMETERS) \
                or node.attr in self._class_bound_names or self._names_attribute_holder:
            return False  # a loop over self.modules() may hand it a ParameterDict (red-team round 30)
        values, stores = self._attribute_values(node.attr), self._attribute_stores(node.attr)
        if len(values) != len(stores) or not all(self.constructs(v) for v in values):
            return False
        owner = node.value
        if isinstance(owner, ast.Attribute) and isinstance(owner.value, ast.Name) and owner.value.id == "self" \
                and id(owner.value) in self._method_self_nodes:
            return self._layer_holder(owner.attr) and (self.torch_nn_layer(owner.attr) or self.own_layer_attribute(owner))
        return isinstance(owner, ast.Name) and (self.parameter_loop_variable(owner, owner) or (
            # _freeze(self.fc) with `def _freeze(layer): layer.weight.requires_grad = False` (probe 21)
            not (owner.id in self.aliases or owner.id in R.PATCHABLE_ROOTS or owner.id in self.type_bound)
            and self.own_parameter(owner, frozenset(), self.layer_argument)))

    def _attribute_values(self, attr: str) -> list:
        """The values assignment statements give attributes named `attr` (one per such target)."""
        return self._attribute_assignments[0].get(attr, [])

    def _attribute_stores(self, attr: str) -> list:
        """Every store or delete of an attribute named `attr`, in any binding position."""
        return self._attribute_assignments[1].get(attr, [])

    @functools.cached_property
    def _attribute_assignments(self) -> tuple[dict, dict]:
        """Attribute name -> the values assignment statements give it, and -> its store nodes: read
        in one walk, as every attribute-write rule asks both of the same few names."""
        values: dict[str, list] = {}
        stores: dict[str, list] = {}
        for n in ast.walk(self.tree):
            if isinstance(n, (ast.Assign, ast.AnnAssign)):
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target]):
                    if isinstance(t, ast.Attribute):
                        values.setdefault(t.attr, []).append(n.value)
            elif isinstance(n, ast.Attribute) and isinstance(n.ctx, (ast.Store, ast.Del)):
                stores.setdefault(n.attr, []).append(n)
        return values, stores

    @functools.cached_property
    def _class_bound_names(self) -> set[str]:
        """Names a class body of the file binds (class attributes, methods, nested classes)."""
        return {t.id for c in self.classes.values() for m in c.body
                for t in (m.targets if isinstance(m, ast.Assign) else [m.target] if isinstance(
                    m, (ast.AnnAssign, ast.AugAssign)) else []) if isinstance(t, ast.Name)} | {
            m.name for c in self.classes.values() for m in c.body
            if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}

    def new_tensor_name(self, root: ast.Name) -> bool:
        """A name bound, where it is read, only by torch's tensor factories (out = torch.empty_like(x))."""
        values = self.scope_bindings(root)
        if values is None:
            values = [v for n in ast.walk(self.tree) if isinstance(n, (ast.Assign, ast.AnnAssign))
                      for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                      if isinstance(t, ast.Name) and t.id == root.id for v in [n.value]]
            if len(values) != self.bound.get(root.id, 0):
                return False
        return bool(values) and all(
            isinstance(v, ast.Call) and isinstance(v.func, (ast.Name, ast.Attribute))
            and self.resolve(v.func) in R.TENSOR_FACTORIES and self.import_only((dotted(v.func) or "").split(".")[0])
            for v in values)

    def import_only(self, name: str) -> bool:
        """A name the file binds only by imports: `nn` in nn.Linear(...) is torch.nn, never a function's
        parameter of that name (def f(nn): lin = nn.Linear(1, 1) may be handed anything)."""
        imported = sum(1 for n in ast.walk(self.tree) if isinstance(n, ast.alias) and n.name != "*"
                       and (n.asname or n.name).split(".")[0] == name)
        return name in self.aliases and imported > 0 and self.bound.get(name, 0) == imported

    @functools.cached_property
    def _enclosing_function(self) -> dict[int, ast.AST]:
        """Node -> the innermost function whose body it stands in (its scope's statements)."""
        out: dict[int, ast.AST] = {}

        def visit(n: ast.AST, fn) -> None:
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                for stmt in [n.body] if isinstance(n, ast.Lambda) else n.body:
                    visit(stmt, n)
                return
            if isinstance(n, ast.ClassDef):  # a class body is its own scope: judged file-wide
                for c in [*n.decorator_list, *n.bases, *n.keywords]:
                    visit(c, fn)
                for stmt in n.body:
                    visit(stmt, None)
                return
            if fn is not None:
                out[id(n)] = fn
            for c in ast.iter_child_nodes(n):
                visit(c, fn)
        visit(self.tree, None)
        return out

    def scope_bindings(self, root: ast.Name) -> list | None:
        """Where the name is a local of the function the node stands in: the value of each of its
        bindings there (None for a parameter, a loop, with, walrus, import, ... binding), else None.
        A local is bound only in its function (Python's scoping): the file's other `cfg`s (a helper's
        parameter of the same name) are not this one."""
        fn = self._enclosing_function.get(id(root))
        if fn is None:
            return None
        name, values, declared = root.id, [], False
        a = fn.args
        if name in {x.arg for x in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg] if x is not None}:
            return [None]
        parents = {}
        todo = [fn.body] if isinstance(fn, ast.Lambda) else list(fn.body)
        while todo:
            n = todo.pop()
            if isinstance(n, (ast.Global, ast.Nonlocal)) and name in n.names:
                declared = True
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if n.name == name:
                    values.append(None)
                todo += [*n.decorator_list] + ([*n.bases, *n.keywords] if isinstance(n, ast.ClassDef) else [
                    *n.args.defaults, *(d for d in n.args.kw_defaults if d is not None)])
                continue
            if isinstance(n, ast.Lambda):
                todo += [*n.args.defaults, *(d for d in n.args.kw_defaults if d is not None)]
                continue
            if isinstance(n, ast.Name) and n.id == name and not isinstance(n.ctx, ast.Load):
                up = parents.get(id(n))
                values.append(up.value if isinstance(up, (ast.Assign, ast.AnnAssign)) and up.value is not None
                              else None)
            elif isinstance(n, (ast.alias, ast.ExceptHandler, ast.MatchAs, ast.MatchStar, ast.MatchMapping)) and name in (
                    getattr(n, "asname", None) or (getattr(n, "name", None) or "").split(".")[0],
                    getattr(n, "rest", None)):
                values.append(None)
            for c in ast.iter_child_nodes(n):
                parents[id(c)] = n
                todo.append(c)
        if declared or not values:
            return None  # the module's (or an enclosing function's): judged file-wide
        return values

    def own_store_root(self, root: ast.Name, node: ast.Attribute) -> bool:
        if root.id == "self":
            return id(node) in self._method_self_nodes
        if root.id == "cls":
            return id(node) in self._classmethod_cls_nodes
        local = self.scope_bindings(root)
        if local is not None:  # a function's own local: its bindings there
            return all(v is not None and self.constructs(v) for v in local)
        kinds = self._binding_kinds.get(root.id, [])
        if root.id in self.classes and id(node) not in self._literal_stores:
            # ModelNew.forward = f after the class statement: a method the gate never read as the
            # class's (its reach, its own-method rules); a class attribute set later is a literal.
            return False
        return bool(kinds) and all(kinds)

    def own_parameter(self, root: ast.Name, seen: frozenset = frozenset(), accept=None) -> bool:
        """A parameter (no default, never rebound; positional, or keyword-only, probe 21) of one of the
        file's functions that is only ever called directly, where every call hands it, at that
        position or by its keyword, an object the file names as its own (`tune(self.cfg, n)`,
        `tune(cfg, n)` with cfg = Cfg(), `_save(ctx, x)` in an autograd Function's forward, another
        such parameter, `_tune(cfg=cfg)` for `def _tune(*, cfg)`): the helper is never reached as a
        value, so nothing else can be handed to it (probe 20). A top-level function bound once, or a
        method of one of the file's classes called as `self.m(...)` whose name no library base of the
        class defines (nn.Module calls its own methods with its own arguments); undecorated, no
        *args/**kwargs, no string naming it. Recursion is refused (a call from the function itself
        is judged with the function as not yet own). `accept(arg, seen)` judges each argument
        (own_argument by default; layer_argument for a layer's parameters)."""
        accept = accept or self.own_argument
        fn = self._enclosing_function.get(id(root))
        if not isinstance(fn, ast.FunctionDef) or fn.decorator_list or id(fn) in seen:
            return False
        a = fn.args
        positional = [*a.posonlyargs, *a.args]
        names = [x.arg for x in positional]
        if a.vararg or a.kwarg or self._rebinds(fn, root.id):
            return False
        keyword_only = root.id in [x.arg for x in a.kwonlyargs]
        if keyword_only:
            if a.kw_defaults[[x.arg for x in a.kwonlyargs].index(root.id)] is not None:
                return False  # a default value: the parameter may be what the def evaluated
        elif root.id not in names:
            return False
        else:
            index = names.index(root.id)
            if index >= len(positional) - len(a.defaults):
                return False  # a default value: the parameter may be what the def evaluated
        calls = self._direct_calls(fn)
        if not calls:
            return False
        if not keyword_only and fn is not self.functions.get(fn.name):
            index -= 1  # a method: self.m(a, b) hands self first
            if index < 0:
                return False
        for call in calls:
            if any(isinstance(x, ast.Starred) for x in call.args) or any(k.arg is None for k in call.keywords):
                return False
            if not keyword_only and index < len(call.args):
                given = [call.args[index]]
                if any(k.arg == root.id for k in call.keywords):
                    return False
            else:
                given = [k.value for k in call.keywords if k.arg == root.id]
            if len(given) != 1 or not accept(given[0], seen | {id(fn)}):
                return False
        return True

    def layer_argument(self, arg: ast.AST, seen: frozenset) -> bool:
        """An argument that is a torch.nn layer or a module object the file made (self.fc with
        self.fc = nn.Linear(...), a loop variable over self's modules, another such parameter): its
        weight and bias are parameters (layer_parameter), never a class."""
        if isinstance(arg, ast.Attribute) and isinstance(arg.value, ast.Name) and arg.value.id == "self" \
                and id(arg.value) in self._method_self_nodes:
            return self._layer_holder(arg.attr) and (self.torch_nn_layer(arg.attr) or self.own_layer_attribute(arg))
        if isinstance(arg, ast.Name) and not (arg.id in self.aliases or arg.id in R.PATCHABLE_ROOTS
                                              or arg.id in self.type_bound):
            return self.parameter_loop_variable(arg, arg) or self.own_parameter(arg, seen, self.layer_argument)
        return False

    def _layer_holder(self, attr: str) -> bool:
        """Every value the file assigns to an attribute named `attr` constructs a torch.nn module
        class other than nn.ParameterDict, or one of the file's classes whose bases are such classes
        or the file's own: its `weight`/`bias` is a parameter, None, or what the file assigns. A
        ParameterDict keeps any other value as a plain attribute of the key's name
        (`nn.ParameterDict({"weight": torch.Tensor}).weight is torch.Tensor`, red-team round 30);
        a factory or another library class may hand back such an object."""
        values = self._attribute_values(attr)
        return bool(values) and all(self._layer_class(v) for v in values)

    @functools.cached_property
    def _names_attribute_holder(self) -> bool:
        """Whether the file names nn.ParameterDict (or a subclass) anywhere: one of its modules, met in
        a loop over self.modules() or a ModuleList, may then answer `.weight` with any object."""
        for n in ast.walk(self.tree):
            if isinstance(n, ast.alias) and n.name.split(".")[-1] == "ParameterDict":
                return True
            full = self.resolve(n) if isinstance(n, (ast.Name, ast.Attribute)) else None
            if full and full.split(".")[0] in R.LIBRARY_ROOTS and _attribute_holder(library_object(full)):
                return True
        return False

    def _layer_class(self, v: ast.AST | None, seen: frozenset = frozenset()) -> bool:
        if isinstance(v, ast.IfExp):
            return self._layer_class(v.body, seen) and self._layer_class(v.orelse, seen)
        f = v.func if isinstance(v, ast.Call) else v
        if isinstance(f, ast.Name) and f.id in self.classes and self.bound.get(f.id) == 1 \
                and len(self.same_named.get(f.id, [])) == 1:
            if f.id in seen:
                return False
            cls = self.classes[f.id]
            return not cls.keywords and self.plain_class(f.id) and all(self._layer_class(b, seen | {f.id}) for b in cls.bases)
        full = self.resolve(f) if isinstance(f, (ast.Name, ast.Attribute)) else None
        if not full or not full.startswith("torch.nn.") or full in R.ATTRIBUTE_HOLDERS:
            return False
        obj, module = library_object(full), library_object("torch.nn.Module")
        return isinstance(obj, type) and module is not None and issubclass(obj, module) and not _attribute_holder(obj)

    def own_argument(self, arg: ast.AST, seen: frozenset) -> bool:
        """An argument the file names as its own object (the forms check_store_root allows)."""
        if isinstance(arg, ast.Name):
            if arg.id in self.aliases or arg.id in R.PATCHABLE_ROOTS or arg.id in self.type_bound:
                return False
            return self.own_store_root(arg, arg) or id(arg) in self._function_ctx_nodes.get(arg.id, ()) \
                or self.parameter_loop_variable(arg, arg) or self.own_parameter(arg, seen)
        if isinstance(arg, ast.Attribute):
            return self.own_layer_attribute(arg)
        return self.constructs(arg)

    def _rebinds(self, fn: ast.FunctionDef, name: str) -> bool:
        """Whether anything in the function's body (nested scopes too) binds or declares the name."""
        for n in (x for stmt in fn.body for x in ast.walk(stmt)):
            if isinstance(n, ast.Name) and n.id == name and not isinstance(n.ctx, ast.Load):
                return True
            if isinstance(n, (ast.Global, ast.Nonlocal)) and name in n.names:
                return True
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.ExceptHandler,
                              ast.MatchAs, ast.MatchStar)) and getattr(n, "name", None) == name:
                return True
            if isinstance(n, ast.MatchMapping) and n.rest == name:
                return True
            if isinstance(n, ast.alias) and (n.asname or n.name).split(".")[0] == name:
                return True
        return False

    def _direct_calls(self, fn: ast.FunctionDef) -> list | None:
        """Every call of the function, where it is only ever called directly: a top-level function
        bound once whose name is read only as a call's callee (never an attribute of that name), or
        a method whose name is read only as `self.<m>(...)` on a method's own self, bound by no other
        class body statement or attribute write, and defined by no library base of its class. None
        where it may be reached another way (a value, an alias, a string, a library's callback)."""
        name = fn.name
        if not self.by_name.get(name) or any(f is not fn for f in self.by_name[name]) or name.startswith("__") \
                or name in self._stored_attributes \
                or any(isinstance(n, ast.Constant) and n.value == name for n in ast.walk(self.tree)):
            return None
        parents = self.parent_of
        calls = []
        if fn is self.functions.get(name):
            if self.bound.get(name) != 1:
                return None
            for n in ast.walk(self.tree):
                if isinstance(n, ast.Attribute) and n.attr == name:
                    return None
                if isinstance(n, ast.Name) and n.id == name:
                    up = parents.get(id(n))
                    if not (isinstance(n.ctx, ast.Load) and isinstance(up, ast.Call) and up.func is n):
                        return None
                    calls.append(up)
            return calls
        owner = next((c for cs in self.same_named.values() for c in cs if fn in c.body), None)
        if owner is None or sum(name in _body_bindings(m) for c in self.classes.values() for m in c.body) != 1 \
                or not self._library_bases_lack(owner, name, set()):
            return None
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Name) and n.id == name:
                return None
            if isinstance(n, ast.Attribute) and n.attr == name:
                up = parents.get(id(n))
                if not (isinstance(up, ast.Call) and up.func is n and isinstance(n.value, ast.Name)
                        and n.value.id == "self" and id(n.value) in self._method_self_nodes):
                    return None
                calls.append(up)
        return calls

    def _library_bases_lack(self, cls: ast.ClassDef, name: str, seen: set) -> bool:
        """No library class among the class's bases (through the file's own classes) defines the name."""
        if id(cls) in seen or cls.keywords:
            return False
        seen.add(id(cls))
        for b in cls.bases:
            if isinstance(b, ast.Name) and b.id in self.classes and len(self.same_named.get(b.id, [])) == 1 \
                    and self.bound.get(b.id) == 1:
                if not self._library_bases_lack(self.classes[b.id], name, seen):
                    return False
                continue
            full = self.resolve(b) if isinstance(b, (ast.Name, ast.Attribute)) else None
            obj = library_object(full) if full else None
            if not isinstance(obj, type) or hasattr(obj, name):
                return False
        return True

    @functools.cached_property
    def _function_ctx_nodes(self) -> dict[str, set[int]]:
        """For the context parameter (first) of an autograd Function's staticmethods (forward,
        backward, setup_context, jvp, vjp), the nodes of their bodies, where `ctx.<a> = ...` stores
        on the context torch hands them. Only for a Function class the file uses as `Cls.apply`
        alone, never read otherwise (Cls.forward(torch.Tensor, x) would hand it a library class),
        and a parameter the body never rebinds."""
        out: dict[str, set[int]] = {}
        uses = [n for n in ast.walk(self.tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)]
        parents = self.parent_of
        for name, cls in self.classes.items():
            if self.bound.get(name) != 1 or not any(self.resolve(b) == "torch.autograd.Function" for b in cls.bases):
                continue
            if cls.decorator_list or cls.keywords:
                continue  # @swap class F(...): what `F` names may call F's forward with anything (round 28)
            if not all(isinstance(parents.get(id(u)), ast.Attribute) and parents[id(u)].attr == "apply"
                       for u in uses if u.id == name):
                continue
            body_bound = {b for m in cls.body for b in _body_bindings(m)}
            if "apply" in body_bound or "apply" in self._stored_attributes:
                continue  # `apply = forward` in the body: Cls.apply(torch.Tensor, f) hands the class to ctx
            # With a setup_context (the class's own, or a base's), torch calls forward(*args): its first
            # parameter is apply's first argument, not a context (red-team round 27).
            plain_forward = "setup_context" not in body_bound \
                and "setup_context" not in self._stored_attributes \
                and all(self.resolve(b) == "torch.autograd.Function" for b in cls.bases)
            for m in cls.body:
                if not (isinstance(m, ast.FunctionDef) and m.name in R.FUNCTION_CTX_METHODS and m.args.args
                        and any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in m.decorator_list)
                        and all((isinstance(d, ast.Name) and d.id in ("staticmethod", *self._ctx_forwarding_decorators))
                                or self.resolve(d.func if isinstance(d, ast.Call) else d) in R.FUNCTION_CTX_DECORATORS
                                for d in m.decorator_list)):
                    continue  # @staticmethod, with torch's custom_fwd/custom_bwd/once_differentiable or the file's
                    # own decorator that hands its wrapper's first argument on (Liger's ensure_contiguous)
                if m.name == "forward" and not plain_forward:
                    continue
                if sum(m.name in _body_bindings(o) for o in cls.body) != 1 or any(
                        isinstance(n, ast.Name) and n.id == m.name for o in cls.body if o is not m for n in ast.walk(o)):
                    continue  # `forward = staticmethod(partial(forward, torch.Tensor))`: torch calls the rebinding
                ctx = m.args.args[0].arg
                body = [n for stmt in m.body for n in ast.walk(stmt)]
                if any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)) for n in body) \
                        or any(isinstance(n, ast.Name) and n.id == ctx and not isinstance(n.ctx, ast.Load)
                               for n in body):
                    continue
                out.setdefault(ctx, set()).update(id(n) for n in body)
        return out

    @functools.cached_property
    def _ctx_forwarding_decorators(self) -> set[str]:
        """The file's own decorators that only hand their wrapper's first argument on, first, to the
        function they wrap (Liger's `ensure_contiguous`: `def deco(fn)` whose body is `@functools.wraps
        (fn) def wrapper(ctx, *args, **kwargs): ... return fn(ctx, ...)` and `return wrapper`): on an
        autograd Function's forward, the context torch hands the wrapper is the one the method gets.
        A top-level function bound once, undecorated, with one plain parameter `fn`, used only in
        `functools.wraps(fn)` and as `fn(<first parameter>, ...)`; the wrapper never rebinds its
        first parameter, is decorated only by `functools.wraps(fn)` and is only returned."""
        out = set()
        for deco in self.tree.body:
            if not (isinstance(deco, ast.FunctionDef) and self.bound.get(deco.name) == 1 and not deco.decorator_list
                    and len(deco.args.args) == 1 and not (deco.args.vararg or deco.args.kwarg or deco.args.kwonlyargs
                                                          or deco.args.defaults or deco.args.posonlyargs)):
                continue
            fn = deco.args.args[0].arg
            body = [b for b in deco.body if not (isinstance(b, ast.Expr) and isinstance(b.value, ast.Constant))]
            if len(body) != 2 or not isinstance(body[0], ast.FunctionDef) or not isinstance(body[1], ast.Return):
                continue
            wrapper, ret = body
            if not (isinstance(ret.value, ast.Name) and ret.value.id == wrapper.name and wrapper.args.args) \
                    or wrapper.args.posonlyargs:
                continue  # def wrapper(c, /, ctx, *a): its first argument is c, not ctx (red-team round 27)
            if not all(isinstance(d, ast.Call) and self.resolve(d.func) == "functools.wraps" and len(d.args) == 1
                       and not d.keywords and isinstance(d.args[0], ast.Name) and d.args[0].id == fn
                       for d in wrapper.decorator_list):
                continue
            first = wrapper.args.args[0].arg
            if len(wrapper.args.defaults) >= len(wrapper.args.args) or any(
                    isinstance(n, ast.arg) and n.arg in (first, fn) for stmt in wrapper.body for n in ast.walk(stmt)):
                continue  # no function inside the wrapper whose own parameter carries either name
            calls = {id(c) for c in ast.walk(wrapper) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)
                     and c.func.id == fn and c.args and isinstance(c.args[0], ast.Name) and c.args[0].id == first}
            uses_ok = all(
                isinstance(n.ctx, ast.Load) and (any(id(c) in calls and c.func is n for c in ast.walk(wrapper)
                                                     if isinstance(c, ast.Call))
                                                 or any(n is d.args[0] for d in wrapper.decorator_list))
                for n in ast.walk(deco) if isinstance(n, ast.Name) and n.id == fn)
            if not uses_ok or self._rebinds(wrapper, first) or self._rebinds(wrapper, fn) \
                    or sum(isinstance(n, ast.Name) and n.id == wrapper.name for n in ast.walk(deco)) != 1:
                continue
            out.add(deco.name)
        return out

    def parameter_loop_variable(self, root: ast.Name, node: ast.Attribute) -> bool:
        """`for p in self.parameters(): p.requires_grad = False` (or named_parameters, buffers,
        modules, children, over self or an attribute chain of self): the loop hands the variable
        tensors or modules, never a class, as long as no class of the file defines the method. The
        name must be bound by such loops alone."""
        loops = [n for n in ast.walk(self.tree) if isinstance(n, (ast.For, ast.comprehension))
                 and root.id in names_in(n.target)]
        local = self.scope_bindings(root)
        if local is not None:  # a function's local: the loops of that function (Python's scoping)
            fn = self._enclosing_function[id(root)]
            scope = {id(n) for n in own_body_nodes(fn)}
            loops = [n for n in loops if id(n) in scope]
            if not loops or len(local) != len(loops):
                return False
        elif not loops or self.bound.get(root.id, 0) != len(loops):
            return False
        own_methods = {m.name for c in self.classes.values() for m in c.body
                       if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))}
        for loop in loops:
            it, target = loop.iter, loop.target
            if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "enumerate" \
                    and "enumerate" not in self.bound and len(it.args) == 1 and not it.keywords \
                    and isinstance(target, ast.Tuple) and len(target.elts) == 2:
                it, target = it.args[0], target.elts[1]  # for i, layer in enumerate(self.layers)
            if isinstance(target, ast.Name) and target.id == root.id and self.module_sequence(
                    it, node.attr if isinstance(node, ast.Attribute) and node.value is root else None):
                continue  # for layer in self.layers (nn.ModuleList), for lin in (self.fc1, self.fc2)
            if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and not it.args
                    and it.func.attr in R.MODULE_ITERATORS and it.func.attr not in own_methods):
                return False
            base = it.func.value
            if isinstance(base, ast.Attribute) and isinstance(base.value, ast.Name) \
                    and self.torch_nn_layer(base.attr):  # self.lin.parameters(), self.lin = nn.Linear(...)
                base = base.value
            if not (isinstance(base, ast.Name) and base.id == "self" and id(base) in self._method_self_nodes):
                return False
            if isinstance(target, ast.Tuple):  # for name, p in self.named_parameters()
                if len(target.elts) != 2 or not isinstance(target.elts[1], ast.Name) \
                        or target.elts[1].id != root.id or not it.func.attr.startswith("named_"):
                    return False
            elif not (isinstance(target, ast.Name) and not it.func.attr.startswith("named_")):
                return False
        return True

    def module_sequence(self, it: ast.AST, written: str | None = None) -> bool:
        """self.<a> where every value the file assigns to <a> is a torch.nn ModuleList or Sequential
        (whose items are modules: add_module refuses anything else), or a tuple or list written out of
        torch.nn layers on self (self.<a> = nn.Linear(...)) or new objects on self: each item is a
        module object, never a class. Or a tuple or list of the file's new objects (_own_sequence),
        where `written` is the attribute set on the item: not one of the file's class-body names
        (its methods), nn.Module's, or a private name (an item's method replaced stays refused here)."""
        def on_self(e: ast.AST) -> bool:
            return isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) and e.value.id == "self" \
                and id(e.value) in self._method_self_nodes
        if on_self(it):
            if self.torch_nn_layer(it.attr, R.MODULE_CONTAINERS):
                return True
            module = library_object("torch.nn.Module")
            return written is not None and not written.startswith("_") and written not in self._class_bound_names \
                and module is not None and not hasattr(module, written) and self._own_sequence(it.attr)
        return isinstance(it, (ast.Tuple, ast.List)) and bool(it.elts) and all(
            on_self(e) and (self.torch_nn_layer(e.attr) or self.own_layer_attribute(e)) for e in it.elts)

    def _own_sequence(self, attr: str) -> bool:
        """Every value the file assigns to an attribute named `attr` is a tuple or list written out of
        new objects (self.stages = [Stage(256), Stage(4096)]), no class body binds the name, and every
        read of an attribute of that name only iterates or indexes it (a loop's or comprehension's
        iterable, `x.attr[i]`, an argument of enumerate/len/reversed): nothing can put another object
        in the list, so each item is a new object of the file's making (probe 21)."""
        values, stores = self._attribute_values(attr), self._attribute_stores(attr)
        if attr in self._class_bound_names or not values or len(values) != len(stores) or not all(
                isinstance(v, (ast.Tuple, ast.List)) and v.elts and all(self.constructs(e) for e in v.elts)
                for v in values):
            return False
        parents = self.parent_of
        for n in ast.walk(self.tree):
            if not (isinstance(n, ast.Attribute) and n.attr == attr and isinstance(n.ctx, ast.Load)):
                continue
            up = parents.get(id(n))
            if isinstance(up, (ast.For, ast.comprehension)) and up.iter is n:
                continue
            if isinstance(up, ast.Subscript) and up.value is n and isinstance(up.ctx, ast.Load):
                continue
            if isinstance(up, ast.Call) and isinstance(up.func, ast.Name) and up.func.id in (
                    "enumerate", "len", "reversed") and up.func.id not in self.bound and up.args == [n] \
                    and not up.keywords:
                continue
            return False
        return True

    def torch_nn_layer(self, attr: str, classes: set | None = None) -> bool:
        """Every value the file assigns to an attribute named `attr` constructs a torch.nn class
        (and it is assigned, on self, at least once): its iterators yield tensors and modules."""
        values, stores = self._attribute_values(attr), self._attribute_stores(attr)
        # A class body binding the name answers self.<attr> on an object with no such attribute of
        # its own (class B: fc = H(torch.Tensor)).
        return attr not in self._class_bound_names and bool(values) and len(values) == len(stores) and all(
            isinstance(v, ast.Call) and self.constructs(v) and (self.resolve(v.func) or "").startswith("torch.nn.")
            and (classes is None or self.resolve(v.func) in classes) for v in values)

    @functools.cached_property
    def _literal_stores(self) -> set[int]:
        """Attributes an assignment statement sets to a literal (Cls.BLOCK = 128)."""
        out = set()
        for n in ast.walk(self.tree):
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None:
                try:
                    ast.literal_eval(n.value)
                except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                    continue
                out |= {id(t) for t in (n.targets if isinstance(n, ast.Assign) else [n.target])}
        return out

    @functools.cached_property
    def _classmethod_cls_nodes(self) -> set[int]:
        """Nodes in a classmethod's own body (of a class of the file) whose first parameter is cls."""
        out = set()
        for cls in self.classes.values():
            for m in cls.body:
                if isinstance(m, ast.FunctionDef) and m.args.args and m.args.args[0].arg == "cls" and any(
                        isinstance(d, ast.Name) and d.id == "classmethod" for d in m.decorator_list):
                    out.update(id(n) for n in own_body_nodes(m))
        return out

    @functools.cached_property
    def _binding_kinds(self) -> dict[str, list[bool]]:
        """For each name, whether each of its bindings anywhere in the file gives an object of the
        file's own: a def or class statement, or an assignment of a call constructing one of the
        file's classes or a library class (not a metaclass). Parameters, loop, with, walrus,
        comprehension and global bindings, and any other value, are False."""
        out: dict[str, list[bool]] = {}
        for n in ast.walk(self.tree):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.setdefault(n.name, []).append(True)
            elif isinstance(n, (ast.Assign, ast.AnnAssign)):
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                for t in targets:
                    if isinstance(t, ast.Name):
                        out.setdefault(t.id, []).append(self.constructs(n.value))
        for name, count in self.bound.items():
            if count > len(out.get(name, [])):  # bound some other way too
                out.setdefault(name, []).append(False)
        return out

    def constructs(self, value: ast.AST | None, factories: bool = True) -> bool:
        """A call that makes a new object: of one of the file's classes, or of a library class; either
        of two such (Big() if n > k else Small()); or a call of the file's own factory, a function
        whose every return is such a call or a local bound only by them (make_config())."""
        if isinstance(value, ast.IfExp):
            return self.constructs(value.body, factories) and self.constructs(value.orelse, factories)
        if not isinstance(value, ast.Call):
            return False
        if factories and self.own_factory_call(value):
            return True
        f = value.func
        if isinstance(f, ast.Name) and f.id in self.classes and self.bound.get(f.id) == 1:
            return self.plain_class(f.id)  # @deco class Cfg: Cfg may be anything (red-team round 30)
        full = self.resolve(f) if isinstance(f, (ast.Name, ast.Attribute)) else None
        if not full or full.split(".")[0] not in R.LIBRARY_ROOTS or (isinstance(f, ast.Name) and f.id not in self.aliases) \
                or not self.import_only((dotted(f) or "").split(".")[0]):
            return False
        obj = library_object(full)
        return isinstance(obj, type) and not issubclass(obj, type)

    def own_factory_call(self, call: ast.Call) -> bool:
        """make_config(...) (a top-level function of the file, bound once) or self._make_config(...)
        (a method of the calling method's class, in a class whose methods never run on a foreign
        self, the name never assigned as an attribute), where every function of the file of that
        name is a factory."""
        f = call.func
        if isinstance(f, ast.Name):
            if not (f.id in self.functions and self.bound.get(f.id) == 1):
                return False
            fns = [self.functions[f.id]]
        elif isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "self":
            cls = self._method_self_nodes.get(id(f.value))
            if cls is None or f.attr not in {m.name for m in self.classes[cls].body if isinstance(m, ast.FunctionDef)} \
                    or f.attr in self._stored_attributes or any(
                        isinstance(b, ast.Name) and b.id == cls for k in self.classes.values() for b in k.bases) \
                    or any(isinstance(m, (ast.Assign, ast.AnnAssign)) and f.attr in names_in(
                        m.targets[0] if isinstance(m, ast.Assign) and len(m.targets) == 1 else m)
                        for k in self.classes.values() for m in k.body):
                return False  # self is the class's own object (no class of the file derives from it)
            fns = self.by_name.get(f.attr, [])
        elif isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
            return self._classmethod_factory_call(f)
        else:
            return False
        return bool(fns) and all(self.factory(fn) for fn in fns)

    def _classmethod_factory_call(self, f: ast.Attribute) -> bool:
        """Cls.default(...) where Cls is one of the file's classes (bound once, no metaclass or other
        class keyword) whose own body defines `default` once, as a plain `@classmethod` never rebound
        or stored as an attribute, returning `cls(...)` (cls, its first parameter, never rebound: the
        class named at the call) or another new object (probe 21)."""
        name = f.value.id
        cls = self.classes.get(name)
        if cls is None or self.bound.get(name) != 1 or len(self.same_named.get(name, [])) != 1 or cls.keywords \
                or not self.plain_class(name) \
                or f.attr in self._stored_attributes or "classmethod" in self.bound \
                or sum(f.attr in _body_bindings(m) for m in cls.body) != 1:
            return False
        fn = next((m for m in cls.body if isinstance(m, ast.FunctionDef) and m.name == f.attr), None)
        if fn is None or len(fn.decorator_list) != 1 or not isinstance(fn.decorator_list[0], ast.Name) \
                or fn.decorator_list[0].id != "classmethod" or not fn.args.args or fn.args.posonlyargs:
            return False
        first = fn.args.args[0].arg
        return not self._rebinds(fn, first) and self.factory(fn, first)

    @property
    def _stored_attributes(self):
        """The attribute names the file stores or deletes anywhere."""
        return self._attribute_assignments[1].keys()

    def factory(self, fn: ast.FunctionDef, cls_param: str | None = None) -> bool:
        """A function (undecorated, or only cached) that returns a new object on every return: a
        constructor call (no further factory) or a local of its own bound only by such calls. With
        `cls_param`, a classmethod (_classmethod_factory_call), where `cls(...)` is such a call too."""
        def made(v: ast.AST | None) -> bool:
            if cls_param is not None and isinstance(v, ast.Call) and isinstance(v.func, ast.Name) \
                    and v.func.id == cls_param and self._enclosing_function.get(id(v.func)) is fn:
                return True
            return self.constructs(v, False)
        if cls_param is None and any(self.resolve(d.func if isinstance(d, ast.Call) else d) not in R.CACHE_DECORATORS
                                     and not (isinstance(d, ast.Name) and d.id == "staticmethod")
                                     for d in fn.decorator_list):
            return False
        body = [n for stmt in fn.body for n in ast.walk(stmt)]
        if any(isinstance(n, (ast.Yield, ast.YieldFrom, ast.Await)) for n in body):
            return False
        returns = [n for n in own_body_nodes(fn) if isinstance(n, ast.Return)]
        if not returns:
            return False
        for r in returns:
            v = r.value
            if isinstance(v, ast.Name) and self._enclosing_function.get(id(v)) is fn:
                local = self.scope_bindings(v)
                if local is None or not all(x is not None and made(x) for x in local):
                    return False
            elif not made(v):
                return False
        return True


def _attribute_holder(obj) -> bool:
    """A class that is (or derives from) one of R.ATTRIBUTE_HOLDERS: it keeps any value handed to
    it as an attribute of its key's name (nn.ParameterDict)."""
    return isinstance(obj, type) and any(isinstance(h, type) and issubclass(obj, h)
                                         for h in map(library_object, R.ATTRIBUTE_HOLDERS))


def _body_bindings(stmt: ast.AST) -> set[str]:
    """The names a class-body statement binds (assignments of any kind, def, class, import)."""
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {stmt.name}
    out = {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)}
    out |= {(a.asname or a.name).split(".")[0] for n in ast.walk(stmt) if isinstance(n, ast.alias) for a in [n]}
    return out


def _frozen_dataclass(cls: ast.ClassDef, spellings: set[str]) -> bool:
    """`@dataclass(frozen=True)` (or `@dataclasses.dataclass(frozen=True, ...)`), spelled as the file
    imports it, alone on a class with no base and no class keyword (no metaclass): the frozen
    class's own __setattr__ only raises."""
    return not cls.bases and not cls.keywords and len(cls.decorator_list) == 1 and all(
        isinstance(d, ast.Call) and dotted(d.func) in spellings and any(
            k.arg == "frozen" and isinstance(k.value, ast.Constant) and k.value.value is True for k in d.keywords)
        for d in cls.decorator_list)


def _dataclass_spellings(tree: ast.Module, bound: dict[str, int]) -> set[str]:
    """`dataclass` bound only by `from dataclasses import dataclass`, `dataclasses.dataclass` where
    `dataclasses` is bound only by `import dataclasses`: the decorator is the library's."""
    out = set()
    for n in tree.body:
        if isinstance(n, ast.ImportFrom) and n.module == "dataclasses" and not n.level:
            out |= {"dataclass" for a in n.names if a.name == "dataclass" and not a.asname}
        elif isinstance(n, ast.Import):
            out |= {"dataclasses.dataclass" for a in n.names if a.name == "dataclasses" and not a.asname}
    return {d for d in out if bound.get(d.split(".")[0]) == 1}


def _field_setattr(stmt: ast.AST, fields: set[str]) -> bool:
    """`object.__setattr__(self, "<field>", value)` as a statement of its own."""
    call = stmt.value if isinstance(stmt, ast.Expr) else None
    return isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) \
        and call.func.attr == "__setattr__" and isinstance(call.func.value, ast.Name) \
        and call.func.value.id == "object" and len(call.args) == 3 and not call.keywords \
        and not any(isinstance(a, ast.Starred) for a in call.args) \
        and isinstance(call.args[0], ast.Name) and call.args[0].id == "self" \
        and isinstance(call.args[1], ast.Constant) and isinstance(call.args[1].value, str) \
        and call.args[1].value in fields and call.args[1].value.isidentifier() \
        and not call.args[1].value.startswith("__")


def frozen_field_stores(tree: ast.Module) -> ast.Module:
    """The tree the gate reads, where a frozen dataclass's `__post_init__` fills a field with
    `object.__setattr__(self, "block", value)` (the idiom: the class's own __setattr__ raises
    FrozenInstanceError): each such statement read as `self.block = value` (false-positive probe 31;
    probe 19 had left it refused as `introspection`). Both store the value in the instance's
    namespace; the call skips only the class's own __setattr__, which a frozen dataclass generates to
    raise. So the store is judged as every other attribute write is (check_store_root: self there is
    the class's object only where no method of the class runs on a foreign self), and every rule that
    reads the file's attribute writes sees it. Only: `object` never bound by the file; self the
    method's first parameter, never rebound in it; the name a string literal, not a dunder, that the
    class body annotates (a field); in the method's own body (not a function nested there); the
    method undecorated; the class a plain one (no base, no metaclass) under `dataclass(frozen=True)`
    alone, the library's decorator as imported (`from dataclasses import dataclass`, `import
    dataclasses`, neither name bound again).
    Any other `object.__setattr__` stays in the tree, and refused (`__setattr__` is introspection).
    The tree is copied when anything is rewritten: the caller's stays as parsed."""
    from anvil.runtime.static_names import bound_names
    from anvil.runtime.static_scopes import own_body_nodes

    bound = bound_names(tree)
    spellings = _dataclass_spellings(tree, bound)

    def sites(t: ast.Module) -> set[int]:
        out: set[int] = set()
        for cls in ast.walk(t):
            if not (isinstance(cls, ast.ClassDef) and _frozen_dataclass(cls, spellings)):
                continue
            fields = {s.target.id for s in cls.body if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)}
            for m in cls.body:
                if not (isinstance(m, ast.FunctionDef) and m.name == "__post_init__" and not m.decorator_list
                        and m.args.args and m.args.args[0].arg == "self"):
                    continue
                own = own_body_nodes(m)
                params = [a.arg for a in (*m.args.posonlyargs, *m.args.args, *m.args.kwonlyargs)]
                if params.count("self") != 1 or m.args.vararg and m.args.vararg.arg == "self" \
                        or m.args.kwarg and m.args.kwarg.arg == "self" or any(
                        isinstance(n, ast.Name) and n.id == "self" and not isinstance(n.ctx, ast.Load)
                        or isinstance(n, (ast.Global, ast.Nonlocal)) and "self" in n.names for n in own):
                    continue
                out |= {id(n) for n in own if _field_setattr(n, fields)}
        return out

    if "object" in bound or not spellings or not sites(tree):
        return tree
    import copy
    tree = copy.deepcopy(tree)
    found = sites(tree)

    class Rewrite(ast.NodeTransformer):
        def visit_Expr(self, node: ast.Expr) -> ast.AST:
            if id(node) not in found:
                return node
            _, name, value = node.value.args
            target = ast.copy_location(ast.Attribute(value=ast.copy_location(ast.Name("self", ast.Load()), node.value.args[0]),
                                                     attr=name.value, ctx=ast.Store()), node.value)
            return ast.copy_location(ast.Assign(targets=[target], value=value), node)

    return ast.fix_missing_locations(Rewrite().visit(tree))
