#include "BarcodeScan.hpp"

#include <ZXing/ReadBarcode.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace borderlog {

namespace {

zxb_format formatOf(ZXing::BarcodeFormat format) {
    switch (format) {
    case ZXing::BarcodeFormat::PDF417: return ZXB_FORMAT_PDF417;
    case ZXing::BarcodeFormat::Aztec: return ZXB_FORMAT_AZTEC;
    case ZXing::BarcodeFormat::QRCode: return ZXB_FORMAT_QR_CODE;
    case ZXing::BarcodeFormat::DataMatrix: return ZXB_FORMAT_DATA_MATRIX;
    default: return ZXB_FORMAT_OTHER;
    }
}

/// The symbologies of IATA Resolution 792, read as hard as zxing can: boarding passes are photographed, scaled
/// and printed at whatever resolution the airline chose.
ZXing::DecodeHints hints(ZXing::BarcodeFormats formats, bool rotations) {
    ZXing::DecodeHints hints;
    hints.setFormats(formats);
    hints.setTryHarder(true);
    hints.setTryRotate(rotations);
    hints.setTryDownscale(rotations);
    hints.setMaxNumberOfSymbols(16);
    return hints;
}

const ZXing::BarcodeFormats boardingPassFormats = ZXing::BarcodeFormat::PDF417 | ZXing::BarcodeFormat::Aztec
    | ZXing::BarcodeFormat::QRCode | ZXing::BarcodeFormat::DataMatrix;

/// Tiles are squares of half the (subsampled) image's shorter side, within these many pixels.
constexpr int minimumTileSide = 512, maximumTileSide = 1024;
/// Images over this many pixels are subsampled before they are read whole.
constexpr double maximumScanPixels = 12e6;

} // namespace

int Findings::scan(const ZXing::ImageView &image, int page) {
    static const ZXing::DecodeHints every = hints(boardingPassFormats, true);
    // zxing takes seconds over tens of megapixels; a barcode on a photo or scan that large keeps enough pixels a
    // module when every second or third is read.
    double pixels = double(image.width()) * image.height();
    int factor = int(std::ceil(std::sqrt(pixels / maximumScanPixels)));
    return add(ZXing::ReadBarcodes(factor > 1 ? image.subsampled(factor) : image, every), page);
}

int Findings::scanFine(const ZXing::ImageView &image, int page) {
    // Aztec codes are read in tiles; rotations and downscaling only undo the resolution this pass is for.
    static const ZXing::DecodeHints fine = hints(
        ZXing::BarcodeFormat::PDF417 | ZXing::BarcodeFormat::QRCode | ZXing::BarcodeFormat::DataMatrix, false);
    return add(ZXing::ReadBarcodes(image, fine), page);
}

int Findings::scanWithTiles(const ZXing::ImageView &image, int page) {
    int added = scan(image, page);
    return added > 0 ? added : scanTiles(image, page);
}

int Findings::scanTiles(const ZXing::ImageView &original, int page) {
    // A large image is subsampled first (a view, no copy), so that no tile is much over a megapixel: a code big
    // enough to matter on it keeps enough pixels per module.
    int factor = std::max(1, (std::min(original.width(), original.height()) + 2 * maximumTileSide - 1) / (2 * maximumTileSide));
    ZXing::ImageView image = factor > 1 ? original.subsampled(factor) : original;
    int side = std::max(minimumTileSide, std::min(image.width(), image.height()) / 2);
    if (image.width() <= side && image.height() <= side) return 0;
    // Squares around points a quarter of their side apart (cut at the image's edges): a code wholly inside the
    // square around the point nearest its middle is found when that point falls inside it, that is, when it is
    // larger than an eighth of the side, and smaller than about three quarters.
    // Aztec codes read at any angle, and a tile is small enough: no rotations, no downscaling.
    static const ZXing::DecodeHints aztecHints = hints(ZXing::BarcodeFormat::Aztec, false);
    int step = side / 4, added = 0;
    for (int y = step / 2; y < image.height(); y += step) {
        for (int x = step / 2; x < image.width(); x += step) {
            int left = std::max(0, x - side / 2), top = std::max(0, y - side / 2);
            int width = std::min(image.width(), x + side / 2) - left, height = std::min(image.height(), y + side / 2) - top;
            added += add(ZXing::ReadBarcodes(image.cropped(left, top, width, height), aztecHints), page);
        }
    }
    return added;
}

int Findings::add(const ZXing::Results &results, int page) {
    int added = 0;
    for (const auto &result : results) {
        if (!result.isValid()) continue;
        std::string text = result.text();
        if (std::any_of(found.begin(), found.end(), [&](const Barcode &known) { return known.text == text; })) continue;
        found.push_back({std::move(text), formatOf(result.format()), page});
        added += 1;
    }
    return added;
}

void fail(zxb_result *result, zxb_status status, const char *format, ...) {
    result->status = status;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(result->message, sizeof result->message, format, arguments);
    va_end(arguments);
}

void deliver(const Findings &findings, zxb_result *result) {
    const auto &barcodes = findings.barcodes();
    result->status = ZXB_OK;
    if (barcodes.empty()) return;
    result->barcodes = static_cast<zxb_barcode *>(calloc(barcodes.size(), sizeof(zxb_barcode)));
    if (!result->barcodes) return fail(result, ZXB_NO_MEMORY, "out of memory");
    for (const auto &barcode : barcodes) {
        char *text = static_cast<char *>(malloc(barcode.text.size() + 1));
        if (!text) return fail(result, ZXB_NO_MEMORY, "out of memory");
        memcpy(text, barcode.text.data(), barcode.text.size());
        text[barcode.text.size()] = 0;
        result->barcodes[result->count++] = {text, barcode.text.size(), barcode.format, barcode.page};
    }
}

} // namespace borderlog
