#ifndef BORDERLOG_CPNG_SHIM_H
#define BORDERLOG_CPNG_SHIM_H
#include <png.h>
#endif
