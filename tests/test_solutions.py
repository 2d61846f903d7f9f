"""Every bundled reference solution is judged correct through the whole pipeline (interpreter
mode: the problems' cpu shapes, extra shapes and bf16 variants)."""
import json

from conftest import REPO, run_eval


def _variants(problem_file):
    import ast
    for node in ast.parse(problem_file.read_text()).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "ANVIL_META":
            return list(ast.literal_eval(node.value).get("variants", {}))
    return []


def test_all_reference_solutions_are_correct(anvil_bin, tmp_path):
    rows = []
    for sol in sorted((REPO / "solutions").rglob("*.py")):
        pid = str(sol.relative_to(REPO / "solutions").with_suffix(""))
        problem = REPO / "problems" / (pid + ".py")
        assert problem.exists(), f"solution without a problem: {sol}"
        for variant in [None, *_variants(problem)]:
            full = pid + ("@" + variant if variant else "")
            rows.append({"id": full, "problem": full, "code": sol.read_text()})
    assert len(rows) >= 30
    batch = tmp_path / "solutions.jsonl"
    batch.write_text("".join(json.dumps(r) + "\n" for r in rows))
    verdicts, _ = run_eval(anvil_bin, tmp_path, batch, "--mode", "cpu")
    bad = {k: (v["reason"], v["message"][:200]) for k, v in verdicts.items() if not v["correct"]}
    assert not bad, bad
    assert len(verdicts) == len(rows)
