// libjpeg's header needs stdio's FILE and size_t declared first.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
