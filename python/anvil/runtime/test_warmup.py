"""The compile pass without CUDA: on a machine without a GPU, Triton compiles a candidate's kernel
for an H100/H200 target (sm_90) from forward run on meta tensors, the kernel is kept for `warm`,
and neither torch nor Triton is left holding CUDA or a different driver."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

SCRIPT = r'''
import json, sys, types
sys.path.insert(0, sys.argv[1])
import torch
from triton.runtime import driver
from anvil.runtime import audit
from anvil.runtime.candidate import CandidateRuntime
audit.install_launch_wrapper()  # as in a candidate process: launches give compiled_view's views
import cand
rt = CandidateRuntime(None, {"mode": "gpu", "source": cand.__file__})
rt.module = cand
before = driver._active
shape = {"init_inputs": [{"kind": "value", "value": 3.0}],
         "inputs": [{"kind": "tensor", "dtype": "float32", "shape": [64, 1000]},
                    {"kind": "tensor", "dtype": "int64", "shape": [64]}]}
reply = rt.op_compile({"shapes": [shape], "seed": 0, "capability": [9, 0]}, [])
k = rt.compiled_kernels
print(json.dumps({"reply": reply, "kernels": len(k), "arch": [x.metadata.target.arch for x in k],
                  "first_call_bytes": rt.first_call_bytes,
                  "cuda_initialised": torch.cuda.is_initialized(), "driver_restored": driver._active is before}))
'''

CANDIDATE = '''
import torch
import torch.nn as nn
import triton
import triton.language as tl


@triton.jit
def scale_rows_kernel(x_ptr, idx_ptr, out_ptr, cols, scale, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    m = offs < cols
    shift = tl.load(idx_ptr + row).to(tl.float32)
    x = tl.load(x_ptr + row * cols + offs, mask=m, other=0.0)
    tl.store(out_ptr + row * cols + offs, x * scale + shift, mask=m)


class ModelNew(nn.Module):
    def __init__(self, scale):
        super().__init__()
        self.scale = scale
        self.bias = nn.Parameter(torch.zeros(4))

    def forward(self, x, idx):
        x = x.contiguous()
        out = torch.empty_like(x)
        scale_rows_kernel[(x.shape[0],)](x, idx, out, x.shape[1], self.scale,
                                         BLOCK=triton.next_power_of_2(x.shape[1]))
        return out
'''


# The same candidate as written for a GPU: __init__ and forward name the device. On meta, what
# they place on "cuda" goes to meta (meta_placement.py): the pass still touches no CUDA.
ON_CUDA = (CANDIDATE.replace("torch.zeros(4)", 'torch.zeros(4, device="cuda")')
           .replace("out = torch.empty_like(x)", 'out = torch.empty(x.shape, device="cuda", dtype=x.dtype).cuda()'))

# The fused-softmax tutorial's launch: warmup(), _init_handles(), the register count, then the
# compiled kernel launched by hand. On meta nothing of it may load the kernel or launch it.
WARMED = CANDIDATE.replace(
    """        scale_rows_kernel[(x.shape[0],)](x, idx, out, x.shape[1], self.scale,
                                         BLOCK=triton.next_power_of_2(x.shape[1]))""",
    """        block = triton.next_power_of_2(x.shape[1])
        k = scale_rows_kernel.warmup(x, idx, out, x.shape[1], self.scale, BLOCK=block, grid=(1,))
        k._init_handles()
        assert k.n_regs > 0 and k.metadata.target.arch == 90 and k.name == "scale_rows_kernel"
        k[(x.shape[0], 1, 1)](x, idx, out, x.shape[1], self.scale, block)""")


@pytest.mark.parametrize("source", [CANDIDATE, ON_CUDA, WARMED], ids=["device_from_inputs", "device_hard_coded",
                                                                      "warmup_and_launch_by_hand"])
def test_compile_pass_without_cuda_compiles_for_the_given_gpu(tmp_path, source):
    assert source.count('"cuda"') == (2 if source is ON_CUDA else 0) and source.count("warmup(") == (source is WARMED)
    (tmp_path / "cand.py").write_text(source)
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    env["TRITON_CACHE_DIR"] = str(tmp_path / "triton-cache")
    proc = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], env=env, capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = json.loads(proc.stdout.strip().splitlines()[-1])
    assert got["reply"]["ok"] is True and got["reply"]["kernels_compiled"] == 1, got
    assert got["kernels"] == 1 and got["arch"] == [90]
    assert got["cuda_initialised"] is False and got["driver_restored"] is True
    # What `warm` allocates ahead: the main shape's inputs and outputs, from the pass on meta.
    assert got["first_call_bytes"] == {"inputs": [64 * 1000 * 4, 64 * 8], "outputs": [64 * 1000 * 4]}


def test_allocating_ahead_stops_at_its_limit_and_survives_odd_outputs():
    import types
    from anvil.runtime import candidate

    class Odd(torch.Tensor):
        def numel(self):
            raise SystemExit("a candidate's output")

    assert candidate._tensor_bytes([torch.zeros(2)], Odd()) == {}
    assert candidate._tensor_bytes([torch.zeros(2), 3], (torch.zeros(3, dtype=torch.int64), None)) == \
        {"inputs": [8], "outputs": [24]}
    full = types.SimpleNamespace(mem_get_info=lambda: (30 << 30, 100 << 30))
    never = types.SimpleNamespace(empty=lambda *a, **k: pytest.fail("allocated beyond the limit"), cuda=full)
    candidate._allocate_ahead(never, {"inputs": [candidate.AHEAD_LIMIT_BYTES], "outputs": [1]})
    candidate._allocate_ahead(never, {"inputs": [3 << 30], "outputs": [1]})  # 30 GiB free of 100: not 6 more


def test_a_context_that_finds_the_device_full_is_gpu_oom_not_the_sandbox(monkeypatch):
    from anvil.runtime import candidate, cuda_driver
    rt = candidate.CandidateRuntime(None, {"mode": "gpu", "source": "cand.py"})
    for error, reason in ((RuntimeError("CUDA error: out of memory"), "gpu_oom"),
                          (cuda_driver.DeviceOutOfMemory("cuMemAlloc(1)"), "gpu_oom"),
                          (RuntimeError("no CUDA-capable device is detected"), "sandbox_error")):
        monkeypatch.setattr(cuda_driver, "ensure_context", lambda e=error: (_ for _ in ()).throw(e))
        assert rt.open_gpu()["reason"] == reason
