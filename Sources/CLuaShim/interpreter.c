// C pieces of the stand-alone interpreter (`understudy`): the few places where it must run inside
// Lua (raising, or being a C frame on Lua's stack) to behave exactly like lua.c.
#include "CLuaShim.h"

int us_call_chunk(lua_State *L) {
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

int us_script_args(lua_State *L) {
    if (lua_getglobal(L, "arg") != LUA_TTABLE) return luaL_error(L, "'arg' is not a table");
    int n = (int)luaL_len(L, -1);
    luaL_checkstack(L, n + 3, "too many arguments to script");
    int i;
    for (i = 1; i <= n; i++) lua_rawgeti(L, -i, i);
    lua_remove(L, -i);
    return n;
}

static int setglobal_k(lua_State *L) {
    lua_setglobal(L, lua_tostring(L, 1));
    return 0;
}

int us_pcall_setglobal(lua_State *L, const char *name) {
    lua_pushcfunction(L, setglobal_k);
    lua_pushstring(L, name);
    lua_rotate(L, -3, -1); // value, fn, name -> fn, name, value
    return us_pcall(L, 2, 0, 0);
}
