#!/usr/bin/env bash
# Sets everything up, then runs all of anvil's tests: the C++ unit tests (ctest) and the Python
# and end-to-end tests (pytest; interpreter mode, no GPU needed).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
(cd build && ctest --output-on-failure)
ANVIL_BIN="$PWD/build/anvil" .venv/bin/python -m pytest -q python tests
