# Sourced by the ci/pipeline scripts that the CI examples (GitHub Actions, GitLab) call:
# the repository root, the ocrgauge binary (built in release when missing) and the
# corpus. Override with OCRGAUGE=..., CORPUS=..., OCRGAUGE_CACHE=....
source "$(dirname "${BASH_SOURCE[0]}")/../env.sh"
OCRGAUGE="${OCRGAUGE:-$root/.build/release/ocrgauge}"
CORPUS="${CORPUS:-Corpus}"
OCRGAUGE_CACHE="${OCRGAUGE_CACHE:-.ocr-cache}"
if [ ! -x "$OCRGAUGE" ]; then
  echo "ci/pipeline: building $OCRGAUGE"
  swift build -c release --product ocrgauge >/dev/null
fi
