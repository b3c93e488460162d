// Debian's Lua 5.4 headers (liblua5.4-dev). Nothing here links liblua5.4: the executables and
// tests name it (Package.swift), and the Lua module (understudy.so) resolves the C API from the
// interpreter that loads it, so a process never holds two Luas.
#ifndef UNDERSTUDY_CLUA_H
#define UNDERSTUDY_CLUA_H
#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>
#endif
