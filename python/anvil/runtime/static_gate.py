"""The static gate: reads the candidate's source with Python's own parser (in the sandboxed
candidate process, so the parser is the one that will run the code) and rejects what cannot be a
real Triton solution, or tries to reach what decides the verdict, before any of it executes.
Findings carry reason codes (docs/reasons.md); the first by line number is the verdict's reason."""

from __future__ import annotations

import ast
import builtins
import functools
import importlib
import inspect
import itertools
import math
import sys
from dataclasses import dataclass

from anvil.runtime import static_rules as R
from anvil.runtime.static_objects import OwnObjects, _rebinds_self
from anvil.runtime.static_stores import OwnStores, frozen_field_stores
from anvil.runtime.static_names import (bound_names, dotted, is_jit, is_type_call, kernel_names, names_in,
                                        referenced_name, string_constants, triton_spellings)
from anvil.runtime.static_scopes import function_locals, module_bindings, own_body_nodes
from anvil.runtime.static_reach import (canonical, interpreter_globals, is_module, is_tensor_class, library_object,
                                        library_private_names, reason_for_chain)
from anvil.runtime.static_source import (annotation_strings, annotations, foreign_encoding, is_type_expression,
                                         plain_template, string_annotation_problem)
from anvil.runtime.static_source import OTHER_LINE_BREAKS, misread_def
# The candidate process calls these from here.
from anvil.runtime.static_source import parser_lines, without_main_block  # noqa: F401


@dataclass
class Finding:
    reason: str
    message: str
    line: int = 0

    def as_dict(self) -> dict:
        return {"reason": self.reason, "message": self.message, "line": self.line}


