"""Problem lint: finds problems whose verdicts could not be trusted. Checks, at the mode's main
shape: the reference is deterministic and finite; an all-zero or a constant output would not pass
the tolerance; outputs change with the inputs (across seeds); and on a GPU, the GPU reference
agrees with the CPU one at the small shape. Trusted code, run in a tool process."""

from __future__ import annotations

import traceback

import torch

from anvil.runtime import compare
from anvil.runtime.judge import clone_args, draw_inputs
from anvil.runtime.problem import ProblemRef, full_fp32_references, instantiate


def _outputs(model, inputs) -> list:
    with torch.no_grad():
        return compare.as_list(model(*clone_args(inputs)))


def _model(mod, device: str):
    torch.manual_seed(0)
    return mod.Model(*mod.get_init_inputs()).to(device).eval()


def lint(ref: ProblemRef, mode: str) -> list[dict]:
    """Findings as {check, severity: error|warning, message}; [] when the problem is sound."""
    findings = []

    def add(check, severity, message):
        findings.append({"check": check, "severity": severity, "message": message})

    device = "cuda" if mode == "gpu" else "cpu"
    atol, rtol = ref.setting("atol"), ref.setting("rtol")
    tags = set(ref.meta.get("tags", []))
    label, overrides = ref.shapes(mode)[0]
    try:
        mod = instantiate(ref, overrides)
        model = _model(mod, device)
        a = draw_inputs(mod, 1, device)
        out = _outputs(model, a)
        again = _outputs(model, a)
        b = draw_inputs(mod, 2, device)
        other = _outputs(model, b)
    except Exception as e:  # noqa: BLE001 - a broken problem is a finding
        add("runs", "error", f"the reference does not run: {type(e).__name__}: {e}"[:400])
        return findings
    floats = [(i, o) for i, o in enumerate(out) if isinstance(o, torch.Tensor) and o.is_floating_point()]
    for i, o in floats:
        if not bool(torch.isfinite(o).all()):
            add("finite", "error", f"output {i} holds NaN/Inf for ordinary inputs")
    if not all(isinstance(x, torch.Tensor) and isinstance(y, torch.Tensor) and torch.equal(x, y)
               for x, y in zip(out, again)):
        same = compare.compare(again, out, atol, rtol).ok
        severity = "warning" if same or "nondeterministic" in tags else "error"
        add("deterministic", severity, "the reference gives different results on the same inputs"
            + (" (within tolerance)" if same else ""))
    for i, o in floats:
        zeros = [torch.zeros_like(x) if j == i else x for j, x in enumerate(out)]
        if compare.compare(zeros, out, atol, rtol).ok:
            add("range", "error", f"an all-zero output {i} would pass: its values sit inside the tolerance")
        elif o.numel() > 1:
            const = [torch.full_like(x, float(x.float().mean())) if j == i else x for j, x in enumerate(out)]
            if compare.compare(const, out, atol, rtol).ok:
                add("range", "error", f"a constant output {i} would pass: its spread sits inside the tolerance")
    if compare.compare(other, out, atol, rtol).ok:
        add("input_sensitivity", "error", "outputs for two different input draws agree within tolerance: "
                                          "a candidate could ignore its inputs")
    if mode == "gpu":
        try:
            small = ref.shapes("cpu")[0][1]
            smod = instantiate(ref, small)
            xs = draw_inputs(smod, 3, "cpu")
            cpu_out = _outputs(_model(smod, "cpu"), xs)
            gpu_out = [o.cpu() if isinstance(o, torch.Tensor) else o
                       for o in _outputs(_model(smod, "cuda"), [x.cuda() if isinstance(x, torch.Tensor) else x
                                                                for x in xs])]
            cmp = compare.compare(gpu_out, cpu_out, atol, rtol)
            if not cmp.ok:
                add("cpu_gpu", "error", f"the GPU reference disagrees with the CPU one at the small shape: "
                                        f"{cmp.message}")
        except Exception as e:  # noqa: BLE001
            add("cpu_gpu", "warning", f"CPU/GPU comparison could not run: {type(e).__name__}: {e}"[:300])
    return findings


def lint_all(problems: list[dict], mode: str) -> list[dict]:
    from pathlib import Path
    if mode == "gpu":
        full_fp32_references()
    out = []
    for p in problems:
        ref = ProblemRef(path=Path(p["path"]), pid=p["id"], variant=p.get("variant") or None, meta=p.get("meta") or {})
        try:
            findings = lint(ref, mode)
        except Exception as e:  # noqa: BLE001
            findings = [{"check": "lint", "severity": "error", "message": f"{type(e).__name__}: {e}",
                         "detail": traceback.format_exc()[-800:]}]
        out.append({"id": ref.pid, "findings": findings,
                    "ok": not any(f["severity"] == "error" for f in findings)})
        if mode == "gpu":
            torch.cuda.empty_cache()
    return out
