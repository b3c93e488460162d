// Layer 4, limits: the allocator that counts and caps memory (alloc.c), the limits' settings and
// deadline timers (limits.c), the stops they cause (stops.c) and coverage (coverage.c): what
// the allocator and the hook below enforce or count.
#ifndef UNDERSTUDY_SHIM_LIMITS_H
#define UNDERSTUDY_SHIM_LIMITS_H

#include "shim_hook.h"

// alloc.c: the state's lua_Alloc.
void *us_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

// limits.c
void us_disarm_deadline_timer(us_host *h);
// The real-time signal the deadline timers deliver.
int us_deadline_signal(void);
// deadline_ns from the host's and the script's deadlines, its timer armed, the hook re-applied.
void us_apply_deadline(lua_State *L, us_host *h);

// stops.c: the hook's clients (us_hook_clients), and the end of a scope understudy.limits set
// (its registry references dropped; the stops are the host's again).
extern const us_hook_clients us_limit_stops;
void us_unref_limit_scope(lua_State *L, us_host *h);

// coverage.c: stops counting for a host that is being freed (its address may be a new host's
// next).
void us_coverage_forget(us_host *h);

#endif
