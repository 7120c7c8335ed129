#ifndef BORDERLOG_CICAL_SHIM_H
#define BORDERLOG_CICAL_SHIM_H
#include <libical/ical.h>
#endif
