// Hand-written lua_CFunctions: the reference the bridge is measured against.
#ifndef BENCH_REFERENCE_H
#define BENCH_REFERENCE_H
#include <lua5.4/lua.h>
/// Registers global `raw` with `raw.add(a, b)` and `raw.newCounter(n)` (a C userdata whose
/// `inc(by)` method is the reference for bridged methods).
void bench_open_raw(lua_State *L);
#endif
