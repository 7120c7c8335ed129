#ifndef BORDERLOG_CZLIB_SHIM_H
#define BORDERLOG_CZLIB_SHIM_H
#include <zlib.h>

/// `inflateInit2` is a macro, which Swift does not import: a stream that reads gzip members (RFC 1952) only.
static inline int borderlog_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 15 + 16);
}

/// `deflateInit2`, likewise: a stream that writes one gzip member.
static inline int borderlog_deflate_init_gzip(z_streamp stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
#endif
