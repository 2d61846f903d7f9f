"""The bundled suite: enough problems per level, bf16 variants, metadata for the roofline, and a
clean `anvil problems lint` (interpreter mode, cpu shapes)."""
import json
import os
import subprocess

from conftest import REPO


def _env():
    return dict(os.environ, ANVIL_DATA=str(REPO), PYTHONPATH=str(REPO / "python"))


def test_suite_counts_and_metadata(anvil_bin):
    out = subprocess.run([anvil_bin, "problems", "list", "--json"], capture_output=True, text=True, env=_env(),
                         check=True).stdout
    problems = [json.loads(line) for line in out.splitlines()]
    base = [p for p in problems if not p["variant"]]
    levels = {lvl: sum(p["level"] == lvl for p in base) for lvl in (1, 2, 3)}
    assert levels[1] >= 40 and levels[2] >= 30 and levels[3] >= 10, levels
    assert sum(p["variant"] == "bf16" for p in problems) >= 20
    for p in base:
        meta = p["meta"]
        assert "flops" in meta and "bytes" in meta, p["id"]
        assert meta.get("shapes", {}).get("cpu") is not None, p["id"]
        assert meta.get("shapes", {}).get("extra"), p["id"]


def test_bundled_suite_passes_lint(anvil_bin):
    proc = subprocess.run([anvil_bin, "problems", "lint", "--mode", "cpu"], capture_output=True, text=True,
                          env=_env(), timeout=1800)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert "0 error(s)" in proc.stderr


def test_committed_baselines_import_and_match_the_suite(anvil_bin, tmp_path):
    """baselines/nvidia-h200.json loads into a store and was measured on the problems as they are:
    an entry whose problem changed since is skipped by name, and none should be."""
    doc = json.loads((REPO / "baselines" / "nvidia-h200.json").read_text())
    proc = subprocess.run([anvil_bin, "baseline", "--import", str(REPO / "baselines" / "nvidia-h200.json"),
                           "--store", str(tmp_path / "store.db")], capture_output=True, text=True, env=_env())
    assert proc.returncode == 0, proc.stderr
    assert f"{len(doc['problems'])} baseline(s) of NVIDIA H200" in proc.stderr, proc.stderr
    assert "skipped" not in proc.stderr, (  # a problem changed after it was measured
        proc.stderr + "\nre-measure it on an H200 (anvil baseline --filter ID) or drop its entry from the file")
    eager = [v["eager"]["median_ms"] for v in doc["problems"].values()]
    assert all(1.0 <= ms <= 15.0 for ms in eager)  # the suite's window, as measured
