// Layer 1, platform: the monotonic clock the limits measure deadlines on (limits.c, stops.c).
#define _GNU_SOURCE
#include "CLuaShim.h"

#include <time.h>

uint64_t us_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}
