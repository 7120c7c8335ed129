#ifndef BORDERLOG_CGMIME_SHIM_H
#define BORDERLOG_CGMIME_SHIM_H
#include <gmime/gmime.h>
#endif
