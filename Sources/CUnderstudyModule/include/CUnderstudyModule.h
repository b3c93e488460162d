// The Lua module's entry points (understudy.so): what `require "understudy"` and
// `require "understudy.busted"` call in a stock lua5.4.
#ifndef UNDERSTUDY_CUNDERSTUDYMODULE_H
#define UNDERSTUDY_CUNDERSTUDYMODULE_H

#include <lua5.4/lua.h>

int luaopen_understudy(lua_State *L);
int luaopen_understudy_busted(lua_State *L);

#endif
