"""What the profiler records for a copy from the GPU to the host: every event of a profiled
64 MB .cpu() (and a small .item() and .tolist()), with its device type, byte count, correlation
ids and input shapes, and the bytes anvil's audit counts as sent to the host, so the audit's
host_compute rule can be checked against this torch/Kineto. Usage: python3 bench/host_copy_probe.py"""

import sys
from pathlib import Path

import torch
from torch.profiler import ProfilerActivity, profile

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "python"))
from anvil.runtime import audit  # noqa: E402


def show(label, fn):
    x = torch.randn(16 << 20, device="cuda")  # 64 MB
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True) as prof:
        fn(x)
        torch.cuda.synchronize()
    raw = prof.profiler.kineto_results
    print(f"== {label}: {len(raw.events())} events")
    for ev in raw.events():
        nbytes = ev.nbytes() if hasattr(ev, "nbytes") else "n/a"
        meta = ev.metadata_json() if hasattr(ev, "metadata_json") else "n/a"
        print(f"  {ev.name()[:40]!r:42} dev={ev.device_type()} nbytes={nbytes} corr={ev.correlation_id()} "
              f"linked={ev.linked_correlation_id()} tid={ev.start_thread_id()} dur_us={ev.duration_ns() / 1e3:.1f} "
              f"shapes={ev.shapes()} dtypes={ev.dtypes()} meta={str(meta)[:80]!r}")
    with audit.record(profile_ops=True, cuda=True, copies=True) as report:
        fn(x)
        torch.cuda.synchronize()
    print(f"  audit: to_host_bytes={report['to_host_bytes']}")


if __name__ == "__main__":
    print(torch.__version__)
    show("cpu()", lambda x: x.cpu())
    show("item()", lambda x: x[0].item())
    show("tolist() of 1k", lambda x: x[:1000].tolist())
    show("pinned copy_", lambda x: torch.empty(x.shape, pin_memory=True).copy_(x))
