#!/usr/bin/env bash
# Sets up anvil on a fresh Debian/Ubuntu machine: system packages, a virtual environment in
# .venv (reusing an installed torch, e.g. a CUDA build, when there is one), and anvil itself
# (`pip install -e .` builds the C++ core). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
for pkg in cmake ninja-build g++ libcli11-dev nlohmann-json3-dev libsqlite3-dev libseccomp-dev libssl-dev libgtest-dev \
           libgmock-dev python3-venv; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
done
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "setup: installing ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv --system-site-packages .venv
fi
VPY=.venv/bin/python
if ! "$VPY" -c "import torch" 2>/dev/null; then
  # The CPU build: a bare `torch` would pull a CUDA build of several GB.
  echo "setup: installing torch (CPU build); install a CUDA build first to use a GPU"
  "$VPY" -m pip install -q torch==2.13.0
fi
"$VPY" -c "import triton" 2>/dev/null || "$VPY" -m pip install -q triton
"$VPY" -m pip install -q "scikit-build-core>=0.9" numpy pytest
"$VPY" -m pip install -q --no-build-isolation -e .
echo "setup: anvil is $(.venv/bin/anvil --version) at .venv/bin/anvil"
