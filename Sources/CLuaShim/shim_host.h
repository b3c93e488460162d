// Layer 2, host: what the shim's files share to find a state's host, and the registry tables
// they keep. Included by every file above the platform layer (through the layer headers above
// it: shim_hook.h, shim_limits.h, shim_state.h, shim_values.h, shim_calls.h, each including the
// one below). include/CLuaShim.h is what Swift imports; these headers Swift never sees.
#ifndef UNDERSTUDY_SHIM_HOST_H
#define UNDERSTUDY_SHIM_HOST_H

#include "CLuaShim.h"

// host.c: 1 once a state was adopted in the process (adopt.c), and the lookup of hosts from then
// on; 1 once the shim made a state itself (whose host is in its extra space; state.c).
extern int us_adoption_seen;
extern int us_native_states;
us_host *us_adopted_host(lua_State *L);
// The placeholder host a closed adopted state's late finalizers find.
int us_is_closed_host(const us_host *h);
// Enters an adopted state's host under its registry table's address (0 when the table is full),
// marks it closed (its host then the placeholder), and forgets a closed adopted state's entry
// when a new state of the shim's takes its registry address.
int us_enter_adopted(const void *registry, us_host *h);
void us_leave_adopted(const void *registry);
void us_forget_adopted_registry(lua_State *L);

// us_host_of inlined in the shim's own files: the trampoline and the allocator's callers read
// the host on every call. A state the shim made keeps it in its extra space; an adopted one's
// extra space is its maker's, so once a state is adopted the registry says (host.c). The
// exported function (host.c) is for Swift.
static inline us_host *us_host_inline(lua_State *L) {
    if (__builtin_expect(__atomic_load_n(&us_adoption_seen, __ATOMIC_RELAXED) != 0, 0)) return us_adopted_host(L);
    return *(us_host **)lua_getextraspace(L);
}
#define us_host_of(L) us_host_inline(L)

// registry.c: pushes the registry table at `key` (its address), creating it as its own
// metatable with `__mode` = `mode` ("k", "v") if absent; returns 1 when it was created.
int us_push_weak_registry_table(lua_State *L, const void *key, const char *mode);

#endif
