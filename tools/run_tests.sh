#!/usr/bin/env bash
# Run the test suite under every supported CPython found under $(pyenv root)/versions (and, for
# arguments pyodide-3.X, inside Pyodide's CPython 3.14/3.15 under Node),
# two versions at a time, then print each version's log and one total line.
# Fails if the host's own version (python3 on PATH) is not among them, or if any run fails.
set -u
cd "$(dirname "$0")/.."
root=${PYENV_ROOT:-$(pyenv root 2>/dev/null || echo "$HOME/.pyenv")}
host=$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
found=(); missing=()
for v in "$@"; do
  case "$v" in
    pyodide-*)  # CPython 3.14/3.15 in WebAssembly (tools/pyodide.mjs), installed by `make pyodide`
      p=${v#pyodide-}
      if command -v node >/dev/null 2>&1 && [ -d "tools/pyodide/node_modules/pyodide${p/./}" ]; then
        found+=("$v"); else missing+=("$v"); fi;;
    *)
      if ls -d "$root"/versions/"$v".*/bin/python"$v" >/dev/null 2>&1; then found+=("$v"); else missing+=("$v"); fi;;
  esac
done
case " ${found[*]} " in *" $host "*) ;; *) echo "the host's CPython $host is not under $root/versions"; exit 1;; esac
echo "running the suite under CPython ${found[*]}${missing:+ (not installed: ${missing[*]})}"
logs=out/test-logs; rm -rf "$logs"; mkdir -p "$logs"
# Virtual environments first, so that pip's output stays out of the test logs.
for v in "${found[@]}"; do
  target=".venv-$v/.ok"; case "$v" in pyodide-*) target=pyodide;; esac
  make -s "$target" >"$logs/venv-$v.log" 2>&1 || { cat "$logs/venv-$v.log"; exit 1; }
done
printf '%s\n' "${found[@]}" | xargs -P "${JOBS:-2}" -I{} sh -c \
  'make -s test-{} >out/test-logs/{}.log 2>&1; echo $? >out/test-logs/{}.rc'
status=0; passed=0; failed=0
for v in "${found[@]}"; do
  cat "$logs/$v.log"
  rc=$(cat "$logs/$v.rc")
  p=$(grep -Eo '[0-9]+ passed' "$logs/$v.log" | tail -1 | cut -d' ' -f1); passed=$((passed + ${p:-0}))
  f=$(grep -Eo '[0-9]+ (failed|error)' "$logs/$v.log" | awk '{s+=$1} END {print s+0}'); failed=$((failed + f))
  if [ "$rc" != 0 ]; then echo "CPython $v: FAILED (exit $rc)"; status=1; [ "$f" = 0 ] && failed=$((failed + 1)); fi
done
echo "total: $passed passed, $failed failed"
exit $status
