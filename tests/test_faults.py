"""Fault containment end to end (interpreter mode): every fault candidate gets its own reason
within its stage deadline, and a correct candidate judged after each fault is still correct.
The static gate runs in its minimal form here: most faults need `os` or a kernel-less forward,
which the full gate would reject before they could exercise the supervisor."""
import json

from conftest import REPO, expectations, run_eval

FAULTS = REPO / "tests" / "faults"


def test_each_fault_gets_its_reason_and_the_next_candidate_is_judged_right(anvil_bin, tmp_path):
    ok = (REPO / "solutions" / "level1" / "softmax_rows.py").read_text()
    batch = tmp_path / "batch.jsonl"
    rows = []
    for f in sorted(FAULTS.glob("*.py")):
        rows.append({"id": f.stem, "problem": "level1/softmax_rows", "code": f.read_text()})
        rows.append({"id": "ok_after_" + f.stem, "problem": "level1/softmax_rows", "code": ok})
    batch.write_text("".join(json.dumps(r) + "\n" for r in rows))
    verdicts, _ = run_eval(anvil_bin, tmp_path, batch, "--mode", "cpu", "--cpu-lanes", "2", "--static-gate", "minimal",
                           "--deadline-load", "30", "--deadline-compile", "30",
                           "--deadline-correctness", "10", "--host-mem-mib", "1024")
    expected = expectations(FAULTS, "cpu")
    assert len(expected) == len(list(FAULTS.glob("*.py")))
    wrong = {k: (v["reason"], verdicts[k]["reason"], verdicts[k]["message"])
             for k, v in ((k, {"reason": r}) for k, r in expected.items()) if verdicts[k]["reason"] != v["reason"]}
    assert not wrong, wrong
    for k in expected:
        # A fault the GPU toolchain raises (ptxas) is caught by interpreter mode's compile check too.
        assert verdicts[k]["correct"] == (expected[k] == "ok"), k
        assert verdicts[k]["message"], k
        follow = verdicts["ok_after_" + k]
        assert follow["correct"], (k, follow["reason"], follow["message"])
