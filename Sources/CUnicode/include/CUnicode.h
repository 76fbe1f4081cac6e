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

/// The Word_Break property (UAX #29) of a scalar value, as ICU's UWordBreakValues
/// numbers it: 0 Other, 1 ALetter, 2 Format, 3 Katakana, 4 MidLetter, 5 MidNum,
/// 6 Numeric, 7 ExtendNumLet, 8 CR, 9 Extend, 10 LF, 11 MidNumLet, 12 Newline,
/// 13 Regional_Indicator, 14 Hebrew_Letter, 15 Single_Quote, 16 Double_Quote,
/// 21 ZWJ, 22 WSegSpace (17-20 are no longer assigned to any character).
int32_t cunicode_word_break(uint32_t scalar);

/// 1 when the scalar value has the Extended_Pictographic property, else 0.
int32_t cunicode_is_extended_pictographic(uint32_t scalar);

/// The Unicode Script property of a scalar value as ICU's long name ("Latin",
/// "Cyrillic", "Han", "Common", "Inherited", ...), written as ASCII into `destination`
/// (NUL-terminated when it fits); returns the name's length.
int32_t cunicode_script_name(uint32_t scalar, char *destination, int32_t capacity);

/// Results of cunicode_regex_find.
enum {
    CUNICODE_REGEX_MATCH = 1,
    CUNICODE_REGEX_NO_MATCH = 0,
    CUNICODE_REGEX_INVALID = -1,       ///< the pattern does not compile; `error_offset` says where
    CUNICODE_REGEX_TIME_LIMIT = -2,    ///< the match engine used up `time_limit` steps
    CUNICODE_REGEX_STACK_LIMIT = -3,   ///< the backtracking stack grew past `stack_limit` bytes
    CUNICODE_REGEX_FAILED = -4,        ///< any other ICU failure
    CUNICODE_REGEX_STOPPED = -5        ///< `should_stop` asked the search to end
};

/// Asked now and then during a long search (each step of ICU's match engine); a
/// non-zero answer ends the search with CUNICODE_REGEX_STOPPED.
typedef int32_t (*cunicode_regex_should_stop)(const void *context);

/// Finds the first match of the ICU regular expression `pattern` in `text` (both
/// UTF-16), case-insensitively when `ignore_case`. The search stops after `time_limit`
/// steps of ICU's match engine (ICU: "on the order of milliseconds" each; 0 for none)
/// and when backtracking needs more than `stack_limit` bytes, so a catastrophic pattern
/// such as (a+)+$ cannot hang the caller. On a match, `match_start` and `match_end`
/// are UTF-16 offsets; with an invalid pattern, `error_offset` is the UTF-16 offset
/// of the problem in the pattern (or -1). `should_stop` (may be NULL) is asked with
/// `context` at every step, so a stop from outside (an interrupt, a scoring budget)
/// ends the search at once.
int32_t cunicode_regex_find(const uint16_t *pattern, int32_t pattern_length,
                            const uint16_t *text, int32_t text_length,
                            int32_t ignore_case, int32_t time_limit, int32_t stack_limit,
                            int32_t *match_start, int32_t *match_end, int32_t *error_offset,
                            cunicode_regex_should_stop should_stop, const void *context);

#ifdef __cplusplus
}
#endif

#endif
