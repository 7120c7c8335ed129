/*
 * A plain C interface over zxing-cpp, poppler, libpng and libjpeg: the bytes of a PDF, PNG or JPEG file (or a
 * pixel buffer) in, the texts of the barcodes found in it out; and a PDF's own text. No C++ type crosses this header.
 *
 * Every function fills a zxb_result the caller passes and later hands to zxb_result_free, whatever the status.
 */
#ifndef BORDERLOG_ZXING_BRIDGE_H
#define BORDERLOG_ZXING_BRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The symbologies IATA Resolution 792 allows on a boarding pass; any other one found is ZXB_FORMAT_OTHER. */
typedef enum zxb_format {
    ZXB_FORMAT_OTHER = 0,
    ZXB_FORMAT_PDF417 = 1,
    ZXB_FORMAT_AZTEC = 2,
    ZXB_FORMAT_QR_CODE = 3,
    ZXB_FORMAT_DATA_MATRIX = 4,
} zxb_format;

typedef enum zxb_status {
    ZXB_OK = 0,
    /* The file is damaged or not what it claims to be; `message` says what the decoder reported. */
    ZXB_CORRUPT = 1,
    /* A PDF that opens only with a password. */
    ZXB_ENCRYPTED = 2,
    /* An image larger than `max_pixels`; its size is in `width` and `height`. (PDF pages are rendered at a lower
       resolution instead.) */
    ZXB_TOO_LARGE = 3,
    ZXB_NO_MEMORY = 4,
} zxb_status;

/* How the bytes of a pixel buffer are laid out. */
typedef enum zxb_pixels {
    ZXB_PIXELS_GRAY = 1,
    ZXB_PIXELS_RGB = 3,
    ZXB_PIXELS_RGBA = 4,
} zxb_pixels;

/* Bounds against hostile files. */
typedef struct zxb_limits {
    /* The largest image decoded, or page rendered, in pixels. */
    uint64_t max_pixels;
    /* Only the first `max_pages` pages of a PDF are read. */
    int32_t max_pages;
    /* Only the first `max_images_per_page` images placed on a page are looked at one by one. */
    int32_t max_images_per_page;
} zxb_limits;

typedef struct zxb_barcode {
    /* The decoded text, UTF-8, NUL-terminated (and `length` bytes long without the NUL). */
    char *text;
    size_t length;
    zxb_format format;
    /* The 1-based PDF page it was found on; 0 in an image. */
    int32_t page;
} zxb_barcode;

typedef struct zxb_result {
    zxb_status status;
    /* Why, when status is not ZXB_OK. */
    char message[256];
    /* The image's size in pixels (for ZXB_TOO_LARGE). */
    uint32_t width, height;
    /* The number of pages of a PDF, all of them, read or not. */
    int32_t pages;
    /* Distinct barcodes, in the order found. */
    zxb_barcode *barcodes;
    size_t count;
} zxb_result;

void zxb_read_pdf(const uint8_t *bytes, size_t size, const zxb_limits *limits, zxb_result *result);
void zxb_read_png(const uint8_t *bytes, size_t size, const zxb_limits *limits, zxb_result *result);
void zxb_read_jpeg(const uint8_t *bytes, size_t size, const zxb_limits *limits, zxb_result *result);
/* `row_bytes` is the distance between rows (at least width times the bytes of a pixel). */
void zxb_read_pixels(const uint8_t *pixels, int32_t width, int32_t height, int32_t row_bytes, zxb_pixels layout,
                     const zxb_limits *limits, zxb_result *result);

void zxb_result_free(zxb_result *result);

/* The text of a PDF's pages, for documents read for their words (a travel history) rather than their barcodes. */
typedef struct zxb_text {
    zxb_status status;
    /* Why, when status is not ZXB_OK. */
    char message[256];
    /* The number of pages, all of them, read or not. */
    int32_t pages;
    /* UTF-8, NUL-terminated (and `length` bytes long without the NUL): the first `max_pages` pages, one line of text
       a line of the page as it is laid out (cells of a table row on one line, a wide gap between them a tab), pages
       one after another. */
    char *text;
    size_t length;
} zxb_text;

/* A QR code of `text` (UTF-8): its modules, one byte each (1 dark, 0 light), row by row, `*size` a side, with no
   quiet zone; NULL when the text does not fit. Release with zxb_free. */
uint8_t *zxb_qr_encode(const char *text, int32_t *size);
/* An 8-bit gray image (0 black, 255 white) as PNG; its length in *length. NULL on failure. Release with zxb_free. */
uint8_t *zxb_png_gray(const uint8_t *gray, int32_t width, int32_t height, size_t *length);
void zxb_free(void *buffer);

void zxb_read_pdf_text(const uint8_t *bytes, size_t size, int32_t max_pages, size_t max_length, zxb_text *result);
void zxb_text_free(zxb_text *result);

#ifdef __cplusplus
}
#endif

#endif
