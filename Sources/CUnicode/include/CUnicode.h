#ifndef CUNICODE_H
#define CUNICODE_H

// Plain C functions over ICU for the Scoring module. Only standard C types appear
// here, so the Swift module importing this header never sees ICU's headers (which
// would clash with Foundation's private copy of ICU).
//
// All text is UTF-16 code units. Functions that write text return the length the
// result needs; when that is larger than `capacity`, nothing useful was written and
// the caller calls again with a buffer of that size. A negative result is an ICU
// error code, negated.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Normalization forms for cunicode_normalize.
enum {
    CUNICODE_NFC = 0,
    CUNICODE_NFKC = 1
};

/// Normalizes `length` UTF-16 units at `source` to `form` (CUNICODE_NFC or CUNICODE_NFKC).
int32_t cunicode_normalize(const uint16_t *source, int32_t length, int32_t form,
                           uint16_t *destination, int32_t capacity);

/// Full Unicode case folding (default mappings, not Turkic).
int32_t cunicode_fold_case(const uint16_t *source, int32_t length,
                           uint16_t *destination, int32_t capacity);

/// UAX #29 word boundaries (ICU's UBRK_WORD, root locale) of `length` UTF-16 units.
/// Writes the boundary offsets, in UTF-16 units and including 0 and `length`, to
/// `boundaries`, which must hold `length + 1` entries, and returns how many there are.
int32_t cunicode_word_boundaries(const uint16_t *source, int32_t length,
                                 int32_t *boundaries, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
