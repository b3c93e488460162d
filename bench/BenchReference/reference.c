#include "BenchReference.h"
#include <lua5.4/lauxlib.h>

// The same work as the bridged test functions, written the usual lauxlib way.
static int raw_add(lua_State *L) {
    lua_Number a = luaL_checknumber(L, 1);
    lua_Number b = luaL_checknumber(L, 2);
    lua_pushnumber(L, a + b);
    return 1;
}

typedef struct { lua_Integer value; } RawCounter;

static int raw_new_counter(lua_State *L) {
    lua_Integer start = luaL_optinteger(L, 1, 0);
    RawCounter *c = (RawCounter *)lua_newuserdatauv(L, sizeof(RawCounter), 0);
    c->value = start;
    luaL_setmetatable(L, "RawCounter");
    return 1;
}

static int raw_inc(lua_State *L) {
    RawCounter *c = (RawCounter *)luaL_checkudata(L, 1, "RawCounter");
    c->value += luaL_optinteger(L, 2, 1);
    lua_pushinteger(L, c->value);
    return 1;
}

void bench_open_raw(lua_State *L) {
    if (luaL_newmetatable(L, "RawCounter")) {
        lua_newtable(L);
        lua_pushcfunction(L, raw_inc);
        lua_setfield(L, -2, "inc");
        lua_setfield(L, -2, "__index");
    }
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushcfunction(L, raw_add);
    lua_setfield(L, -2, "add");
    lua_pushcfunction(L, raw_new_counter);
    lua_setfield(L, -2, "newCounter");
    lua_setglobal(L, "raw");
}
