#ifndef SWIFT_NIB_CCAIRO_SHIM_H
#define SWIFT_NIB_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#endif
