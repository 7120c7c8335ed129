// The one thing written rather than read: a QR code (zxing-cpp's writer) and its PNG (libpng's simplified API), for
// the configuration links `borderlog devices add` prints (an OwnTracks setup link, say).
#include "zxing_bridge.h"

#include <ZXing/BitMatrix.h>
#include <ZXing/MultiFormatWriter.h>

#include <cstdlib>
#include <cstring>
#include <png.h>
#include <string>

extern "C" uint8_t *zxb_qr_encode(const char *text, int32_t *size) {
    try {
        // Width and height 0: the smallest matrix, one module a cell, no quiet zone (the caller adds its own).
        ZXing::BitMatrix matrix = ZXing::MultiFormatWriter(ZXing::BarcodeFormat::QRCode).setMargin(0).encode(std::string(text), 0, 0);
        if (matrix.width() != matrix.height() || matrix.width() <= 0) return nullptr;
        int n = matrix.width();
        auto *modules = static_cast<uint8_t *>(malloc(size_t(n) * n));
        if (!modules) return nullptr;
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) modules[size_t(y) * n + x] = matrix.get(x, y) ? 1 : 0;
        *size = n;
        return modules;
    } catch (...) {
        return nullptr;
    }
}

extern "C" uint8_t *zxb_png_gray(const uint8_t *gray, int32_t width, int32_t height, size_t *length) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = uint32_t(width);
    image.height = uint32_t(height);
    image.format = PNG_FORMAT_GRAY;
    png_alloc_size_t size = 0;
    if (!png_image_write_to_memory(&image, nullptr, &size, 0, gray, 0, nullptr)) return nullptr;
    auto *out = static_cast<uint8_t *>(malloc(size));
    if (!out || !png_image_write_to_memory(&image, out, &size, 0, gray, 0, nullptr)) {
        free(out);
        return nullptr;
    }
    *length = size;
    return out;
}

extern "C" void zxb_free(void *buffer) { free(buffer); }
