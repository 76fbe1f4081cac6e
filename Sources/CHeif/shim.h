#ifndef CHEIF_SHIM_H
#define CHEIF_SHIM_H
#include <libheif/heif.h>
#endif