class _Analyzer(OwnStores, OwnObjects):
    def __init__(self, tree: ast.Module, source: str | None = None, choice: dict[str, str] | None = None):
        self.tree = tree
        # Names imported from several places: {name: [targets]}, and the target each is judged as
        # in this reading (check() reads the file once per combination).
        self.import_targets: dict[str, list[str]] = {}
        self.choice = choice or {}
        self.source = source  # the text the tree was parsed from (the compiler's symbol table reads it)
        # Names bound to type(x): a class, whose attributes are the library's when x is its object.
        self.type_bound = {t.id for n in ast.walk(tree) if isinstance(n, (ast.Assign, ast.AnnAssign))
                           and n.value is not None and is_type_call(n.value)
                           for t in (n.targets if isinstance(n, ast.Assign) else [n.target]) if isinstance(t, ast.Name)}
        self.findings: list[Finding] = []
        self.aliases: dict[str, str] = {}   # local name -> module or module.attr it stands for
        self.bound = bound_names(tree)
        self.kernels = kernel_names(tree, self.bound)
        self.jit = triton_spellings(tree, ("jit",), self.bound)
        self.strings = string_constants(tree, self.bound)
        self.functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
        # The file's classes, those nested in a class's body too (class ModelNew: class Launcher: ...).
        self.classes = {}
        self.same_named: dict[str, list] = {}  # every class of a name (a nested one may shadow another)
        todo = [n for n in tree.body if isinstance(n, ast.ClassDef)]
        while todo:
            c = todo.pop(0)
            self.classes.setdefault(c.name, c)
            self.same_named.setdefault(c.name, []).append(c)
            todo += [n for n in c.body if isinstance(n, ast.ClassDef)]
        # Every non-kernel function or method defined in the file, by name (for reachability). A
        # top-level def is left out as a kernel when it is decorated as one, or is the body of
        # `name = triton.jit(name)`; a plain def that only shares its name with a kernel defined
        # elsewhere (a class's staticmethod kernel, a factory's) is a function forward may call
        # (probe 27: it hid `def relu_kernel(x): return torch.relu(x)` from the gate).
        decorated = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and is_jit(n, self.jit)}
        self.by_name: dict[str, list] = {}
        for n in [*tree.body, *(c for cs in self.same_named.values() for c in cs)]:
            if isinstance(n, ast.FunctionDef) and not (is_jit(n, self.jit) or n.name in self.kernels
                                                       and n.name not in decorated):
                self.by_name.setdefault(n.name, []).append(n)
            elif isinstance(n, ast.ClassDef):
                for m in n.body:
                    if isinstance(m, ast.FunctionDef):
                        self.by_name.setdefault(m.name, []).append(m)

    def add(self, reason: str, message: str, node: ast.AST | None) -> None:
        self.findings.append(Finding(reason, message, getattr(node, "lineno", 0)))

    # ---- names -------------------------------------------------------------------------------
    def resolve(self, node: ast.AST) -> str | None:
        """The fully qualified name a Name/Attribute chain refers to, through import aliases."""
        name = dotted(node)
        if not name:
            return None
        head, _, rest = name.partition(".")
        if head in self.aliases:
            base = self.aliases[head]
            return base + ("." + rest if rest else "")
        return name

    # ---- imports -------------------------------------------------------------------------------
    def unused_main_import(self, node: ast.Import | ast.ImportFrom) -> bool:
        """An import for the left-out __main__ block (IMPORTS_FOR_MAIN_BLOCK) whose names nothing uses."""
        mods = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        bound = [(a.asname or a.name).split(".")[0] for a in node.names]
        return not getattr(node, "level", 0) and all(
            any(m == k or m.startswith(k + ".") for k in R.IMPORTS_FOR_MAIN_BLOCK) for m in mods) \
            and not set(bound) & self.names_used

    def check_imports(self) -> None:
        top_level = {id(n) for n in self.tree.body}  # an import in a class body is an attribute of it
        # Every name that may reach an import's binding: read directly, as an attribute (an import
        # in a class body is self.os) or as a string (getattr(self, "os")).
        self.names_used = names_in(self.tree)
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) in top_level \
                    and self.unused_main_import(node):
                continue
            if isinstance(node, ast.Import):
                for a in node.names:
                    self.bind_import((a.asname or a.name).split(".")[0] if not a.asname else a.asname,
                                     a.name if a.asname else a.name.split(".")[0])
                    if not (a.name == "types" and self._types_records_only(a.asname or a.name)
                            or a.name == "logging" and self._logging_messages_only(a.asname or a.name)):
                        self.check_module(a.name, node)
            elif isinstance(node, ast.ImportFrom):
                mod = "." * node.level + (node.module or "")
                if node.level:
                    self.add("forbidden_import", "relative imports are not allowed", node)
                    continue
                queries = (mod == "triton.runtime" and all(a.name == "driver" for a in node.names)) or (
                    mod == "torch.cuda" and all(a.name in R.TORCH_CUDA_QUERIES for a in node.names)) or (
                    mod == "torch.library" and all(a.name in R.TORCH_LIBRARY_TRITON for a in node.names)) or (
                    mod == "types" and all(a.name in R.TYPES_RECORDS for a in node.names)) or (
                    all(f"{mod}.{a.name}" in R.TORCH_AUTOGRAD_FUNCTION for a in node.names)) or (
                    mod == "collections.abc" and all(a.name in R.ABC_TYPE_HINTS and self._type_hint_only(
                        a.asname or a.name) for a in node.names))
                if not queries:
                    # `from triton.runtime import driver` is how Triton's tutorials query the device
                    # (SM count, current device), like torch.cuda's queries; what is reached through
                    # them is judged by name.
                    self.check_module(mod, node)
                for a in node.names:
                    if a.name == "*":
                        self.add("forbidden_import", f"`from {mod} import *` is not allowed", node)
                        continue
                    self.bind_import(a.asname or a.name, f"{mod}.{a.name}")
                    self.check_module(f"{mod}.{a.name}", node, submodule_only=True)

    def _type_hint_only(self, name: str) -> bool:
        """A name (`from collections.abc import Sequence`, probe 31), bound only there and never
        spelled as a string, read only as a type expression in the annotations no code reads back
        (`dims: Sequence[int]`, `-> Iterator[int]`) or as the class argument of isinstance/issubclass
        (alone or in a tuple written there): an abstract class's `register` would change what
        isinstance answers in library code, and an alias of it (`S = Sequence[int]`, a dataclass
        field's `.type`, whose attributes are the class's) could reach it."""
        if self.bound.get(name) != 1 or any(isinstance(n, ast.Constant) and n.value == name for n in ast.walk(self.tree)):
            return False
        # Annotations no code of the file reads back: a function's parameters' and return's (their
        # reads are refused) and a variable's inside a function (never evaluated); a class's or the
        # module's field annotation stays a value (dataclasses.fields(C)[0].type is Sequence[int],
        # whose attributes are Sequence's). In them, only a type expression's positions: a
        # subscript's value or index, a tuple or list there, `|` (a call there would run at the def).
        roots = []
        for fn in ast.walk(self.tree):
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                a = fn.args
                roots += [x.annotation for x in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]
                          if x is not None and x.annotation is not None] + ([fn.returns] if fn.returns else [])
                todo = list(fn.body)
                while todo:
                    n = todo.pop()
                    if isinstance(n, ast.AnnAssign):
                        roots.append(n.annotation)
                    if not isinstance(n, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                        todo.extend(ast.iter_child_nodes(n))
        hinted, todo = set(), list(roots)
        while todo:
            n = todo.pop()
            hinted.add(id(n))
            if isinstance(n, ast.Subscript):
                todo += [n.value, n.slice]
            elif isinstance(n, (ast.Tuple, ast.List)):
                todo += n.elts
            elif isinstance(n, ast.BinOp) and isinstance(n.op, ast.BitOr):
                todo += [n.left, n.right]
        for n in ast.walk(self.tree):
            if not (isinstance(n, ast.Name) and n.id == name) or id(n) in hinted:
                continue
            up = self.parent_of.get(id(n))
            if isinstance(up, ast.Tuple):
                up = self.parent_of.get(id(up)) if up in getattr(self.parent_of.get(id(up)), "args", [])[1:2] else None
            elif not (isinstance(up, ast.Call) and up.args[1:2] == [n]):
                up = None
            if not (isinstance(up, ast.Call) and isinstance(up.func, ast.Name) and up.func.id in ("isinstance", "issubclass")
                    and len(up.args) == 2 and not self.bound.get(up.func.id)):
                return False
        return True

    def _types_records_only(self, name: str) -> bool:
        """`import types` whose name, bound only there, is read only as `types.SimpleNamespace` or `.MappingProxyType`
        (TYPES_RECORDS) and never spelled as a string: the rest of the module stays out of reach."""
        uses = [n for n in ast.walk(self.tree) if isinstance(n, ast.Name) and n.id == name]
        return self.bound.get(name) == 1 and all(
            isinstance(self.parent_of.get(id(n)), ast.Attribute) and self.parent_of[id(n)].attr in R.TYPES_RECORDS
            for n in uses) and not any(isinstance(n, ast.Constant) and n.value == name for n in ast.walk(self.tree))

    def _logging_messages_only(self, name: str) -> bool:
        """`import logging` (bound only there) read only as `logging.getLogger(__name__)` (or a string)
        in module-level `logger = ...` assignments, each logger name bound only there and read only as
        `logger.<message method>(...)` (LOGGER_MESSAGES) with positional arguments; neither name
        spelled as a string."""
        def parent(n: ast.AST) -> ast.AST | None:
            return self.parent_of.get(id(n))

        def spelled(n: str) -> bool:
            return any(isinstance(c, ast.Constant) and c.value == n for c in ast.walk(self.tree))

        if self.bound.get(name) != 1 or spelled(name):
            return False
        loggers = []
        for n in ast.walk(self.tree):
            if not (isinstance(n, ast.Name) and n.id == name):
                continue
            up, call = parent(n), parent(parent(n))
            stmt = parent(call) if call is not None else None
            if not (isinstance(up, ast.Attribute) and up.attr == "getLogger" and isinstance(call, ast.Call)
                    and call.func is up and not call.keywords and len(call.args) == 1
                    and (isinstance(call.args[0], ast.Name) and call.args[0].id == "__name__" and "__name__" not in self.bound
                         or isinstance(call.args[0], ast.Constant) and isinstance(call.args[0].value, str))
                    and isinstance(stmt, ast.Assign) and stmt in self.tree.body and len(stmt.targets) == 1
                    and isinstance(stmt.targets[0], ast.Name)):
                return False
            loggers.append(stmt.targets[0].id)
        for lg in loggers:
            if self.bound.get(lg) != 1 or spelled(lg):
                return False
            for n in ast.walk(self.tree):
                if isinstance(n, ast.Name) and n.id == lg and isinstance(n.ctx, ast.Load):
                    up, call = parent(n), parent(parent(n))
                    if not (isinstance(up, ast.Attribute) and up.attr in R.LOGGER_MESSAGES and isinstance(call, ast.Call)
                            and call.func is up and not call.keywords
                            and not any(isinstance(a, ast.Starred) for a in call.args)):
                        return False
        return True

    def bind_import(self, name: str, target: str) -> None:
        """An import binds `name` to `target`. A name imported from several places (a try/except
        ImportError fallback, or branches of an if) is bound at run time by one of them, which the
        gate cannot always tell: check() judges the file once per choice (`self.choice`), and by
        default the last import read stands."""
        targets = self.import_targets.setdefault(name, [])
        if target not in targets:
            targets.append(target)
        self.aliases[name] = self.choice.get(name, target)

    def track_aliases(self) -> None:
        """Names bound to an imported module or library object (`_t = torch`, `T = torch.Tensor`)
        are aliases too: patching through them is still patching the library. A name is read as
        such an alias only where the file binds it once, by that binding: bound again anywhere (a
        second assignment, a parameter or local of that name, a loop, a walrus, `global`, `del`)
        a read may see another value, and until red-team round 38 the gate read it through the
        binding it met first (`op = torch.empty_like` then `op = torch.relu`, and `op(y)` passed);
        such names are kept in `library_rebound` and refused by check_rebound_names."""
        self.library_rebound: dict[str, list] = {}  # name -> [(the library object a binding names, its node)]
        # A kernel's parameter shadows a module's name only in the kernel, which cannot call the
        # library (`B = do_bench` beside `def k(..., B: tl.constexpr)`): not another binding here.
        in_kernels: dict[str, int] = {}
        for fn in ast.walk(self.tree):
            if isinstance(fn, ast.FunctionDef) and (is_jit(fn, self.jit) or fn.name in self.kernels):
                for a in ast.walk(fn.args):
                    if isinstance(a, ast.arg):
                        in_kernels[a.arg] = in_kernels.get(a.arg, 0) + 1
        changed = True
        while changed:
            changed = False
            for target, value, once in self._library_bindings():
                full = self.resolve(value)
                if not full or full.split(".")[0] not in self.aliases.values() and \
                        full.split(".")[0] not in {v.split(".")[0] for v in self.aliases.values()}:
                    continue
                if target.id in self.aliases:
                    continue
                if once and self.bound.get(target.id, 0) - in_kernels.get(target.id, 0) == 1:
                    self.aliases[target.id] = full
                    changed = True
                elif (full, value) not in self.library_rebound.setdefault(target.id, []):  # once, whatever the pass
                    self.library_rebound[target.id].append((full, value))

    def _library_bindings(self):
        """(name, value, single) for each binding of a name to a Name/Attribute chain: assignments,
        element-wise tuple unpacking, walrus; a loop's target over a literal takes each element in
        turn (single False)."""
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
                for t in (node.targets if isinstance(node, ast.Assign) else [node.target]):
                    if isinstance(t, ast.Name) and isinstance(node.value, (ast.Name, ast.Attribute)):
                        yield t, node.value, True
                    elif isinstance(t, (ast.Tuple, ast.List)) and isinstance(node.value, (ast.Tuple, ast.List)) \
                            and len(t.elts) == len(node.value.elts):
                        for te, ve in zip(t.elts, node.value.elts):
                            if isinstance(te, ast.Name) and isinstance(ve, (ast.Name, ast.Attribute)):
                                yield te, ve, True
            elif isinstance(node, ast.NamedExpr) and isinstance(node.value, (ast.Name, ast.Attribute)):
                yield node.target, node.value, True
            elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)) and isinstance(node.target, ast.Name) \
                    and isinstance(node.iter, (ast.Tuple, ast.List, ast.Set)):
                for e in node.iter.elts:
                    if isinstance(e, (ast.Name, ast.Attribute)):
                        yield node.target, e, False

    def check_module(self, mod: str, node: ast.AST, submodule_only: bool = False) -> None:
        if R.import_allowed(mod):
            return
        if submodule_only:
            # `from torch import cuda` names a module outside the allow-list; plain attributes pass.
            if mod not in R.FORBIDDEN_SUBMODULES:
                return
        reason = R.reason_for_module(mod)
        if reason == "file_access" and mod.split(".")[0] == "os":
            reason = self.os_reason()
        narrow = {"logging": "; a module logger is fine: `logger = logging.getLogger(__name__)` at module level, "
                             "then only logger.debug/info/warning/error/critical with positional arguments",
                  "types": "; `types.SimpleNamespace` and `types.MappingProxyType` alone are fine",
                  "collections.abc": "; `from collections.abc import Sequence, ...` is fine where the names are "
                                     "read only in annotations and as isinstance's class"}.get(mod, "")
        self.add(reason, f"import of `{mod}` is not allowed ({R.REASON_HINT[reason]}){narrow}", node)

    def os_reason(self) -> str:
        """`os` serves several purposes: name the one the candidate uses."""
        used = {n.attr for n in ast.walk(self.tree) if isinstance(n, ast.Attribute)}
        if used & R.OS_ENV_ATTRS:
            return "env_access"
        if used & R.OS_PROCESS_ATTRS:
            return "subprocess"
        return "file_access"

    # ---- whole-file rules ------------------------------------------------------------------------
    def check_inline_asm(self) -> set[int]:
        """Inline PTX must be a literal without clock registers; returns the ids of the references
        to inline_asm_elementwise that are direct calls (judged here; any other reference is refused)."""
        direct, strings = set(), self.strings
        for node in ast.walk(self.tree):
            if not (isinstance(node, ast.Call) and self.resolve(node.func) in R.INLINE_ASM):
                continue
            direct.add(id(node.func))
            asm = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "asm"), None)
            if isinstance(asm, ast.Name) and asm.id in strings:
                asm = strings[asm.id]
            if not (isinstance(asm, ast.Constant) and isinstance(asm.value, str)):
                self.add("dynamic_code", "inline PTX (`inline_asm_elementwise`) must be a string literal, in "
                                         "the call or as a module-level constant assigned once", node)
            elif R.PTX_CLOCK.search(asm.value):
                self.add("gpu_clock", f"inline PTX reading `{R.PTX_CLOCK.search(asm.value).group(0)}` is not "
                                      f"allowed ({R.REASON_HINT['gpu_clock']})", node)
        return direct

    def check_everywhere(self) -> None:
        # A dotted name is judged whole (its outermost Attribute), not by each prefix of it.
        inner = {id(n.value) for n in ast.walk(self.tree) if isinstance(n, ast.Attribute)}
        asm_calls = self.check_inline_asm()
        # type(x), with one argument, asks an object's type; any other use of `type` can build a
        # class from strings and a namespace the gate never reads (and hand it to code that
        # turns field names into source, as dataclasses does).
        type_queries = {id(n.func) for n in ast.walk(self.tree)
                        if is_type_call(n) and len(n.args) == 1 and not n.keywords}
        parents = self.parent_of
        # Attributes the file assigns (self.x = ..., or by name: register_buffer("_x", ...)).
        own_attrs = set(self._stored_attributes) | {
            n.args[0].value for n in ast.walk(self.tree) if isinstance(n, ast.Call)
            and isinstance(n.func, ast.Attribute) and n.func.attr in R.REGISTERS_NAME and n.args
            and isinstance(n.args[0], ast.Constant) and isinstance(n.args[0].value, str)}
        # A module bound to a name once, as an import would (tl = triton.language): an alias.
        aliasing = {id(n.value) for n in ast.walk(self.tree) if isinstance(n, ast.Assign) and len(n.targets) == 1
                    and isinstance(n.targets[0], ast.Name) and self.bound.get(n.targets[0].id) == 1}
        # hasattr(tl, "fma"), a feature check, only asks whether the module has a name.
        aliasing |= {id(n.args[0]) for n in ast.walk(self.tree) if isinstance(n, ast.Call)
                     and isinstance(n.func, ast.Name) and n.func.id == "hasattr" and len(n.args) == 2}
        # The file's own private names: attributes it assigns, and names its classes define; never a
        # library object's (a tensor's _cdata, a module's _forward_hooks), whatever the file assigns.
        own_private = (own_attrs | {
            m.name if isinstance(m, (ast.FunctionDef, ast.ClassDef)) else t.id
            for c in self.classes.values() for m in c.body
            for t in ([m] if isinstance(m, (ast.FunctionDef, ast.ClassDef)) else
                      (m.targets if isinstance(m, ast.Assign) else [m.target] if isinstance(m, ast.AnnAssign) else []))
            if isinstance(t, (ast.Name, ast.FunctionDef, ast.ClassDef))}) - library_private_names()
        # "{} of {:.3f}".format(a, b): a template whose fields name no attribute or item, written as a
        # literal (in the call, as a module constant bound once, or as str.format's first argument).
        constants = self.strings

        def literal(v: ast.AST | None):
            v = constants.get(v.id, v) if isinstance(v, ast.Name) else v
            return v.value if isinstance(v, ast.Constant) else None

        plain_formats = {id(n.func) for n in ast.walk(self.tree) if isinstance(n, ast.Call)
                         and isinstance(n.func, ast.Attribute) and n.func.attr in ("format", "format_map")
                         and plain_template(literal(n.args[0] if dotted(n.func.value) == "str" and n.args
                                                    else n.func.value))}
        # Names in annotations (x: Tensor under `from __future__ import annotations`) only name types.
        # Only where the annotation is a plain type expression: one is evaluated when its function is
        # defined (a call there runs, and Triton's interpreter may have put `inspect` in the module).
        annotated = {id(n) for ann in annotations(self.tree) if is_type_expression(ann)
                     for n in ast.walk(ann) if isinstance(n, ast.Name)}
        for ann in annotations(self.tree):
            for c in annotation_strings(ann):
                why = string_annotation_problem(c.value)
                if why:
                    self.add("dynamic_code", f"the string annotation {c.value[:40]!r} is evaluated as code later; "
                                             f"{why}: annotate with the type itself", c)
                else:  # its names are judged as if written as code
                    for n in ast.walk(ast.parse(c.value.strip(), mode="eval")):
                        if isinstance(n, ast.Name) and n.id not in self.bound and not hasattr(builtins, n.id):
                            self.add("introspection", f"`{n.id}` (in a string annotation) is not defined in "
                                                      "your file", c)
        # torch.backends.cudnn.benchmark = True and the like: a bool constant assigned to a switch.
        switches_set = {id(t) for n in ast.walk(self.tree) if isinstance(n, ast.Assign)
                        and isinstance(n.value, ast.Constant) and type(n.value.value) is bool
                        and all(isinstance(t, ast.Attribute) and self.resolve(t) in R.TORCH_SWITCHES_SET
                                for t in n.targets) for t in n.targets}
        # Attributes written by an assignment statement's own targets (check_patch sees those there);
        # any other attribute write (a for, with or comprehension target) is judged below.
        statement_targets = {id(e) for n in ast.walk(self.tree)
                             if isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete))
                             for t in (n.targets if isinstance(n, (ast.Assign, ast.Delete)) else [n.target])
                             for e in ([t, *t.elts] if isinstance(t, (ast.Tuple, ast.List)) else [t])}
        # Names Triton's interpreter copies into the kernels' module, read here: only the file's own.
        injected = interpreter_globals() & {n.id for n in ast.walk(self.tree) if isinstance(n, ast.Name)}
        top_level = module_bindings(self.tree)
        # Uses of those, and of a builtin's name (def forward(self, input)), that are a function's own
        # parameter or local (one reading of the scopes and the symbol table serves both).
        local = function_locals(self.tree, {*R.FORBIDDEN_BUILTINS, "type", *(injected - top_level)}, self.source)
        for node in ast.walk(self.tree):
            if isinstance(node, (ast.Name, ast.Attribute)) and id(node) not in inner and id(node) not in asm_calls \
                    and self.resolve(node) in R.INLINE_ASM:
                self.add("dynamic_code", "`inline_asm_elementwise` may only be called directly, with a literal",
                         node)
            if isinstance(node, ast.Call) and self.resolve(node.func) in R.WRAPPER_COPIERS \
                    and (node.keywords or len(node.args) > (2 if self.resolve(node.func).endswith("wrapper") else 1)):
                # assigned=/updated= name the attributes it copies: getattr and setattr by string
                self.add("introspection", "functools.wraps/update_wrapper may only copy the default attributes", node)
            if isinstance(node, ast.Attribute) and node.attr in ("format", "format_map") \
                    and isinstance(node.ctx, ast.Load) and id(node) not in plain_formats \
                    and not (dotted(node.value) == "self" and node.attr in own_attrs):
                self.add("introspection", f"`.{node.attr}` reads attributes and items named in its template at run "
                                          "time ({0.attr}, {0[key]}); use an f-string, or a literal template whose "
                                          "fields name no attribute or item", node)
            if isinstance(node, ast.Call) and node.args and (self.resolve(node.func) in R.PLAIN_CLASS_DECORATORS or (
                    isinstance(node.func, ast.Call) and self.resolve(node.func.func) in R.PLAIN_CLASS_DECORATORS)) \
                    and not all(isinstance(a, ast.Name) and a.id in self.classes and self.bound.get(a.id) == 1
                                for a in node.args):
                # dataclasses.dataclass(torch.Tensor) sets the generated __init__/__eq__ on the library's
                # class, typing.final(x) sets x.__final__: class decorators write the class they are handed.
                self.add("monkeypatch", "a class decorator (dataclass, total_ordering, final, ...) called by hand may "
                                        "only be handed one of your classes: it sets attributes on the class",
                         node)
            if isinstance(node, ast.Call) and self.resolve(node.func) in R.CLASS_BUILDERS:
                self.add("dynamic_code", "building a class by a call (a metaclass, make_dataclass, the functional "
                                         "form of TypedDict or Enum) is not allowed: its names and namespace are "
                                         "code the gate cannot read; write a class statement", node)
            if (is_type_call(node) and id(node.func) in type_queries or isinstance(node, ast.Name)
                    and node.id in self.type_bound and isinstance(node.ctx, ast.Load)) \
                    and not self.plain_type_use(node, parents.get(id(node)), parents) \
                    and not self.own_class_rebuild(node):
                self.add("dynamic_code", "`type(x)` may only be compared, passed to isinstance/issubclass, used as a "
                                         "key, called with one argument, or have its name or a class attribute read: "
                                         "a type is also what builds functions and classes from parts", node)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("__") \
                    and node.value in R.INTROSPECTION_ATTRS:
                self.add("introspection", f"the string {node.value!r} names an interpreter internal (a namespace key "
                                          "or an attribute looked up by name): not allowed", node)
            if isinstance(node, (ast.Try, getattr(ast, "TryStar", ast.Try))) and not reraises_only(node) \
                    and not self.import_fallback(node):
                self.add("try_except", "try/except is not allowed: a failing kernel must fail, not fall back (an "
                                       "except that only raises, e.g. with a clearer message, is fine)", node)
            elif isinstance(node, ast.Name):
                if node.id == "__name__" and not isinstance(node.ctx, ast.Load):
                    self.add("introspection", "assigning `__name__` is not allowed (the module's name is anvil's)",
                             node)
                elif node.id == "type" and id(node) not in type_queries and node.id not in self.aliases \
                        and id(node) not in local \
                        and id(node) not in annotated and not self.plain_type_use(node, parents.get(id(node)), parents,
                                                                                  bare=True):
                    self.add("dynamic_code", "`type` may only be called with one argument (an object's type): a class "
                                             "built from strings is code the gate cannot read", node)
                elif node.id.startswith("__") and node.id.endswith("__") and node.id not in R.DUNDER_NAMES_ALLOWED \
                        and node.id not in R.FORBIDDEN_BUILTINS \
                        and not (node.id in R.CLASS_DECLARATIONS and isinstance(node.ctx, ast.Store)):
                    self.add("introspection", f"`{node.id}` is not allowed (no introspection of the interpreter or the "
                                              "import machinery)", node)
                elif isinstance(node.ctx, ast.Load) and id(node) not in inner and id(node) not in aliasing \
                        and node.id in self.aliases and is_module(self.aliases[node.id]):
                    self.add("introspection", f"`{node.id}` is a module: use it through its attributes, not as a "
                                              "value", node)
                elif node.id in R.INTERPRETER_INTERNAL_NAMES:
                    self.add("introspection", f"`{node.id}` is Triton's interpreter's own name, not yours", node)
                elif node.id == "Model":
                    self.add("uses_reference", "the reference `Model` must not be used; write ModelNew from scratch",
                             node)
                elif node.id in R.FORBIDDEN_BUILTINS and id(node) not in local and not self._hash_returned_by_dunder_hash(node):
                    reason = R.FORBIDDEN_BUILTINS[node.id]
                    hint = ("; set the attribute in __init__ and read self.<name> (a method's self can be any "
                            "object, so getattr(self, name) can reach a library's names)"
                            if node.id == "getattr" else "")
                    self.add(reason, f"`{node.id}` is not allowed ({R.REASON_HINT[reason]}){hint}", node)
                elif "." in self.aliases.get(node.id, ""):
                    # A name imported from a module (`from contextlib import suppress as quietly`)
                    # is judged by what it stands for.
                    self.check_qualified(self.aliases[node.id], node)
                elif node.id in injected and isinstance(node.ctx, ast.Load) and node.id not in top_level \
                        and id(node) not in local and id(node) not in annotated:
                    # Bound somewhere, but not where this read looks: Triton's interpreter puts its own
                    # object under that name in the kernels' module (inspect, np, time...).
                    self.add("introspection", f"`{node.id}` is not defined at your module's top level (nor in "
                                              "the function reading it): import or define it there", node)
                elif node.id not in self.bound and not hasattr(builtins, node.id) and id(node) not in annotated:
                    # Only something outside the file could have bound it: Triton's interpreter
                    # copies its own globals (inspect, np) into the module of the kernels it runs.
                    self.add("introspection", f"`{node.id}` is not defined in your file: import or define every "
                                              "name you use", node)
            elif isinstance(node, ast.Attribute):
                if node.attr in R.INTROSPECTION_ATTRS and not self.class_name_read(node, parents.get(id(node))) \
                        and not self.class_constant_read(node, parents) \
                        and not (node.attr in R.TORCH_PRIVATE_MODULE_NAMES and self.own_self_attribute(node)):
                    self.add("introspection", f"attribute `{node.attr}` is not allowed (introspection)", node)
                elif node.attr == "__init__" and not self.plain_init_call(node, parents):
                    self.add("monkeypatch", "a class's `__init__` may only be called as `super().__init__(...)` or "
                                            "`Base.__init__(self, ...)`: on another object it assigns that object's "
                                            "attributes (a dataclass's `__init__` is `obj.<field> = value`)", node)
                elif node.attr in R.MODULE_ATTRS and not (dotted(node.value) == "self" and node.attr in own_attrs):
                    reason = R.reason_for_module(node.attr)
                    self.add(reason, f"attribute `{node.attr}` is not allowed ({R.REASON_HINT[reason]})", node)
                elif (node.attr in R.KERNEL_INTERNALS and not self.own_self_attribute(node)) \
                        or node.attr in R.HOOK_REGISTRATIONS:
                    self.add("introspection", f"attribute `{node.attr}` is not allowed (a kernel's internals and "
                                              "hooks run code out of the gate's sight)", node)
                elif node.attr.startswith("_") and not node.attr.endswith("__") and not (
                        node.attr in own_private and self.own_root(node)) and not (
                        node.attr in R.OWN_PRIVATE_COLLISIONS and self.own_self_attribute(node)) \
                        and node.attr not in R.NAMEDTUPLE_API and node.attr not in R.TRITON_PRIVATE_CALLS \
                        and not (self.resolve(node) or "").startswith(
                            R.PRIVATE_ALLOWED):
                    self.add("introspection", f"private attribute `{node.attr}` is not allowed: only your own "
                                              "`_names` (assigned or defined in this file)", node)
                elif isinstance(node.value, ast.Name) and node.value.id in self.kernels \
                        and node.attr not in R.KERNEL_ATTRS_ALLOWED:
                    self.add("introspection", f"`{node.value.id}.{node.attr}`: launch a kernel as "
                                              f"{node.value.id}[grid](...); its other attributes are Triton's", node)
                if isinstance(node.ctx, ast.Load) and id(node) not in inner and id(node) not in aliasing \
                        and is_module(self.resolve(node) or ""):
                    self.add("introspection", f"`{dotted(node)}` is a module: use it through its attributes, not "
                                              "as a value", node)
                full = self.resolve(node) if id(node) not in inner and id(node) not in switches_set else None
                named = self.check_qualified(full, node) if full else None  # the reason the name got
                if node.attr in R.HOST_ARRAY_ATTRS and not named:
                    self.add("torch_compute", f"`.{node.attr}` hands the tensor to NumPy, which computes on the host "
                                              "outside your kernels: forward must compute with your Triton kernels",
                             node)
                if node.attr in R.TRITON_VALUE_INTERNALS and not named and not self.own_self_attribute(node):
                    self.add("torch_compute", f"`.{node.attr}` is a Triton tensor's IR value, in Triton's interpreter "
                                              "the NumPy array of its values (NumPy computing, which no GPU "
                                              "compiles): compute with triton.language's operations", node)
                if isinstance(node.ctx, (ast.Store, ast.Del)) and id(node) not in switches_set:
                    if id(node) not in statement_targets:
                        self.check_patch(node)  # for torch.Tensor.x in (...):, with ... as torch.Tensor.x:
                    self.check_store_root(node)
                if node.attr == "compile" and id(node) not in inner and not named \
                        and not (full or "").startswith("triton."):  # nn.Module.compile and the like
                    self.add("torch_compute", "`.compile` hands the module to a compiler, which writes the kernels "
                                              "(TorchInductor): forward must compute with your own Triton kernels",
                             node)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                if isinstance(node, ast.AsyncFunctionDef):
                    self.add("threads", "async functions are not allowed", node)
                if node.name in R.HOOK_METHODS:
                    self.add("introspection", f"defining `{node.name}` is not allowed (it intercepts torch)", node)
                elif node.name in R.INTROSPECTION_ATTRS:
                    self.add("introspection", f"defining `{node.name}` is not allowed (introspection: library code "
                                              "reads it as the interpreter's)", node)
                elif node.name in ("data_ptr", "untyped_storage"):
                    self.add("ctypes", f"defining `{node.name}` makes a raw pointer Triton would follow anywhere: "
                                       "pass tensors to kernels", node)
            elif isinstance(node, ast.ClassDef) and any(
                    (self.resolve(b) or "") in ("torch.Tensor", "torch.nn.Parameter") or is_tensor_class(self.resolve(b) or "")
                    for b in node.bases):
                self.add("introspection", "a Tensor subclass of your own runs its methods where torch's would (in the "
                                          "runtime, in Triton's launch): use plain tensors", node)
            elif isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
                targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
                for t in targets:
                    if id(t) not in switches_set:
                        self.check_patch(t)
                    if isinstance(t, ast.Name) and t.id in ("data_ptr", "untyped_storage"):
                        self.add("ctypes", f"binding `{t.id}` makes a raw pointer Triton would follow anywhere: "
                                           "pass tensors to kernels", t)
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                pass

    def plain_init_call(self, node: ast.Attribute, parents: dict) -> bool:
        """`super().__init__(...)`, `super(C, self).__init__(...)`, or `Base.__init__(self, ...)`
        called directly with the method's own `self`: an __init__ run on any other object (or taken
        as a value) sets attributes of that object by the names its class's code holds (a
        dataclass's generated __init__ on torch.Tensor is `torch.Tensor.<field> = value`)."""
        if isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name) \
                and node.value.func.id == "super":
            return True
        parent = parents.get(id(node))
        # ... and that `self` is the class's own object: the call stands in the body of a method
        # whose first parameter is self, of a class whose methods never run on a foreign self (a
        # module-level `def f(self)`, a staticmethod's or H.f(torch.Tensor, ...) can be handed anything).
        return isinstance(parent, ast.Call) and parent.func is node and bool(parent.args) \
            and isinstance(parent.args[0], ast.Name) and parent.args[0].id == "self" \
            and isinstance(node.value, (ast.Name, ast.Attribute)) and id(parent) in self._method_self_nodes

    def import_fallback(self, node: ast.AST) -> bool:
        """A top-level `try: <imports> except ImportError: <other imports>`, how completions import
        libdevice across Triton versions: only imports (and names set to constants) on either side,
        so nothing but a binding can fall back, and each binding is judged (check() reads the file
        once per place a name may come from)."""
        def plain(stmts: list, handler: bool) -> bool:
            return bool(stmts) and all(
                isinstance(s, ast.Import) or (isinstance(s, ast.ImportFrom) and not s.level)
                or (isinstance(s, ast.Assign) and all(isinstance(t, ast.Name) for t in s.targets)
                    and isinstance(s.value, ast.Constant))
                or (handler and isinstance(s, (ast.Pass, ast.Raise))) for s in stmts)

        def import_error(t: ast.AST | None) -> bool:
            names = t.elts if isinstance(t, ast.Tuple) else [t]
            return bool(names) and all(isinstance(n, ast.Name) and n.id in ("ImportError", "ModuleNotFoundError")
                                       and n.id not in self.bound for n in names)

        return type(node) is ast.Try and node in self.tree.body and not node.orelse and not node.finalbody \
            and plain(node.body, False) and bool(node.handlers) \
            and all(import_error(h.type) and plain(h.body, True) for h in node.handlers)

    def own_class_rebuild(self, node: ast.AST) -> str | None:
        """`type(self)(block, warps)` in a method of one of the file's plain classes (a builder's
        `with_block` returning another object of its class, probe 31): the class whose object self
        is, where self is that class's object (_method_self_nodes: no method of the class runs on a
        foreign self; self never rebound in the method), and type(self) is that class itself: no
        base but object, no metaclass, no decorator but dataclass, one class of the name and no class
        of the file deriving from it (a subclass's object would be its own, whatever its bases make
        of the call). Calling it is building the file's own class, as `Cls(block, warps)` is (and
        reachable() judges the class's methods as it does for that call). None otherwise: type(x)
        called with several arguments builds functions and classes from parts."""
        parent = self.parent_of.get(id(node))
        if not (is_type_call(node) and len(node.args) == 1 and not node.keywords and isinstance(parent, ast.Call)
                and parent.func is node and isinstance(node.args[0], ast.Name) and node.args[0].id == "self"):
            return None
        name = self._method_self_nodes.get(id(node.args[0]))
        cls = self.classes.get(name) if name else None
        if cls is None or len(self.same_named.get(name, [])) != 1 or cls.keywords \
                or any(dotted(b) != "object" for b in cls.bases) or any(
                    (dotted(d.func if isinstance(d, ast.Call) else d) or "") not in ("dataclass", "dataclasses.dataclass")
                    for d in cls.decorator_list):
            return None
        method = next((m for m in cls.body if isinstance(m, ast.FunctionDef)
                       and any(n is node for n in ast.walk(m))), None)
        if method is None or _rebinds_self(method) or any(
                isinstance(c, ast.ClassDef) and any((dotted(b) or "").split(".")[-1] == name for b in c.bases)
                for c in ast.walk(self.tree)):
            return None
        return name

    def rebuilt_classes(self, node: ast.Call) -> list[str]:
        """The file's classes `type(x)(...)` may build (its __init__ then runs as part of the code
        that calls it): where x is self in a method of a class whose methods never run on a foreign
        self, that class and the file's classes deriving from it; any of the file's classes
        otherwise. Before probe 31, `type(self)(n)` in a method forward reaches built the class
        again out of reachable()'s sight, and its __init__ was judged only as construction's."""
        arg = node.args[0] if len(node.args) == 1 else None
        name = self._method_self_nodes.get(id(arg)) if isinstance(arg, ast.Name) and arg.id == "self" else None
        if name is None:
            return list(self.classes)
        out, todo = [name], [name]
        while todo:
            base = todo.pop()
            for c, cs in self.same_named.items():
                if c not in out and any(any((dotted(b) or "").split(".")[-1] == base for b in k.bases) for k in cs):
                    out.append(c)
                    todo.append(c)
        return out

    @staticmethod
    def plain_type_use(node: ast.AST, parent: ast.AST | None, parents: dict, bare: bool = False) -> bool:
        """Whether a type(x) (or a name bound to one) is used only as a type is read: compared, a key,
        an isinstance/issubclass/print argument, its name or a non-dunder class attribute, called
        with one argument (another object of the class), or bound to a name (whose uses are judged).
        `type` itself (bare) only compared or as an isinstance/issubclass argument."""
        if isinstance(parent, ast.Tuple):  # isinstance(x, (type(a), int)), type(a) in (A, B)
            # Only there: a tuple bound to a name or handed on holds `type` itself as a value
            # (T = (type(a), 0); T[0](name, bases, namespace) builds a class; red-team round 25).
            up = parents.get(id(parent))
            return isinstance(up, ast.Compare) or (isinstance(up, ast.Call) and parent in up.args and isinstance(
                up.func, ast.Name) and up.func.id in ("isinstance", "issubclass"))
        if isinstance(parent, (ast.Compare, ast.FormattedValue)):
            return True
        if bare:
            return isinstance(parent, ast.Call) and parent.func is not node and isinstance(parent.func, ast.Name) \
                and parent.func.id in ("isinstance", "issubclass")
        if isinstance(parent, ast.Attribute):
            return not parent.attr.startswith("__") or parent.attr in ("__name__", "__qualname__")
        if isinstance(parent, ast.Subscript):
            # A key that is read (REGISTRY[type(x)]), not stored: a dict holding `type` as a key
            # hands it back to iteration (d[type(a)] = 0; for k in d: k(name, bases, namespace)).
            return parent.slice is node and isinstance(parent.ctx, ast.Load)
        if isinstance(parent, ast.Call):
            if parent.func is node:
                return len(parent.args) == 1 and not parent.keywords
            return isinstance(parent.func, ast.Name) and parent.func.id in (
                "isinstance", "issubclass", "hasattr", "print", "str", "repr")
        return isinstance(parent, (ast.Assign, ast.AnnAssign)) and all(
            isinstance(t, ast.Name) for t in (parent.targets if isinstance(parent, ast.Assign) else [parent.target]))

    @staticmethod
    def class_name_read(node: ast.Attribute, parent: ast.AST | None) -> bool:
        """x.__class__.__name__ (or __qualname__), read: a string, as type(x).__name__ gives."""
        return node.attr == "__class__" and isinstance(parent, ast.Attribute) and parent.value is node \
            and parent.attr in ("__name__", "__qualname__") and isinstance(parent.ctx, ast.Load)

    def class_constant_read(self, node: ast.Attribute, parents: dict) -> bool:
        """`self.__class__.BLOCK` taken as a value (probe 26): a class constant, a name some class
        body of the file assigns and none defines as a function (a method taken from the class takes
        its self from its arguments), read as `type(self).BLOCK` is (plain_type_use), and then only
        used as it is: not called, stored, deleted or subscripted for a store, and no attribute of
        it read or written (the class itself never escapes, so nothing patches it)."""
        parent = parents.get(id(node))
        if not (node.attr == "__class__" and isinstance(node.value, ast.Name) and node.value.id == "self"
                and isinstance(parent, ast.Attribute) and parent.value is node and not parent.attr.startswith("_")
                and isinstance(parent.ctx, ast.Load) and parent.attr in self.class_constants):
            return False
        up = parents.get(id(parent))
        return not isinstance(up, ast.Attribute) and not (isinstance(up, ast.Call) and up.func is parent) \
            and not (isinstance(up, ast.Subscript) and not isinstance(up.ctx, ast.Load))

    @functools.cached_property
    def class_constants(self) -> set[str]:
        """Names a class body of the file binds by a plain assignment of a value that is no function
        (not a lambda, nor staticmethod/classmethod/property/partial of one), and none binds by def
        or class."""
        makers = ("staticmethod", "classmethod", "property", "partial", "partialmethod")
        assigned, defined = set(), set()
        for c in ast.walk(self.tree):
            if isinstance(c, ast.ClassDef):
                for stmt in c.body:
                    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                        defined.add(stmt.name)
                    elif isinstance(stmt, (ast.Assign, ast.AnnAssign)):
                        names = {n.id for t in (stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target])
                                 for n in ast.walk(t) if isinstance(n, ast.Name)}
                        v = stmt.value
                        if isinstance(v, ast.Lambda) or isinstance(v, ast.Call) and (
                                dotted(v.func) or "").split(".")[-1] in makers:
                            defined |= names
                        else:
                            assigned |= names
        return assigned - defined

    def own_self_attribute(self, node: ast.Attribute) -> bool:
        """self.<attr> where the file binds self.<attr> itself (self.src = src), in a method of one of
        its classes whose methods never run on a foreign self: the object's own attribute, not a
        kernel's internals of the same name (a kernel's .src stays refused, also as a function's
        parameter named self, or through Cls.method(kernel))."""
        return isinstance(node.value, ast.Name) and node.value.id == "self" and node.attr in self.self_bound \
            and id(node) in self._method_self_nodes

    @functools.cached_property
    def self_bound(self) -> set[str]:
        """The attribute names the file assigns on self."""
        out = set()
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store) and isinstance(n.value, ast.Name) \
                    and n.value.id == "self":
                out.add(n.attr)
        return out

    def own_root(self, node: ast.Attribute) -> bool:
        """Whether an attribute chain starts at a name that is not a library's (self, a local, one of
        the file's classes, super(), a builtin), also through calls (self._cfg(n)._block,
        Helper()._run): the file's own private names are read there, never on what a module or a
        module's function hands back (torch.x.y._sys, where the file happens to define a `_sys`)."""
        root = node.value
        while isinstance(root, (ast.Attribute, ast.Subscript, ast.Call)):
            root = root.func if isinstance(root, ast.Call) else root.value
        return isinstance(root, ast.Name) and root.id not in self.aliases

    @functools.cached_property
    def own_ops(self) -> dict[str, str]:
        """Operators this file defines, {"torch.ops.ns.name": the function}: a top-level function
        decorated with torch.library.triton_op or custom_op and a new "ns::name" (one torch already
        has, aten::relu, stays torch's). Called as torch.ops.ns.name(...) (or .default) it runs
        that function, which is judged as forward's."""
        out = {}
        for fn in self.functions.values():
            for dec in fn.decorator_list:
                if not (isinstance(dec, ast.Call) and dec.args and isinstance(dec.args[0], ast.Constant)
                        and isinstance(dec.args[0].value, str)):
                    continue
                if self.resolve(dec.func) not in ("torch.library.triton_op", "torch.library.custom_op"):
                    continue
                ns, sep, name = dec.args[0].value.partition("::")
                if sep and ns.isidentifier() and name.isidentifier() and not R.existing_operator(ns, name):
                    out[f"torch.ops.{ns}.{name}"] = out[f"torch.ops.{ns}.{name}.default"] = fn.name
        return out

    def check_qualified(self, full: str, node: ast.AST) -> str | None:
        """A finding when the qualified name is forbidden; returns its reason (None: allowed)."""
        if full in self.own_ops:
            return None
        reason = R.reason_for_qualified(full) or reason_for_chain(full)
        real = canonical(full)  # torch.nn.functional.torch.autograd is torch.autograd
        if not reason and real != full:
            reason = R.reason_for_qualified(real)
            if reason:
                self.add(reason, f"`{full}` is `{real}`, which is not allowed ({R.REASON_HINT[reason]})", node)
            return reason
        if reason:
            self.add(reason, f"`{full}` is not allowed ({R.REASON_HINT[reason]})", node)
        return reason

    def _hash_returned_by_dunder_hash(self, node: ast.Name) -> bool:
        """`def __hash__(self): return hash((self.n, self.block))` in a class body (probe 27): the value
        goes straight back to Python's hashing (dict and set slots), and the file calls the method no
        other way (hash() is refused, and the file spells `__hash__` nowhere else: no `k.__hash__()`,
        no "__hash__" string), so no address reaches it."""
        call = self.parent_of.get(id(node))
        ret = self.parent_of.get(id(call))
        fn = self.parent_of.get(id(ret))
        # The read's own shape first: the walk over the file below runs only for that one form.
        return node.id == "hash" and "hash" not in self.bound and isinstance(call, ast.Call) and call.func is node \
            and isinstance(ret, ast.Return) and ret.value is call and isinstance(fn, ast.FunctionDef) \
            and fn.name == "__hash__" and not fn.decorator_list and isinstance(self.parent_of.get(id(fn)), ast.ClassDef) \
            and not any(isinstance(n, ast.Attribute) and n.attr == "__hash__"
                        or isinstance(n, ast.Constant) and n.value == "__hash__" for n in ast.walk(self.tree))

    def check_patch(self, target: ast.AST) -> None:
        if isinstance(target, (ast.Tuple, ast.List)):
            for t in target.elts:
                self.check_patch(t)
            return
        if isinstance(target, (ast.Attribute, ast.Subscript)):
            root = target
            while isinstance(root, (ast.Attribute, ast.Subscript)):
                root = root.value
            if is_type_call(root) or (isinstance(root, ast.Name) and root.id in self.type_bound):
                # type(x).copy_ = ... patches torch.Tensor itself (the runtime's flush and transport
                # call such methods), as torch.Tensor.copy_ = ... would.
                self.add("monkeypatch", "assigning to an attribute of `type(...)` changes a class (a library's, "
                                        "through one of its objects): not allowed", target)
            elif isinstance(root, ast.Name) and (root.id in self.aliases or root.id in R.PATCHABLE_ROOTS):
                what = dotted(target) or root.id
                self.add("monkeypatch", f"assigning to `{what}` changes a library: not allowed", target)

    # ---- forward and what it reaches -------------------------------------------------------------
    def class_methods(self, name: str, seen: tuple = ()) -> list[ast.FunctionDef]:
        """The methods of a class of this file that its use may run: all of them, but for an
        autograd Function's backward (anvil runs forward only; calling .backward is torch_compute)."""
        own = []
        for cls in self.same_named.get(name, [self.classes[name]]):  # a shadowed class's methods too
            autograd = any(self.resolve(b) in R.TORCH_AUTOGRAD_FUNCTION for b in cls.bases)
            own += [m for m in cls.body if isinstance(m, ast.FunctionDef)
                    and not (autograd and m.name in R.AUTOGRAD_NOT_FORWARD)]
        cls = self.classes[name]
        # And what it inherits from the file's own classes (a launch in a base's __call__).
        for b in cls.bases:
            if isinstance(b, ast.Name) and b.id in self.classes and b.id != name and b.id not in seen:
                own += self.class_methods(b.id, seen + (name,))
        return own

    @functools.cached_property
    def outer_lambdas(self) -> dict[str, list[ast.Lambda]]:
        """The lambdas written outside any function: by the module-level name whose value holds them
        (`act = lambda t: ...`, `ACTS = {"relu": lambda t: ...}`), and under "" those of class bodies.
        Called through that name or a class's attribute, each runs as forward's code, and no def
        names it (red-team round 42: a module-level `act = lambda t: t.relu()` passed the gate)."""
        out: dict[str, list[ast.Lambda]] = {}
        for n in self.tree.body:
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None:
                held = [x for x in ast.walk(n.value) if isinstance(x, ast.Lambda)]
                for t in n.targets if isinstance(n, ast.Assign) else [n.target]:
                    if isinstance(t, ast.Name) and held:
                        out.setdefault(t.id, []).extend(held)
        return out

    def body_lambdas(self, cls: ast.ClassDef) -> list[ast.Lambda]:
        """The lambdas of a class body's statements other than its defs (`act = staticmethod(lambda t: ...)`)."""
        return [x for part in cls.body if not isinstance(part, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                for x in ast.walk(part) if isinstance(x, ast.Lambda)]

    def class_code(self, name: str) -> list[ast.AST]:
        """All a class of this file may run: its methods (class_methods) and what its body keeps (class_held)."""
        return self.class_methods(name) + self.class_held(name)

    def class_held(self, name: str, seen: tuple = ()) -> list[ast.FunctionDef]:
        """What the body of a class of this file keeps as values besides its methods (`op = Rect()`,
        `act = ACTS["relu"]`, `f = helper`), and its own bases' bodies too: the methods of the file's
        classes and the functions named there, directly or through a module-level table. Read as
        `self.op` or `Cfg.op`, such an object runs its methods by an operator (`x + Cfg.op` runs
        Rect.__radd__), never by a name the gate reads (red-team round 42)."""
        memo = self.__dict__.setdefault("_class_held", {})
        if (name, seen) in memo:
            return memo[name, seen]
        tables = self.tables
        out = memo[name, seen] = []
        for cls in self.same_named.get(name, [self.classes[name]]):
            out += self.body_lambdas(cls)
            for part in cls.body:
                if isinstance(part, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    continue
                for n in ast.walk(part):
                    if not isinstance(n, ast.Name):
                        continue
                    out += self.outer_lambdas.get(n.id, [])
                    for held in [n.id, *tables.get(n.id, [])]:
                        if held in self.classes and held not in seen + (name,):
                            out += self.class_methods(held) + self.class_held(held, seen + (name,))
                        elif held not in self.classes:
                            out += self.by_name.get(held, [])
            for b in cls.bases:
                if isinstance(b, ast.Name) and b.id in self.classes and b.id not in seen + (name,):
                    out += self.class_held(b.id, seen + (name,))
        return out

    def reachable(self) -> list[ast.FunctionDef]:
        """ModelNew.forward and every function or method of this file it may call, by name:
        generous on purpose, so honest helper structure never hides a launch."""
        cls = self.classes.get("ModelNew")
        if cls is None:
            return []
        methods = {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef)}
        # What calling the model runs: forward, or what the candidate put in front of it.
        entry_names = ("forward", "__call__", "_call_impl", "_wrapped_call_impl")
        entries = [methods[m] for m in entry_names if m in methods]
        if not entries:
            # Inherited from the file's own bases (`class ModelNew(Base)` with Base.forward): every
            # such definition along them, which found nothing to judge before probe 27.
            entries = [m for m in self.class_methods("ModelNew") if m.name in entry_names]
        if not entries:
            return []
        # ModelNew's own operator methods (its file's bases' too), which forward runs by an operator on
        # self (`self + y` runs __add__), never by a name the gate reads (red-team round 42).
        entries += [m for m in self.class_methods("ModelNew") if m.name.startswith("__") and m.name.endswith("__")
                    and m.name not in ("__init__", *entry_names)]
        # What construction keeps as values (helper modules built there, kernels and launchers stored
        # on self, functools.partial of a launcher) forward may call. Construction itself, and what
        # it calls (reset_parameters, cache builders), runs before forward: not judged as forward's.
        # A function made a property by a call (value = property(_get), ModelNew.x = property(_get))
        # runs whenever the attribute is read: judged as forward's.
        getters = [f for n in ast.walk(self.tree) if isinstance(n, ast.Call)
                   and self.resolve(n.func) in ("property", "functools.cached_property")
                   for a in n.args if isinstance(a, ast.Name) for f in self.by_name.get(a.id, [])]
        getters += self.operator_kernels()
        todo = list(reversed(entries + self.construction[1] + getters + self.construction_closures()))
        # (popped from the end: forward first)
        seen, out, tables = set(), [], self.tables
        while todo:
            fn = todo.pop()
            if id(fn) in seen:
                continue
            seen.add(id(fn))
            out.append(fn)
            for node in ast.walk(fn):
                name = referenced_name(node)
                if isinstance(node, ast.Name) and name in self.classes:
                    todo += self.class_code(name)  # built, or used through its methods (Fn.apply, Ops.softmax)
                if is_type_call(node) and isinstance(self.parent_of.get(id(node)), ast.Call) \
                        and self.parent_of[id(node)].func is node:
                    for built in self.rebuilt_classes(node):
                        todo += self.class_code(built)  # type(self)(...): its class built again
                for target in self.by_name.get(name, []) if name else []:
                    todo.append(target)
                if isinstance(node, ast.Name):
                    todo += self.outer_lambdas.get(node.id, [])  # act = lambda t: ...; act(x)
                for held in tables.get(name, []) if isinstance(node, ast.Name) else []:
                    todo += self.by_name.get(held, [])  # LAUNCHERS = {"fp32": launch_fp32, ...}
                    todo += self.class_code(held) if held in self.classes else []
                if isinstance(node, ast.Attribute) and (op := self.own_ops.get(self.resolve(node) or "")):
                    todo += self.by_name.get(op, [])  # torch.ops.ns.name(...): the file's own operator
                if isinstance(node, ast.Attribute):  # x.result runs a decorated result (@property) of the file's
                    todo += [f for f in self.by_name.get(node.attr, []) if any(
                        not (isinstance(d, ast.Name) and d.id in ("staticmethod", "classmethod"))
                        for d in f.decorator_list)]
        return out

    def construction_closures(self) -> list[ast.AST]:
        """Functions and lambdas defined inside what runs at construction (__init__, a factory it
        calls: `self._launch, self._count = make_launcher()` with `def launch(x)` inside) that leave
        it as values: construction may keep them for forward to call, so they are judged as forward's
        (probe 30: a launch in such a closure was out of the gate's sight, `kernel_not_reachable`, and
        so was what else it ran). A nested def only called where it is defined (`def _init(w): ...;
        _init(self.w)`), a lambda called at once or handed to sorted/min/max or a module's `.apply(fn)`
        (which call it then and keep nothing; not where the file defines an `apply`) run at
        construction and stay construction's, as does the construction code around them; a
        `@triton.jit` def is a kernel."""
        parents = self.parent_of
        consumers = ("sorted", "min", "max")  # they call it and keep nothing (map/filter keep it, lazily)

        def escapes(n: ast.AST, scope: ast.AST) -> bool:
            if isinstance(n, ast.Lambda):
                parent = parents.get(id(n))
                if isinstance(parent, ast.keyword):
                    parent = parents.get(id(parent))
                if isinstance(parent, ast.Call) and (parent.func is n or n is not parent.func and (
                        isinstance(parent.func, ast.Name) and parent.func.id in consumers
                        or isinstance(parent.func, ast.Attribute) and parent.func.attr == "apply"
                        and "apply" not in self.by_name)):  # nn.Module.apply, unless the file has an `apply`
                    return False
                return True
            return any(isinstance(x, ast.Name) and x.id == n.name and isinstance(x.ctx, ast.Load)
                       and not (isinstance(parents.get(id(x)), ast.Call) and parents[id(x)].func is x)
                       for x in ast.walk(scope))

        out = []
        for part in self.construction[0]:
            if not isinstance(part, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            out += [n for n in ast.walk(part) if n is not part and (
                isinstance(n, ast.Lambda) or isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                and not is_jit(n, self.jit)) and escapes(n, part)]
        return out

    def operator_kernels(self) -> list[ast.FunctionDef]:
        """Functions registered as an operator's kernels (@relu_op.register_kernel("cuda"),
        torch.library.register_kernel("ns::op", "cpu")(fn), register_fake(...)): they run in place of
        the operator's body, so they are judged as forward's."""
        def registration(e) -> bool:
            f = e.func if isinstance(e, ast.Call) else e
            return isinstance(f, ast.Attribute) and f.attr in R.OPERATOR_REGISTRATIONS
        out = [fn for fn in self.functions.values() if any(registration(d) for d in fn.decorator_list)]
        for n in ast.walk(self.tree):  # register_kernel(...)(fn) and register_autograd(backward, ...)
            if isinstance(n, ast.Call) and registration(n.func):
                out += [f for a in n.args if isinstance(a, ast.Name) for f in self.by_name.get(a.id, [])]
        return out

    @functools.cached_property
    def tables(self) -> dict[str, list[str]]:
        """Module-level names whose value mentions functions or classes of the file (tables of
        launchers, objects made at import): the names of those functions and classes."""
        out: dict[str, list[str]] = {}
        for n in self.tree.body:
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None:
                held = [x.id for x in ast.walk(n.value) if isinstance(x, ast.Name)
                        and (x.id in self.by_name or x.id in self.classes)]  # row_mse = RowLoss(...)
                for t in n.targets if isinstance(n, ast.Assign) else [n.target]:
                    if isinstance(t, ast.Name) and held:
                        out.setdefault(t.id, []).extend(held)
        return out

    @functools.cached_property
    def construction(self) -> tuple[list[ast.AST], list[ast.FunctionDef]]:
        """What runs when ModelNew is built (its __init__ and class-level statements, the functions
        and methods they call, the __init__ of the file's classes built there), and the functions
        and methods construction keeps as values, which forward may call later."""
        parts, kept, seen = [], [], set()
        tables = self.tables

        def kept_members(cls: str) -> list[ast.AST]:  # a class's code but its __init__ (run at construction)
            return [m for m in self.class_code(cls) if getattr(m, "name", None) != "__init__"]

        todo = [m for m in self.classes["ModelNew"].body
                if not isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)) or m.name == "__init__"]
        while todo:
            part = todo.pop()
            if id(part) in seen:
                continue
            seen.add(id(part))
            parts.append(part)
            if not isinstance(part, (ast.FunctionDef, ast.AsyncFunctionDef)):  # ModelNew's class body
                kept += [x for x in ast.walk(part) if isinstance(x, ast.Lambda)]
            called = {id(n.func) for n in ast.walk(part) if isinstance(n, ast.Call)}
            for node in ast.walk(part):
                if isinstance(node, ast.Name):
                    kept += self.outer_lambdas.get(node.id, [])
                    # A module-level object or table of the file's (`RECT = Rect()`, `ACTS = {"relu": f}`)
                    # kept on self by construction (`rect = RECT`, `self.act = ACTS["relu"]`): forward
                    # may run its methods by an operator (`x + self.rect` runs Rect.__radd__), never by
                    # a name the gate reads (red-team round 42).
                    for held in tables.get(node.id, []):
                        kept += kept_members(held) \
                            if held in self.classes else [f for f in self.by_name.get(held, []) if f.name != "__init__"]
                name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) \
                    else node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None
                if not name:
                    continue
                if id(node) in called:
                    # called now: part of construction (a class built now: its __init__ runs now,
                    # its other methods are kept for later)
                    if name in self.classes:
                        todo += [m for m in self.classes[name].body if isinstance(m, ast.FunctionDef)
                                 and m.name == "__init__"]
                        kept += kept_members(name)
                    todo += [f for f in self.by_name.get(name, []) if f.name != "forward"]
                elif name in self.classes:
                    kept += kept_members(name)
                else:
                    kept += [f for f in self.by_name.get(name, []) if f.name != "__init__"]
        return parts, kept

    def check_forward(self) -> None:
        fns = self.reachable()
        if not fns:
            return
        self._patched_classes = self.patched_classes()
        layers = self.submodules()
        self._containers = self.containers()
        launched, referenced = False, set()
        owner = {id(m): c for c, cls in self.classes.items() for m in cls.body if isinstance(m, ast.FunctionDef)}
        for fn in fns:
            if not isinstance(fn, ast.Lambda) and fn.name in self.kernels and is_jit(fn, self.jit):
                continue
            layer = self.torch_layer_base(owner[id(fn)]) if id(fn) in owner else None
            self._call_class = owner.get(id(fn))  # whose `self` a method call in fn is (own_method)
            called = {id(n.func) for n in ast.walk(fn) if isinstance(n, ast.Call)}
            tensors = frozenset(self._tensor_names(fn))
            for node in ast.walk(fn):
                if isinstance(node, ast.Attribute) and id(node) not in called and node.attr in R.PYTHON_ELEMENT_METHODS \
                        and not self.own_method(node.value, node.attr) and not self.own_instance_call(node):
                    # f = t.apply_; f(fn): Python per element, which no profiler records as an operator
                    self.add("torch_compute", f"`.{node.attr}` runs Python on every element; forward must "
                                              "compute with your Triton kernels", node)
                if isinstance(node, ast.Attribute) and id(node) not in called and isinstance(node.ctx, ast.Load) \
                        and node.attr in R.TENSOR_COMPUTE_METHODS and self._surely_tensor(node.value, tensors):
                    # f = x.relu if c else None; f(): an input's or a fresh tensor's computing method taken
                    # as a value, called later under a name the gate cannot follow (red-team round 39; a
                    # view's or a cast's, `x.view(-1).relu`, since round 41)
                    self.add("torch_compute", f"`{ast.unparse(node)}` is a tensor's computing method "
                                              "taken as a value; forward must compute with your Triton kernels", node)
                if isinstance(node, ast.Attribute) and node.attr in R.STORAGE_GETTERS and id(node) not in called \
                        and isinstance(node.ctx, ast.Load) and node.attr not in self._own_names:
                    self.add("torch_compute", f"`.{node.attr}` is taken as a value: a storage's elements read in Python "
                                              "compute outside your kernels", node)
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                        and node.func.attr in R.STORAGE_GETTERS and node.func.attr not in self._own_names:
                    use = self.parent_of.get(id(node))
                    if not (isinstance(use, ast.Attribute) and use.attr in R.STORAGE_METADATA):
                        # bytes(x.untyped_storage()), .tolist(), s[i]: a tensor's values read into Python,
                        # where no operator records it (red-team round 41)
                        self.add("torch_compute", f"`.{node.func.attr}()` is used beyond its metadata: a storage's "
                                                  "elements read in Python compute outside your kernels; read "
                                                  f"only `.{node.func.attr}().data_ptr()`, `.nbytes()` or "
                                                  "`.size()`", node)
                if isinstance(node, ast.Call):
                    if isinstance(node.func, ast.Subscript) and _may_be_launch(node.func) or _is_run_launch(node):
                        launched = True
                    self.check_compute_call(node, layers, tensors)
                    if layer and is_super_call(node) and node.func.attr in ("forward", "__call__", "_call_impl"):
                        self.add("torch_compute", f"`super().{node.func.attr}(...)` runs {layer} in PyTorch; "
                                                  "compute with your kernels instead", node)
                elif isinstance(node, ast.Subscript) and (dotted(node.value) or "").split(".")[-1] in self.kernels:
                    launched = True  # kernel[grid] taken as a value, called later
                if isinstance(node, ast.Name) and node.id in self.kernels:
                    referenced.add(node.id)
                if isinstance(node, ast.Attribute) and node.attr in self.kernels:
                    referenced.add(node.attr)
        self._call_class = None
        referenced |= {n.id if isinstance(n, ast.Name) else n.attr for part in self.construction[0]
                       for n in ast.walk(part) if isinstance(n, (ast.Name, ast.Attribute))
                       and (n.id if isinstance(n, ast.Name) else n.attr) in self.kernels}  # self.kernel = k
        reached = {id(f) for f in fns}
        for c in self.classes.values():  # class TritonSoftplus(Base): kernel = softplus_kernel
            if any(id(m) in reached for m in c.body if isinstance(m, ast.FunctionDef)) or any(
                    id(m) in reached for b in c.bases if isinstance(b, ast.Name) and b.id in self.classes
                    for m in self.class_methods(b.id)):
                referenced |= {n.id for part in c.body if not isinstance(part, ast.FunctionDef)
                               for n in ast.walk(part) if isinstance(n, ast.Name) and n.id in self.kernels}
        if not referenced:
            # Kernels kept in module-level tables (`KERNELS = {"fp32": k32, ...}`) count when the
            # table is used.
            holders = self.kernel_holders()
            for fn in fns:
                for node in ast.walk(fn):
                    if isinstance(node, ast.Name) and node.id in holders:
                        referenced.add(node.id)
        if self.kernels and not (launched and referenced):
            self.add("kernel_not_reachable",
                     "no @triton.jit kernel is launched (`kernel[grid](...)`) from ModelNew.forward or the "
                     "functions it calls", fns[0])

    def _tensor_names(self, fn: ast.FunctionDef) -> set[str]:
        """Names that are tensors wherever fn reads them: forward's parameters (the inputs, but self),
        and fn's locals bound only to a torch tensor factory (`y = torch.empty_like(x)`) or to a view,
        cast or copy of such a name (`at = a.contiguous()`, _surely_tensor), neither bound otherwise
        in fn nor declared global or nonlocal there."""
        binds: dict[str, list] = {}
        for n in ast.walk(fn):
            if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
                binds.setdefault(n.id, []).append(n)
            elif isinstance(n, (ast.Global, ast.Nonlocal)):
                for name in n.names:
                    binds.setdefault(name, []).append(None)
            elif isinstance(n, ast.arg):
                binds.setdefault(n.arg, []).append(n)
        parents = self.parent_of
        inputs = fn.args.args[1:] if getattr(fn, "name", None) == "forward" else []  # past self
        inputs += self._tensor_parameters(fn)
        out = {name for name, nodes in binds.items() if len(nodes) == 1 and any(nodes[0] is a for a in inputs)}
        # Locals bound only to a tensor expression of those (`at = a.contiguous()`), to a fixpoint
        # (red-team round 41; round 39 read only a factory's result)
        grown = True
        while grown:
            grown = False
            for name, nodes in binds.items():
                if name not in out and all(
                        b is not None and isinstance(parents.get(id(b)), ast.Assign) and parents[id(b)].targets == [b]
                        and self._surely_tensor(parents[id(b)].value, out) for b in nodes):
                    out.add(name)
                    grown = True
        return out

    def _tensor_parameters(self, fn: ast.AST) -> list[ast.arg]:
        """The parameters of a module-level function of the file that every one of its calls hands a
        value surely a tensor (_surely_tensor in the calling function: `mm(a, b.t())` from forward),
        where the function's name is bound once, by its def, and read only as the callee of calls
        that spell their arguments out (no `*args`/`**kw`, never taken as a value): a helper's
        `p.inner(q)` is then the tensor's (red-team round 42; round 41 left a helper's parameter to
        the audit). Callers are read to any depth; a cycle of calls counts no parameter."""
        if not isinstance(fn, ast.FunctionDef) or self.functions.get(fn.name) is not fn or self.bound.get(fn.name) != 1 \
                or fn.decorator_list:
            return []
        stack = self.__dict__.setdefault("_tensor_param_stack", set())
        if id(fn) in stack:
            return []
        params = [*fn.args.posonlyargs, *fn.args.args]
        by_keyword = {a.arg: a for a in [*fn.args.args, *fn.args.kwonlyargs]}
        parents, sure = self.parent_of, None
        stack.add(id(fn))
        try:
            for use in ast.walk(self.tree):
                if not (isinstance(use, ast.Name) and use.id == fn.name):
                    continue
                call = parents.get(id(use))
                if not (isinstance(call, ast.Call) and call.func is use) or any(
                        isinstance(a, ast.Starred) for a in call.args) or any(k.arg is None for k in call.keywords):
                    return []
                caller = parents.get(id(call))
                while caller is not None and not isinstance(caller, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                    caller = parents.get(id(caller))
                if caller is None:
                    return []  # called at import: not forward's values
                names = self._tensor_names(caller)
                here = {id(p) for p, a in zip(params, call.args) if self._surely_tensor(a, names)}
                here |= {id(by_keyword[k.arg]) for k in call.keywords
                         if k.arg in by_keyword and self._surely_tensor(k.value, names)}
                sure = here if sure is None else sure & here
        finally:
            stack.discard(id(fn))
        return [a for a in [*params, *fn.args.kwonlyargs] if sure and id(a) in sure]

    def _surely_tensor(self, node: ast.AST, names: set[str]) -> bool:
        """node's value is a tensor whatever the file defines: one of names (_tensor_names), a torch
        tensor factory's result, or a view, cast, copy, index or `.T` of such a value (`a.contiguous()`,
        `b.t()`, `x.view(-1)[0]`), so a method called on it is the tensor's, not the file's own
        (red-team round 41: `a.inner(b.t())` beside the file's own `inner`)."""
        while True:
            if isinstance(node, ast.Name):
                return node.id in names
            if isinstance(node, ast.Subscript) or isinstance(node, ast.Attribute) and node.attr in R.TENSOR_VIEW_ATTRS:
                node = node.value
            elif isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)) \
                    and self.resolve(node.func) in R.TENSOR_FACTORIES:
                return True
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in R.TENSOR_RETURNING_GLUE:
                node = node.func.value
            else:
                return False

    def kernel_holders(self) -> set[str]:
        """Module-level names whose value mentions a kernel (tables, lists, aliases), bound only
        there: `K = kernel` then `K = Fake()` (a __getitem__ handing back a lambda) made `K[grid](...)`
        a launch to the gate (red-team round 38)."""
        out = set()
        for n in self.tree.body:
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None:
                mentions = any(isinstance(x, ast.Name) and x.id in self.kernels for x in ast.walk(n.value))
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                if mentions:
                    out.update(t.id for t in targets if isinstance(t, ast.Name) and self.bound.get(t.id) == 1)
        return out

    def check_compute_call(self, node: ast.Call, layers: dict, tensors: frozenset = frozenset()) -> None:
        f = node.func
        full = self.resolve(f) if isinstance(f, (ast.Name, ast.Attribute)) else None
        if full in self.own_ops:
            return  # the file's own operator: its function is judged as forward's
        real = canonical(full) if full else None  # torch.nn.modules.module.torch.relu is torch.relu
        if full and full.startswith("torch."):
            full = real
        if full and real.startswith("torch.nn.") and full.split(".")[-1] in ("forward", "__call__", "_call_impl"):
            self.add("torch_compute", f"`{full}(...)` runs a torch layer in PyTorch; compute with your kernels "
                                      "instead", node)
            return
        if full and full.startswith("torch."):
            if R.torch_call_is_compute(full):
                self.add("torch_compute", f"`{full}` computes in PyTorch; forward must compute with your "
                                          "Triton kernels (allocation, views and casts are fine)", node)
            return
        if full and full.split(".")[0] in ("triton", "math", "functools", "itertools", "operator", "typing"):
            return
        if isinstance(f, ast.Name) and f.id in layers and self.bound.get(f.id) == 1:
            self.add("torch_compute", f"`{f.id}(...)` runs {layers[f.id]} in PyTorch; compute with your kernels "
                                      "instead", node)
        if isinstance(f, ast.Attribute):
            root = f.value
            if isinstance(root, ast.Name) and root.id == "self" and "self." + f.attr in layers:
                self.add("torch_compute", f"`self.{f.attr}(...)` runs {layers['self.' + f.attr]} in PyTorch; read "
                                          "its parameters and compute with your kernels instead", node)
            elif f.attr in R.COMPUTE_METHODS_UNLESS_OWN_NAME and self._surely_tensor(root, tensors):
                # a tensor's `inner` even where the file names a member so (red-team round 41)
                self.add("torch_compute", f"`.{f.attr}(...)` on a tensor computes in PyTorch; forward must compute "
                                          "with your Triton kernels", node)
            elif (f.attr in R.TENSOR_COMPUTE_METHODS or f.attr in R.COMPUTE_METHODS_UNLESS_OWN_NAME
                  and f.attr not in self._own_names) and not self.own_method(root, f.attr) \
                    and not self.own_instance_call(f):
                self.add("torch_compute", f"`.{f.attr}(...)` computes in PyTorch; forward must compute with "
                                          "your Triton kernels", node)

    def check_torch_values(self) -> None:
        """A torch function that computes, taken as a value rather than called or bound to a name
        of its own: the gate judges torch by its calls, and reads a name bound once to a library
        object as that object (track_aliases), so `op = torch.relu` then `op(y)` is torch's relu
        to it; but a function handed on inside an expression (`torch.relu if c else None`,
        `[torch.relu][0]`, `functools.partial(torch.relu)`, `map(torch.relu, xs)`, a default
        `f=torch.relu`, `lambda: torch.relu`) or stored on an object (`self.op = torch.relu`, a
        class attribute of the file's, `staticmethod(torch.relu)`) is called later under a name the
        gate cannot follow (red-team round 39; round 38 left these to the audit). Refused anywhere
        in the file: construction may call torch (weight init), but a stored function is for later.
        Dtypes, layouts, constants and classes are values, not functions (the real object decides)."""
        try:  # the real objects decide (imported here if nothing has yet: the runtime has torch already)
            import torch
        except ImportError:
            return
        parents = self.parent_of
        for node in ast.walk(self.tree):
            if not isinstance(node, (ast.Name, ast.Attribute)) or not isinstance(node.ctx, ast.Load):
                continue
            parent = parents.get(id(node))
            if isinstance(parent, ast.Attribute) or isinstance(parent, ast.Call) and parent.func is node:
                continue  # part of a longer name, or called (judged where forward reaches it)
            if isinstance(parent, ast.NamedExpr) or isinstance(parent, (ast.Assign, ast.AnnAssign)) \
                    and parent.value is node and all(isinstance(t, ast.Name) for t in (
                        parent.targets if isinstance(parent, ast.Assign) else [parent.target])) \
                    and not isinstance(parents.get(id(parent)), ast.ClassDef):
                continue  # op = torch.relu: an alias (or refused as rebound), its calls judged as torch's
            if isinstance(parent, (ast.Tuple, ast.List, ast.Set)) and self._unpacked_alias(parent, parents):
                continue  # op, n = torch.relu, 0, or `for op in (torch.relu,)`: an alias, or refused as rebound
            full = self.resolve(node)
            if not full or not full.startswith("torch.") or full in self.own_ops:
                continue
            real = canonical(full)
            obj = library_object(real)
            owner, _, last = real.rpartition(".")
            cls = library_object(owner) if obj is None and owner else None
            if isinstance(cls, type):  # torch.Tensor.relu, nn.ReLU.forward: a class's function
                obj = inspect.getattr_static(cls, last, None)
                if issubclass(cls, torch.nn.Module) and last in R.LAYER_RUNNERS:
                    self.add("torch_compute", f"`{full}` is taken as a value: it runs a torch layer in PyTorch when "
                                              "called; compute with your Triton kernels", node)
                    continue
            if isinstance(obj, type) and not isinstance(parent, ast.ClassDef) and self._parameterless_layer(obj) \
                    and not self._type_test_operand(node, parents) and id(node) not in self._unkept_annotation_nodes:
                self.add("torch_compute", f"`{full}` (a torch layer with no parameters) is taken as a value: built and "
                                          "called later it computes in PyTorch; compute with your Triton kernels", node)
                continue
            if obj is None or isinstance(obj, type) or not callable(obj) or not R.torch_call_is_compute(real):
                continue
            self.add("torch_compute", f"`{full}` is taken as a value (stored, passed or chosen in an expression) and "
                                      "computes in PyTorch when called; compute with your Triton kernels (bind a "
                                      "library function to a name of its own only for glue)", node)
        tracked = {id(n.value) for n in self._layer_bindings()}
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Call) and id(node) not in tracked and self._parameterless_layer(node):
                self.add("torch_compute", f"`{self.layer_made(node)}(...)` builds a torch layer with no parameters "
                                          "where the gate cannot follow it (inside an expression, a container or a "
                                          "class body, or called at once): its only use there is to compute in "
                                          "PyTorch; bind it to a module-level name or to self in __init__ (to read "
                                          "its settings), or compute with your Triton kernels", node)

    @functools.cached_property
    def _unkept_annotation_nodes(self) -> set[int]:
        """The nodes of annotations no code of the file can read back (probe 29): a function's
        parameter and return annotations (kept in its __annotations__, whose reads, inspect and
        typing.get_type_hints the gate refuses) and a variable's annotation inside a function body
        (never evaluated). A class's or the module's field annotations stay values
        (dataclasses.fields hands them back as `.type`)."""
        roots = []
        for fn in ast.walk(self.tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            a = fn.args
            roots += [x.annotation for x in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]
                      if x is not None and x.annotation is not None and self._plain_annotation(x.annotation)]
            if fn.returns is not None and self._plain_annotation(fn.returns):
                roots.append(fn.returns)
            todo = list(fn.body)
            while todo:  # the function's own scope: a class body nested in it keeps its annotations
                n = todo.pop()
                if isinstance(n, ast.AnnAssign):
                    roots.append(n.annotation)
                if not isinstance(n, ast.ClassDef):
                    todo.extend(ast.iter_child_nodes(n))
        return {id(x) for r in roots for x in ast.walk(r)}

    def _plain_annotation(self, node: ast.AST) -> bool:
        """An annotation whose evaluation (at the def) runs no code of the file: constants, names of
        torch, typing and unbound builtins, typing's (or a builtin generic's) subscripts and `|`
        of such. A call, a walrus or a subscript of the file's own class (its __class_getitem__)
        would be handed the class."""
        if isinstance(node, ast.Constant):
            return True
        if isinstance(node, (ast.Name, ast.Attribute)):
            full = self.resolve(node) or ""
            return full.startswith(("torch.", "typing.")) or isinstance(node, ast.Name) and node.id in (
                "int", "float", "str", "bool", "list", "tuple", "dict", "type", "set", "object") \
                and not self.bound.get(node.id)
        if isinstance(node, ast.Subscript):
            base = node.value
            return isinstance(base, (ast.Name, ast.Attribute)) and not (self.resolve(base) or "").startswith(
                "torch.") and self._plain_annotation(base) and self._plain_annotation(node.slice)
        if isinstance(node, (ast.Tuple, ast.List)):
            return all(self._plain_annotation(e) for e in node.elts)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            return self._plain_annotation(node.left) and self._plain_annotation(node.right)
        return False

    @staticmethod
    def _type_test_operand(node: ast.AST, parents: dict) -> bool:
        """Whether the class is only tested against (probe 29): the class argument of isinstance or
        issubclass, alone or in a tuple written there (`isinstance(m, (nn.ReLU, nn.GELU))`), or an
        operand of an identity test (`type(act) is nn.ReLU`); the test yields a bool, never the class.
        Both builtins are read by their spelling (a binding of either is refused). `==`, `<` and `in`
        stay refused: they hand the class to the other operand's (or its metaclass's) method."""
        parent = parents.get(id(node))
        if isinstance(parent, ast.Compare):
            return all(isinstance(op, (ast.Is, ast.IsNot)) for op in parent.ops)
        if isinstance(parent, ast.Tuple):
            node, parent = parent, parents.get(id(parent))
        return isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name) \
            and parent.func.id in ("isinstance", "issubclass") and len(parent.args) == 2 \
            and not parent.keywords and parent.args[1] is node

    def _layer_bindings(self) -> list[ast.Assign]:
        """The assignments whose layer calls submodules() follows: a module-level name's, and self's
        attributes' in ModelNew (a layer kept there as a holder of its settings, `self.pool =
        nn.MaxPool2d(3)` read as `self.pool.kernel_size`, is honest; calling it is refused)."""
        cls = self.classes.get("ModelNew")
        out = [n for n in self.tree.body if isinstance(n, ast.Assign) and all(isinstance(t, ast.Name) for t in n.targets)]
        out += [n for n in (ast.walk(cls) if cls else []) if isinstance(n, ast.Assign) and all(
            isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self" for t in n.targets)]
        return [n for n in out if isinstance(n.value, ast.Call)]

    def _parameterless_layer(self, call: ast.Call | type) -> bool:
        """Whether the call builds (or the class is) a torch layer that holds no parameters and computes (an activation,
        a pooling, a loss...): a layer with weights may be built to hold them (its forward never
        called), but one without has no honest use in a Triton solution."""
        import torch
        if isinstance(call, type):
            cls = call
        else:
            made = self.layer_made(call)
            if not made.startswith("torch."):
                return False
            cls = library_object(canonical(made))
        if not (isinstance(cls, type) and issubclass(cls, torch.nn.Module)):
            return False
        home = cls.__module__.rpartition(".")[2]
        return home in R.PARAMETERLESS_LAYER_MODULES and cls.__name__ not in R.LAYERS_WITH_PARAMETERS

    @staticmethod
    def _unpacked_alias(seq: ast.AST, parents: dict) -> bool:
        """Whether the tuple or list is the value of an element-wise unpacking into names, or the
        literal a loop binds a name to each element of (track_aliases follows both)."""
        parent = parents.get(id(seq))
        if isinstance(parent, (ast.For, ast.AsyncFor, ast.comprehension)) and parent.iter is seq:
            return isinstance(parent.target, ast.Name)  # each element bound to the name in turn
        if not (isinstance(parent, ast.Assign) and parent.value is seq):
            return False
        return all(isinstance(t, (ast.Tuple, ast.List)) and len(t.elts) == len(seq.elts)
                   and all(isinstance(e, ast.Name) for e in t.elts) for t in parent.targets)

    @functools.cached_property
    def _class_fields(self) -> list[tuple[ast.ClassDef, ast.Name]]:
        """(class, target) of every name a class body binds by assignment (`max: float = 1.0`, `sum = 0`)."""
        return [(c, t) for c in ast.walk(self.tree) if isinstance(c, ast.ClassDef) for m in c.body
                if isinstance(m, (ast.Assign, ast.AnnAssign))
                for t in (m.targets if isinstance(m, ast.Assign) else [m.target]) if isinstance(t, ast.Name)]

    @functools.cached_property
    def _own_names(self) -> set[str]:
        """The names the file gives attributes or members: attributes it stores, and the functions,
        classes and class-level names it defines."""
        return set(self._stored_attributes) | {n.name for n in ast.walk(self.tree) if isinstance(
            n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))} | {t.id for _, t in self._class_fields}

    def check_rebound_names(self) -> None:
        """The gate reads a name by its spelling where the file's own binding would decide what it
        is: an imported name through its import (`functools.wraps`, `torch.autograd.Function`), and
        `staticmethod`, `classmethod` and `property` as the builtins (an autograd Function's ctx,
        a classmethod's cls). So a name an import binds may be bound otherwise only to a constant
        (`libdevice = None` in a fallback), and those three builtins not at all: `functools = Fake`
        made `@functools.wraps(fn)` hand the wrapper torch.Tensor as the context, and `def
        staticmethod(f): return functools.partial(f, torch.Tensor)` in a Function's body made
        `ctx` torch.Tensor (red-team round 28)."""
        imported: dict[str, int] = {}
        for n in ast.walk(self.tree):
            if isinstance(n, ast.alias) and n.name != "*":
                key = n.asname or n.name.split(".")[0]
                imported[key] = imported.get(key, 0) + 1
        constants: dict[str, int] = {}
        for n in ast.walk(self.tree):
            if isinstance(n, (ast.Assign, ast.AnnAssign)) and isinstance(n.value, ast.Constant):
                for t in (n.targets if isinstance(n, ast.Assign) else [n.target]):
                    if isinstance(t, ast.Name):
                        constants[t.id] = constants.get(t.id, 0) + 1
        for name, count in sorted(imported.items()):
            if self.bound.get(name, 0) > count + constants.get(name, 0):
                self.add("monkeypatch", f"`{name}` is bound by an import and again otherwise: the gate reads "
                                        f"`{name}` as what it imports; use another name",
                         self._first_binding(name, lambda n: not isinstance(n, ast.alias)))
        dtypes = R.TORCH_DTYPES | {"triton.language." + d.split(".")[-1] for d in R.TORCH_DTYPES}
        for name, found in sorted(self.library_rebound.items()):
            if name in imported or all(full in dtypes for full, _ in found):
                continue  # judged above; a dtype is a value (`dt = torch.float16` in two branches)
            full, value = found[0]
            # Found where it is read (as a name, or a class's attribute of that name) after that
            # binding, so that a file refused otherwise for what the read does keeps that first reason.
            reads = [n for n in ast.walk(self.tree) if isinstance(n, (ast.Name, ast.Attribute))
                     and (n.id if isinstance(n, ast.Name) else n.attr) == name and isinstance(n.ctx, ast.Load)
                     and n.lineno >= value.lineno
                     and not (isinstance(n, ast.Attribute) and (dotted(n) or ".").split(".")[0] in self.aliases)]
            at = min(reads, key=lambda n: (n.lineno, n.col_offset)) if reads else value
            self.add("monkeypatch", f"`{name}` is bound to the library's `{full}` and bound again (or takes it in a "
                                    "loop): the gate cannot tell which binding a read of it sees; bind each library "
                                    "object to a name of its own, bound once, or call it by its full name", at)
        for name in R.DESCRIPTOR_BUILTINS:
            if name in self.bound:
                self.add("monkeypatch", f"binding the name `{name}` is not allowed: the gate reads `@{name}` as "
                                        "the builtin", self._first_binding(name, lambda n: True))
        methods = {id(m): c for c in ast.walk(self.tree) if isinstance(c, ast.ClassDef) for m in c.body
                   if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef))}

        # Probe 29: a class body's own field (`max: float` or `max: float = 1.0` in a dataclass, `sum = 0`)
        # binds the name in that class's namespace only; the body of its methods and the rest of the
        # file do not see it (a `global` in the class body would make it the module's: refused).
        fields = {id(t): c for c, t in self._class_fields}

        def unread_method(n: ast.AST) -> bool:  # class Reducer: def min(self, x): ... (`min` unread there)
            cls = methods.get(id(n)) or fields.get(id(n))
            if cls is None:
                return False
            name = n.name if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) else n.id
            return not any(isinstance(r, ast.Name) and r.id == name and isinstance(r.ctx, ast.Load)
                           or isinstance(r, (ast.Global, ast.Nonlocal)) and name in r.names
                           for r in _class_scope_nodes(cls))
        for name in sorted(R.SPELLED_BUILTINS - set(imported)):
            if name in self.bound:
                node = self._first_binding(name, lambda n: not unread_method(n))
                if node is not self.tree:
                    self.add("monkeypatch", f"binding the name `{name}` is not allowed (other than as a method): "
                                            f"the gate reads `{name}` as the builtin", node)

    def _first_binding(self, name: str, keep) -> ast.AST:
        """The first node (in source order) that binds the name and passes `keep`, else the module."""
        found = []
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Name) and n.id == name and not isinstance(n.ctx, ast.Load) \
                    or isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == name \
                    or isinstance(n, ast.arg) and n.arg == name \
                    or isinstance(n, ast.alias) and (n.asname or n.name.split(".")[0]) == name:
                if keep(n) and hasattr(n, "lineno"):
                    found.append(n)
        return min(found, key=lambda n: (n.lineno, n.col_offset)) if found else self.tree

    def run(self) -> list[Finding]:
        self.check_imports()
        self.track_aliases()
        self.check_everywhere()
        self.check_host_async()
        self.check_structure()
        self.check_kernel_makers()
        self.check_kernel_decorators()
        self.check_wrapper_copiers()
        self.check_kernel_annotations()
        self.check_kernel_bodies()
        self.check_forward()
        self.check_torch_values()
        self.check_rebound_names()  # last: a file refused otherwise keeps its first reason
        return self.findings

    def _is_kernel_maker(self, node: ast.AST) -> bool:
        """Whether a name or attribute chain is Triton's kernel maker: triton.jit under any module
        that holds it (triton.language.standard.jit too), or the JITFunction/InterpretedFunction class."""
        full = self.resolve(node) if isinstance(node, (ast.Name, ast.Attribute)) else None
        if not full or full.split(".")[0] != "triton":
            return False
        if "triton" not in sys.modules:  # the candidate process has imported it
            importlib.import_module("triton")
        obj = library_object(full)
        return obj is sys.modules["triton"].jit or isinstance(obj, type) and obj.__name__ in (
            "JITFunction", "InterpretedFunction")

    @functools.cached_property
    def kernel_makers(self) -> tuple[set[str], list[ast.AST]]:
        """(names of the functions the file makes kernels with a call of triton.jit, the uses of a
        kernel maker that are neither a decorator nor such a call). `k = triton.jit(body)` and
        `triton.jit(body, do_not_specialize=[...])` make `body` a kernel the gate must read as one."""
        allowed, made = set(), set()
        outer = {id(n.func): n for n in ast.walk(self.tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Call)}

        def functions(call: ast.Call) -> list[ast.AST] | None:
            """The functions a call of the maker is handed (positionally or as fn=), None where a
            `**` could hand it one unseen."""
            if any(k.arg is None for k in call.keywords):
                return None
            return [*call.args, *(k.value for k in call.keywords if k.arg == "fn")]

        for n in self.tree.body:  # `jit = triton.jit`, which makes `jit` a spelling of it (triton_spellings)
            if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name) \
                    and n.targets[0].id in self.jit and dotted(n.value) in self.jit:
                allowed.add(id(n.value))
        for n in ast.walk(self.tree):
            if isinstance(n, ast.FunctionDef):
                for d in n.decorator_list:
                    allowed.add(id(d.func if isinstance(d, ast.Call) else d))
            elif isinstance(n, ast.Call) and self._is_kernel_maker(n.func):
                fns = functions(n)
                if fns == [] and id(n) in outer:  # triton.jit(do_not_specialize=[...])(body)
                    fns = functions(outer[id(n)])
                if fns and all(isinstance(a, ast.Name) and self._def_name(a.id) for a in fns):
                    allowed.add(id(n.func))
                    made.update(a.id for a in fns)
        misused = [n for n in ast.walk(self.tree) if isinstance(n, (ast.Name, ast.Attribute))
                   and isinstance(n.ctx, ast.Load) and id(n) not in allowed and self._is_kernel_maker(n)]
        return made, misused

    def _def_name(self, name: str) -> bool:
        """A name only the file's def statements bind (and `name = triton.jit(name)` rebinds): never a
        parameter, loop variable, import or other assignment, which could hand the maker a function
        the gate does not read as the kernel (`def make(f): return triton.jit(f)`)."""
        defs = [n for n in ast.walk(self.tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                and n.name == name]
        if not defs or any(isinstance(n, ast.arg) and n.arg == name or isinstance(n, ast.alias)
                           and (n.asname or n.name.split(".")[0]) == name for n in ast.walk(self.tree)):
            return False
        for n in ast.walk(self.tree):
            if isinstance(n, ast.Name) and n.id == name and not isinstance(n.ctx, ast.Load):
                up = self.parent_of.get(id(n))
                if not (isinstance(up, ast.Assign) and n in up.targets and isinstance(up.value, ast.Call)
                        and self._is_kernel_maker(up.value.func)):
                    return False
        return not any(isinstance(n, ast.ClassDef) and n.name == name for n in ast.walk(self.tree))

    def is_kernel_body(self, fn: ast.FunctionDef) -> bool:
        """A function Triton compiles as a kernel: decorated with triton.jit (under any spelling of
        it), or named in a call of it (`k = triton.jit(fn)`)."""
        return is_jit(fn, self.jit) or fn.name in self.kernel_makers[0] or any(
            self._is_kernel_maker(d.func if isinstance(d, ast.Call) else d) for d in fn.decorator_list)

    def check_kernel_makers(self) -> None:
        """Triton's kernel maker used other than as a decorator or called on the file's functions by
        name (red-team round 35): a kernel made through `map(triton.jit, [fn])`, an alias, a
        partial or a subclass of JITFunction would escape the rules the gate applies to kernel
        bodies, which differ from other functions' (the compiler and the interpreter run them)."""
        for node in self.kernel_makers[1]:
            self.add("introspection", "Triton's kernel maker (triton.jit, JITFunction) used as a value: make a "
                                      "kernel with the decorator `@triton.jit` or with `k = triton.jit(fn)` on a "
                                      "function the file defines, so that the gate reads fn as a kernel", node)

    def check_kernel_decorators(self) -> None:
        """A kernel's def decorated by anything the kernel maker takes after it (red-team round 37):
        `@triton.jit` over `@own_decorator` (or `triton.jit(body)` of a decorated `body`) compiles the
        function that decorator returns, which may be any function of the file's, read by the gate as
        a plain function; the kernel-body rules (rounds 32-35) then never saw what Triton compiles.
        Above the maker (autotune, heuristics, staticmethod) a decorator gets the kernel itself."""
        made = self.kernel_makers[0]
        for fn in ast.walk(self.tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or not fn.decorator_list:
                continue
            at = [i for i, d in enumerate(fn.decorator_list) if self._is_kernel_maker(
                d.func if isinstance(d, ast.Call) else d) or dotted(d.func if isinstance(d, ast.Call) else d) in self.jit]
            under = fn.decorator_list[max(at) + 1:] if at else fn.decorator_list if fn.name in made else []
            for d in under:
                self.add("introspection", "a decorator between Triton's kernel maker and the kernel's def (or on a "
                                          "function `triton.jit(fn)` is called on): Triton compiles whatever that "
                                          "decorator returns, which the gate does not read as the kernel; put "
                                          "@triton.jit (under autotune/heuristics) directly on the def", d)

    def check_wrapper_copiers(self) -> None:
        """functools.wraps only as a def's decorator, update_wrapper not at all (red-team round 37):
        they set `__wrapped__` on the function they are handed, and `inspect.getsourcelines`, from
        which Triton's JIT and its interpreter take a kernel's text, follows `__wrapped__`, so
        `functools.update_wrapper(kernel_body, other)` made Triton compile `other`, a function the gate
        read as a plain one. As a decorator it lands on a def the kernel rules see (a decorator under
        the kernel maker is refused, check_kernel_decorators)."""
        decorating = {id(d.func) for n in ast.walk(self.tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                      for d in n.decorator_list if isinstance(d, ast.Call)}
        inner = {id(n.value) for n in ast.walk(self.tree) if isinstance(n, ast.Attribute)}
        for node in ast.walk(self.tree):
            if not isinstance(node, (ast.Name, ast.Attribute)) or id(node) in inner \
                    or self.resolve(node) not in R.WRAPPER_COPIERS:
                continue
            if self.resolve(node) == "functools.wraps" and id(node) in decorating:
                continue
            self.add("introspection", f"`{self.resolve(node)}` other than as `@functools.wraps(fn)` on a def: it sets "
                                      "`__wrapped__`, which inspect follows, so Triton's JIT would compile another "
                                      "function's source than the one named; decorate the wrapper def instead", node)

    def check_kernel_annotations(self) -> None:
        """A kernel parameter's annotation is pasted as text into the binder source Triton's JIT
        runs with exec: only a literal string, a builtin scalar type or a Triton name
        (tl.constexpr, tl.float32) may stand there, never a name for an object of the file's."""
        for fn in ast.walk(self.tree):
            if not (isinstance(fn, ast.FunctionDef) and self.is_kernel_body(fn)):
                continue
            a = fn.args
            for arg in [*a.posonlyargs, *a.args, *a.kwonlyargs]:
                ann = arg.annotation
                if ann is None or (isinstance(ann, ast.Constant) and type(ann.value) is str) or (
                        isinstance(ann, ast.Name) and ann.id in ("int", "float", "bool", "str")
                        and ann.id not in self.bound):
                    continue
                if isinstance(ann, ast.Attribute) and (self.resolve(ann) or "").startswith("triton."):
                    continue
                if isinstance(ann, ast.Name) and self.bound.get(ann.id) == 1 and ann.id in self.aliases \
                        and (self.resolve(ann) or "").startswith("triton.language."):
                    continue  # `from triton.language import constexpr` (probe 28): Triton's type, imported once
                self.add("dynamic_code", f"the annotation of kernel parameter `{arg.arg}` is pasted into code "
                                         "Triton runs: write a literal string, a scalar type or a Triton type "
                                         "(tl.constexpr, tl.float32)", ann)

    def check_kernel_bodies(self) -> None:
        """What a @triton.jit function's body may not ask of its values: the compiler and the
        interpreter answer differently, and the compiler prunes a branch on the answer, so the
        interpreter would run Python no compile check saw. Refused: the type and text queries
        (R.KERNEL_TYPE_QUERIES), and a library function taken as a value rather than called (its
        identity or attributes: `tl.load is not tl.core.load` is False when compiling and True in
        the interpreter, which replaces each module's copy with a lambda of its own). Calls of
        Python that is not Triton's are refused when compiling (gpu_twins.foreign_code)."""
        import importlib
        import sys
        import types

        for fn in ast.walk(self.tree):
            if not (isinstance(fn, ast.FunctionDef) and self.is_kernel_body(fn)):
                continue
            called = {id(n.func) for stmt in fn.body for n in ast.walk(stmt) if isinstance(n, ast.Call)}
            messages = {id(a) for stmt in fn.body for n in ast.walk(stmt)
                        if isinstance(n, ast.Call) and self._message_call(n)
                        for a in [*n.args, *(k.value for k in n.keywords)]}
            for node, message in self._compiler_python_differences(fn):
                self.add("introspection", message, node)
            a = fn.args  # defaults and the return annotation: the interpreter's rewrite evaluates them again
            for default in [*a.defaults, *(d for d in a.kw_defaults if d is not None), *filter(None, [fn.returns])]:
                if not self._stable_default(default):
                    self.add("introspection", "a kernel parameter's default (or its return annotation) that is not a "
                                              "literal (or arithmetic on number literals and math's constants), a constant of triton.language, math or a torch dtype "
                                              "(tl.float32) or a name the file binds once (none of triton.jit's "
                                              "keywords: debug, repr, ...): Triton's JIT binds the value the def "
                                              "evaluated, and interpreter mode evaluates it again at the kernel's "
                                              "first launch (its rewrite runs the kernel's source anew, with the jit's "
                                              "keywords as locals), so the two can run different code; write the "
                                              "value itself", default)
            for node in self._closure_reads(fn):
                self.add("introspection", f"a Triton kernel reads `{node.id}`, a variable of the function it is defined "
                                          "in: Triton's compiler reads the closure's value, and interpreter mode, "
                                          "which runs the kernel's source again at module level, the module's global "
                                          "of that name, so the two run different code; define the kernel at top "
                                          "level and hand it the value as an argument", node)
            for loop, name in self._loop_targets_read_after(fn):
                self.add("introspection", f"the loop variable `{name}` read after its `for ... in range(...)` loop "
                                          "in a Triton kernel: Python keeps the last value, but Triton's compiler "
                                          "leaves the name as an undefined (poison) value there, so the GPU's code "
                                          "differs from what interpreter mode runs (a branch on it compiles to no "
                                          "store at all); keep what you need in a variable of your own", loop)
            for stmt in fn.body:
                for node in ast.walk(stmt):
                    if isinstance(node, ast.Compare) and any(
                            isinstance(op, (ast.Is, ast.IsNot)) and not (_is_none(a) or _is_none(b))
                            for op, a, b in zip(node.ops, [node.left, *node.comparators], node.comparators)):
                        self.add("introspection", "an identity test (`is`/`is not`) in a Triton kernel other than "
                                                  "against None: Triton's compiler and its interpreter build different "
                                                  "objects (`x.shape is x.shape` is False to the compiler, which prunes "
                                                  "the branch, and True in the interpreter), so interpreter mode would "
                                                  "run code no GPU compiles; compare values with ==", node)
                        continue
                    if isinstance(node, ast.JoinedStr) and id(node) not in messages or _is_text_format(node):
                        self.add("introspection", "a value turned into text in a Triton kernel (an f-string, "
                                                  "`'...'.format`, `'...' % v`) other than a message of "
                                                  "tl.static_assert/static_print/device_print/device_assert: the "
                                                  "compiler and the interpreter write values differently (`64` and "
                                                  "`constexpr[64]`, an IR value and NumPy's text), so a branch on the "
                                                  "text runs code no GPU compiles", node)
                        continue
                    if isinstance(node, ast.BoolOp) and any(
                            isinstance(c, ast.Call) and not self._pure_kernel_call(c)
                            for v in node.values[1:] for c in ast.walk(v)):
                        self.add("introspection", "a call with an effect (a store, an atomic, a print, a @triton.jit "
                                                  "function) in a later operand of `and`/`or` in a Triton kernel: "
                                                  "the compiler emits it for every program and the interpreter calls "
                                                  "it only where Python's `and`/`or` does not stop first, so interpreter "
                                                  "mode would judge code a GPU runs differently; call it in its own "
                                                  "statement (under an `if` where it is conditional)", node)
                        continue
                    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                            and node.func.id in R.KERNEL_TYPE_QUERIES:
                        self.add("introspection", f"`{node.func.id}(...)` in a Triton kernel: Triton's compiler and its "
                                                  "interpreter answer it differently (and the compiler prunes a branch "
                                                  "on it), so interpreter mode would run code no GPU compiles; choose "
                                                  "with constexpr parameters", node)
                        continue
                    if not isinstance(node, (ast.Name, ast.Attribute)) or id(node) in called \
                            or not isinstance(node.ctx, ast.Load):
                        continue
                    full = self.resolve(node)
                    if not full or full.split(".")[0] not in ("triton", "torch"):
                        continue
                    if full.split(".")[0] not in sys.modules:  # the candidate process has both imported
                        importlib.import_module(full.split(".")[0])
                    obj = library_object(full)
                    if isinstance(obj, (types.FunctionType, types.BuiltinFunctionType, types.MethodType)) \
                            or type(obj).__name__ in ("JITFunction", "InterpretedFunction", "ConstexprFunction"):
                        self.add("introspection", f"`{full}` taken as a value in a Triton kernel (call it): its identity "
                                                  "and attributes differ between Triton's compiler and its interpreter, "
                                                  "which replaces triton.language's functions with its own", node)
                        break

    def _compiler_python_differences(self, fn: ast.FunctionDef):
        """(node, message) for each construct of a kernel that Triton's compiler evaluates otherwise
        than Python, which interpreter mode runs (red-team round 35; each let a kernel store the
        answer in the interpreter and zeros on a GPU, past every compile check): an assert's message
        (the compiler always evaluates it, Python only when the test fails), a local annotation (the
        compiler evaluates it, Python never), a loop's `else` (the compiler raises for `range` and
        `while` but, for `tl.static_range`, visits only its statements' parts once per iteration:
        assignments bind nothing), and a walrus (the compiler evaluates every operand of `and`/`or`,
        and a call's keywords before its positional arguments, binding names Python would not)."""
        def writes_or_effects(expr, calls: bool) -> bool:
            return any(isinstance(n, ast.NamedExpr) or isinstance(n, ast.Call) and (
                calls or not self._pure_kernel_call(n)) for n in ast.walk(expr))

        for node in ast.walk(fn):
            if isinstance(node, ast.Assert) and node.msg is not None and writes_or_effects(node.msg, False):
                yield node, ("a call with an effect or a walrus (`:=`) in an assert's message in a Triton kernel: "
                             "the compiler evaluates the message in every program, Python only when the assertion "
                             "fails, so interpreter mode would judge code a GPU runs differently; write the message "
                             "as text")
            elif isinstance(node, ast.AnnAssign) and writes_or_effects(node.annotation, True):
                yield node, ("a call or a walrus (`:=`) in the annotation of a variable in a Triton kernel: the "
                             "compiler evaluates it and Python never does, so interpreter mode would judge code a "
                             "GPU runs differently; annotate with a type (tl.constexpr, tl.tensor)")
            elif isinstance(node, (ast.For, ast.While)) and node.orelse:
                yield node, ("an `else` on a loop in a Triton kernel: the compiler does not run it as Python does "
                             "(for `tl.static_range` it binds none of its assignments), so interpreter mode would "
                             "judge code a GPU runs differently; put the statements after the loop")
            elif isinstance(node, ast.NamedExpr):
                yield node, ("a walrus (`:=`) in a Triton kernel: the compiler binds it where Python would not (in "
                             "every operand of `and`/`or`, in a call's keywords before its positional arguments), "
                             "so interpreter mode would judge code a GPU runs differently; assign the value in its "
                             "own statement")

    def _stable_default(self, node: ast.AST) -> bool:
        """A default evaluated twice gives the same value: a literal (signed, or a tuple of them), a
        name the file binds at most once, or an attribute of triton, torch or math (red-team round
        35: `S: tl.constexpr = CFG[0]` with `CFG[0]` changed after the def, or a module name bound
        again, was 0.0 to the JIT and 1.0 to the interpreter, which evaluates the def again). The
        interpreter evaluates it with triton.jit's keywords as locals (R.INTERPRETER_REWRITE_LOCALS),
        so a name among them is not stable either (round 37: `S = debug`, None in the rewrite); and
        a library attribute only from triton.language, math or torch's dtypes (round 37: `S =
        torch.backends.cuda.matmul.allow_tf32`, a switch the file may set after the def); and no
        dunder name, which Python binds without a statement (round 37: a class-body kernel's `S =
        __doc__` is the class's docstring to the JIT and the module's in the rewrite)."""
        if isinstance(node, ast.Constant):
            return True
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            return isinstance(node.operand, ast.Constant) or self._constant_arithmetic(node)
        if isinstance(node, (ast.BinOp, ast.Call)):
            return self._constant_arithmetic(node)
        if isinstance(node, ast.Tuple):
            return all(self._stable_default(e) for e in node.elts)
        if isinstance(node, ast.Name):  # not a name the rewrite binds itself (round 37: `S = debug`),
            # nor one Python binds by itself (a class body's `__doc__`, the module's in the rewrite)
            return self.bound.get(node.id, 0) <= 1 and node.id not in R.INTERPRETER_REWRITE_LOCALS \
                and not (node.id.startswith("__") and node.id.endswith("__"))
        if isinstance(node, ast.Attribute):  # not a switch the file or the runtime sets (round 37)
            full = self.resolve(node) or ""
            return (full.startswith(("triton.language.", "math.")) or full in R.TORCH_DTYPES) \
                and isinstance(node.value, (ast.Name, ast.Attribute))
        return False

    def _constant_arithmetic(self, node: ast.AST) -> bool:
        """Arithmetic on numbers written out (probe 28: `BLOCK: tl.constexpr = 2 ** 10`, `S = 1.0 / 3.0`,
        `NEG = -math.inf`, `NEG = float("-inf")`): number literals and math's constants (`math.pi`; the
        module cannot be patched, `monkeypatch`) under + - * / // % ** << >> and unary -/+, and the
        builtin float() or int() (not a name of the file's) of one literal. No name: one bound once may
        be a list the file changes after the def (`CFG * 1`), so the two evaluations would differ."""
        if isinstance(node, ast.Constant):
            return isinstance(node.value, (int, float)) and not isinstance(node.value, bool)
        if isinstance(node, ast.Attribute):
            full = self.resolve(node) or ""
            return isinstance(node.value, ast.Name) and full.startswith("math.") and \
                isinstance(getattr(math, full[len("math."):], None), float)
        if isinstance(node, ast.UnaryOp):
            return isinstance(node.op, (ast.USub, ast.UAdd)) and self._constant_arithmetic(node.operand)
        if isinstance(node, ast.BinOp):
            return isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow,
                                        ast.LShift, ast.RShift)) \
                and self._constant_arithmetic(node.left) and self._constant_arithmetic(node.right)
        if isinstance(node, ast.Call):
            return isinstance(node.func, ast.Name) and node.func.id in ("float", "int") \
                and node.func.id not in self.bound and len(node.args) == 1 and not node.keywords \
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, (str, int, float)) \
                and not isinstance(node.args[0].value, bool)
        return False

    def _closure_reads(self, fn: ast.FunctionDef):
        """Names a kernel defined inside a function reads from that function's scope (red-team
        round 35): the compiler takes them from the closure, while Triton's interpreter compiles
        the kernel's source again at module level, where they read the module's globals, so a
        global `SCALE = tl.constexpr(1.0)` beside a closure's `SCALE = tl.constexpr(0.0)` ran
        the ReLU in interpreter mode and stored zeros on a GPU."""
        def bound(scope: ast.AST, skip: ast.AST | None = None) -> set[str]:
            inside = {id(n) for n in ast.walk(skip)} if skip is not None else set()
            out = set()
            for n in ast.walk(scope):
                if id(n) in inside and n is not skip:
                    continue
                if isinstance(n, ast.arg) or isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
                    out.add(n.arg if isinstance(n, ast.arg) else n.id)
                elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n is not scope:
                    out.add(n.name)
                elif isinstance(n, ast.alias):
                    out.add((n.asname or n.name).split(".")[0])
            return out

        enclosing, up = set(), self.parent_of.get(id(fn))
        while up is not None:
            if isinstance(up, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                enclosing |= bound(up, skip=fn)
            up = self.parent_of.get(id(up))
        if not enclosing:
            return
        own = bound(fn) - {fn.name}
        for n in (n for stmt in fn.body for n in ast.walk(stmt)):
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load) and n.id in enclosing and n.id not in own:
                yield n

    def _loop_targets_read_after(self, fn: ast.FunctionDef):
        """(loop, name) for each `for name in range(...)`/`tl.range(...)` in a kernel whose `name` is
        read after the loop before anything binds it again (red-team round 34: the compiler binds
        the name to a poison placeholder outside the loop; tl.static_range unrolls, as Python)."""
        for loop in ast.walk(fn):
            if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name)
                    and isinstance(loop.iter, ast.Call)):
                continue
            func = loop.iter.func
            full = self.resolve(func) or ""
            if not (full == "triton.language.range" or isinstance(func, ast.Name) and func.id == "range"
                    and "range" not in self.bound):
                continue
            name = loop.target.id
            inside = {id(n) for n in ast.walk(loop)}
            updated = {id(n.target) for n in ast.walk(fn) if isinstance(n, ast.AugAssign)}  # `i += 1` reads i
            end = (loop.end_lineno, loop.end_col_offset)
            later = sorted((n.lineno, n.col_offset, isinstance(n.ctx, ast.Load) or id(n) in updated)
                           for n in ast.walk(fn)
                           if isinstance(n, ast.Name) and n.id == name and id(n) not in inside
                           and (n.lineno, n.col_offset) > end)
            if later and later[0][2]:
                yield loop, name

    def _pure_kernel_call(self, node: ast.Call) -> bool:
        """A call in a kernel with no effect beyond its value: triton.language's functions other than
        R.KERNEL_EFFECT_CALLS, and a value's methods of other names (`x.to(tl.int1)`). A call of the
        file's own functions (@triton.jit helpers, which may store) is not."""
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else None
        if name is None or name in R.KERNEL_EFFECT_CALLS:
            return False
        full = self.resolve(func) or ""
        if full.startswith("triton.language."):
            return True
        top = {t.id for stmt in self.tree.body for t in ast.walk(stmt) if isinstance(t, ast.Name)
               and isinstance(t.ctx, ast.Store)} | {stmt.name for stmt in self.tree.body
                                                    if isinstance(stmt, (ast.FunctionDef, ast.ClassDef))}
        head = full.split(".")[0]
        if isinstance(func, ast.Attribute) and (not head or head not in self.aliases and head not in top):
            return True  # a method of a value (`x.to(tl.int1)`)
        return isinstance(func, ast.Name) and name in ("min", "max", "range", "len", "int", "float") \
            and name not in self.bound

    def _message_call(self, node: ast.Call) -> bool:
        """A call of triton.language's printing or asserting functions (or `print`, the compiler's
        device_print), whose arguments are messages: there an f-string is honest text."""
        if isinstance(node.func, ast.Name) and node.func.id == "print" and "print" not in self.bound:
            return True
        full = self.resolve(node.func) or ""
        return full.startswith("triton.") and full.rsplit(".", 1)[-1] in R.KERNEL_MESSAGE_CALLS

    def check_host_async(self) -> None:
        """No pinned host memory and no non-blocking copies (R.HOST_ASYNC_NAMES): reading such a copy
        on the host without a synchronisation senses whether the stream is busy, i.e. whether the
        judge's lead spin runs ahead of the call (timed calls and the calls on fresh values) or not
        (checked calls and the audited round after the timed rounds)."""
        why = ("pinned host memory and non-blocking copies are not allowed: a host read of one senses "
               f"the stream's progress ({R.REASON_HINT['streams']})")
        for node in ast.walk(self.tree):
            name = None
            if isinstance(node, ast.keyword) and node.arg in R.HOST_ASYNC_NAMES:
                # `non_blocking=False` / `pin_memory=False` written out as the literal (probe 27): the default
                if not (isinstance(node.value, ast.Constant) and node.value.value is False):
                    name = node.arg
            elif isinstance(node, ast.Attribute) and node.attr in R.HOST_ASYNC_NAMES:
                name = node.attr
            elif isinstance(node, ast.Name) and node.id in R.HOST_ASYNC_NAMES:
                name = node.id
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and node.value.strip() in R.HOST_ASYNC_NAMES:
                name = node.value.strip()
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in R.NON_BLOCKING_POSITION:
                at, args = R.NON_BLOCKING_POSITION[node.func.attr], node.args
                if len(args) > at or any(isinstance(a, ast.Starred) for a in args) \
                        or node.func.attr == "to" and len(args) == 2 and not self._a_dtype(args[1]):
                    name = f"non_blocking (by position in .{node.func.attr}())"
            elif isinstance(node, ast.Attribute) and node.attr in R.NON_BLOCKING_POSITION \
                    and not self._called_or_read_as_data(node):
                name = f"{node.attr} (a method taken as a value: its non_blocking is out of sight)"
            elif isinstance(node, ast.Call) and any(k.arg is None and not self._plain_splat(node, k.value)
                                                    and not self._written_out_keywords(k.value)
                                                    for k in node.keywords):
                name = "** (keywords named at run time)"
            if name:
                self.add("streams", f"`{name}`: {why}", node if hasattr(node, "lineno") else None)

    def _a_dtype(self, node: ast.AST) -> bool:
        """`to(device, dtype)`'s second argument as honest files write it: torch's dtype by name, or a
        `.dtype` read where the file sets no attribute of that name; anything else may be
        to(other, non_blocking) (`flag = True; x.to(h, flag)`: a pinned copy that lands later)."""
        full = self.resolve(node)
        # A name is the dtype it aliases only when the file binds it once: the alias is its first
        # binding, and `dt = torch.float16; dt = True` would read as a dtype.
        if full in R.TORCH_DTYPES and (not isinstance(node, ast.Name) or self.bound.get(node.id) == 1):
            return True
        if isinstance(node, ast.Name) and self._local_dtype_name(node):
            return True
        return isinstance(node, ast.Attribute) and node.attr == "dtype" and "dtype" not in self._stored_attributes

    def _local_dtype_name(self, node: ast.Name) -> bool:
        """A local name of the function the read is in (no lambda or comprehension between), which
        that function binds only by plain assignments of a dtype as _a_dtype reads one (`dt =
        x.dtype`, `dt = torch.float16`): no parameter, loop, walrus, import, augmented, annotated or
        unpacking binding, no global/nonlocal, no def or class of the name (probe 27's `.to(x.device,
        dt)`). Python's scoping then gives the read one of those values: never a bool."""
        fn = self.parent_of.get(id(node))
        while fn is not None and not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                                     ast.ClassDef, ast.ListComp, ast.SetComp, ast.DictComp,
                                                     ast.GeneratorExp)):
            fn = self.parent_of.get(id(fn))
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) or node.id in {
                a.arg for a in (*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs, fn.args.vararg, fn.args.kwarg)
                if a is not None}:
            return False
        plain = 0
        for n in own_body_nodes(fn):
            if isinstance(n, (ast.Global, ast.Nonlocal)) and node.id in n.names \
                    or isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.name == node.id \
                    or isinstance(n, ast.alias) and (n.asname or n.name.split(".")[0]) == node.id \
                    or isinstance(n, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)) and n.name == node.id \
                    or isinstance(n, ast.MatchMapping) and n.rest == node.id:
                return False
            if isinstance(n, ast.Name) and n.id == node.id and not isinstance(n.ctx, ast.Load):
                up = self.parent_of.get(id(n))
                if not (isinstance(up, ast.Assign) and up.targets == [n] and not isinstance(up.value, ast.Name)
                        and self._a_dtype(up.value)):
                    return False
                plain += 1
        return plain > 0

    def _called_or_read_as_data(self, node: ast.Attribute) -> bool:
        """`x.to(...)` called where it is read; `x.device.type` (a string) compared or printed."""
        parent = self.parent_of.get(id(node))
        if isinstance(parent, ast.Call) and parent.func is node \
                or isinstance(parent, ast.Attribute) and parent.value is node \
                and not parent.attr.startswith("__"):  # torch.cuda.current_device, not x.copy_.__call__
            return True
        return node.attr == "type" and (isinstance(node.value, ast.Attribute) and node.value.attr == "device"
                                        or isinstance(parent, (ast.Compare, ast.FormattedValue, ast.JoinedStr)))

    def _plain_splat(self, call: ast.Call, value: ast.AST) -> bool:
        """A `**` splat whose keywords the gate can trust: into a launch of a kernel the file defines
        (`kernel[grid](..., **meta)`: the binder takes only the kernel's parameters and options; also
        `Ops.kernel[grid]` for a kernel in a class's body, _class_kernel), into a plain top-level function
        of the file without `**kwargs`, or the enclosing function's own `**kwargs` passed on untouched (its keys come from call sites,
        each judged here)."""
        f = call.func
        if isinstance(f, ast.Subscript) and isinstance(f.value, ast.Name) and self._def_name(f.value.id):
            return True
        if isinstance(f, ast.Subscript) and self._class_kernel(f.value):
            return True
        if isinstance(f, ast.Name) and self._def_name(f.id):
            # A top-level function of the file (only its def binds the name), undecorated, with no
            # `**kwargs` of its own (probe 28: `_launch(x, y, **asdict(self.cfg))`): the splat binds
            # its named parameters only, and what the body does with them is judged as written
            # (a pinned copy there is refused by name or by position).
            defs = [d for d in ast.walk(self.tree) if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef))
                    and d.name == f.id]  # one def in the whole file: no nested def shadows it
            if len(defs) == 1 and defs[0] in self.tree.body and isinstance(defs[0], ast.FunctionDef) \
                    and not defs[0].decorator_list and defs[0].args.kwarg is None:
                return True
        if not isinstance(value, ast.Name):
            return False
        fn = self.parent_of.get(id(call))
        while fn is not None and not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            fn = self.parent_of.get(id(fn))
        if fn is None or fn.args.kwarg is None or fn.args.kwarg.arg != value.id:
            return False
        return all(id(n) in self._splat_values for n in ast.walk(fn) if isinstance(n, ast.Name) and n.id == value.id)

    def _class_kernel(self, node: ast.AST) -> bool:
        """`Ops.relu_kernel`, a kernel defined in the body of a top-level class of the file (probe 28:
        `Ops.relu_kernel[grid](..., **meta)`, kernels kept as static methods), or `self.relu_kernel` in
        a method whose self is that class's object (`_method_self_nodes`: no foreign self), where the
        class is bound once, has no base but object or nn.Module (whose metaclass is type), no keyword
        (metaclass) and no decorator, the name is bound in the whole file only by that def (no
        subclass or other class binds it), and no attribute of the name is stored or deleted anywhere
        (nothing in an instance's dict shadows it): the read is the kernel itself (a metaclass's
        property could hand back anything, hence the bases)."""
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)):
            return False
        if node.value.id == "self":
            owner = self._method_self_nodes.get(id(node.value))
        else:
            owner = node.value.id if self.bound.get(node.value.id) == 1 else None
        cls = next((c for c in self.tree.body if isinstance(c, ast.ClassDef) and c.name == owner), None)
        if cls is None or cls.keywords or cls.decorator_list \
                or any(not (isinstance(b, ast.Name) and b.id == "object" and "object" not in self.bound
                            or self.resolve(b) == "torch.nn.Module") for b in cls.bases):
            return False
        defs = [m for m in cls.body if isinstance(m, ast.FunctionDef) and m.name == node.attr]
        if len(defs) != 1 or self.bound.get(node.attr) != 1 or not self.is_kernel_body(defs[0]):
            return False
        return not any(isinstance(n, ast.Attribute) and n.attr == node.attr and not isinstance(n.ctx, ast.Load)
                       or isinstance(n, ast.Constant) and n.value == node.attr  # add_module("k", ...), setattr
                       for n in ast.walk(self.tree))

    @functools.cached_property
    def _splat_values(self) -> set[int]:
        """id() of every expression splatted into a call (`f(**kw)`'s kw), over the whole file."""
        return {id(k.value) for n in ast.walk(self.tree) if isinstance(n, ast.Call) for k in n.keywords if k.arg is None}

    def _written_out_keywords(self, value: ast.AST) -> bool:
        """`**factory_kwargs` where every binding of the name, in the whole file, is `name = {"device": d,
        "dtype": t}` (string keys written out) or `name = dict(device=d, dtype=t)`, and the name is
        otherwise only splatted: its keywords are as plain as if written at each call (PyTorch's own
        modules build tensors so, one such local in each layer's __init__)."""
        if not isinstance(value, ast.Name):
            return False
        uses = [n for n in ast.walk(self.tree) if isinstance(n, ast.Name) and n.id == value.id
                and id(n) not in self._splat_values]
        # Each binding such an assignment (probe 28: PyTorch's `factory_kwargs = {...}` in the
        # __init__ of two layers), and no other form binds the name (a parameter, an import, a loop,
        # global/nonlocal, del: bound counts them all): whichever one a splat reads is written out.
        if not uses or self.bound.get(value.id) != len(uses):
            return False
        return all(self._written_out_binding(u) for u in uses)

    def _written_out_binding(self, use: ast.Name) -> bool:
        if not isinstance(use.ctx, ast.Store):
            return False  # read or written through
        bind = self.parent_of.get(id(use))
        if not (isinstance(bind, ast.Assign) and bind.targets == [use]):
            return False
        d = bind.value
        if isinstance(d, ast.Dict):
            if not all(isinstance(k, ast.Constant) and isinstance(k.value, str) for k in d.keys):
                return False  # a None key is a ** inside the display
            keys = [k.value for k in d.keys]
        elif isinstance(d, ast.Call) and isinstance(d.func, ast.Name) and d.func.id == "dict" and not d.args \
                and "dict" not in self.bound:  # the builtin, not a name of the file's
            if any(k.arg is None for k in d.keywords):
                return False
            keys = [k.arg for k in d.keywords]
        else:
            return False
        return not any(k.strip() in R.HOST_ASYNC_NAMES for k in keys)

    def check_structure(self) -> None:
        """A ModelNew class and a Triton kernel: what even the minimal policy asks."""
        if "ModelNew" not in self.classes:
            self.add("no_modelnew", "no top-level `class ModelNew(nn.Module)` is defined", None)
        if not self.kernels:
            self.add("no_triton_kernel", "no @triton.jit kernel is defined (at top level or in a class); the "
                                         "forward must launch your own Triton kernels", None)


