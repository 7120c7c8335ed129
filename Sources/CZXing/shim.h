#ifndef BORDERLOG_CZXING_SHIM_H
#define BORDERLOG_CZXING_SHIM_H
#include <ZXing/ReadBarcode.h>
#endif
