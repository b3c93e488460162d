// What the shim's C files share and Swift never sees (include/CLuaShim.h is the module Swift
// imports): the functions one concern's file calls in another's, and the host read inline.
#ifndef UNDERSTUDY_SHIM_INTERNAL_H
#define UNDERSTUDY_SHIM_INTERNAL_H

#include "CLuaShim.h"

// adopt.c: 1 once a state was adopted in the process, and the lookup of hosts from then on.
extern int us_adoption_seen;
us_host *us_adopted_host(lua_State *L);
// The placeholder host a closed adopted state's late finalizers find, and the forgetting of a
// closed adopted state's entry when a new state of the shim's takes its registry address.
int us_is_closed_host(const us_host *h);
void us_forget_adopted_registry(lua_State *L);
// state.c: 1 once the shim made a state itself (whose host is in its extra space).
extern int us_native_states;

// us_host_of inlined in the shim's own files: the trampoline and the allocator's callers read
// the host on every call. A state the shim made keeps it in its extra space; an adopted one's
// extra space is its maker's, so once a state is adopted the registry says (adopt.c). The
// exported function (state.c) is for Swift.
static inline us_host *us_host_inline(lua_State *L) {
    if (__builtin_expect(__atomic_load_n(&us_adoption_seen, __ATOMIC_RELAXED) != 0, 0)) return us_adopted_host(L);
    return *(us_host **)lua_getextraspace(L);
}
#define us_host_of(L) us_host_inline(L)

// state.c: registry key (its address) of the preallocated "not enough memory" message.
extern const char us_key_memerr;
// state.c: frees a host and what it owns (once its state is closed).
void us_free_host(us_host *h);

// userdata.c: pushes the registry table at `key` (its address), creating it as its own
// metatable with `__mode` = `mode` ("k", "v") if absent; returns 1 when it was created.
int us_push_weak_registry_table(lua_State *L, const void *key, const char *mode);

// alloc.c: the state's lua_Alloc.
void *us_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

// limits.c
void us_disarm_deadline_timer(us_host *h);
// The real-time signal the deadline timers deliver (limits.c).
int us_deadline_signal(void);

// hook.c
void us_stop_running(us_host *h);
// Whether a due stop still has a run to end on L (always, unless understudy.limits scoped it to
// a function that has returned since).
int us_stop_applies(lua_State *L, us_host *h);

// limits.c: drops a due stop whose run has ended, with a deadline that has passed.
void us_spend_stop(lua_State *L);
void us_apply_hook_to(lua_State *L, lua_State *L1);

// coverage.c: the host whose line events us_hook counts (--coverage), and the counting.
extern us_host *us_coverage_host;
void us_coverage_line(lua_State *L, lua_Debug *ar);
// Stops counting for a host that is being freed (its address may be a new host's next).
void us_coverage_forget(us_host *h);

// dblib.c: the script's hook as debug.sethook recorded it. Its function is where ldblib keeps
// it, registry[HOOKKEY][thread], which hook.c's us_hook calls as ldblib's hookf does.
#define HOOKKEY "_HOOKKEY"
void us_user_hook_info(lua_State *L, lua_State *L1, int *mask, int *count);
lua_Integer us_user_hook_left(lua_State *L, lua_State *L1);
void us_set_user_hook_left(lua_State *L, lua_State *L1, lua_Integer left);
void us_clear_user_hook_info(lua_State *L, lua_State *L1);
// Takes over a hook debug.sethook (ldblib's) set on L1 before the shim's was installed, so the
// shared hook runs it; 0 when L1's hook is not one (C code set it).
int us_adopt_user_hook(lua_State *L, lua_State *L1);

// protect.c: coroutine.resume, wrap and close (installed by us_install_hook_chaining).
int us_co_resume(lua_State *L);
int us_co_wrap(lua_State *L);
int us_co_close(lua_State *L);

// trampoline.c
// us_binding.shape, from the parameters up to the last that is not "any": how many of them
// (1 or 2) the trampoline checks inline, by their Lua type alone (one lua_type each) or with
// their probes (US_SHAPE_PROBES); more than two, the loop of probe_args (US_SHAPE_LOOP).
// 0 when there is nothing to check. Tested in order of likelihood, without a jump table.
// US_SHAPE_UPVALUE: debug.setupvalue replaced a binding's upvalue, so its slot trampoline
// must read it (see us_slot_trampolines).
#define US_SHAPE_PROBES 4
#define US_SHAPE_LOOP 8
#define US_SHAPE_UPVALUE 16
us_binding *us_binding_of_slot_trampoline(lua_State *L, lua_CFunction f);

// argcheck.c: the full check of what the trampoline's probes did not pass, and its errors.
int us_check_value(lua_State *L, int idx, const us_param *p, const char *path);
int us_arg_error_via(lua_State *L, const us_binding *b, int arg, const char *extramsg, int via);
int us_called_with_dot(lua_State *L, const us_binding *b);
int us_dot_call_error(lua_State *L, const us_binding *b);

// userdata.c
const char *us_got_name(lua_State *L, int idx);

// suggest.c
void us_add_names(lua_State *L, int acc, int t);
void us_push_hint(lua_State *L, int key, int acc, const char *path);
int us_module_miss(lua_State *L);

// loaders.c
int us_load_deferred(lua_State *L);

#endif
