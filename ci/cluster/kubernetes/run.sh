#!/usr/bin/env bash
# Runs an ocrgauge corpus on Kubernetes in N shards, merges them and gives the verdict:
#
#   OCRGAUGE_IMAGE=registry.example.com/ocrgauge:0.2.0 OCRGAUGE_SHARDS=8 \
#     OCRGAUGE_BASELINE=Reports/baseline.xml ci/cluster/kubernetes/run.sh
#
# Steps (kubectl, in the current context and namespace; KUBECTL="kubectl -n ocr" for
# another):
#   1. the claim (pvc.yaml), the config as ConfigMap ocrgauge-config (from your
#      OCRGAUGE_CONFIG file), and a pod holding the volume (data-pod.yaml);
#   2. the corpus copied to /data/Corpus and the baseline to /data/baseline.xml (tar
#      through kubectl exec), /data/out emptied;
#   3. the Indexed Job ocrgauge-shards (shards-job.yaml, with completions and
#      OCRGAUGE_SHARDS set to N and the image set), waited for until it is Complete or
#      Failed;
#   4. then, either way, the Job ocrgauge-merge (merge-job.yaml), waited for, its log
#      printed; a Job cannot wait for another Job by itself, so this script orders them,
#      as Slurm's --dependency=afterany does;
#   5. /data/out copied back to OCRGAUGE_OUT, and the pod holding the volume deleted.
#
# Environment: OCRGAUGE_IMAGE (required: the Containerfile's image, pushed where the
# cluster pulls from), OCRGAUGE_SHARDS [4], OCRGAUGE_PARALLELISM [N], OCRGAUGE_CORPUS
# [Corpus], OCRGAUGE_CONFIG [ocrgauge.json], OCRGAUGE_BASELINE [none: no gate],
# OCRGAUGE_OUT [ocrgauge-report: where the reports land here], OCRGAUGE_TIMEOUT [21600
# seconds for the shards, and for the merge], KUBECTL [kubectl].
# Exit code: the merge Job's (0 passed, 1 the gate failed, 2 a shard failed or is missing,
# 3 ocrgauge could not work), or 2 for bad input here, 3 when kubectl or the cluster
# failed (a Job that did not end in time included).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
name="run.sh"
say() { echo "$name: $*"; }
usage_error() { echo "$name: $*" >&2; exit 2; }
setup_error() { echo "$name: $*" >&2; exit 3; }
case "${1:-}" in -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac

