#include "CBuildInfo.h"

#ifndef OCRGAUGE_COMMIT
#define OCRGAUGE_COMMIT ""
#endif

const char *ocrgauge_build_commit(void) { return OCRGAUGE_COMMIT; }
