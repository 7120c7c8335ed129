#include "barcode_writer.h"

#include <ZXing/BitMatrix.h>
#include <ZXing/MultiFormatWriter.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <jpeglib.h>
#include <png.h>

extern "C" uint8_t *bcw_encode(const char *text, bcw_format format, int margin, int *width, int *height) {
    ZXing::BarcodeFormat zxingFormat = format == BCW_PDF417 ? ZXing::BarcodeFormat::PDF417
                                       : format == BCW_AZTEC ? ZXing::BarcodeFormat::Aztec
                                                             : ZXing::BarcodeFormat::QRCode;
    try {
        // Width and height 0: the smallest matrix, one pixel per module.
        ZXing::BitMatrix matrix = ZXing::MultiFormatWriter(zxingFormat).setMargin(0).encode(std::string(text), 0, 0);
        int w = matrix.width() + 2 * margin, h = matrix.height() + 2 * margin;
        auto *pixels = static_cast<uint8_t *>(malloc(size_t(w) * h));
        if (!pixels) return nullptr;
        memset(pixels, 255, size_t(w) * h);
        for (int y = 0; y < matrix.height(); y++)
            for (int x = 0; x < matrix.width(); x++)
                if (matrix.get(x, y)) pixels[size_t(y + margin) * w + x + margin] = 0;
        *width = w;
        *height = h;
        return pixels;
    } catch (const std::exception &) {
        return nullptr;
    }
}

extern "C" uint8_t *bcw_png(const uint8_t *gray, int width, int height, size_t *size) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = uint32_t(width);
    image.height = uint32_t(height);
    image.format = PNG_FORMAT_GRAY;
    png_alloc_size_t length = 0;
    if (!png_image_write_to_memory(&image, nullptr, &length, 0, gray, 0, nullptr)) return nullptr;
    auto *out = static_cast<uint8_t *>(malloc(length));
    if (!out || !png_image_write_to_memory(&image, out, &length, 0, gray, 0, nullptr)) {
        free(out);
        return nullptr;
    }
    *size = length;
    return out;
}

extern "C" uint8_t *bcw_jpeg(const uint8_t *gray, int width, int height, int quality, size_t *size) {
    jpeg_compress_struct info;
    jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    unsigned char *out = nullptr;
    unsigned long length = 0;
    jpeg_mem_dest(&info, &out, &length);
    info.image_width = JDIMENSION(width);
    info.image_height = JDIMENSION(height);
    info.input_components = 1;
    info.in_color_space = JCS_GRAYSCALE;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = const_cast<uint8_t *>(gray + size_t(info.next_scanline) * width);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *size = length;
    return out;
}

extern "C" void bcw_free(void *buffer) { free(buffer); }
