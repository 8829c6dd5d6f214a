#!/usr/bin/env bash
# Verifier fuzz inside Pyodide's CPython (make fuzz-pyodide FUZZ_PY=3.14 FUZZ_MUTANTS=3000 FUZZ_SEED=1).
# WebAssembly has no child processes and no signals: the mutants the verifier accepts are written to a
# file inside Pyodide, then replayed one after another in a fresh Pyodide.  A crash of CPython is a
# WebAssembly trap ("RuntimeError: memory access out of bounds", "unreachable", an abort), which
# tools/pyodide.mjs turns into exit status 134; the last "run N" line names the mutant, and the replay
# resumes after it.  A replay that makes no progress for FUZZ_TIMEOUT seconds counts its mutant as hung.
set -u
cd "$(dirname "$0")/.."
py=${1:-3.14}; mutants=${2:-3000}; seed=${3:-1}; limit=${FUZZ_TIMEOUT:-60}
dir=out/fuzz-$py; mkdir -p "$dir"; file=$dir/mutants.bin
node tools/pyodide.mjs "$py" tests/fuzz.py --collect "$file" "$mutants" "$seed" || exit 1
start=0; crashes=0; hung=0
while :; do
  timeout "$limit" node tools/pyodide.mjs "$py" tests/fuzz.py --replay "$file" "$start" >"$dir/replay.log" 2>"$dir/replay.err"
  status=$?
  last=$(grep -Eo '^run [0-9]+' "$dir/replay.log" | tail -1 | cut -d' ' -f2)
  total=$(grep -Eo '^done [0-9]+' "$dir/replay.log" | cut -d' ' -f2)
  if [ -n "$total" ] && [ "$status" = 0 ]; then break; fi
  if [ -z "$last" ]; then echo "replay failed before any mutant (exit $status)"; cat "$dir/replay.err"; exit 1; fi
  if [ "$status" = 134 ]; then
    crashes=$((crashes + 1)); echo "mutant $last crashed CPython $py: $(grep 'pyodide: fatal' "$dir/replay.err")"
  elif [ "$status" = 124 ]; then hung=$((hung + 1))
  else echo "mutant $last: the replay ended with exit status $status"; crashes=$((crashes + 1)); fi
  start=$((last + 1))
done
echo "CPython $py (Pyodide): $total accepted mutants replayed, $crashes crashed, $hung hung"
[ "$crashes" = 0 ]
