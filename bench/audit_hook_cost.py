"""What the candidate process's audit hook (anvil.runtime.audit_hook) costs: which audit events
fire during honest candidates' forward calls (tests/legit, interpreter mode, CPU) and how often,
and the hook's time per event, for an event it ignores and for the one honest forwards raise most.

    PYTHONPATH=python python bench/audit_hook_cost.py [--files N] [--calls 3] [--events 1000000]

It installs hooks in its own process (they cannot be removed): run it alone, never inside pytest."""

from __future__ import annotations

import argparse
import collections
import os
import sys
import time
import types
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def load_candidate(path: Path, name: str) -> types.ModuleType:
    """As the candidate runtime's op_load runs a candidate (without the static gate and the hook)."""
    import linecache
    from anvil.runtime import static_gate
    source = static_gate.without_main_block(path.read_text())
    linecache.cache[str(path)] = (len(source), None, static_gate.parser_lines(source), str(path))
    mod = types.ModuleType(name)
    mod.__file__ = str(path)
    sys.modules[name] = mod
    exec(compile(source, str(path), "exec", dont_inherit=True), mod.__dict__)  # noqa: S102 - corpus file
    return mod


def problem_of(path: Path) -> str | None:
    for line in path.read_text().splitlines()[:3]:
        if line.startswith("# problem:"):
            return line.split(":", 1)[1].strip()
    return None


def count_forward_events(files: list[Path], calls: int) -> tuple[collections.Counter, collections.Counter, int]:
    """Events seen over `calls` forward calls of each file (after one call that compiles)."""
    import torch
    from anvil.runtime import problem
    from anvil.runtime.judge import draw_inputs
    counts: collections.Counter = collections.Counter()  # by event and, for object.*, attribute and reader
    raw: collections.Counter = collections.Counter()  # by event
    on = [False]

    def counting(event, args):
        if not on[0]:
            return
        on[0] = False  # sys._getframe and f_code, read below, are audited too
        raw[event] += 1
        if event.startswith("object."):  # which attribute, read or written by whom
            code = sys._getframe(1).f_code
            event = f"{event} {args[1]} ({Path(code.co_filename).name}:{code.co_name})"
        counts[event] += 1
        on[0] = True
    sys.addaudithook(counting)
    done = 0
    for i, path in enumerate(files):
        pid = problem_of(path)
        if not pid:
            continue
        try:
            name, _, variant = pid.partition("@")
            ref = problem.problem_ref(REPO / "problems" / (name + ".py"), variant=variant or None)
            _, shape = ref.shapes("cpu")[0]
            pmod = problem.instantiate(ref, shape)
            cand = load_candidate(path, f"legit_{i}")
            torch.manual_seed(0)
            model = cand.ModelNew(*pmod.get_init_inputs())
            inputs = draw_inputs(pmod, 1, "cpu")
            with torch.no_grad():
                model(*inputs)
                on[0] = True
                for _ in range(calls):
                    model(*inputs)
                on[0] = False
            done += 1
        except Exception as e:  # noqa: BLE001 - a file that needs a GPU or raises here is skipped, and said so
            on[0] = False
            print(f"skipped {path.name}: {type(e).__name__}: {str(e)[:80]}", file=sys.stderr)
    return counts, raw, done * calls


def time_events(event: str, n: int) -> float:
    """Seconds per sys.audit(event, ...) call, with the hooks installed so far."""
    t = time.perf_counter()
    for _ in range(n):
        sys.audit(event, None, "f_code")
    return (time.perf_counter() - t) / n


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=0, help="the first N legit files (default: all)")
    ap.add_argument("--calls", type=int, default=3, help="forward calls counted per file")
    ap.add_argument("--events", type=int, default=1_000_000, help="events timed")
    a = ap.parse_args()
    os.environ["TRITON_INTERPRET"] = "1"
    from anvil.runtime import hardening, interpreter_fixes
    interpreter_fixes.apply()
    hardening.apply()
    files = sorted((REPO / "tests" / "legit").glob("*.py"))
    files = files[:a.files] if a.files else files
    counts, raw, forwards = count_forward_events(files, a.calls)
    print(f"{forwards} forward calls over {forwards // max(a.calls, 1)} legit files; events per call:")
    for event, k in counts.most_common():
        print(f"  {event:28s} {k / max(forwards, 1):10.2f}")
    hot = raw.most_common(1)[0][0] if raw else "object.__getattr__"
    base = {e: time_events(e, a.events) for e in (hot, "anvil.unwatched")}  # the counting hook only
    from anvil.runtime import audit_hook
    audit_hook.install(str(REPO / "no-such-candidate.py"))
    for e, before in base.items():
        after = time_events(e, a.events)
        print(f"sys.audit({e!r}): {before * 1e9:.0f} ns without the hook, {after * 1e9:.0f} ns with it "
              f"(+{(after - before) * 1e9:.0f} ns)")


if __name__ == "__main__":
    main()
