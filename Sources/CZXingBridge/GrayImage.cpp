#include "GrayImage.hpp"
#include "BarcodeScan.hpp"

#include <algorithm>

namespace borderlog {

bool admits(const zxb_limits *limits, uint64_t width, uint64_t height, zxb_result *result) {
    if (width == 0 || height == 0) {
        fail(result, ZXB_CORRUPT, "the image has no pixels (%llu x %llu)", (unsigned long long)width, (unsigned long long)height);
        return false;
    }
    if (width * height <= limits->max_pixels && width <= 0x7FFFFFFF / 4 && height <= 0x7FFFFFFF) return true;
    result->width = uint32_t(std::min<uint64_t>(width, UINT32_MAX));
    result->height = uint32_t(std::min<uint64_t>(height, UINT32_MAX));
    fail(result, ZXB_TOO_LARGE, "%llu x %llu pixels", (unsigned long long)width, (unsigned long long)height);
    return false;
}

} // namespace borderlog
