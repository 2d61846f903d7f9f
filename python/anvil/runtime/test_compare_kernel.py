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
    r_inf = r.clone()  # a non-finite reference matched by nothing (red-team round 40)
    r_inf[7], r_inf[11] = float("inf"), float("nan")
    cases.append((c.clone(), 1e-2, 1e-2, r_inf))
    for cand, atol, rtol, *ref in cases:
        ref = ref[0] if ref else r
        torch_stats = compare._chunk_errors(cand.float(), ref.float(), atol, rtol).tolist()
        kernel_stats = compare_kernel.errors(cand, ref, atol, rtol)
        rows.append({"dtype": str(dtype), "torch": torch_stats, "kernel": kernel_stats,
                     "ref_nonfinite": ref is not r,
                     "base": compare._chunk_errors(cand.float(), r.float(), atol, rtol).tolist()[1]})
compare_kernel.warm("cpu")  # a judge's start: every specialization once (here through the interpreter)
print(json.dumps(rows))
'''


def test_fused_statistics_match_torch():
    env = {**os.environ, "TRITON_INTERPRET": "1",
           "PYTHONPATH": str(Path(__file__).resolve().parents[2]) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    rows = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(rows) == 12
    for row in rows:
        t, k = row["torch"], row["kernel"]
        assert k[0] == t[0], row  # non-finite elements
        if t[0]:
            assert k[0] == 2  # the NaN and the Inf; the errors are not used then
            continue
        assert k[1] == t[1] and t[1] > 0 or k[1] == t[1] == 0, row  # elements outside tolerance
        if row["ref_nonfinite"]:  # the two non-finite reference positions are outside; errors are inf/NaN
            assert t[1] == row["base"] + 2, row
            continue
        assert abs(k[2] - t[2]) <= 1e-6 * max(1.0, t[2]) and abs(k[3] - t[3]) <= 1e-5 * max(1.0, t[3]), row
