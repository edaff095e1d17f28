// The declaration of libFuzzer's driver is all this module holds; libFuzzer defines it.
#include "CFuzzerDriver.h"
