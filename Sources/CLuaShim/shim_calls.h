// Layer 7, calls: calls from Lua into Swift (trampoline.c), from Swift into Lua (calls.c), and
// Lua's protected calls and coroutines with the bindings' bookkeeping (protect.c).
#ifndef UNDERSTUDY_SHIM_CALLS_H
#define UNDERSTUDY_SHIM_CALLS_H

#include "shim_values.h"

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

// protect.c: coroutine.resume, wrap and close (installed by us_install_hook_chaining, dblib.c).
int us_co_resume(lua_State *L);
int us_co_wrap(lua_State *L);
int us_co_close(lua_State *L);

#endif
