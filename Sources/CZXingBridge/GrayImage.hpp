// An 8-bit grayscale image decoded from a PNG or JPEG file.
#pragma once

#include "zxing_bridge.h"

#include <ZXing/ImageView.h>

#include <cstdint>
#include <vector>

namespace borderlog {

struct GrayImage {
    std::vector<uint8_t> pixels;
    int width = 0, height = 0;

    ZXing::ImageView view() const { return {pixels.data(), width, height, ZXing::ImageFormat::Lum}; }
};

/// Whether an image of `width` × `height` may be decoded; fills `result` with ZXB_TOO_LARGE when not.
bool admits(const zxb_limits *limits, uint64_t width, uint64_t height, zxb_result *result);

/// Decodes a PNG into gray, transparent pixels over white; false after filling `result` with why not.
bool decodePNG(const uint8_t *bytes, size_t size, const zxb_limits *limits, GrayImage &image, zxb_result *result);
/// Decodes a JPEG into gray; false after filling `result` with why not.
bool decodeJPEG(const uint8_t *bytes, size_t size, const zxb_limits *limits, GrayImage &image, zxb_result *result);

} // namespace borderlog
