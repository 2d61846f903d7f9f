"""What building models and the first audited call cost in a fresh GPU process, the host work that
sits in the lane before a candidate's checks. For every problem (or those named): the reference
built on the host then moved (the CPU RNG), and built under torch.device("cuda") (the GPU's RNG);
whether the second fails. Then the profiler's first and second start/stop in this process.
Prints one JSON line per problem and a summary. Usage: python3 bench/construct_costs.py [ids...]"""

import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "python"))


def timed(fn):
    import torch
    torch.cuda.synchronize()
    t = time.perf_counter()
    out = fn()
    torch.cuda.synchronize()
    return out, time.perf_counter() - t


def main():
    import torch

    from anvil.runtime.problem import instantiate, problem_ref
    torch.empty(1, device="cuda")
    ids = sys.argv[1:] or sorted(str(p.relative_to(REPO / "problems").with_suffix(""))
                                 for p in (REPO / "problems").rglob("*.py") if p.parent.name.startswith("level"))
    host_total = dev_total = 0.0
    failed = []
    for pid in ids:
        ref = problem_ref(REPO / "problems" / f"{pid}.py", REPO / "problems", None)
        mod = instantiate(ref, ref.shapes("gpu")[0][1])
        torch.manual_seed(1)
        init = mod.get_init_inputs()
        row = {"id": pid}

        def on_host():
            torch.manual_seed(7)
            return mod.Model(*init).to("cuda")

        def on_device():
            torch.manual_seed(7)
            with torch.device("cuda"):
                return mod.Model(*init)

        m, row["host_s"] = timed(on_host)
        del m
        try:
            m, row["device_s"] = timed(on_device)
            del m
        except Exception as e:  # noqa: BLE001 - reported, the point of the probe
            row["device_error"] = f"{type(e).__name__}: {e}"[:200]
            failed.append(pid)
        torch.cuda.empty_cache()
        host_total += row["host_s"]
        dev_total += row.get("device_s", 0.0)
        print(json.dumps({k: round(v, 4) if isinstance(v, float) else v for k, v in row.items()}), flush=True)
    from anvil.runtime import audit
    prof = []
    x = torch.randn(1024, device="cuda")
    for _ in range(3):
        t = time.perf_counter()
        with audit.record(profile_ops=True, cuda=True):
            (x * 2).sum().item()
        prof.append(round(time.perf_counter() - t, 4))
    print(json.dumps({"summary": True, "problems": len(ids), "host_build_s": round(host_total, 2),
                      "device_build_s": round(dev_total, 2), "device_failed": failed, "profiled_call_s": prof,
                      "cpu_capability": torch.backends.cpu.get_cpu_capability(),
                      "threads": torch.get_num_threads()}))


if __name__ == "__main__":
    main()
