#include "CImageReasons.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>
#include <jpeglib.h>
#include <tiffio.h>
#include <leptonica/allheaders.h>

static void copy_message(char *message, size_t capacity, const char *text) {
    if (capacity == 0) return;
    snprintf(message, capacity, "%s", text ? text : "");
}

// ---- libpng ----

struct png_reading {
    const uint8_t *data;
    size_t size;
    size_t offset;
    char error[256];
    char warning[256];
    jmp_buf jump;
};

static void png_on_error(png_structp png, png_const_charp text) {
    struct png_reading *reading = png_get_error_ptr(png);
    copy_message(reading->error, sizeof reading->error, text);
    longjmp(reading->jump, 1);
}

static void png_on_warning(png_structp png, png_const_charp text) {
    struct png_reading *reading = png_get_error_ptr(png);
    if (reading->warning[0] == 0) copy_message(reading->warning, sizeof reading->warning, text);
}

static void png_on_read(png_structp png, png_bytep out, png_size_t length) {
    struct png_reading *reading = png_get_io_ptr(png);
    if (length > reading->size - reading->offset) png_error(png, "the file ends in the middle of the image data");
    memcpy(out, reading->data + reading->offset, length);
    reading->offset += length;
}

int cimagereasons_png(const uint8_t *data, size_t size, char *message, size_t capacity) {
    struct png_reading reading = { data, size, 0, {0}, {0} };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reading, png_on_error, png_on_warning);
    if (!png) return 0;
    png_infop info = png_create_info_struct(png);
    png_bytep row = NULL;
    volatile int failed = 0;
    if (setjmp(reading.jump)) {
        failed = 1;
    } else if (info) {
        png_set_read_fn(png, &reading, png_on_read);
        png_set_user_limits(png, 100000, 100000);
        png_read_info(png, info);
        png_set_expand(png);
        png_set_strip_16(png);
        int passes = png_set_interlace_handling(png);
        png_read_update_info(png, info);
        size_t bytes = png_get_rowbytes(png, info);
        row = malloc(bytes ? bytes : 1);
        png_uint_32 height = png_get_image_height(png, info);
        for (int pass = 0; row && pass < passes; pass++)
            for (png_uint_32 y = 0; y < height; y++) png_read_row(png, row, NULL);
        png_read_end(png, NULL);
    }
    free(row);
    png_destroy_read_struct(&png, info ? &info : NULL, NULL);
    if (failed && reading.warning[0]) {
        // libpng warns with the specific problem, then fails with a general one.
        char both[600];
        snprintf(both, sizeof both, "%s (%s)", reading.warning, reading.error);
        copy_message(message, capacity, both);
        return 1;
    }
    if (failed) { copy_message(message, capacity, reading.error); return 1; }
    if (reading.warning[0]) { copy_message(message, capacity, reading.warning); return 1; }
    return 0;
}

// ---- libjpeg ----

struct jpeg_reading {
    struct jpeg_error_mgr manager;
    char error[JMSG_LENGTH_MAX];
    char warning[JMSG_LENGTH_MAX];
    jmp_buf jump;
};

static void jpeg_on_error(j_common_ptr info) {
    struct jpeg_reading *reading = (struct jpeg_reading *)info->err;
    (*info->err->format_message)(info, reading->error);
    longjmp(reading->jump, 1);
}

static void jpeg_on_message(j_common_ptr info, int level) {
    struct jpeg_reading *reading = (struct jpeg_reading *)info->err;
    if (level < 0 && reading->warning[0] == 0) (*info->err->format_message)(info, reading->warning);
}

int cimagereasons_jpeg(const uint8_t *data, size_t size, char *message, size_t capacity) {
    struct jpeg_decompress_struct info;
    struct jpeg_reading reading;
    memset(&reading, 0, sizeof reading);
    info.err = jpeg_std_error(&reading.manager);
    reading.manager.error_exit = jpeg_on_error;
    reading.manager.emit_message = jpeg_on_message;
    JSAMPARRAY row = NULL;
    volatile int failed = 0;
    jpeg_create_decompress(&info);
    if (setjmp(reading.jump)) {
        failed = 1;
    } else {
        jpeg_mem_src(&info, data, (unsigned long)size);
        jpeg_read_header(&info, TRUE);
        jpeg_start_decompress(&info);
        row = (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE, info.output_width * info.output_components, 1);
        while (info.output_scanline < info.output_height) jpeg_read_scanlines(&info, row, 1);
        jpeg_finish_decompress(&info);
    }
    jpeg_destroy_decompress(&info);
    if (failed) { copy_message(message, capacity, reading.error); return 1; }
    if (reading.warning[0]) { copy_message(message, capacity, reading.warning); return 1; }
    return 0;
}

// ---- libtiff ----

