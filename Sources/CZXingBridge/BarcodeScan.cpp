#include "BarcodeScan.hpp"

#include <ZXing/ReadBarcode.h>

#include <algorithm>
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
ZXing::DecodeHints hints() {
    ZXing::DecodeHints hints;
    hints.setFormats(ZXing::BarcodeFormat::PDF417 | ZXing::BarcodeFormat::Aztec | ZXing::BarcodeFormat::QRCode
                     | ZXing::BarcodeFormat::DataMatrix);
    hints.setTryHarder(true);
    hints.setTryRotate(true);
    hints.setTryDownscale(true);
    hints.setMaxNumberOfSymbols(16);
    return hints;
}

/// Images smaller than this on either side are not cut into tiles: any barcode on them is near enough the middle.
constexpr int minimumTiledSide = 600;

} // namespace

int Findings::scan(const ZXing::ImageView &image, int page) {
    static const ZXing::DecodeHints readHints = hints();
    int added = 0;
    for (const auto &result : ZXing::ReadBarcodes(image, readHints)) {
        if (!result.isValid()) continue;
        std::string text = result.text();
        zxb_format format = formatOf(result.format());
        bool known = std::any_of(found.begin(), found.end(), [&](const Barcode &b) { return b.text == text; });
        if (known) continue;
        found.push_back({std::move(text), format, page});
        added += 1;
    }
    return added;
}

int Findings::scanWithTiles(const ZXing::ImageView &image, int page) {
    int added = scan(image, page);
    if (added > 0 || image.width() < minimumTiledSide || image.height() < minimumTiledSide) return added;
    // Tiles of half the width and height, a quarter apart: every region of a quarter of each side lies wholly
    // inside one tile, near enough its middle.
    int width = image.width() / 2, height = image.height() / 2;
    for (int row = 0; row < 3; row++) {
        for (int column = 0; column < 3; column++) {
            int left = column * image.width() / 4, top = row * image.height() / 4;
            added += scan(image.cropped(left, top, width, height), page);
        }
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
