"""Does the audit's session mark show on this GPU? Records a plain CUDA call and one whose code
replaces the profiler session (stops it, computes unrecorded, starts another), as the candidate
runtime's audit does (CUDA activity, copies sized), and prints what the audit made of each."""

import torch

from anvil.runtime import audit


def replaces_the_session(x):
    with torch.autograd.profiler.profile():
        pass
    out = torch.relu(x)
    torch.autograd.profiler.profile().__enter__()
    return out


def main() -> None:
    x = torch.randn(1 << 20, device="cuda")
    audit.prepare()
    print(f"the mark shows in a clean session here (audit._MARK_SHOWS): {audit._MARK_SHOWS}")
    for name, fn in (("plain call", lambda: torch.relu(x)), ("session replaced", lambda: replaces_the_session(x))):
        with audit.record(profile_ops=True, cuda=True, copies=True) as report:
            fn()
            torch.cuda.synchronize()
        print(f"{name}: session_replaced={report['session_replaced']} operators={report['aten']} "
              f"GPU kernels={len(report['cuda_kernels'])}")


if __name__ == "__main__":
    main()