struct tiff_reading {
    const uint8_t *data;
    toff_t size;
    toff_t offset;
    char error[512];
    char warning[512];
};

static int tiff_on_error(TIFF *tiff, void *user, const char *module, const char *format, va_list arguments) {
    (void)tiff; (void)module;
    struct tiff_reading *reading = user;
    if (reading->error[0] == 0) vsnprintf(reading->error, sizeof reading->error, format, arguments);
    return 1;
}

static int tiff_on_warning(TIFF *tiff, void *user, const char *module, const char *format, va_list arguments) {
    (void)tiff; (void)module;
    struct tiff_reading *reading = user;
    if (reading->warning[0] == 0) vsnprintf(reading->warning, sizeof reading->warning, format, arguments);
    return 1;
}

static tmsize_t tiff_read(thandle_t handle, void *out, tmsize_t length) {
    struct tiff_reading *reading = handle;
    if (length < 0) return -1;
    toff_t left = reading->size > reading->offset ? reading->size - reading->offset : 0;
    toff_t count = (toff_t)length < left ? (toff_t)length : left;
    memcpy(out, reading->data + reading->offset, (size_t)count);
    reading->offset += count;
    return (tmsize_t)count;
}

static tmsize_t tiff_write(thandle_t handle, void *in, tmsize_t length) { (void)handle; (void)in; (void)length; return -1; }

static toff_t tiff_seek(thandle_t handle, toff_t offset, int whence) {
    struct tiff_reading *reading = handle;
    toff_t base = whence == SEEK_CUR ? reading->offset : whence == SEEK_END ? reading->size : 0;
    reading->offset = base + offset;
    return reading->offset;
}

static int tiff_close(thandle_t handle) { (void)handle; return 0; }
static toff_t tiff_size(thandle_t handle) { return ((struct tiff_reading *)handle)->size; }
static int tiff_map(thandle_t handle, void **base, toff_t *size) { (void)handle; (void)base; (void)size; return 0; }
static void tiff_unmap(thandle_t handle, void *base, toff_t size) { (void)handle; (void)base; (void)size; }

int cimagereasons_tiff(const uint8_t *data, size_t size, char *message, size_t capacity) {
    struct tiff_reading reading = { data, (toff_t)size, 0, {0}, {0} };
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (!options) return 0;
    TIFFOpenOptionsSetErrorHandlerExtR(options, tiff_on_error, &reading);
    TIFFOpenOptionsSetWarningHandlerExtR(options, tiff_on_warning, &reading);
    TIFFOpenOptionsSetMaxSingleMemAlloc(options, (tmsize_t)512 << 20);
    TIFF *tiff = TIFFClientOpenExt("image", "rm", &reading, tiff_read, tiff_write, tiff_seek, tiff_close,
                                   tiff_size, tiff_map, tiff_unmap, options);
    TIFFOpenOptionsFree(options);
    if (tiff) {
        int directories = 0;
        do {
            tmsize_t bytes = TIFFIsTiled(tiff) ? TIFFTileSize(tiff) : TIFFStripSize(tiff);
            uint32_t pieces = TIFFIsTiled(tiff) ? TIFFNumberOfTiles(tiff) : TIFFNumberOfStrips(tiff);
            void *buffer = bytes > 0 ? malloc((size_t)bytes) : NULL;
            for (uint32_t piece = 0; buffer && piece < pieces && reading.error[0] == 0; piece++) {
                if (TIFFIsTiled(tiff)) TIFFReadEncodedTile(tiff, piece, buffer, bytes);
                else TIFFReadEncodedStrip(tiff, piece, buffer, bytes);
            }
            free(buffer);
            if (bytes <= 0 && reading.error[0] == 0) copy_message(reading.error, sizeof reading.error, "no readable image data");
        } while (reading.error[0] == 0 && ++directories < 64 && TIFFReadDirectory(tiff));
        TIFFClose(tiff);
    } else if (reading.error[0] == 0) {
        copy_message(reading.error, sizeof reading.error, "libtiff cannot open the data");
    }
    if (reading.error[0]) { copy_message(message, capacity, reading.error); return 1; }
    if (reading.warning[0]) { copy_message(message, capacity, reading.warning); return 1; }
    return 0;
}

// ---- Leptonica's own messages ----

static _Thread_local int capturing = 0;
static _Thread_local char captured[512];

static void leptonica_on_message(const char *text) {
    if (capturing && captured[0] == 0) copy_message(captured, sizeof captured, text);
}

void cimagereasons_leptonica_begin(void) {
    static int installed = 0;
    if (!installed) { leptSetStderrHandler(leptonica_on_message); installed = 1; }
    captured[0] = 0;
    capturing = 1;
}

int cimagereasons_leptonica_end(char *message, size_t capacity) {
    capturing = 0;
    if (captured[0] == 0) return 0;
    copy_message(message, capacity, captured);
    return 1;
}
