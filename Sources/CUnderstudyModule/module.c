// luaopen_understudy: adopts the state (CLuaShim's adopt.c), then lets Swift install the module
// (UnderstudyModule/ModuleEntry.swift) and raises its error, if any, once Swift has returned: a
// Lua error never crosses a Swift frame.
#define _GNU_SOURCE
#include "CUnderstudyModule.h"
#include "CLuaShim.h"

#include <dlfcn.h>
#include <stdlib.h>

// Swift: installs the module into the adopted state L and pushes its table (returns 1), or
// returns 0 with a malloc'd message in *error.
extern int understudy_module_open(lua_State *L, char **error);

// The module holds a Swift runtime, which cannot be unloaded: Lua's dlclose when a state closes
// (or a second state's) must leave it mapped.
static void stay_loaded(void) {
    Dl_info info;
    if (dladdr((void *)luaopen_understudy, &info) && info.dli_fname != NULL)
        (void)dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
}

int luaopen_understudy(lua_State *L) {
    if (lua_getfield(L, LUA_REGISTRYINDEX, "understudy.builtin") != LUA_TNIL)
        return luaL_error(L, "this Lua is the understudy program, which has the understudy module built in "
                             "(require found a second one through package.cpath)");
    lua_pop(L, 1);
    stay_loaded();
    const char *why = NULL;
    us_host *h = us_adopt(L, &why);
    if (h == NULL) return luaL_error(L, "cannot load understudy: %s", why);
    // Swift installs through the main thread: room there, should a coroutine require us first.
    if (h->main_thread != NULL && h->main_thread != L && !lua_checkstack(h->main_thread, 64))
        return luaL_error(L, "cannot load understudy: stack overflow");
    char *error = NULL;
    h->swift_depth++; // Swift code runs: the memory cap is soft (alloc.c)
    int ok = understudy_module_open(L, &error);
    h->swift_depth--;
    if (!ok) {
        lua_pushstring(L, error != NULL ? error : "cannot load understudy");
        free(error);
        return lua_error(L);
    }
    return 1;
}

// `require "understudy.busted"` before `require "understudy"` reaches the module through Lua's
// all-in-one C searcher: open the module, then run its helper from package.preload.
int luaopen_understudy_busted(lua_State *L) {
    luaL_requiref(L, "understudy", luaopen_understudy, 0);
    lua_pop(L, 1);
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_PRELOAD_TABLE);
    if (lua_getfield(L, -1, "understudy.busted") != LUA_TFUNCTION)
        return luaL_error(L, "understudy.busted is missing from package.preload");
    lua_pushliteral(L, "understudy.busted");
    lua_call(L, 1, 1);
    return 1;
}
