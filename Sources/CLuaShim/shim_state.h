// Layer 5, state: a state's lifecycle, made by the shim (state.c) or adopted (adopt.c).
#ifndef UNDERSTUDY_SHIM_STATE_H
#define UNDERSTUDY_SHIM_STATE_H

#include "shim_limits.h"

// state.c: registry key (its address) of the preallocated "not enough memory" message.
extern const char us_key_memerr;
// state.c: frees a host and what it owns (once its state is closed).
void us_free_host(us_host *h);

#endif
