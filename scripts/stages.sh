# Stage timing, sourced by .ci/run and scripts/test.sh. `stage NAME` ends the running stage, printing
# "== stage X took N s", and starts NAME; when the script exits (passing or failing) the running stage
# ends and a table of every stage and the total is printed. A script run inside another one (npm test
# inside .ci/run) adds its stages to the outer table, indented, instead of printing a table of its own.

if [ -z "${CEM_STAGES_FILE:-}" ]; then
  CEM_STAGES_FILE=$(mktemp)
  export CEM_STAGES_FILE CEM_STAGES_DEPTH=0
  stages_owner=1
else
  export CEM_STAGES_DEPTH=$((${CEM_STAGES_DEPTH:-0} + 1))
  stages_owner=0
fi
stages_name=''
stages_start=$(date +%s%N)
stages_total_start=$stages_start

stages_end() {
  [ -n "$stages_name" ] || return 0
  local took=$((($(date +%s%N) - stages_start) / 1000000000)) mark=${1:-}
  echo "== stage $stages_name took $took s$mark"
  printf '%s\t%s\t%s\t%s\n' "$stages_start" "$CEM_STAGES_DEPTH" "$stages_name$mark" "$took" >>"$CEM_STAGES_FILE"
  stages_name=''
}

stage() {
  stages_end
  stages_name=$1
  stages_start=$(date +%s%N)
  echo "== $1 ($(date +%T))"
}

stages_summary() {
  local rc=$?
  if [ "$rc" -ne 0 ]; then stages_end " (failed)"; else stages_end; fi
  if [ "$stages_owner" = 1 ]; then
    local total=$((($(date +%s%N) - stages_total_start) / 1000000000))
    echo
    echo "== stage times ($(date +%T))"
    # In the order the stages started, a nested script's steps under the stage that ran it.
    sort -s -n -k1,1 "$CEM_STAGES_FILE" | while IFS=$'\t' read -r _ depth name took; do
      printf '%*s%-*s %6s s\n' $((2 * depth)) '' $((40 - 2 * depth)) "$name" "$took"
    done
    printf '%-40s %6s s (%dm%02ds)\n' 'total' "$total" $((total / 60)) $((total % 60))
    rm -f "$CEM_STAGES_FILE"
  fi
  exit "$rc"
}
trap stages_summary EXIT
