#!/bin/sh
# The berserk_env pytest suite (python/tests), against the built CLI (run `npm run build` first).
# pytest's exit code 5 ("no tests collected") is a failure here: the suite must exist and run.
set -u
python3 -m pytest -q python/tests "$@"
code=$?
if [ "$code" -eq 5 ]; then
  echo "pytest-env: no tests collected in python/tests" >&2
  exit 1
fi
exit "$code"
