// Debian's Lua 5.4 headers (pkg-config lua5.4 adds -I/usr/include/lua5.4).
#ifndef UNDERSTUDY_CLUA_H
#define UNDERSTUDY_CLUA_H
#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#endif