def declared_operators(tree: ast.Module) -> set[str]:
    """The operators ("ns::name") the file (the tree check() parsed) makes with triton_op/custom_op
    at top level: the only ones the audit may count as the candidate's own (others registered during
    its import, by torch's lazily imported modules, stay library operators). Ask before the import:
    after it, the file's operators exist and would read as torch's."""
    a = _Analyzer(tree)
    a.check_imports()
    a.track_aliases()
    return {k.removeprefix("torch.ops.").replace(".", "::", 1) for k in a.own_ops if not k.endswith(".default")}


def _is_run_launch(node: ast.Call) -> bool:
    """`kernel.run(*args, grid=..., warmup=False)`: what `kernel[grid](*args)` calls, written out
    (the launch is the same JITFunction.run, audited alike)."""
    return (isinstance(node.func, ast.Attribute) and node.func.attr == "run"
            and any(k.arg == "grid" for k in node.keywords))


def _may_be_launch(sub: ast.Subscript) -> bool:
    """`f[g](...)` may be a kernel's launch unless f is a literal (a list, dict, lambda...) or g a
    single constant: a grid is a tuple or a function, never a number or a string, so `fns[0](x)` or
    `[lambda t: t * (t > 0)][0](x)` is a call of a table's member (red-team round 38: with a
    kernel's name read anywhere, such a call passed for the launch)."""
    literal = (ast.List, ast.Tuple, ast.Dict, ast.Set, ast.ListComp, ast.DictComp, ast.SetComp,
               ast.GeneratorExp, ast.Lambda, ast.Constant, ast.JoinedStr)
    return not isinstance(sub.value, literal) and not isinstance(sub.slice, ast.Constant)


