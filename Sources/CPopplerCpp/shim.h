#ifndef CPOPPLERCPP_SHIM_H
#define CPOPPLERCPP_SHIM_H
// poppler-cpp is C++: only CPopplerText (compiled as C++) includes these headers;
// Swift reads a PDF's text layer through CPopplerText's C functions.
#include <poppler-document.h>
#include <poppler-page.h>
#include <poppler-global.h>
#endif