read -r -a kubectl <<<"${KUBECTL:-kubectl}"
image="${OCRGAUGE_IMAGE:-}"
shards="${OCRGAUGE_SHARDS:-4}"
parallelism="${OCRGAUGE_PARALLELISM:-$shards}"
corpus="${OCRGAUGE_CORPUS:-Corpus}"
config="${OCRGAUGE_CONFIG:-ocrgauge.json}"
baseline="${OCRGAUGE_BASELINE:-}"
out="${OCRGAUGE_OUT:-ocrgauge-report}"
timeout="${OCRGAUGE_TIMEOUT:-21600}"
[ -n "$image" ] || usage_error "set OCRGAUGE_IMAGE to the ocrgauge image the cluster pulls (built from Containerfile)"
# An image reference is letters, digits and . _ - / : @ alone (registry, path, tag,
# digest): anything else (a newline, | & \ ; a space) is refused before it reaches the
# manifests, where it could add YAML lines or sed commands.
[[ "$image" =~ ^[A-Za-z0-9][A-Za-z0-9._/:@-]{0,511}$ ]] \
  || usage_error "OCRGAUGE_IMAGE must be an image reference (letters, digits and . _ - / : @, at most 512), not $(printf %q "${image:0:100}")$([ "${#image}" -le 100 ] || echo " (first 100 of ${#image} characters)")"
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || usage_error "OCRGAUGE_SHARDS must be a whole number from 1, not '$shards'"
[[ "$parallelism" =~ ^[1-9][0-9]*$ ]] || usage_error "OCRGAUGE_PARALLELISM must be a whole number from 1, not '$parallelism'"
[ -d "$corpus" ] || usage_error "no corpus folder $corpus"
[ -f "$config" ] || usage_error "no config file $config"
[ -z "$baseline" ] || [ -f "$baseline" ] || usage_error "no baseline file $baseline"
command -v "${kubectl[0]}" >/dev/null || setup_error "no ${kubectl[0]} here"
k() { "${kubectl[@]}" "$@"; }

# render FILE: the manifest with the image and N set (the lines marked in the files).
render() {
  sed -E -e "s|^( *image: ).*# OCRGAUGE_IMAGE.*$|\\1$image|" \
         -e "s|^( *completions: )[0-9]+(.*)$|\\1$shards\\2|" \
         -e "s|^( *parallelism: )[0-9]+(.*)$|\\1$parallelism\\2|" \
         -e "/name: OCRGAUGE_SHARDS/{n;s|value: \"[0-9]+\"|value: \"$shards\"|;}" "$here/$1"
}
# wait_job JOB: until the Job has a Complete or Failed condition; prints which.
wait_job() {
  local job="$1" deadline=$((SECONDS + timeout)) state
  while :; do
    state="$(k get job "$job" -o jsonpath='{range .status.conditions[?(@.status=="True")]}{.type}{" "}{end}')" \
      || setup_error "kubectl get job $job failed"
    case " $state " in
      *" Complete "*) echo Complete; return 0 ;;
      *" Failed "*) echo Failed; return 0 ;;
    esac
    [ "$SECONDS" -lt "$deadline" ] || setup_error "job $job has not ended after $timeout s (kubectl describe job $job)"
    sleep 10
  done
}
cleanup() { k delete pod ocrgauge-data --ignore-not-found --wait=false >/dev/null 2>&1 || true; }
trap cleanup EXIT

# 1. The volume, the config, a pod to reach the volume.
k apply -f "$here/pvc.yaml"
k create configmap ocrgauge-config --from-file=ocrgauge.json="$config" --dry-run=client -o yaml | k apply -f -
k delete pod ocrgauge-data --ignore-not-found >/dev/null
render data-pod.yaml | k apply -f -
k wait --for=condition=Ready pod/ocrgauge-data --timeout=600s >/dev/null || setup_error "pod ocrgauge-data is not ready (kubectl describe pod ocrgauge-data; is the claim bound?)"

# 2. The corpus and the baseline onto the volume; no result of an earlier run is kept.
say "copying $corpus to the volume"
k exec ocrgauge-data -- bash -c 'rm -rf /data/Corpus /data/baseline.xml /data/out && mkdir -p /data/Corpus /data/out'
tar -C "$corpus" -cf - . | k exec -i ocrgauge-data -- tar -C /data/Corpus -xf -
[ -z "$baseline" ] || k exec -i ocrgauge-data -- bash -c 'cat >/data/baseline.xml' <"$baseline"

# 3. The shards.
k delete job ocrgauge-shards ocrgauge-merge --ignore-not-found >/dev/null
render shards-job.yaml | k apply -f -
say "waiting for job ocrgauge-shards ($shards shards, $parallelism at once)"
shards_state="$(wait_job ocrgauge-shards)"
say "ocrgauge-shards: $shards_state ($(k get job ocrgauge-shards -o jsonpath='completed indexes: {.status.completedIndexes}; failed: {.status.failedIndexes}'))"

# 4. The merge and the verdict, whatever the shards did.
render merge-job.yaml | k apply -f -
merge_state="$(wait_job ocrgauge-merge)"
k logs job/ocrgauge-merge || true

# 5. The reports back here.
mkdir -p "$out"
k exec ocrgauge-data -- tar -C /data/out -cf - . | tar -C "$out" -xf -
code="$(cat "$out/exit-code" 2>/dev/null || true)"
[[ "$code" =~ ^[0-9]+$ ]] || setup_error "the merge job ($merge_state) wrote no exit code (kubectl logs job/ocrgauge-merge)"
say "verdict: exit $code ($merge_state); $out/summary.md, $out/report.html"
exit "$code"
