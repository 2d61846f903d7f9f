#!/usr/bin/env bash
# One call's worth of GPU checks on a lent H200 (device tool): runs the steps named on the
# command line, each under its own time limit, and packs every log and result into $OUT.
# Usage: bash bench/gpu_session.sh env mark hostcopy imports ctxcost demo faults eager solutions baseline lint sample peaks probe lanesample rotary
#        clockprobe rampup disturb nocuda ...
# One device call may run 10 minutes: split the steps across calls (e.g. "env demo faults hacks"
# then "legit stability" then "throughput1 solutions"). Steps read ENV: EXTRA (more `anvil eval`
# flags for faults/hacks/throughput/legit/stability), COPIES, TLIMIT and WORKERS (throughput<N>, N judges per GPU;
# traced), REPEATS (rotary), MINI (problem ids
# for the mini baseline + lint step).
#
# The carried folder (ignored by git; pass it as the device call's `carry`), made on the dev box:
#   echo /.devcarry/ >> .git/info/exclude; mkdir -p .devcarry/debs
#   git worktree add /tmp/wt HEAD && cmake -S /tmp/wt -B /tmp/wt/build -G Ninja -DANVIL_BUILD_TESTS=OFF \
#     && ninja -C /tmp/wt/build anvil anvil_sandbox && cp /tmp/wt/build/anvil /tmp/wt/build/libanvil_sandbox.so .devcarry/
#   (cd .devcarry/debs && apt-get download libcli11-dev nlohmann-json3-dev libsqlite3-dev libseccomp-dev \
#     libssl-dev libgtest-dev)   # only for build_here, when the carried binary does not run there
set -u
OUT=${OUT:-/tmp/anvil-out}
S=${SESSION_DIR:-/tmp/anvil-session}  # each run's logs; packed into $OUT/<its name>.tgz
mkdir -p "$OUT" "$S"
# ANVIL_PYTHONPATH, if set, names another copy of the runtime to judge with (an A/B on one machine).
RT=${ANVIL_PYTHONPATH:-$PWD/python}
export PYTHONPATH=$RT${PYTHONPATH:+:$PYTHONPATH} ANVIL_PYTHONPATH=$RT ANVIL_DATA=$PWD ANVIL_PYTHON=${ANVIL_PYTHON:-python3} PYTHONUNBUFFERED=1
BIN=${ANVIL_BIN:-$PWD/.devcarry/anvil}

run() {  # name seconds command...
  local name=$1 secs=$2
  shift 2
  echo "== $name ($(date +%T), limit ${secs}s)"
  timeout -k 5 "$secs" "$@" >"$S/$name.log" 2>&1
  echo "   rc=$? at $(date +%T)"
  tail -n "${TAIL:-12}" "$S/$name.log" | cut -c1-220
}

