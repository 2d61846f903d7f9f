"""Start-up: judges start in the background while the first candidates are prepared; the run
says what its start-up steps took, and a judge that cannot start is an error, not a hang."""
import json
import os
import re
import subprocess

from conftest import REPO, run_eval

DEMO_IDS = {"softmax_correct", "layernorm_correct", "softmax_masking_bug", "layernorm_bad_launch", "no_code"}


def eval_in(anvil_bin, work, *args):
    out = work / "out.jsonl"
    env = dict(os.environ, ANVIL_DATA=str(REPO), PYTHONPATH=str(REPO / "python"))
    proc = subprocess.run([anvil_bin, "eval", "--mode", "cpu", "--work-dir", str(work), *args, "-o", str(out)],
                          capture_output=True, text=True, timeout=600, env=env)
    return {v["id"]: v for v in map(json.loads, out.read_text().splitlines())}, proc


def test_the_start_up_steps_are_reported(anvil_bin, tmp_path):
    verdicts, proc = run_eval(anvil_bin, tmp_path, "--mode", "cpu", "--cpu-lanes", "2")
    assert set(verdicts) == DEMO_IDS
    line = next(x for x in proc.stderr.splitlines() if x.startswith("anvil: start-up:"))
    for step in ("runtime", "imports", "device probe", "sandbox test", "problems read", "judges ready"):
        assert step in line, line
    assert re.search(r"imports [\d.]+ s: [\w.]+ [\d.]+ s, [\w.]+ [\d.]+ s, [\w.]+ [\d.]+ s\)", line), line  # the 3 slowest


def test_a_judge_that_cannot_start_leaves_the_others_to_judge(anvil_bin, tmp_path):
    """A file where judge 0's scratch folder would go kills that judge at its start: judge 1
    judges every candidate, and the run ends with an error naming the judge that failed."""
    work = tmp_path / "work"
    work.mkdir()
    (work / "judge-0").write_text("in the way")
    verdicts, proc = eval_in(anvil_bin, work, "--cpu-lanes", "2")
    assert proc.returncode == 1
    assert "a judge process did not start" in proc.stderr and "judge-0.log" in proc.stderr
    assert {i: v["reason"] for i, v in verdicts.items()} == {
        "softmax_correct": "ok", "layernorm_correct": "ok", "softmax_masking_bug": "mismatch",
        "layernorm_bad_launch": "runtime_error", "no_code": "no_code"}


def test_no_judge_at_all_is_an_error_in_every_verdict_it_decides(anvil_bin, tmp_path):
    work = tmp_path / "work"
    work.mkdir()
    (work / "judge-0").write_text("in the way")
    verdicts, proc = eval_in(anvil_bin, work, "--cpu-lanes", "1")
    assert proc.returncode == 1
    assert set(verdicts) == DEMO_IDS
    judged = {i: v for i, v in verdicts.items() if i != "no_code"}
    assert all(v["reason"] == "internal_error" and "no anvil judge could start" in v["message"]
               and "says nothing about the candidate" in v["message"] for v in judged.values()), judged


def test_traced_verdicts_say_when_the_candidate_process_held_its_lane_and_ended(anvil_bin, tmp_path):
    """ANVIL_GATE_TRACE=1 (a benchmark switch): each judged verdict carries its process's load (static
    gate and import), lane entry, lane exit and exit on the judges' clock (bench/slow_rounds.py and
    bench/throughput.py read them)."""
    out = tmp_path / "out.jsonl"
    env = dict(os.environ, ANVIL_DATA=str(REPO), PYTHONPATH=str(REPO / "python"), ANVIL_GATE_TRACE="1")
    proc = subprocess.run([anvil_bin, "eval", "--mode", "cpu", "-o", str(out)], capture_output=True, text=True,
                          timeout=600, env=env)
    assert proc.returncode == 0, proc.stderr
    verdicts = {v["id"]: v for v in map(json.loads, out.read_text().splitlines())}
    for vid, v in verdicts.items():
        pt = v["durations"]["process_trace"]
        if vid == "no_code":  # decided from the text: no process
            assert pt == {}
            continue
        span = v["durations"]["gate_trace"]["span"]
        assert pt["lane_entry"] <= span[0] <= span[1] <= pt["lane_exit"] <= pt["exit"][0] <= pt["exit"][1], (vid, pt)
        assert pt["load"][0] <= pt["load"][1] <= pt["lane_entry"], (vid, pt)  # the static gate and import


def test_the_runtime_named_by_anvil_pythonpath_is_the_one_imported(anvil_bin, tmp_path):
    """ANVIL_PYTHONPATH names the runtime to judge with (another checkout's python/), even where an
    editable install's import finder would hand out its own checkout's anvil before PYTHONPATH is
    searched (it did: a worktree's runtime was silently replaced by the installed one). A copy of
    the runtime whose fork-server cannot start must make the run fail to start."""
    import shutil
    copy = tmp_path / "runtime"
    shutil.copytree(REPO / "python" / "anvil", copy / "anvil", ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "anvil" / "runtime" / "forkserver.py").write_text('raise SystemExit("this copy of the runtime was imported")\n')
    env = dict(os.environ, ANVIL_DATA=str(REPO), ANVIL_PYTHONPATH=str(copy))
    proc = subprocess.run([anvil_bin, "eval", "--mode", "cpu", "-o", str(tmp_path / "out.jsonl")],
                          capture_output=True, text=True, timeout=300, env=env)
    assert proc.returncode != 0 and "runtime_start_failed" in proc.stderr, proc.stderr[-2000:]
