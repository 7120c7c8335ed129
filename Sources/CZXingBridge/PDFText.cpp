// A PDF's text through poppler-glib, laid out as the page shows it.
//
// poppler_page_get_text gives text in poppler's reading order, which may read a table column by column; here each
// character's box (poppler_page_get_text_layout) puts it back on its line of the page instead, in order from the
// left, so that a table's row is one line of text. A gap wider than a character's height between two characters is a
// tab (a new cell), a narrower one a space.
#include "PopplerDocument.hpp"

#include <poppler.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

using borderlog::Object;

namespace {

void failText(zxb_text *result, zxb_status status, const char *format, ...) __attribute__((format(printf, 3, 4)));
void failText(zxb_text *result, zxb_status status, const char *format, ...) {
    result->status = status;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(result->message, sizeof result->message, format, arguments);
    va_end(arguments);
}

struct Glyph {
    double left, right, middle, height;
    std::string text;
};

/// One page's text, a line of text a line of the page.
std::string pageText(PopplerPage *page) {
    std::string result;
    char *text = poppler_page_get_text(page);
    PopplerRectangle *boxes = nullptr;
    guint count = 0;
    if (!text || !poppler_page_get_text_layout(page, &boxes, &count)) {
        g_free(text);
        return result;
    }
    std::vector<Glyph> glyphs;
    const char *cursor = text;
    for (guint index = 0; index < count && *cursor; index++) {
        const char *next = g_utf8_find_next_char(cursor, nullptr);
        if (!next) next = cursor + strlen(cursor);
        gunichar character = g_utf8_get_char_validated(cursor, next - cursor);
        const PopplerRectangle &box = boxes[index];
        double height = std::fabs(box.y2 - box.y1);
        if (character != gunichar(-1) && character != gunichar(-2) && !g_unichar_isspace(character) && height > 0
            && std::isfinite(box.x1) && std::isfinite(box.y1) && std::isfinite(box.x2) && std::isfinite(box.y2))
            glyphs.push_back({std::min(box.x1, box.x2), std::max(box.x1, box.x2), (box.y1 + box.y2) / 2, height,
                              std::string(cursor, next)});
        cursor = next;
    }
    g_free(boxes);
    g_free(text);

    // Lines from the top: a glyph whose middle is within a third of a line's height of the line's joins it.
    std::stable_sort(glyphs.begin(), glyphs.end(), [](const Glyph &a, const Glyph &b) { return a.middle < b.middle; });
    std::vector<std::vector<Glyph>> lines;
    double lineMiddle = 0, lineHeight = 0;
    for (Glyph &glyph : glyphs) {
        if (lines.empty() || std::fabs(glyph.middle - lineMiddle) > std::max(lineHeight, glyph.height) / 3) {
            lines.emplace_back();
            lineMiddle = glyph.middle;
            lineHeight = glyph.height;
        }
        lines.back().push_back(std::move(glyph));
    }
    for (auto &line : lines) {
        std::stable_sort(line.begin(), line.end(), [](const Glyph &a, const Glyph &b) { return a.left < b.left; });
        for (size_t index = 0; index < line.size(); index++) {
            if (index > 0) {
                double gap = line[index].left - line[index - 1].right, height = line[index].height;
                if (gap > height) result += '\t';
                else if (gap > height * 0.12) result += ' ';
            }
            result += line[index].text;
        }
        result += '\n';
    }
    return result;
}

} // namespace

extern "C" void zxb_read_pdf_text(const uint8_t *bytes, size_t size, int32_t max_pages, size_t max_length, zxb_text *result) {
    zxb_status status = ZXB_OK;
    std::string message;
    Object<PopplerDocument> document = borderlog::openDocument(bytes, size, status, message);
    if (!document) {
        failText(result, status, "%s", message.c_str());
        return;
    }
    result->pages = poppler_document_get_n_pages(document.get());
    try {
        std::string text;
        for (int index = 0; index < std::min(result->pages, max_pages) && text.size() <= max_length; index++) {
            if (Object<PopplerPage> page{poppler_document_get_page(document.get(), index)}) text += pageText(page.get());
        }
        if (text.size() > max_length) text.resize(max_length);
        result->text = static_cast<char *>(malloc(text.size() + 1));
        if (!result->text) return failText(result, ZXB_NO_MEMORY, "out of memory");
        memcpy(result->text, text.data(), text.size());
        result->text[text.size()] = 0;
        result->length = text.size();
        result->status = ZXB_OK;
    } catch (const std::bad_alloc &) {
        failText(result, ZXB_NO_MEMORY, "out of memory");
    }
}

extern "C" void zxb_text_free(zxb_text *result) {
    free(result->text);
    result->text = nullptr;
    result->length = 0;
}
