#ifndef OCRGAUGE_CBUILDINFO_H
#define OCRGAUGE_CBUILDINFO_H

/// The git commit this build was made from ("" when the build was not told):
/// Package.swift defines OCRGAUGE_COMMIT from the environment variable of that name
/// (ci/package and the ci scripts set it).
const char *ocrgauge_build_commit(void);

#endif
