// The system zlib (Debian's zlib1g-dev), for the picture tests' PNG decoder.
#include <zlib.h>
