"""How busy the GPU was, from its own counters: NVML's GPU performance monitoring (GPM, Hopper and
later) gives, between two samples, the share of time any compute was active on the GPU
(GRAPHICS_UTIL) and the share of SMs busy (SM_UTIL). Unlike nvidia-smi's utilisation (a driver
sample of the last 1/6-1 s) the two samples bound the interval exactly, so busy time can be summed
over the batch's lane timeline. Needs nvidia-ml-py (`pynvml`); without it, or on a GPU or driver
without GPM, `GpmSampler.error` says why and nothing is sampled.
    python3 bench/gpu_busy.py [--seconds 2]   (a quick check that GPM answers here)"""

import argparse
import threading
import time

GRAPHICS_UTIL, SM_UTIL = 1, 2  # NVML_GPM_METRIC_* ids


class PeriodicSampler:
    """A thread that calls sample() every `period` seconds while the `with` block runs (sample
    returning False stops it), then finish() once."""

    def __init__(self, enabled: bool, period: float):
        self.period = period
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._loop, daemon=True) if enabled else None

    def _loop(self) -> None:
        while not self.stop.wait(self.period):
            if self.sample() is False:
                return

    def sample(self):
        raise NotImplementedError

    def finish(self) -> None:
        pass

    def __enter__(self):
        if self.thread:
            self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stop.set()
        if self.thread:
            self.thread.join()
            self.finish()


class GpmSampler(PeriodicSampler):
    """Takes a GPM sample every `period` seconds in a thread; intervals() then gives
    (start, end, graphics %, sm %) for each pair of consecutive samples (monotonic clock)."""

    def __init__(self, index: int = 0, period: float = 0.25):
        self.error = ""
        self.samples: list[tuple[float, object]] = []
        super().__init__(False, period)
        try:
            import pynvml
            self.nv = pynvml
            pynvml.nvmlInit()
            self.handle = pynvml.nvmlDeviceGetHandleByIndex(index)
            if not pynvml.nvmlGpmQueryDeviceSupport(self.handle).isSupportedDevice:
                self.error = "this GPU does not support GPM"
                return
            self._take()  # fails here, not in the thread, where GPM cannot be read
            super().__init__(True, period)
        except ImportError:
            self.error = "nvidia-ml-py (pynvml) is not installed"
        except Exception as e:  # noqa: BLE001 - NVMLError and friends: reported, never fatal to the bench
            self.error = f"{type(e).__name__}: {e}"

    def _take(self) -> None:
        s = self.nv.nvmlGpmSampleAlloc()
        self.nv.nvmlGpmSampleGet(self.handle, s)
        self.samples.append((time.monotonic(), s))

    def sample(self):
        try:
            self._take()
        except Exception as e:  # noqa: BLE001
            self.error = f"{type(e).__name__}: {e}"
            return False
        return True

    def finish(self) -> None:
        self.sample()

    def intervals(self) -> list[tuple[float, float, float, float]]:
        nv, out = self.nv if self.samples else None, []
        for (t1, s1), (t2, s2) in zip(self.samples, self.samples[1:]):
            g = nv.c_nvmlGpmMetricsGet_t()
            g.version = nv.NVML_GPM_METRICS_GET_VERSION
            g.numMetrics = 2
            g.sample1, g.sample2 = s1, s2
            g.metrics[0].metricId, g.metrics[1].metricId = GRAPHICS_UTIL, SM_UTIL
            try:
                nv.nvmlGpmMetricsGet(g)
            except Exception as e:  # noqa: BLE001
                self.error = f"{type(e).__name__}: {e}"
                return out
            out.append((t1, t2, g.metrics[0].value, g.metrics[1].value))
        return out


def busy(intervals: list, start: float | None = None, end: float | None = None) -> dict | None:
    """Seconds of the span [start, end] (default: all sampled) and of them GPU-active and SM-busy
    seconds, each interval counted for its overlap with the span."""
    if not intervals:
        return None
    start = intervals[0][0] if start is None else start
    end = intervals[-1][1] if end is None else end
    span = active = sm = 0.0
    for a, b, g, s in intervals:
        w = max(0.0, min(b, end) - max(a, start))
        span, active, sm = span + w, active + w * g / 100, sm + w * s / 100
    return {"seconds": span, "active_s": active, "sm_busy_s": sm} if span > 0 else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=2.0)
    args = ap.parse_args()
    with GpmSampler() as gpm:
        if not gpm.error:
            import torch
            a = torch.randn(4096, 4096, device="cuda")
            t0 = time.monotonic()
            while time.monotonic() - t0 < args.seconds / 2:  # busy half the time, idle the other half
                a = (a @ a) / 4096.0
                torch.cuda.synchronize()
            time.sleep(args.seconds / 2)
    if gpm.error:
        print(f"GPM unavailable: {gpm.error}")
        return
    b = busy(gpm.intervals())
    print(f"GPM over {b['seconds']:.2f} s: GPU active {b['active_s']:.2f} s, SMs busy {b['sm_busy_s']:.2f} s "
          f"(expected about half active: GEMMs for half the time)")


if __name__ == "__main__":
    main()
