"""The static gate: reads the candidate's source with Python's own parser (in the sandboxed
candidate process, so the parser is the one that will run the code) and rejects what cannot be
a real Triton solution before any of it executes. Each finding carries a reason code."""

from __future__ import annotations

import ast
from dataclasses import dataclass


@dataclass
class Finding:
    reason: str
    message: str
    line: int = 0

    def as_dict(self) -> dict:
        return {"reason": self.reason, "message": self.message, "line": self.line}


def _decorator_names(fn: ast.FunctionDef) -> list[str]:
    names = []
    for d in fn.decorator_list:
        node = d.func if isinstance(d, ast.Call) else d
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if isinstance(node, ast.Name):
            parts.append(node.id)
        names.append(".".join(reversed(parts)))
    return names


def triton_kernels(tree: ast.Module) -> list[ast.FunctionDef]:
    """Top-level functions decorated with triton.jit (directly or as `jit` imported from triton)."""
    out = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            names = _decorator_names(node)
            if any(n in ("triton.jit", "jit", "tl.jit", "triton.language.jit") for n in names):
                out.append(node)
    return out


def check(source: str, filename: str = "candidate.py") -> tuple[ast.Module | None, list[Finding]]:
    try:
        tree = ast.parse(source, filename=filename)
    except SyntaxError as e:
        return None, [Finding("syntax_error", f"SyntaxError: {e.msg} (line {e.lineno})", e.lineno or 0)]
    findings: list[Finding] = []
    classes = {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}
    if "ModelNew" not in classes:
        findings.append(Finding("no_modelnew", "no top-level `class ModelNew(nn.Module)` is defined"))
    if not triton_kernels(tree):
        findings.append(Finding("no_triton_kernel",
                                "no @triton.jit kernel is defined at top level; the forward must launch "
                                "your own Triton kernels"))
    return tree, findings
