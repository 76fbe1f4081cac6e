# Sourced by the ci/pipeline scripts (run inside this repository by ci/pipeline/selftest):
# the repository root, the ocrgauge binary and the corpus. Override with OCRGAUGE=...,
# CORPUS=..., OCRGAUGE_CACHE=.... Without OCRGAUGE, the release build is brought up to
# date (an incremental `swift build`, quick when nothing changed: a stale binary would
# test old code) and OCRGAUGE is exported, so the scripts this one calls build no more.
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
CORPUS="${CORPUS:-Corpus}"
OCRGAUGE_CACHE="${OCRGAUGE_CACHE:-.ocr-cache}"
if [ -z "${OCRGAUGE:-}" ]; then
  OCRGAUGE="$root/.build/release/ocrgauge"
  echo "ci/pipeline: swift build -c release --product ocrgauge" >&2
  build_log="$(mktemp)"
  swift build -c release --product ocrgauge >"$build_log" 2>&1 \
    || { cat "$build_log" >&2; rm -f "$build_log"; echo "ci/pipeline: the release build failed" >&2; exit 1; }
  rm -f "$build_log"
fi
export OCRGAUGE
