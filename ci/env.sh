# Sourced by the ci/ scripts: finds the Swift toolchain and sets the repository root.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="$PATH:/opt/swift/usr/bin"
fi
# One image per core beats OpenMP threads inside one image.
export OMP_THREAD_LIMIT="${OMP_THREAD_LIMIT:-1}"
# The commit a build is made from, which `ocrgauge --version` and run.xml name (see
# Package.swift): only one C file is recompiled when it changes.
if [ -z "${OCRGAUGE_COMMIT:-}" ]; then
  OCRGAUGE_COMMIT="$(git -C "$root" rev-parse HEAD 2>/dev/null || true)"
  export OCRGAUGE_COMMIT
fi
