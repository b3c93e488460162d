// Layer 2, host: the tables the shim keeps in a state's registry under an address key (a
// static variable's, unique and never dereferenced), weak ones made on first use.
#include "shim_host.h"

int us_push_weak_registry_table(lua_State *L, const void *key, const char *mode) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return 0;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushstring(L, mode);
    lua_setfield(L, -2, "__mode");
    lua_pushvalue(L, -1);
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);
    return 1;
}
