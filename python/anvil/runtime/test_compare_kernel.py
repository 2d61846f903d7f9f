"""The fused Triton statistics (compare_kernel, used on the GPU) agree with the torch ones
(compare._chunk_errors, used on the CPU): run through Triton's interpreter on CPU tensors."""

import json
import os
import subprocess
import sys
from pathlib import Path

PROBE = r'''
import json, torch
from anvil.runtime import compare, compare_kernel
torch.manual_seed(0)
rows = []
for dtype, n in ((torch.float32, 10_000), (torch.bfloat16, 4096 * 3), (torch.float16, 777)):
    r = torch.randn(n).to(dtype)
    c = (r.float() + 1e-3 * torch.randn(n)).to(dtype)
    c[::97] = r[::97] + 0.5  # some far outside any tolerance
    r[5] = 0.0  # a relative error against zero
    cases = [(c, 1e-2, 1e-2), (r.clone(), 1e-4, 1e-4)]
    bad = c.clone()
    bad[3], bad[n - 1] = float("nan"), float("inf")
    cases.append((bad, 1e-2, 1e-2))
    for cand, atol, rtol in cases:
        torch_stats = compare._chunk_errors(cand.float(), r.float(), atol, rtol).tolist()
        kernel_stats = compare_kernel.errors(cand, r, atol, rtol)
        rows.append({"dtype": str(dtype), "torch": torch_stats, "kernel": kernel_stats})
compare_kernel.warm("cpu")  # a judge's start: every specialization once (here through the interpreter)
print(json.dumps(rows))
'''


def test_fused_statistics_match_torch():
    env = {**os.environ, "TRITON_INTERPRET": "1",
           "PYTHONPATH": str(Path(__file__).resolve().parents[2]) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(rows) == 9
    for row in rows:
        t, k = row["torch"], row["kernel"]
        assert k[0] == t[0], row  # non-finite elements
        if t[0]:
            assert k[0] == 2  # the NaN and the Inf; the errors are not used then
            continue
        assert k[1] == t[1] and t[1] > 0 or k[1] == t[1] == 0, row  # elements outside tolerance
        assert abs(k[2] - t[2]) <= 1e-6 * max(1.0, t[2]) and abs(k[3] - t[3]) <= 1e-5 * max(1.0, t[3]), row