def _is_none(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _is_text_format(node: ast.AST) -> bool:
    """`'...'.format(v)`, `'...'.format_map(d)` or `'...' % v`: a value turned into text."""
    if isinstance(node, ast.Attribute) and node.attr in ("format", "format_map"):
        return isinstance(node.value, (ast.Constant, ast.JoinedStr))
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant) \
        and isinstance(node.left.value, str)


def is_super_call(node: ast.Call) -> bool:
    """super().<method>(...) or super(Cls, self).<method>(...)."""
    f = node.func
    return isinstance(f, ast.Attribute) and isinstance(f.value, ast.Call) and isinstance(f.value.func, ast.Name) \
        and f.value.func.id == "super"


def reraises_only(node: ast.AST) -> bool:
    """try/except whose every handler only raises (again, or a clearer error), with no else or
    finally: whatever fails still fails, so nothing can fall back."""
    return type(node) is ast.Try and bool(node.handlers) and not node.orelse and not node.finalbody \
        and all(all(isinstance(stmt, ast.Raise) for stmt in h.body) for h in node.handlers)


# Readings of a file whose names are imported from several places (each combination is one).
MAX_IMPORT_CHOICES = 16


def _class_scope_nodes(cls: ast.ClassDef) -> list:
    """The nodes evaluated in a class body's own scope: its statements, the decorators, defaults and
    annotations of its functions, not their bodies (which do not see the class's names)."""
    out, todo = [], list(cls.body)
    while todo:
        n = todo.pop()
        out.append(n)
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            a = n.args
            todo += [*getattr(n, "decorator_list", []), *a.defaults, *(d for d in a.kw_defaults if d is not None)]
            todo += [x.annotation for x in [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]
                     if x is not None and x.annotation is not None]
            if getattr(n, "returns", None) is not None:
                todo.append(n.returns)
            continue
        if isinstance(n, ast.ClassDef):
            todo += [*n.decorator_list, *n.bases, *n.keywords]
            continue
        todo.extend(ast.iter_child_nodes(n))
    return out


