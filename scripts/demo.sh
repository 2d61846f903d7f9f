#!/usr/bin/env bash
# Sets everything up, then runs anvil's main job on its built-in default: the bundled demo batch
# (correct and broken candidates) judged on the GPU when there is one, in Triton's interpreter
# otherwise, with a verdict table.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/anvil eval "$@"
