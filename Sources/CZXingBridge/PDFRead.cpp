// PDF pages through poppler-glib, rendered into cairo image surfaces (poppler-glib's only way to draw; cairo is
// used here for nothing else and never seen outside this file).
//
// Each page is read in up to four ways, because zxing 1.4 misses codes real passes have: the page at 150 dpi
// (every barcode of a normal size); each image the page places, rendered alone at 300 dpi or more (an Aztec code
// on a whole page is not found, and a small or coarse PDF417 reads better enlarged); only when neither found
// anything, the 150 dpi page in tiles (an Aztec code drawn as vectors, away from the middle), then the page at
// 300 dpi (a small barcode drawn as vectors). The images are rendered through the page rather than taken from
// poppler_page_get_image, which allocates the size an image declares, however large, where rendering costs only
// the pixels asked for.
#include "BarcodeScan.hpp"
#include "PopplerDocument.hpp"

#include <poppler.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace borderlog {

namespace {

constexpr double pointsPerInch = 72;
constexpr double pageDPI = 150, detailDPI = 300;
/// Placed images narrower and lower than this (points) are logos and icons, not barcodes.
constexpr double minimumImageSide = 36;
/// The longest side a placed image is rendered at, at least and at most (within 300 to 600 dpi).
constexpr double minimumImagePixels = 800, maximumImagePixels = 2400;
/// cairo's largest image surface.
constexpr int maximumSurfaceSide = 32767;

struct SurfaceRelease {
    void operator()(cairo_surface_t *surface) const { cairo_surface_destroy(surface); }
};
using Surface = std::unique_ptr<cairo_surface_t, SurfaceRelease>;

struct Area {
    double x, y, width, height;
};

/// `area` of `page` (points, from the top left) at `scale` pixels per point, on white; nullptr when that is more
/// pixels than allowed or the surface cannot be made.
Surface render(PopplerPage *page, Area area, double scale, const zxb_limits *limits) {
    double width = std::ceil(area.width * scale), height = std::ceil(area.height * scale);
    if (!(width >= 1 && height >= 1) || width > maximumSurfaceSide || height > maximumSurfaceSide
        || width * height > double(limits->max_pixels))
        return nullptr;
    Surface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, int(width), int(height)));
    if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS) return nullptr;
    cairo_t *cairo = cairo_create(surface.get());
    cairo_set_source_rgb(cairo, 1, 1, 1);
    cairo_paint(cairo);
    cairo_scale(cairo, scale, scale);
    cairo_translate(cairo, -area.x, -area.y);
    poppler_page_render_for_printing(page, cairo);
    cairo_destroy(cairo);
    cairo_surface_flush(surface.get());
    return surface;
}

/// The pixels of an RGB24 surface as zxing sees them (cairo keeps a pixel as a native-endian 32-bit word).
ZXing::ImageView view(cairo_surface_t *surface) {
    return {cairo_image_surface_get_data(surface), cairo_image_surface_get_width(surface),
            cairo_image_surface_get_height(surface),
            __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ ? ZXing::ImageFormat::BGRX : ZXing::ImageFormat::XRGB,
            cairo_image_surface_get_stride(surface)};
}

/// The scale (pixels per point) for `dpi`, lowered so that `area` fits in the pixel limit.
double scaleFor(Area area, double dpi, const zxb_limits *limits) {
    double scale = dpi / pointsPerInch;
    double pixels = area.width * area.height * scale * scale;
    if (pixels > double(limits->max_pixels)) scale *= std::sqrt(double(limits->max_pixels) / pixels) * 0.999;
    return scale;
}

/// The areas where the page places images (points, from the top left), clipped to the page, small ones left out.
std::vector<Area> imageAreas(PopplerPage *page, Area bounds, const zxb_limits *limits) {
    std::vector<Area> areas;
    GList *mapping = poppler_page_get_image_mapping(page);
    for (GList *item = mapping; item && int(areas.size()) < limits->max_images_per_page; item = item->next) {
        const PopplerRectangle &r = static_cast<PopplerImageMapping *>(item->data)->area;
        double left = std::max(bounds.x, std::min(r.x1, r.x2)), right = std::min(bounds.width, std::max(r.x1, r.x2));
        double top = std::max(bounds.y, std::min(r.y1, r.y2)), bottom = std::min(bounds.height, std::max(r.y1, r.y2));
        if (!(right - left >= minimumImageSide || bottom - top >= minimumImageSide) || right <= left || bottom <= top) continue;
        // A margin for the quiet zone an image may crop too closely.
        double margin = 0.05 * std::max(right - left, bottom - top);
        areas.push_back({std::max(bounds.x, left - margin), std::max(bounds.y, top - margin),
                         std::min(bounds.width, right + margin) - std::max(bounds.x, left - margin),
                         std::min(bounds.height, bottom + margin) - std::max(bounds.y, top - margin)});
    }
    poppler_page_free_image_mapping(mapping);
    return areas;
}

/// Reads one page in the ways above, each rendering lowered in resolution as the pixel limit asks.
void readPage(PopplerPage *page, int number, const zxb_limits *limits, Findings &findings) {
    Area bounds{0, 0, 0, 0};
    poppler_page_get_size(page, &bounds.width, &bounds.height);
    if (!(bounds.width > 0 && bounds.height > 0)) return;
    int added = 0;
    Surface whole = render(page, bounds, scaleFor(bounds, pageDPI, limits), limits);
    if (whole) added += findings.scan(view(whole.get()), number);
    for (Area area : imageAreas(page, bounds, limits)) {
        double longer = std::max(area.width, area.height);
        // Small images enlarged up to 600 dpi: a PDF417 of one pixel per module reads only then.
        double scale = std::min(2 * detailDPI / pointsPerInch, std::max(detailDPI / pointsPerInch, minimumImagePixels / longer));
        scale = std::min(scale, maximumImagePixels / longer);
        if (Surface image = render(page, area, scaleFor(area, scale * pointsPerInch, limits), limits))
            added += findings.scan(view(image.get()), number);
    }
    if (added > 0) return;
    if (whole && findings.scanTiles(view(whole.get()), number) > 0) return;
    whole.reset();
    if (Surface detail = render(page, bounds, scaleFor(bounds, detailDPI, limits), limits))
        findings.scanFine(view(detail.get()), number);
}

} // namespace

} // namespace borderlog

using namespace borderlog;

extern "C" void zxb_read_pdf(const uint8_t *bytes, size_t size, const zxb_limits *limits, zxb_result *result) {
    zxb_status status = ZXB_OK;
    std::string message;
    Object<PopplerDocument> document = openDocument(bytes, size, status, message);
    if (!document) {
        fail(result, status, "%s", message.c_str());
        return;
    }
    result->pages = poppler_document_get_n_pages(document.get());
    guarded(result, [&] {
        Findings findings;
        for (int index = 0; index < std::min(result->pages, limits->max_pages); index++) {
            if (Object<PopplerPage> page{poppler_document_get_page(document.get(), index)})
                readPage(page.get(), index + 1, limits, findings);
        }
        deliver(findings, result);
    });
}
