"""What the profiler records for a copy from the GPU to the host: every event of a profiled
64 MB .cpu() (and a small .item() and .tolist()), with its device type, activity type, byte
count and metadata, so the audit's host_compute rule can be checked against this torch/Kineto.
Usage: python3 bench/host_copy_probe.py"""

import torch
from torch.profiler import ProfilerActivity, profile


def show(label, fn):
    x = torch.randn(16 << 20, device="cuda")  # 64 MB
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        fn(x)
        torch.cuda.synchronize()
    raw = prof.profiler.kineto_results
    print(f"== {label}: {len(raw.events())} events")
    for ev in raw.events():
        nbytes = ev.nbytes() if hasattr(ev, "nbytes") else "n/a"
        meta = ev.metadata_json() if hasattr(ev, "metadata_json") else "n/a"
        print(f"  {ev.name()[:60]!r:64} dev={ev.device_type()} act={getattr(ev, 'activity_type', lambda: '?')()} "
              f"nbytes={nbytes} dur_us={ev.duration_ns() / 1e3:.1f} meta={str(meta)[:160]!r}")
    for ev in prof.events():
        if "Memcpy" in ev.name or "memcpy" in ev.name.lower():
            print("  events():", ev.name, getattr(ev, "device_type", None), {k: getattr(ev, k, None) for k in ("nbytes", "bytes")})


if __name__ == "__main__":
    print(torch.__version__)
    show("cpu()", lambda x: x.cpu())
    show("item()", lambda x: x[0].item())
    show("tolist() of 1k", lambda x: x[:1000].tolist())
    show("pinned copy_", lambda x: torch.empty(x.shape, pin_memory=True).copy_(x))
