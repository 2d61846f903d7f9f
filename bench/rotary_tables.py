"""Are rotary_embedding's fp32 cos/sin tables, built on the CPU, the same bits in every process?
Builds them in fresh processes with 1 and 16 torch threads under each ATen CPU capability and
prints each one's hashes and its largest difference from the default build. (A one-off mismatch of
the reference solution in a 3-judge batch fitted tables that differed by an ulp of the angle.)
Usage: python3 bench/rotary_tables.py"""

import os
import subprocess
import sys
import tempfile

BUILD = r'''
import hashlib, json, os, torch
half, seq, base = 64, 4096, 10000.0
inv_freq = 1.0 / (base ** (torch.arange(half, dtype=torch.float32) / half))
angles = torch.outer(torch.arange(seq, dtype=torch.float32), inv_freq)
c = torch.cos(angles)
torch.save({"inv": inv_freq, "cos": c}, os.environ["OUT_PT"])
print(json.dumps({"capability": torch.backends.cpu.get_cpu_capability(), "threads": torch.get_num_threads(),
                  "inv": hashlib.md5(inv_freq.numpy().tobytes()).hexdigest()[:8],
                  "cos": hashlib.md5(c.numpy().tobytes()).hexdigest()[:8]}))
'''


def main():
    import torch
    with tempfile.TemporaryDirectory() as tmp:
        tags = []
        for cap in ("", "default", "avx2", "avx512"):
            for threads in ("1", "16"):
                tag = f"{cap or 'auto'}-{threads}"
                env = {**os.environ, "OMP_NUM_THREADS": threads, "OUT_PT": os.path.join(tmp, tag + ".pt")}
                if cap:
                    env["ATEN_CPU_CAPABILITY"] = cap
                r = subprocess.run([sys.executable, "-c", BUILD], env=env, capture_output=True, text=True)
                print(tag, r.stdout.strip() or r.stderr[-300:])
                tags.append(tag)
        ref = torch.load(os.path.join(tmp, "auto-16.pt"))
        for tag in tags:
            t = torch.load(os.path.join(tmp, tag + ".pt"))
            print(f"{tag}: inv_freq max diff {(ref['inv'] - t['inv']).abs().max().item()}, "
                  f"cos max diff {(ref['cos'] - t['cos']).abs().max().item()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
