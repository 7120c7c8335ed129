#ifndef BORDERLOG_CYAJL_SHIM_H
#define BORDERLOG_CYAJL_SHIM_H
#include <yajl/yajl_parse.h>
#endif
