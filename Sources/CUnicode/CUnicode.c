#include "CUnicode.h"
#include <unicode/ubrk.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>

int32_t cunicode_normalize(const uint16_t *source, int32_t length, int32_t form,
                           uint16_t *destination, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *normalizer = form == CUNICODE_NFKC
        ? unorm2_getNFKCInstance(&status)
        : unorm2_getNFCInstance(&status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t needed = unorm2_normalize(normalizer, (const UChar *)source, length,
                                      (UChar *)destination, capacity, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return needed;
    if (U_FAILURE(status)) return -(int32_t)status;
    return needed;
}

int32_t cunicode_fold_case(const uint16_t *source, int32_t length,
                           uint16_t *destination, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t needed = u_strFoldCase((UChar *)destination, capacity, (const UChar *)source, length,
                                   U_FOLD_CASE_DEFAULT, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR) return needed;
    if (U_FAILURE(status)) return -(int32_t)status;
    return needed;
}

int32_t cunicode_word_boundaries(const uint16_t *source, int32_t length,
                                 int32_t *boundaries, int32_t capacity) {
    if (capacity < 1) return 0;
    if (length == 0) { boundaries[0] = 0; return 1; }
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_WORD, "", (const UChar *)source, length, &status);
    if (U_FAILURE(status)) return -(int32_t)status;
    int32_t count = 0;
    for (int32_t position = ubrk_first(iterator);
         position != UBRK_DONE && count < capacity;
         position = ubrk_next(iterator)) {
        boundaries[count++] = position;
    }
    ubrk_close(iterator);
    return count;
}
