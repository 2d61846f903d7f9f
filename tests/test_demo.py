"""The built-in demo (no input) judges its bundled candidates as their names say."""
import os
import subprocess

from conftest import REPO


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
