// The C entry points for images and pixel buffers (PDFs: PDFRead.cpp), and the result's release.
#include "BarcodeScan.hpp"
#include "GrayImage.hpp"

#include <cstdlib>

using namespace borderlog;

namespace {

template <typename Decode>
void readImage(const uint8_t *bytes, size_t size, const zxb_limits *limits, zxb_result *result, Decode decode) {
    guarded(result, [&] {
        GrayImage image;
        if (!decode(bytes, size, limits, image, result)) return;
        result->width = uint32_t(image.width);
        result->height = uint32_t(image.height);
        Findings findings;
        findings.scanWithTiles(image.view(), 0);
        deliver(findings, result);
    });
}

} // namespace

extern "C" void zxb_read_png(const uint8_t *bytes, size_t size, const zxb_limits *limits, zxb_result *result) {
    readImage(bytes, size, limits, result, decodePNG);
}

extern "C" void zxb_read_jpeg(const uint8_t *bytes, size_t size, const zxb_limits *limits, zxb_result *result) {
    readImage(bytes, size, limits, result, decodeJPEG);
}

extern "C" void zxb_read_pixels(const uint8_t *pixels, int32_t width, int32_t height, int32_t row_bytes,
                                zxb_pixels layout, const zxb_limits *limits, zxb_result *result) {
    if (width <= 0 || height <= 0 || int64_t(row_bytes) < int64_t(width) * layout)
        return fail(result, ZXB_CORRUPT, "a buffer of %d x %d pixels with rows of %d bytes", width, height, row_bytes);
    if (!admits(limits, uint64_t(width), uint64_t(height), result)) return;
    guarded(result, [&] {
        ZXing::ImageFormat format = layout == ZXB_PIXELS_GRAY ? ZXing::ImageFormat::Lum
                                    : layout == ZXB_PIXELS_RGB ? ZXing::ImageFormat::RGB
                                                               : ZXing::ImageFormat::RGBX;
        Findings findings;
        findings.scanWithTiles(ZXing::ImageView(pixels, width, height, format, row_bytes), 0);
        deliver(findings, result);
    });
}

extern "C" void zxb_result_free(zxb_result *result) {
    for (size_t index = 0; index < result->count; index++) free(result->barcodes[index].text);
    free(result->barcodes);
    result->barcodes = nullptr;
    result->count = 0;
}
