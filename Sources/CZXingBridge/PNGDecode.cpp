// PNG through libpng's progressive-free reader, with its errors turned into a status instead of an abort.
#include "GrayImage.hpp"
#include "BarcodeScan.hpp"

#include <png.h>

#include <csetjmp>
#include <cstring>

namespace borderlog {

namespace {

struct Input {
    const uint8_t *bytes;
    size_t size, offset;
    char error[200];
};

void readBytes(png_structp png, png_bytep into, png_size_t count) {
    auto *input = static_cast<Input *>(png_get_io_ptr(png));
    if (count > input->size - input->offset) png_error(png, "the file ends early (truncated)");
    memcpy(into, input->bytes + input->offset, count);
    input->offset += count;
}

void onError(png_structp png, png_const_charp message) {
    auto *input = static_cast<Input *>(png_get_error_ptr(png));
    snprintf(input->error, sizeof input->error, "%s", message);
    png_longjmp(png, 1);
}

void onWarning(png_structp, png_const_charp) {}

/// Luma of an RGBA pixel composed over white: a barcode drawn on a transparent background stays readable.
inline uint8_t grayOverWhite(const uint8_t *rgba) {
    unsigned luma = ZXing::RGBToLum(rgba[0], rgba[1], rgba[2]);
    unsigned alpha = rgba[3];
    return static_cast<uint8_t>((luma * alpha + 255 * (255 - alpha) + 127) / 255);
}

/// The decoding, with its buffers (one row, or the rows of the whole image for an interlaced file, which libpng
/// fills over several passes) owned by the caller: a longjmp back to the setjmp here must find nothing to destroy.
bool readPNG(const uint8_t *bytes, size_t size, const zxb_limits *limits, GrayImage &image, zxb_result *result,
             std::vector<uint8_t> &row, std::vector<uint8_t> &rows) {
    Input input{bytes, size, 0, "not a PNG"};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &input, onError, onWarning);
    if (!png) {
        fail(result, ZXB_NO_MEMORY, "out of memory");
        return false;
    }
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, info ? &info : nullptr, nullptr);
        if (result->status == ZXB_OK) fail(result, ZXB_CORRUPT, "%s", input.error);
        return false;
    }
    png_set_read_fn(png, &input, readBytes);
    // Text and other ancillary chunks are not needed; a file of many of them is refused instead of buffered.
    png_set_chunk_malloc_max(png, 8u << 20);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, nullptr, 0);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    if (!admits(limits, width, height, result)) png_longjmp(png, 1);

    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != size_t(width) * 4) png_error(png, "unexpected row layout");

    image.width = int(width);
    image.height = int(height);
    image.pixels.assign(size_t(width) * height, 255);
    row.assign(size_t(width) * 4, 0);
    if (passes > 1) {
        rows.assign(size_t(width) * 4 * height, 0);
        for (int pass = 0; pass < passes; pass++)
            for (png_uint_32 y = 0; y < height; y++) png_read_row(png, rows.data() + size_t(y) * width * 4, nullptr);
    }
    for (png_uint_32 y = 0; y < height; y++) {
        const uint8_t *rgba = rows.empty() ? row.data() : rows.data() + size_t(y) * width * 4;
        if (rows.empty()) png_read_row(png, row.data(), nullptr);
        uint8_t *out = image.pixels.data() + size_t(y) * width;
        for (png_uint_32 x = 0; x < width; x++) out[x] = grayOverWhite(rgba + 4 * x);
    }
    // What follows the pixels (text chunks, the end) does not matter.
    png_destroy_read_struct(&png, &info, nullptr);
    return true;
}

} // namespace

bool decodePNG(const uint8_t *bytes, size_t size, const zxb_limits *limits, GrayImage &image, zxb_result *result) {
    std::vector<uint8_t> row, rows;
    return readPNG(bytes, size, limits, image, result, row, rows);
}

} // namespace borderlog
