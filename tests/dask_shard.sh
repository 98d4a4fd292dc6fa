#!/bin/sh
# Runs tests/dask_shard.py with a Python 3 that has Dask distributed
# (Debian's python3-distributed is the system's, which a pyenv or venv
# python3 first on the PATH may not see); exit 77 when none has it (a
# failure under CI=true).
# Usage: dask_shard.sh BAO_BINARY PYTHON_DIR LIBRARY_DIR
set -u
. "$(dirname "$0")/lib.sh"
for p in ${BAO_PYTHON3:-} python3 /usr/bin/python3; do
  if "$p" -c "import distributed" 2> /dev/null; then
    exec "$p" "$(dirname "$0")/dask_shard.py" "$@"
  fi
done
skip_suite "no Python 3 with Dask distributed (python3-distributed)"
