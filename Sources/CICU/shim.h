#ifndef CICU_SHIM_H
#define CICU_SHIM_H
// ICU's C API, for the CUnicode target only. No Swift module imports this.
#include <unicode/ubrk.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/uchar.h>
#endif
