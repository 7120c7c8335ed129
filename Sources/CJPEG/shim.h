#ifndef BORDERLOG_CJPEG_SHIM_H
#define BORDERLOG_CJPEG_SHIM_H
#include <stdio.h>
#include <jpeglib.h>
#endif
