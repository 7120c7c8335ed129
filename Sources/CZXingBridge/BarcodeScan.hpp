// The zxing-cpp side: what is looked for, how hard, and the texts collected from every image of one file.
#pragma once

#include "zxing_bridge.h"

#include <ZXing/ImageView.h>
#include <ZXing/Result.h>

#include <new>
#include <stdexcept>
#include <string>
#include <vector>

namespace borderlog {

/// The distinct barcodes found in one file, in the order found.
class Findings {
public:
    struct Barcode {
        std::string text;
        zxb_format format;
        int page;
    };

    /// Reads `image` once (zxing's try-harder, rotations and downscaling); returns how many new barcodes it gave.
    int scan(const ZXing::ImageView &image, int page);
    /// Reads a high-resolution rendering once for the symbologies too fine for a coarser one (Aztec codes are
    /// left to the tiles), without rotations.
    int scanFine(const ZXing::ImageView &image, int page);
    /// Reads overlapping tiles of `image` for Aztec codes: zxing 1.4 looks for an Aztec code's bullseye from the
    /// middle of the image, so one away from the middle of a page or a screenshot is found only in a tile around
    /// it. Tiles are squares of half the shorter side (512 to 1024 pixels, an image larger than that subsampled),
    /// a quarter of that apart.
    int scanTiles(const ZXing::ImageView &image, int page);
    /// `scan`, then `scanTiles` when that found nothing.
    int scanWithTiles(const ZXing::ImageView &image, int page);

    const std::vector<Barcode> &barcodes() const { return found; }

private:
    std::vector<Barcode> found;

    int add(const ZXing::Results &results, int page);
};

/// Fills `result` with a status and a message (printf-style).
void fail(zxb_result *result, zxb_status status, const char *format, ...) __attribute__((format(printf, 3, 4)));
/// Copies the findings into `result` (status ZXB_OK, or ZXB_NO_MEMORY).
void deliver(const Findings &findings, zxb_result *result);

/// Runs `body`, turning what zxing or the standard library may throw (an allocation failure, mostly) into a status.
template <typename Body> void guarded(zxb_result *result, Body body) {
    try {
        body();
    } catch (const std::bad_alloc &) {
        fail(result, ZXB_NO_MEMORY, "out of memory");
    } catch (const std::exception &error) {
        fail(result, ZXB_CORRUPT, "%s", error.what());
    }
}

} // namespace borderlog
