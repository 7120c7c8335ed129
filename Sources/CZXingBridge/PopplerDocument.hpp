// A PDF opened through poppler-glib from bytes in memory: the one place both readers (barcodes, text) open one.
#pragma once

#include "zxing_bridge.h"

#include <poppler.h>

#include <memory>
#include <string>

namespace borderlog {

struct ObjectRelease {
    void operator()(void *object) const { g_object_unref(object); }
};

/// A GObject owned here: unreferenced when it goes.
template <typename T> using Object = std::unique_ptr<T, ObjectRelease>;

/// The document in `bytes`, or nil with why in `status` (`ZXB_ENCRYPTED` for a password, else `ZXB_CORRUPT`) and
/// poppler's words in `message`.
inline Object<PopplerDocument> openDocument(const uint8_t *bytes, size_t size, zxb_status &status, std::string &message) {
    GBytes *data = g_bytes_new_static(bytes, size);
    GError *error = nullptr;
    Object<PopplerDocument> document(poppler_document_new_from_bytes(data, nullptr, &error));
    g_bytes_unref(data);
    if (!document) {
        status = error && error->domain == POPPLER_ERROR && error->code == POPPLER_ERROR_ENCRYPTED ? ZXB_ENCRYPTED : ZXB_CORRUPT;
        message = error ? error->message : "poppler cannot open it";
        if (error) g_error_free(error);
    }
    return document;
}

} // namespace borderlog