build_here() {  # fallback when the carried binary does not run on this machine
  mkdir -p /tmp/deps && for d in .devcarry/debs/*.deb; do dpkg -x "$d" /tmp/deps; done
  cmake -S . -B /tmp/build -G Ninja -DANVIL_BUILD_TESTS=OFF -DCMAKE_PREFIX_PATH=/tmp/deps/usr \
    -DCMAKE_INCLUDE_PATH=/tmp/deps/usr/include -DCMAKE_LIBRARY_PATH=/tmp/deps/usr/lib/x86_64-linux-gnu &&
    ninja -C /tmp/build anvil && BIN=/tmp/build/anvil
}

for step in "$@"; do
  case $step in
  env)
    nvidia-smi --query-gpu=name,memory.total,clocks.sm,clocks.mem,temperature.gpu --format=csv
    python3 -c 'import torch, triton, sys; print(sys.version.split()[0], torch.__version__, triton.__version__)'
    ldd --version | head -1
    if ! "$BIN" --version; then echo "carried binary does not run here: building"; build_here; "$BIN" --version; fi
    ls -la /dev/nvidia* | head -3; stat -c '%a %n' /opt /opt/torch 2>/dev/null; id
    ;;
  mark)  # does the audit's session mark show here (clean and replaced sessions)?
    TAIL=6 run mark 60 python3 bench/audit_mark_probe.py ;;
  hostcopy)  # what the profiler records for copies to the host (the audit's host_compute rule)
    TAIL=0 run hostcopy 60 python3 bench/host_copy_probe.py ;;
  hostptr)  # can a kernel reach the host memory of its own process (HMM/ATS)?
    TAIL=12 run hostptr 240 python3 bench/host_pointer_probe.py ;;
  sbprobe)
    run sbprobe 150 python3 bench/sandbox_probe.py .devcarry/libanvil_sandbox.so ;;
  demo)
    run demo 60 "$BIN" eval --mode gpu --table -o "$S/demo.jsonl" ;;
  faults)
    python3 - <<'PY' >"$S/faults.jsonl"
import json, pathlib, re
ok = pathlib.Path("solutions/level1/softmax_rows.py").read_text()
rows = []
for i, f in enumerate(sorted(pathlib.Path("tests/faults").glob("*.py"))):
    rows.append({"id": f.stem, "problem": "level1/softmax_rows", "code": f.read_text()})
    rows.append({"id": f"ok_after_{f.stem}", "problem": "level1/softmax_rows", "code": ok})
for r in rows:
    print(json.dumps(r))
PY
    run faults 90 "$BIN" eval "$S/faults.jsonl" --mode gpu --workers 8 --no-timing --deadline-correctness 15 \
      --deadline-load 20 --deadline-compile 20 --host-mem-mib 4096 --static-gate minimal --table \
      -o "$S/faults.out.jsonl" ${EXTRA:-} ;;
  imports)  # where the fork-server's start-up goes: compiled modules installed or not, and with anvil's cache
    TAIL=8 run imports 120 python3 bench/import_cost.py --repeats 2 ;;
  transport)  # each step of moving a tensor between the judge and a candidate, by size
    TAIL=4 run transport 90 python3 bench/transport_cost.py ;;
  gpubusy)  # does NVML's GPM (the throughput bench's GPU-active time) answer here? (needs nvidia-ml-py)
    run gpubusy 60 python3 bench/gpu_busy.py ;;
  ctxcost)  # how long a candidate's CUDA context takes: quiet, beside GPU work, busy cores, allocations, teardowns
    TAIL=6 run ctxcost 150 python3 bench/context_cost.py ${CTXCOST:-} ;;
  eager)
    TAIL=3 run eager 40 python3 bench/eager_times.py problems ;;
  baseline)
    run baseline 420 "$BIN" baseline --jobs 12 -o "$S/baseline.json" --store "$S/anvil.db" ;;
  lint)
    run lint 240 "$BIN" problems lint --mode gpu --json ;;
  sample)  # the level-3 solutions: a quick lane run over the largest problems
    mkdir -p "$S/sample" && cp -r solutions/level3 "$S/sample/"
    run sample 120 "$BIN" eval "$S/sample" --mode gpu --baselines eager --table -o "$S/sample.jsonl" ;;
  solutions)
    run solutions 330 "$BIN" eval solutions --mode gpu --baselines eager --timing-budget 1.5 --table \
      -o "$S/solutions.jsonl" ;;
  hacks)
    run hacks 240 "$BIN" eval tests/hacks --mode gpu --deadline-correctness 40 --deadline-compile 30 \
      --timing-budget 0.5 --baselines eager --table -o "$S/hacks.jsonl" ${EXTRA:-} ;;
  legit)
    run legit "${LLIMIT:-420}" "$BIN" eval tests/legit --mode gpu --timing-budget 0.5 --baselines eager --table -o "$S/legit.jsonl" \
      ${EXTRA:-} ;;
  throughput*)  # throughput<N>[-nosmi][-meta][-w<K>]: N judges per GPU (default 1), without nvidia-smi sampling,
    # with the compile pass on meta tensors,
    # K compile workers (default WORKERS or anvil's); COPIES of every solution (default 2)
    spec=${step#throughput} lanes=${spec%%-*} smi= workers=${WORKERS:-}
    case $spec in *-nosmi*) smi=--no-smi ;; esac
    case $spec in *-w[0-9]*) workers=${spec##*-w} ;; esac
    meta=; case $spec in *-meta*) meta="--compile-pass meta" ;; esac
    run "$step" "${TLIMIT:-300}" python3 bench/throughput.py --anvil "$BIN" --copies "${COPIES:-2}" --mode gpu \
      --trace $smi --save "$S/$step.jsonl" -- --baselines eager --timing-budget 0.8 --lanes-per-gpu "${lanes:-1}" \
      ${workers:+--workers $workers} $meta ${EXTRA:-} ;;
  mini)  # baseline and GPU lint of the problems named in $MINI (ids), e.g. after resizing them
    for id in ${MINI:-}; do mkdir -p "$S/mini/$(dirname "$id")" && cp "problems/$id.py" "$S/mini/$id.py"; done
    run mini-baseline 70 "$BIN" baseline --suite "$S/mini" -o "$S/mini-baseline.json" --store "$S/anvil.db"
    run mini-lint 40 "$BIN" problems lint --suite "$S/mini" --mode gpu --json ;;
  probe)  # the candidate runtime's calls outside the sandbox and the C++ core, as the pipeline and bisected
    for v in pipeline nopoison; do
      TAIL=0 run "probe-$v" 90 python3 bench/lane_probe.py --variant "$v" level1/layernorm_rows level1/matmul_square \
        level1/cumsum_rows level2/gemm_bias_gelu
      cut -c1-700 "$S/probe-$v.log"
    done ;;
  lanesample)  # a dozen level-1 solutions through the whole pipeline, one judge: the lane's time per check
    mkdir -p "$S/lanesample/level1" && ls solutions/level1/*.py | head -12 | xargs -I{} cp {} "$S/lanesample/level1/"
    run lanesample 150 "$BIN" eval "$S/lanesample" --mode gpu --baselines eager --timing-budget 0.8 --table \
      -o "$S/lanesample.jsonl" ;;
  nocuda)  # a compile pass with no CUDA context: Triton on meta tensors, told the target (twice: cold, then cached)
    for i in 1 2; do TAIL=8 run "nocuda$i" 60 python3 bench/compile_without_cuda.py; done ;;
  disturb)  # which part of a candidate's compile pass slows timed rounds (DISTURB: the script's options)
    TAIL=8 run disturb 150 python3 bench/lane_disturbance.py ${DISTURB:-} ;;
  rampup)  # is the GPU slower right after a pause? call by call, with and without a spin before
    TAIL=25 run rampup 90 python3 bench/clock_rampup.py ;;
  peaks)  # this GPU's ceilings as verdicts' rooflines use them
    TAIL=3 run peaks 60 python3 -c 'import json; from anvil.runtime import peaks; print(json.dumps(peaks.measure()))' ;;
  firstcall)
    TAIL=8 run firstcall 90 python3 bench/first_call.py level1/layernorm_rows level3/mlp_three_layer ;;
  rotary)  # repeat one problem's reference solution with 3 judges (a one-off mismatch seen in a batch)
    python3 - <<'PY' >"$S/rotary.in.jsonl"
import json, pathlib
code = pathlib.Path("solutions/level2/rotary_embedding.py").read_text()
for i in range(int(__import__("os").environ.get("REPEATS", "12"))):
    print(json.dumps({"id": f"rotary#{i}", "problem": "level2/rotary_embedding", "code": code}))
PY
    run rotary "${TLIMIT:-90}" "$BIN" eval "$S/rotary.in.jsonl" --mode gpu --lanes-per-gpu 3 --baselines eager \
      --timing-budget 0.3 --table -o "$S/rotary.jsonl" ;;
  clockprobe)  # clock_mismatch on honest short kernels: judged with nothing else compiling (one worker), then in a busy batch
    python3 - <<'PY' >"$S/clockprobe.in.jsonl"
import json, pathlib
for name in ("level1/softplus_elementwise", "level2/bias_gelu_mul", "level2/scaled_masked_softmax", "level2/tanh_scale_clamp"):
    code = pathlib.Path("solutions", name + ".py").read_text()
    for i in range(3):
        print(json.dumps({"id": f"{name}#{i}", "problem": name, "code": code}))
PY
    for mode in alone busy; do
      run "clockprobe-$mode" 150 "$BIN" eval "$S/clockprobe.in.jsonl" --mode gpu --baselines eager --timing-budget 0.8 \
        $([ $mode = alone ] && echo --workers 1) -o "$S/clockprobe-$mode.jsonl"
      python3 -c 'import json, sys
for v in map(json.loads, open(sys.argv[1])):
    print(v["id"], json.dumps(((v.get("timing") or {}).get("detail") or {}).get("host_overhead")), v.get("flags"))' \
        "$S/clockprobe-$mode.jsonl"
    done ;;
  stability)
    python3 - <<'PY' >"$S/stability.in.jsonl"
import json, pathlib
for name in ("level1/layernorm_rows", "level1/softmax_rows"):
    code = pathlib.Path("solutions", name + ".py").read_text()
    for i in range(10):
        print(json.dumps({"id": f"{name}#{i}", "problem": name, "code": code}))
PY
    run stability 120 "$BIN" eval "$S/stability.in.jsonl" --mode gpu -o "$S/stability.jsonl" ${EXTRA:-} ;;
  *)
    echo "unknown step $step" ;;
  esac
  tar czf "$OUT/$(basename "$S").tgz" -C "$S" . 2>/dev/null  # after every step: a call cut short keeps its logs
done
echo "packed $(du -h "$OUT/$(basename "$S").tgz" | cut -f1)"
