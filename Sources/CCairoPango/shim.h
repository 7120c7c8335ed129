#ifndef BORDERLOG_CCAIROPANGO_SHIM_H
#define BORDERLOG_CCAIROPANGO_SHIM_H
// cairo draws the pages of a PDF surface; pango lays out text and hands cairo the fonts, which cairo embeds
// (subset) in the file, so the text stays selectable and searchable.
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

// PANGO_SCALE is a macro Swift imports as an Int32; these keep conversions in one place.
static inline int borderlog_pango_units(double points) { return (int)(points * PANGO_SCALE + 0.5); }
static inline double borderlog_pango_points(int units) { return (double)units / PANGO_SCALE; }
#endif
