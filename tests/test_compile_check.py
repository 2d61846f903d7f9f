"""Interpreter mode's compile check end to end: a kernel Triton's interpreter runs but a GPU's
compiler refuses is compile_error under the default check and under another target, and judged
by the interpreter alone with --compile-check none; a malformed target is refused up front."""
import subprocess

from conftest import REPO, run_eval

CANDIDATE = REPO / "tests" / "faults" / "annotated_constexpr_global.py"


def test_the_compile_check_gives_the_gpus_verdict_and_can_be_turned_off(anvil_bin, tmp_path):
    for flags, want in (([], "compile_error"), (["--compile-check", "sm_80"], "compile_error"),
                        (["--compile-check", "none"], "library_compute")):
        verdicts, _ = run_eval(anvil_bin, tmp_path, CANDIDATE, "--mode", "cpu", "--static-gate", "minimal", *flags)
        v = verdicts["annotated_constexpr_global"]
        assert v["reason"] == want, (flags, v["reason"], v["message"])
        if want == "compile_error":
            target = flags[1] if flags else "sm_90"
            assert f"does not compile for the GPU (Triton's compiler, target {target}" in v["message"], v["message"]
            assert "BLOCK" in v["message"]


def test_a_malformed_target_is_refused(anvil_bin):
    proc = subprocess.run([anvil_bin, "eval", str(CANDIDATE), "--mode", "cpu", "--compile-check", "90"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0 and "sm_XY" in proc.stderr, proc.stderr
