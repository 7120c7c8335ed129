#ifndef BORDERLOG_CZIP_SHIM_H
#define BORDERLOG_CZIP_SHIM_H
#include <zip.h>
#endif
