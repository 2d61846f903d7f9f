"""What each step of moving a tensor between the judge and a candidate costs, by size. The rest of
the lane grew about 35 ms per GB a problem moves (docs/results.md), 25 times what the copies take
on the GPU; this says which step it is. A judge-like process exports as transport.py does (a new
pooled buffer: cuMemAlloc, the copy and a synchronise, its IPC handle; then the same export on the
pooled buffer), a candidate-like process maps it (cuIpcOpenMemHandle), copies it out twice and
unmaps it, then the judge frees it. Both are forked before CUDA starts, as from the fork-server.
Prints one JSON line per size, milliseconds per step.
    python3 bench/transport_cost.py [--sizes-mib 64 512 2048]"""
import argparse
import json
import multiprocessing as mp
import time

import torch

from anvil.runtime import cuda_driver, transport


def ms(t0: float) -> float:
    return round((time.perf_counter() - t0) * 1e3, 3)


def judge(sizes: list[int], to_peer, from_peer, out) -> None:
    torch.cuda.init()
    torch.empty(1, device="cuda")
    for n in sizes:
        row = {"mib": n >> 20}
        src = torch.randn(n // 4, device="cuda")
        torch.cuda.synchronize()
        t = time.perf_counter()
        probe = torch.empty(n, dtype=torch.uint8, device="cuda")  # torch's allocator, a new size
        torch.cuda.synchronize()
        row["torch_alloc"] = ms(t)
        del probe
        torch.cuda.empty_cache()
        t = time.perf_counter()
        ptr = transport.POOL.take(n)
        row["alloc"] = ms(t)
        t = time.perf_counter()
        transport._wrap_device(ptr, n).copy_(transport._byte_view(src))
        torch.cuda.synchronize()
        row["copy_in"] = ms(t)
        t = time.perf_counter()
        handle = transport.POOL.handle(ptr)
        row["ipc_handle"] = ms(t)
        to_peer.send((handle, n))
        row.update(from_peer.recv())
        t = time.perf_counter()
        transport._wrap_device(ptr, n).copy_(transport._byte_view(src))
        torch.cuda.synchronize()
        row["copy_in_again"] = ms(t)
        t = time.perf_counter()
        transport.POOL.handles.pop(ptr, None)
        cuda_driver.mem_free(ptr)
        row["free"] = ms(t)
        out.send(row)
        del src
        torch.cuda.empty_cache()
    to_peer.send(None)


def peer(from_judge, to_judge) -> None:
    torch.cuda.init()
    torch.empty(1, device="cuda")
    while (msg := from_judge.recv()) is not None:
        handle, n = msg
        row = {}
        t = time.perf_counter()
        ptr = cuda_driver.ipc_open(handle)
        row["ipc_open"] = ms(t)
        for key in ("copy_out", "copy_out_again"):
            t = time.perf_counter()
            view = transport._wrap_device(ptr, n)
            mine = torch.empty(n, dtype=torch.uint8, device="cuda")
            mine.copy_(view)
            torch.cuda.synchronize()
            row[key] = ms(t)
            del mine
        t = time.perf_counter()
        cuda_driver.ipc_close(ptr)
        row["ipc_close"] = ms(t)
        to_judge.send(row)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes-mib", type=int, nargs="+", default=[64, 512, 2048])
    args = ap.parse_args()
    sizes = [m << 20 for m in args.sizes_mib]
    fork = mp.get_context("fork")  # this process never touches CUDA
    j2p_r, j2p_w = fork.Pipe(duplex=False)
    p2j_r, p2j_w = fork.Pipe(duplex=False)
    out_r, out_w = fork.Pipe(duplex=False)
    procs = [fork.Process(target=judge, args=(sizes, j2p_w, p2j_r, out_w)),
             fork.Process(target=peer, args=(j2p_r, p2j_w))]
    for p in procs:
        p.start()
    for _ in sizes:
        print(json.dumps(out_r.recv()), flush=True)
    for p in procs:
        p.join(timeout=60)


if __name__ == "__main__":
    main()
