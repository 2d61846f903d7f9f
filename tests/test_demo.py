"""The built-in demo (no input) judges its bundled candidates as their names say."""
import os
import subprocess

from conftest import REPO, run_eval


def test_demo_prints_a_table_with_the_expected_verdicts(anvil_bin):
    env = dict(os.environ, ANVIL_DATA=str(REPO), PYTHONPATH=str(REPO / "python"))
    proc = subprocess.run([anvil_bin, "eval", "--mode", "cpu"], capture_output=True, text=True,
                          timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr
    rows = {line.split()[0]: line.split()[2] for line in proc.stdout.splitlines()
            if line and line.split()[0] in {"softmax_correct", "layernorm_correct", "softmax_masking_bug",
                                             "layernorm_bad_launch", "no_code"}}
    assert rows == {"softmax_correct": "CORRECT", "layernorm_correct": "CORRECT",
                    "softmax_masking_bug": "mismatch", "layernorm_bad_launch": "runtime_error",
                    "no_code": "no_code"}
    assert "2 correct" in proc.stdout


def test_demo_twice_with_the_verdict_cache(anvil_bin, tmp_path):
    """A second run with --cache serves every verdict that has code from the store, identical to
    the first run's apart from id (the task's own), "cached" and durations."""
    store = tmp_path / "verdicts.db"
    (tmp_path / "first").mkdir()
    (tmp_path / "second").mkdir()
    first, proc1 = run_eval(anvil_bin, tmp_path / "first", "--mode", "cpu", f"--cache={store}")
    second, proc2 = run_eval(anvil_bin, tmp_path / "second", "--mode", "cpu", "--cache", store)
    assert set(first) == set(second) == {"softmax_correct", "layernorm_correct", "softmax_masking_bug",
                                         "layernorm_bad_launch", "no_code"}
    assert not any(v["cached"] for v in first.values())
    assert "from the cache" not in proc1.stdout
    # no_code is decided from the text at once and never looked up; the others come from the store.
    assert {i for i, v in second.items() if v["cached"]} == set(first) - {"no_code"}
    assert "4 from the cache" in proc2.stdout
    assert "4 hit(s)" in proc2.stderr
    for i in first:
        a, b = dict(first[i]), dict(second[i])
        assert b["id"] == i
        for k in ("id", "cached", "durations"):
            a.pop(k), b.pop(k)
        assert a == b, i
    # Other settings are another key: nothing is served.
    third, _ = run_eval(anvil_bin, tmp_path, "--mode", "cpu", "--cache", store, "--sets", "4")
    assert not any(v["cached"] for v in third.values())


def test_demo_with_judges_sharing_a_gate(anvil_bin, tmp_path):
    """The GPU gate's plumbing in interpreter mode: judges take it shared around their checks and
    report waiting for it; the core pauses their deadlines and records the wait; verdicts are
    those of the plain run."""
    verdicts, _ = run_eval(anvil_bin, tmp_path, "--mode", "cpu", "--cpu-lanes", "2", "--cpu-gate")
    assert {i: v["reason"] for i, v in verdicts.items()} == {
        "softmax_correct": "ok", "layernorm_correct": "ok", "softmax_masking_bug": "mismatch",
        "layernorm_bad_launch": "runtime_error", "no_code": "no_code"}
    judged = [v for v in verdicts.values() if "lane" in v["durations"]]
    assert len(judged) == 4
    assert all("gate_wait" in v["durations"] and "gate.wait" in v["durations"]["lane_phases"] for v in judged)