def check(source: str, filename: str = "candidate.py", policy: str = "full"):
    """(tree, findings sorted by line). policy "minimal" checks only parse/ModelNew/kernel."""
    try:
        tree = ast.parse(source, filename=filename)
    except SyntaxError as e:
        return None, [Finding("syntax_error", f"SyntaxError: {e.msg} (line {e.lineno})", e.lineno or 0)]
    odd = OTHER_LINE_BREAKS.search(source)
    if odd:
        line = source.count("\n", 0, odd.start()) + 1
        return tree, [Finding("dynamic_code", f"the source holds the character {odd.group(0)!r}, which some readers of "
                                              "source (linecache, inspect, Triton) take for a line break and the "
                                              "parser does not: remove it", line)]
    cookie = foreign_encoding(source)
    if cookie:
        return tree, [Finding("dynamic_code", f"the source declares the encoding `{cookie[1]}`: write it in UTF-8 "
                                              "without an encoding declaration", cookie[0])]
    misread = misread_def(source, tree)
    if misread:
        return tree, [Finding("dynamic_code", f"Triton's JIT would read the function or lambda at line {misread[1]} "
                                              f"from line {misread[0]}, not from its own `def` (it reads a kernel's "
                                              "source as inspect gives it, from the first decorator or the nearest "
                                              "line above that looks like a def, and compiles from the first line "
                                              "starting `def `): no `def` line in a string of a decorator, kernel or "
                                              "lambda, and no `def` split by a line continuation", misread[0])]
    read = frozen_field_stores(tree)  # a frozen dataclass filling its fields: read as self.<field> = ...
    a = _Analyzer(read, source)
    if policy == "minimal":
        a.check_structure()
        return tree, a.findings
    findings = a.run()
    # A name imported from several places (try/except ImportError, if/else) is judged as each: the
    # file is read again for every other combination of them.
    several = {name: targets for name, targets in a.import_targets.items() if len(targets) > 1}
    combos = list(itertools.product(*several.values()))
    if len(combos) > MAX_IMPORT_CHOICES:
        findings.append(Finding("forbidden_import", f"{len(several)} names are each imported from several places "
                                                    f"({', '.join(sorted(several))}): import each from one", 0))
    else:
        for combo in combos:
            choice = dict(zip(several, combo))
            if choice != {name: a.aliases.get(name) for name in several}:
                findings += _Analyzer(read, source, choice).run()
    # Structural problems first (they explain everything else), then by line.
    structural = [f for f in findings if f.reason in ("no_modelnew", "no_triton_kernel")]
    rest = sorted((f for f in findings if f not in structural), key=lambda f: f.line)
    seen, out = set(), []
    for f in structural + rest:
        key = (f.reason, f.line, f.message)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return tree, out
