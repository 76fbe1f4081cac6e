#!/usr/bin/env bash
# Submits an ocrgauge corpus to Slurm: N shards as one job array
# (ocrgauge-array.sbatch), then the merge and gate (ocrgauge-merge.sbatch) with
# --dependency=afterany on the array, and prints both job ids.
#
#   OCRGAUGE_SHARDS=8 OCRGAUGE_BASELINE=Reports/baseline.xml ci/cluster/slurm/submit.sh [SBATCH OPTION]...
#
# SBATCH OPTIONs (e.g. --partition=batch --account=ocr) go to both jobs;
# OCRGAUGE_ARRAY_OPTIONS (split on spaces) to the array only, e.g.
# "--cpus-per-task=8 --time=04:00:00". Run it from a folder on the shared filesystem:
# the paths below are made absolute from there.
#
# Environment (defaults in brackets):
#   OCRGAUGE_SHARDS     N [4]
#   OCRGAUGE_CORPUS     the corpus folder [Corpus]
#   OCRGAUGE_CONFIG     the profiles file [ocrgauge.json; left out when missing]
#   OCRGAUGE_PROFILES   space-separated profiles [the config's default list]
#   OCRGAUGE_OUT        the results folder [ocrgauge-report]; its shards/, status/,
#                       logs/ and reports are removed first (a fresh start: no shard of
#                       an earlier submission is merged)
#   OCRGAUGE_CACHE      a shared recognition cache folder [none]
#   OCRGAUGE_BASELINE   the run.xml to gate against [none: merge without a gate]
#   OCRGAUGE_TOLERANCE  [0.5]   OCRGAUGE_GATE [tolerance]
#   OCRGAUGE_RUN_OPTIONS  more `ocrgauge run` options for every shard
#   OCRGAUGE            the ocrgauge binary on the nodes [ocrgauge]
#
# Output: "array job: ID", "merge job: ID" and what to watch. The verdict is the merge
# job's exit code, also in $OCRGAUGE_OUT/exit-code, and $OCRGAUGE_OUT/summary.md.
# Exit codes: 0 submitted; 2 usage (a missing corpus, config or baseline); 3 sbatch
# failed or is missing.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
name="submit.sh"
usage_error() { echo "$name: $*" >&2; exit 2; }
setup_error() { echo "$name: $*" >&2; exit 3; }
case "${1:-}" in -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac

shards="${OCRGAUGE_SHARDS:-4}"
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || usage_error "OCRGAUGE_SHARDS must be a whole number from 1, not '$shards'"
command -v sbatch >/dev/null || setup_error "no sbatch here: run this on a Slurm login node"
absolute() { [ -n "$1" ] && realpath -m -- "$1" || true; }

OCRGAUGE_CORPUS="$(absolute "${OCRGAUGE_CORPUS:-Corpus}")"
[ -d "$OCRGAUGE_CORPUS" ] || usage_error "no corpus folder $OCRGAUGE_CORPUS"
config="${OCRGAUGE_CONFIG-ocrgauge.json}"
if [ -n "$config" ] && [ -f "$config" ]; then
  OCRGAUGE_CONFIG="$(absolute "$config")"
elif [ -n "${OCRGAUGE_CONFIG:-}" ]; then
  usage_error "no config file $config"
else
  OCRGAUGE_CONFIG=""
  echo "$name: no config file: the shards run without --config (ocrgauge's built-in profile tesseract)" >&2
fi
OCRGAUGE_OUT="$(absolute "${OCRGAUGE_OUT:-ocrgauge-report}")"
OCRGAUGE_CACHE="$(absolute "${OCRGAUGE_CACHE:-}")"
OCRGAUGE_BASELINE="$(absolute "${OCRGAUGE_BASELINE:-}")"
[ -z "$OCRGAUGE_BASELINE" ] || [ -f "$OCRGAUGE_BASELINE" ] || usage_error "no baseline file $OCRGAUGE_BASELINE"
ocrgauge="${OCRGAUGE:-ocrgauge}"
[[ "$ocrgauge" == */* ]] && ocrgauge="$(absolute "$ocrgauge")"
OCRGAUGE="$ocrgauge"
OCRGAUGE_SHARDS="$shards"
OCRGAUGE_LOGS="$OCRGAUGE_OUT/logs"
export OCRGAUGE OCRGAUGE_SHARDS OCRGAUGE_CORPUS OCRGAUGE_CONFIG OCRGAUGE_OUT OCRGAUGE_CACHE OCRGAUGE_BASELINE OCRGAUGE_LOGS
export OCRGAUGE_PROFILES="${OCRGAUGE_PROFILES-}" OCRGAUGE_TOLERANCE="${OCRGAUGE_TOLERANCE:-0.5}" \
       OCRGAUGE_GATE="${OCRGAUGE_GATE:-tolerance}" OCRGAUGE_RUN_OPTIONS="${OCRGAUGE_RUN_OPTIONS-}"

# A fresh start (as the GitHub Action's shard step makes one).
rm -rf "$OCRGAUGE_OUT/shards" "$OCRGAUGE_OUT/status" "$OCRGAUGE_OUT/logs"
rm -f "$OCRGAUGE_OUT"/{run.xml,run.md,report.html,comparison.html,junit.xml,summary.md,exit-code}
mkdir -p "$OCRGAUGE_LOGS"

read -r -a array_options <<<"${OCRGAUGE_ARRAY_OPTIONS-}"
array_id="$(sbatch --parsable --export=ALL --array="1-$shards" --output="$OCRGAUGE_LOGS/shard-%a.out" \
  "${array_options[@]}" "$@" "$here/ocrgauge-array.sbatch")" || setup_error "sbatch refused the array (above)"
array_id="${array_id%%;*}"
merge_id="$(sbatch --parsable --export=ALL --dependency="afterany:$array_id" --output="$OCRGAUGE_LOGS/merge.out" \
  "$@" "$here/ocrgauge-merge.sbatch")" \
  || { scancel "$array_id" || true; setup_error "sbatch refused the merge job (above); the array $array_id was cancelled"; }
merge_id="${merge_id%%;*}"

echo "array job: $array_id"
echo "merge job: $merge_id"
echo "$name: $shards shards of $OCRGAUGE_CORPUS, then merge$([ -n "$OCRGAUGE_BASELINE" ] && echo " and gate against $OCRGAUGE_BASELINE")"
echo "$name: watch: squeue -j $array_id,$merge_id   cancel: scancel $array_id $merge_id"
echo "$name: logs: $OCRGAUGE_LOGS/   verdict: $OCRGAUGE_OUT/exit-code and $OCRGAUGE_OUT/summary.md"
