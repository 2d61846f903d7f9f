"""The candidate process's audit hook end to end (interpreter mode): with the static gate in its
minimal form (so exec and try/except reach the runtime), a candidate that calls exec and catches
the refusal, in forward or at import, is judged by the refusal, not `ok`; the same kernel without
it is `ok`."""
import json

from conftest import RELU_KERNEL, run_eval

HONEST = RELU_KERNEL + '''

def swallow(call):
    try:
        call()
    except RuntimeError:
        pass


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        return out
'''

# The right outputs, computed by the kernel: only the refusal can fail these.
EXEC_IN_FORWARD = HONEST.replace("        out = torch.empty_like(x)\n",
                                 "        swallow(lambda: exec('pass'))\n        out = torch.empty_like(x)\n")
OPEN_AT_IMPORT = HONEST + "\nswallow(lambda: open(__file__))\n"
# Red-team round 23: the runtime constructs ModelNew, so a library callable as its __init__ runs
# with only the runtime's frames on the stack (here it would rebind the audit's event reader).
HANDED_TO_RUNTIME = HONEST.replace("class ModelNew(nn.Module):\n",
                                   "import functools\n\n\nclass ModelNew:\n"
                                   "    __init__ = functools.partial(exec, 'import sys')\n\n"
                                   "    def __call__(self, x):\n        return self.forward(x)\n\n")


def test_a_caught_refusal_fails_the_candidate(anvil_bin, tmp_path):
    batch = tmp_path / "batch.jsonl"
    rows = {"honest": HONEST, "exec_in_forward": EXEC_IN_FORWARD, "open_at_import": OPEN_AT_IMPORT,
            "handed_to_runtime": HANDED_TO_RUNTIME}
    batch.write_text("".join(json.dumps({"id": k, "problem": "level1/relu_elementwise", "code": v}) + "\n"
                             for k, v in rows.items()))
    verdicts, _ = run_eval(anvil_bin, tmp_path, batch, "--mode", "cpu", "--static-gate", "minimal")
    assert verdicts["honest"]["reason"] == "ok", verdicts["honest"]["message"]
    v = verdicts["exec_in_forward"]
    assert (v["reason"], v["correct"]) == ("dynamic_code", False), (v["reason"], v["message"])
    line = EXEC_IN_FORWARD.splitlines().index("        swallow(lambda: exec('pass'))") + 1
    assert f"line {line} of the candidate asked for `" in v["message"], v["message"]  # compile, then exec
    v = verdicts["open_at_import"]
    assert (v["reason"], v["stage"]) == ("file_access", "build"), (v["reason"], v["stage"], v["message"])
    v = verdicts["handed_to_runtime"]
    assert (v["reason"], v["correct"]) == ("dynamic_code", False), (v["reason"], v["message"])
    assert "handed anvil's runtime" in v["message"], v["message"]
