"""The candidate runtime's second line: with the static gate in its minimal form (so candidate
code reaches anvil's own modules), a candidate that rebinds anvil.runtime.audit's recorders and
timing's loop at import is still audited, because the runtime calls what it captured before the
candidate's module ran."""
import json

from conftest import RELU_KERNEL, run_eval

REBINDS = "import contextlib\nimport sys\n" + RELU_KERNEL + '''

@contextlib.contextmanager
def fake_record(profile_ops=True, cuda=False, copies=False):
    yield {"triton": ["relu_kernel"], "aten": [], "cuda_kernels": [], "to_host_bytes": 0}


@contextlib.contextmanager
def fake_ghost():
    yield [][1]


audit = sys.modules["anvil.runtime.audit"]
audit.record, audit.ghost = fake_record, fake_ghost


class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.relu(x)
        if x.numel() < 0:
            relu_kernel[(1,)](x, out, 0, BLOCK=16)
        return out
'''


def test_rebinding_the_audit_at_import_does_not_forge_it(anvil_bin, tmp_path):
    batch = tmp_path / "batch.jsonl"
    batch.write_text(json.dumps({"id": "rebinds", "problem": "level1/relu_elementwise", "code": REBINDS}) + "\n")
    verdicts, _ = run_eval(anvil_bin, tmp_path, batch, "--mode", "cpu", "--static-gate", "minimal")
    v = verdicts["rebinds"]
    assert v["reason"] == "no_kernel_ran", (v["reason"], v["message"])
    assert "relu" in v["message"]
