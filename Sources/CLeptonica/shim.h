#ifndef CLEPTONICA_SHIM_H
#define CLEPTONICA_SHIM_H
#include <leptonica/allheaders.h>
#endif
