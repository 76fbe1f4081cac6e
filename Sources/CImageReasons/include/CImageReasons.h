#ifndef CIMAGEREASONS_H
#define CIMAGEREASONS_H

// Why a codec library rejects an image, in its own words ("Invalid color type in IHDR"),
// for the files Leptonica could not read: each function decodes the whole image from
// memory with the library's own error handler and copies its first error message (or,
// when there is no error, its first warning) into `message`. Only standard C types
// appear here.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when libpng rejects (or warns about) the data, with its message (its first warning,
/// then its error in parentheses); 0 when it reads it all.
int cimagereasons_png(const uint8_t *data, size_t size, char *message, size_t capacity);

/// The same for libjpeg (its warnings, such as "Premature end of JPEG file", count).
int cimagereasons_jpeg(const uint8_t *data, size_t size, char *message, size_t capacity);

/// The same for libtiff (every directory's strips or tiles are read).
int cimagereasons_tiff(const uint8_t *data, size_t size, char *message, size_t capacity);

/// Starts collecting Leptonica's error messages on this thread (Leptonica's own
/// messages name what it could not read, for formats without a library above).
void cimagereasons_leptonica_begin(void);

/// Stops collecting; copies the first message of this thread into `message`, returns 1
/// when there was one.
int cimagereasons_leptonica_end(char *message, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif
