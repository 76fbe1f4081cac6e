#ifndef CPOPPLERTEXT_H
#define CPOPPLERTEXT_H
// A PDF's text layer in the order its content stream draws it (as `pdftotext -raw`),
// through poppler-cpp, behind plain C functions. Every pointer returned is owned by the
// caller and released with the matching function; no function throws or aborts on a
// damaged PDF: it returns NULL or 0 instead.
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An opened PDF (its bytes copied inside).
typedef struct ocg_pdf_text_document ocg_pdf_text_document;

/// One word of a page as Poppler groups the characters: its box in points from the
/// shown page's top-left corner, and its UTF-8 text at `text_offset` in the word list's
/// text buffer.
typedef struct {
    double x, y, width, height;
    size_t text_offset, text_length;
} ocg_pdf_text_word;

/// Opens `length` bytes as a PDF; NULL when Poppler cannot read them, or they are locked.
ocg_pdf_text_document *ocg_pdf_text_open(const unsigned char *bytes, size_t length);
/// Releases a document.
void ocg_pdf_text_close(ocg_pdf_text_document *document);
/// The number of pages.
int ocg_pdf_text_page_count(const ocg_pdf_text_document *document);
/// Page `index`'s text (0-based) in content-stream order (poppler-cpp's raw_order_layout),
/// as UTF-8 of `*length` bytes, NUL-terminated; release it with ocg_pdf_text_free. NULL
/// when there is no such page.
char *ocg_pdf_text_raw(const ocg_pdf_text_document *document, int index, size_t *length);
/// Page `index`'s words: `*count` words in `*words` and their texts in `*texts`; release
/// both with ocg_pdf_text_free. Returns 0 when there is no such page.
int ocg_pdf_text_words(const ocg_pdf_text_document *document, int index,
                       ocg_pdf_text_word **words, size_t *count, char **texts, size_t *texts_length);
/// Releases what the functions above return.
void ocg_pdf_text_free(void *pointer);

#ifdef __cplusplus
}
#endif
#endif
