#include "CUnicode.h"
#include <string.h>
#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/uregex.h>
#include <unicode/uscript.h>
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

int32_t cunicode_word_break(uint32_t scalar) {
    return u_getIntPropertyValue((UChar32)scalar, UCHAR_WORD_BREAK);
}

int32_t cunicode_is_extended_pictographic(uint32_t scalar) {
    return u_hasBinaryProperty((UChar32)scalar, UCHAR_EXTENDED_PICTOGRAPHIC) ? 1 : 0;
}

/// The caller's question and its context, for ICU's match callback.
struct cunicode_regex_stop {
    cunicode_regex_should_stop should_stop;
    const void *context;
};

static UBool U_CALLCONV cunicode_regex_callback(const void *context, int32_t steps) {
    (void)steps;
    const struct cunicode_regex_stop *stop = (const struct cunicode_regex_stop *)context;
    return stop->should_stop(stop->context) ? 0 : 1;   /* false ends the match */
}

int32_t cunicode_regex_find(const uint16_t *pattern, int32_t pattern_length,
                            const uint16_t *text, int32_t text_length,
                            int32_t ignore_case, int32_t time_limit, int32_t stack_limit,
                            int32_t *match_start, int32_t *match_end, int32_t *error_offset,
                            cunicode_regex_should_stop should_stop, const void *context) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError parse;
    *error_offset = -1;
    URegularExpression *regex = uregex_open((const UChar *)pattern, pattern_length,
                                            ignore_case ? UREGEX_CASE_INSENSITIVE : 0, &parse, &status);
    if (U_FAILURE(status)) {
        *error_offset = parse.offset;
        if (regex) uregex_close(regex);
        return CUNICODE_REGEX_INVALID;
    }
    uregex_setTimeLimit(regex, time_limit, &status);
    uregex_setStackLimit(regex, stack_limit, &status);
    struct cunicode_regex_stop stop = { should_stop, context };
    if (should_stop) uregex_setMatchCallback(regex, cunicode_regex_callback, &stop, &status);
    uregex_setText(regex, (const UChar *)text, text_length, &status);
    if (U_FAILURE(status)) { uregex_close(regex); return CUNICODE_REGEX_FAILED; }
    UBool found = uregex_findNext(regex, &status);
    int32_t result;
    if (status == U_REGEX_STOPPED_BY_CALLER) {
        result = CUNICODE_REGEX_STOPPED;
    } else if (status == U_REGEX_TIME_OUT) {
        result = CUNICODE_REGEX_TIME_LIMIT;
    } else if (status == U_REGEX_STACK_OVERFLOW) {
        result = CUNICODE_REGEX_STACK_LIMIT;
    } else if (U_FAILURE(status)) {
        result = CUNICODE_REGEX_FAILED;
    } else if (!found) {
        result = CUNICODE_REGEX_NO_MATCH;
    } else {
        *match_start = uregex_start(regex, 0, &status);
        *match_end = uregex_end(regex, 0, &status);
        result = U_FAILURE(status) ? CUNICODE_REGEX_FAILED : CUNICODE_REGEX_MATCH;
    }
    uregex_close(regex);
    return result;
}

int32_t cunicode_script_name(uint32_t scalar, char *destination, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)scalar, &status);
    const char *name = U_SUCCESS(status) ? uscript_getName(code) : NULL;
    if (name == NULL) { name = "Unknown"; }
    int32_t length = (int32_t)strlen(name);
    if (length < capacity) { memcpy(destination, name, (size_t)length + 1); }
    return length;
}
