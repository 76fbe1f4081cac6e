// The text layer of a PDF page through poppler-cpp, for Swift (see CPopplerText.h).
#include "CPopplerText.h"

#include <poppler-document.h>
#include <poppler-global.h>
#include <poppler-page.h>

#include <climits>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

struct ocg_pdf_text_document {
    std::vector<char> bytes;   // poppler-cpp reads raw data in place: kept as long as the document
    std::unique_ptr<poppler::document> document;
};

namespace {
// Poppler's complaints about a damaged file go nowhere: the caller says what failed.
void quiet(const std::string &, void *) {}

char *copy(const std::vector<char> &bytes) {
    char *out = static_cast<char *>(std::malloc(bytes.size() + 1));
    if (!out) return nullptr;
    if (!bytes.empty()) std::memcpy(out, bytes.data(), bytes.size());
    out[bytes.size()] = 0;
    return out;
}

std::unique_ptr<poppler::page> page_at(const ocg_pdf_text_document *document, int index) {
    if (!document || index < 0 || index >= document->document->pages()) return nullptr;
    return std::unique_ptr<poppler::page>(document->document->create_page(index));
}
}

extern "C" ocg_pdf_text_document *ocg_pdf_text_open(const unsigned char *bytes, size_t length) {
    if (!bytes || length == 0 || length > static_cast<size_t>(INT_MAX)) return nullptr;
    try {
        static std::once_flag silenced;
        std::call_once(silenced, [] { poppler::set_debug_error_function(quiet, nullptr); });
        auto opened = std::make_unique<ocg_pdf_text_document>();
        opened->bytes.assign(reinterpret_cast<const char *>(bytes), reinterpret_cast<const char *>(bytes) + length);
        opened->document.reset(poppler::document::load_from_raw_data(opened->bytes.data(), static_cast<int>(length)));
        if (!opened->document || opened->document->is_locked()) return nullptr;
        return opened.release();
    } catch (...) {
        return nullptr;
    }
}

extern "C" void ocg_pdf_text_close(ocg_pdf_text_document *document) { delete document; }

extern "C" int ocg_pdf_text_page_count(const ocg_pdf_text_document *document) {
    return document ? document->document->pages() : 0;
}

extern "C" char *ocg_pdf_text_raw(const ocg_pdf_text_document *document, int index, size_t *length) {
    try {
        auto page = page_at(document, index);
        if (!page) return nullptr;
        poppler::byte_array text = page->text(poppler::rectf(), poppler::page::raw_order_layout).to_utf8();
        char *out = copy(text);
        if (out && length) *length = text.size();
        return out;
    } catch (...) {
        return nullptr;
    }
}

extern "C" int ocg_pdf_text_words(const ocg_pdf_text_document *document, int index,
                                  ocg_pdf_text_word **words, size_t *count, char **texts, size_t *texts_length) {
    if (!words || !count || !texts || !texts_length) return 0;
    try {
        auto page = page_at(document, index);
        if (!page) return 0;
        std::vector<poppler::text_box> boxes = page->text_list();
        std::vector<char> buffer;
        ocg_pdf_text_word *out = static_cast<ocg_pdf_text_word *>(std::malloc(sizeof(ocg_pdf_text_word) * (boxes.size() + 1)));
        if (!out) return 0;
        for (size_t i = 0; i < boxes.size(); ++i) {
            poppler::byte_array text = boxes[i].text().to_utf8();
            poppler::rectf box = boxes[i].bbox();
            out[i] = ocg_pdf_text_word{box.x(), box.y(), box.width(), box.height(), buffer.size(), text.size()};
            buffer.insert(buffer.end(), text.begin(), text.end());
        }
        char *joined = copy(buffer);
        if (!joined) {
            std::free(out);
            return 0;
        }
        *words = out;
        *count = boxes.size();
        *texts = joined;
        *texts_length = buffer.size();
        return 1;
    } catch (...) {
        return 0;
    }
}

extern "C" void ocg_pdf_text_free(void *pointer) { std::free(pointer); }
