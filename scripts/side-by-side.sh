#!/usr/bin/env bash
# Runs independent checks at once on CI's two cores: `side-by-side.sh 'NAME=COMMAND' ...`. Each
# check's output is printed whole when it ends (never interleaved), with how long it took; the
# script fails, after all have ended, if any of them failed.
set -uo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
names=()
for spec in "$@"; do
  name=${spec%%=*}
  names+=("$name")
  (
    start=$(date +%s)
    bash -c "${spec#*=}" >"$dir/$name.out" 2>&1
    echo "$? $(($(date +%s) - start))" >"$dir/$name.rc"
  ) &
done
wait
failed=0
for name in "${names[@]}"; do
  read -r rc took <"$dir/$name.rc"
  cat "$dir/$name.out"
  if [ "$rc" -eq 0 ]; then echo "-- $name passed in $took s"; else echo "-- $name FAILED (exit $rc) in $took s"; failed=1; fi
done
exit "$failed"
