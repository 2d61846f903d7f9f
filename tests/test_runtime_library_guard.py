"""The candidate runtime's line against monkeypatching: with the static gate in its minimal form
(so a candidate may write any attribute), a candidate that sets a method on torch.Tensor, or
replaces one of torch's functions, is refused as `monkeypatch` before the runtime reads its
outputs, whether it did so at import or in forward; an honest one is judged as usual."""
import json

from conftest import RELU_KERNEL, run_eval

MODEL = '''

class ModelNew(nn.Module):
    def forward(self, x):
        out = torch.empty_like(x)
        relu_kernel[(triton.cdiv(x.numel(), 1024),)](x, out, x.numel(), BLOCK=1024)
        {patch_in_forward}
        return out
'''

CASES = {
    "honest": ("", "pass"),
    "tensor_method_at_import": ("torch.Tensor.numel = lambda self: 0\n", "pass"),
    "torch_function_in_forward": ("", "torch.relu = torch.sigmoid"),
}


def test_library_changes_are_refused_and_honest_code_is_not(anvil_bin, tmp_path):
    batch = tmp_path / "batch.jsonl"
    with batch.open("w") as f:
        for name, (at_import, in_forward) in CASES.items():
            code = RELU_KERNEL + "\n" + at_import + MODEL.format(patch_in_forward=in_forward)
            f.write(json.dumps({"id": name, "problem": "level1/relu_elementwise", "code": code}) + "\n")
    verdicts, _ = run_eval(anvil_bin, tmp_path, batch, "--mode", "cpu", "--static-gate", "minimal")
    assert verdicts["honest"]["reason"] == "ok", verdicts["honest"]["message"]
    v = verdicts["tensor_method_at_import"]
    assert v["reason"] == "monkeypatch" and "`torch.Tensor` has a name it did not have: `numel`" in v["message"], v
    v = verdicts["torch_function_in_forward"]
    assert v["reason"] == "monkeypatch" and "`torch.relu` was replaced" in v["message"], v
