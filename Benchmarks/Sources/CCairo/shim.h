#include <cairo.h>
// Cairo's FreeType font backend, to draw the same glyphs of the same font file as a baseline.
#include <cairo-ft.h>
