"""Can a GPU kernel reach the host memory of its own process? A Triton kernel is given a host
address as an integer and casts it to a pointer: a pageable CPU tensor, a Python object (its
reference count), pinned memory, and a write to a pageable tensor. Each case runs in its own
process (a fault ends the CUDA context). If pageable memory is readable (HMM/ATS), a candidate's
kernel could rewrite the candidate runtime's audit in its own process. Usage: python3 bench/host_pointer_probe.py"""

import subprocess
import sys
import tempfile

CASE = r'''
import sys, torch, triton, triton.language as tl

@triton.jit
def peek_k(addr, out_ptr):
    p = addr.to(tl.pointer_type(tl.int64))
    tl.store(out_ptr, tl.load(p))

@triton.jit
def poke_k(addr, val):
    p = addr.to(tl.pointer_type(tl.int64))
    tl.store(p, val)

case = sys.argv[1]
out = torch.zeros(1, dtype=torch.int64, device="cuda")
if case == "pageable_read":
    x = torch.full((16,), 12345, dtype=torch.int64)
    peek_k[(1,)](x.data_ptr(), out)
    torch.cuda.synchronize()
    print("RESULT", case, "read", out.item(), "expected 12345")
elif case == "pageable_write":
    x = torch.full((16,), 1, dtype=torch.int64)
    poke_k[(1,)](x.data_ptr(), 777)
    torch.cuda.synchronize()
    print("RESULT", case, "host value now", x[0].item(), "(777 if the write landed)")
elif case == "pyobject_read":
    obj = object()
    keep = [obj] * 41
    peek_k[(1,)](id(obj), out)
    torch.cuda.synchronize()
    print("RESULT", case, "read", out.item(), "refcount", sys.getrefcount(obj) - 1)
elif case == "pinned_read":
    x = torch.full((16,), 4242, dtype=torch.int64).pin_memory()
    peek_k[(1,)](x.data_ptr(), out)
    torch.cuda.synchronize()
    print("RESULT", case, "read", out.item(), "expected 4242")
elif case == "malloc_read":
    import ctypes
    buf = ctypes.create_string_buffer(b"\x39\x30" + b"\x00" * 62)
    peek_k[(1,)](ctypes.addressof(buf), out)
    torch.cuda.synchronize()
    print("RESULT", case, "read", out.item(), "expected 12345")
'''


def main():
    try:
        q = subprocess.run(["nvidia-smi", "-q"], capture_output=True, text=True, timeout=30).stdout
        print("nvidia-smi:", [ln.strip() for ln in q.splitlines() if "Addressing" in ln or "Driver Version" in ln])
    except Exception as exc:  # noqa: BLE001 - a probe: report and go on
        print("nvidia-smi -q failed:", exc)
    for path in ("/sys/module/nvidia_uvm/parameters/uvm_disable_hmm", "/proc/driver/nvidia/version"):
        try:
            print(path, "=", open(path).read().strip())
        except OSError as exc:
            print(path, "unreadable:", exc)
    # Triton compiles a kernel from its file's source: the cases run from a file, not `-c`.
    script = tempfile.NamedTemporaryFile("w", suffix=".py", delete=False)
    script.write(CASE)
    script.close()
    for case in ("pageable_read", "pageable_write", "pyobject_read", "pinned_read", "malloc_read"):
        try:
            r = subprocess.run([sys.executable, script.name, case], capture_output=True, text=True, timeout=60)
            lines = [ln for ln in r.stdout.splitlines() if ln.startswith("RESULT")]
            err = r.stderr.strip().splitlines()[-1:] if r.returncode else []
            print(f"{case}: rc={r.returncode}", lines or "", err)
        except subprocess.TimeoutExpired:
            print(f"{case}: timed out")


if __name__ == "__main__":
    main()
