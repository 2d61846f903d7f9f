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


def test_bytes_that_are_not_utf8_in_a_source_or_a_candidates_output(anvil_bin, tmp_path):
    """A source that is not UTF-8 is the candidate's syntax_error, named by its own line; what a
    candidate prints need not be UTF-8 either, and its verdict quotes it (before: the verdict's JSON
    could not be written, std::terminate ended the batch)."""
    folder = tmp_path / "batch"
    folder.mkdir()
    head = "# problem: level1/softmax_rows\n"
    (folder / "a_not_utf8.py").write_bytes(head.encode() + b"# caf\xe9\n" + b"import torch\n")
    (folder / "b_prints_bytes.py").write_text(
        head + (FAULTS / "exits.py").read_text().split("\n", 2)[2].replace(
            "os._exit(3)", 'os.write(2, b"fatal: \\xff\\xfe broken\\n")\n        os._exit(3)'))
    (folder / "c_ok.py").write_text(head + (REPO / "solutions" / "level1" / "softmax_rows.py").read_text())
    verdicts, _ = run_eval(anvil_bin, tmp_path, folder, "--mode", "cpu", "--static-gate", "minimal")
    assert len(verdicts) == 3
    a, b, c = verdicts["a_not_utf8"], verdicts["b_prints_bytes"], verdicts["c_ok"]
    assert (a["reason"], a["stage"]) == ("syntax_error", "static"), a
    assert "byte 0xe9 on line 2" in a["message"], a["message"]
    assert b["reason"] == "exit", b
    assert "fatal: \ufffd\ufffd broken" in b["message"], b["message"]
    assert c["reason"] == "ok", c
