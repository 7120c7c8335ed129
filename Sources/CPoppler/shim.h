#ifndef BORDERLOG_CPOPPLER_SHIM_H
#define BORDERLOG_CPOPPLER_SHIM_H
#include <poppler.h>
#endif
