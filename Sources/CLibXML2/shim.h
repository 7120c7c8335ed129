#ifndef BORDERLOG_CLIBXML2_SHIM_H
#define BORDERLOG_CLIBXML2_SHIM_H
// Debian's libxml2 is built with ICU; its unicode headers clash with Foundation's copy of ICU
// ("'UErrorCode' has different definitions in different modules"). Read the version header first,
// switch ICU support off, then include the parser headers.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/HTMLparser.h>
#endif
