// JPEG through libjpeg-turbo, with an error manager that returns instead of exiting, silent warnings, and bounds on
// memory and on the number of progressive scans (a few bytes can declare thousands, each a pass over the image).
#include "GrayImage.hpp"
#include "BarcodeScan.hpp"

#include <cstdio>
#include <jpeglib.h>

#include <csetjmp>

namespace borderlog {

namespace {

struct ErrorManager {
    jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

void onError(j_common_ptr info) {
    auto *errors = reinterpret_cast<ErrorManager *>(info->err);
    (*info->err->format_message)(info, errors->message);
    longjmp(errors->jump, 1);
}

void silent(j_common_ptr) {}

/// More scans than any encoder writes (a progressive JPEG has about ten).
constexpr int maximumScans = 100;

void countScans(j_common_ptr info) {
    auto *decompress = reinterpret_cast<j_decompress_ptr>(info);
    if (decompress->input_scan_number > maximumScans) {
        auto *errors = reinterpret_cast<ErrorManager *>(info->err);
        snprintf(errors->message, sizeof errors->message, "more than %d progressive scans", maximumScans);
        longjmp(errors->jump, 1);
    }
}

/// The decoding, with its row buffer owned by the caller: a longjmp back to the setjmp here must find nothing to
/// destroy.
bool readJPEG(const uint8_t *bytes, size_t size, const zxb_limits *limits, GrayImage &image, zxb_result *result,
              std::vector<uint8_t> &row) {
    jpeg_decompress_struct info;
    ErrorManager errors;
    jpeg_progress_mgr progress{};
    info.err = jpeg_std_error(&errors.base);
    errors.base.error_exit = onError;
    errors.base.output_message = silent;
    if (setjmp(errors.jump)) {
        jpeg_destroy_decompress(&info);
        if (result->status == ZXB_OK) fail(result, ZXB_CORRUPT, "%s", errors.message);
        return false;
    }
    jpeg_create_decompress(&info);
    progress.progress_monitor = countScans;
    info.progress = &progress;
    // Working memory beyond the output (progressive coefficients, for one): libjpeg-turbo fails past this.
    info.mem->max_memory_to_use = 256L << 20;
    jpeg_mem_src(&info, bytes, static_cast<unsigned long>(size));
    jpeg_read_header(&info, TRUE);
    if (!admits(limits, info.image_width, info.image_height, result)) longjmp(errors.jump, 1);
    bool cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_GRAYSCALE;
    jpeg_start_decompress(&info);

    image.width = int(info.output_width);
    image.height = int(info.output_height);
    image.pixels.assign(size_t(image.width) * image.height, 255);
    row.assign(size_t(image.width) * info.output_components, 0);
    while (info.output_scanline < info.output_height) {
        uint8_t *out = image.pixels.data() + size_t(info.output_scanline) * image.width;
        JSAMPROW rows[1] = {cmyk ? row.data() : out};
        if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
        if (!cmyk) continue;
        // Adobe's CMYK JPEGs (the only kind in use) store inverted inks: each component times K is red, green, blue.
        for (int x = 0; x < image.width; x++) {
            const uint8_t *c = row.data() + 4 * x;
            image.pixels[size_t(out - image.pixels.data()) + x] = uint8_t(ZXing::RGBToLum(c[0] * c[3] / 255, c[1] * c[3] / 255, c[2] * c[3] / 255));
        }
    }
    // What follows the pixels does not matter, and a truncated file gave gray rows already.
    jpeg_abort_decompress(&info);
    jpeg_destroy_decompress(&info);
    return true;
}

} // namespace

bool decodeJPEG(const uint8_t *bytes, size_t size, const zxb_limits *limits, GrayImage &image, zxb_result *result) {
    std::vector<uint8_t> row;
    return readJPEG(bytes, size, limits, image, result, row);
}

} // namespace borderlog
