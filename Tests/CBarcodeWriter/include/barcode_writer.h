/*
 * Test images of barcodes: zxing-cpp's writer, and PNG and JPEG encoders, behind a C interface. For tests only.
 * Buffers returned are malloc'ed; release them with bcw_free.
 */
#ifndef BORDERLOG_BARCODE_WRITER_H
#define BORDERLOG_BARCODE_WRITER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum bcw_format { BCW_PDF417 = 1, BCW_AZTEC = 2, BCW_QR_CODE = 3 } bcw_format;

/* The barcode of `text` as 8-bit gray (0 black, 255 white), one pixel per module, with a quiet zone of `margin`
   modules; its size in *width and *height. NULL when zxing cannot encode it. */
uint8_t *bcw_encode(const char *text, bcw_format format, int margin, int *width, int *height);
/* A gray image as PNG or JPEG (quality 1 to 100); its length in *size. NULL on failure. */
uint8_t *bcw_png(const uint8_t *gray, int width, int height, size_t *size);
uint8_t *bcw_jpeg(const uint8_t *gray, int width, int height, int quality, size_t *size);
void bcw_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
