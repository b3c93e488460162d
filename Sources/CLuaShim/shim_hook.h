// Layer 3, hook: the one count hook Lua keeps per thread (hook.c) and the script's debug hook
// it runs (userhook.c). What the hook must hand up to the layers above it (a stop to raise,
// instructions to count, line events to count) goes through function pointers they register.
#ifndef UNDERSTUDY_SHIM_HOOK_H
#define UNDERSTUDY_SHIM_HOOK_H

#include "shim_host.h"

// hook.c: what the hook hands up to the limits (stops.c), registered by the state layer when it
// makes or adopts a state (the same table each time; us_hook_set_clients).
typedef struct us_hook_clients {
    // Raises the stop due on h (h->limit_error is set); returns only when the stop no longer
    // applies (its scope has ended), having dropped it.
    void (*raise_stop)(lua_State *L, us_host *h);
    // A count event while h->limits_active: `step` instructions ran since the last one.
    void (*count)(lua_State *L, us_host *h, int step);
} us_hook_clients;
void us_hook_set_clients(const us_hook_clients *clients);
// Line events of h's threads go to `line` (coverage.c) until called again (NULL: none). One host
// at a time.
void us_hook_watch_lines(us_host *h, void (*line)(lua_State *L, lua_Debug *ar));
void us_apply_hook_to(lua_State *L, lua_State *L1);
// Makes the next instruction of the running thread (and of the main thread) call the hook.
// Only sets fields: async-signal-safe, and safe inside the allocator.
void us_stop_running(us_host *h);
// Drops a ^C not yet raised on L (us_clear_limit_error).
void us_sigint_drop(lua_State *L);

// userhook.c: the script's hook as debug.sethook recorded it. Its function is where ldblib keeps
// it, registry[HOOKKEY][thread], which us_call_user_hook calls as ldblib's hookf does.
#define HOOKKEY "_HOOKKEY"
void us_push_hook_table(lua_State *L);
void us_user_hook_info(lua_State *L, lua_State *L1, int *mask, int *count);
void us_set_user_hook_info(lua_State *L, lua_State *L1, int mask, int count);
lua_Integer us_user_hook_left(lua_State *L, lua_State *L1);
void us_set_user_hook_left(lua_State *L, lua_State *L1, lua_Integer left);
void us_clear_user_hook_info(lua_State *L, lua_State *L1);
void us_call_user_hook(lua_State *L, lua_Debug *ar);
// Takes over a hook debug.sethook (ldblib's) set on L1 before the shim's was installed, so the
// shared hook runs it; 0 when L1's hook is not one (C code set it).
int us_adopt_user_hook(lua_State *L, lua_State *L1);

#endif
