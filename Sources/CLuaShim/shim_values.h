// Layer 6, values: what a binding's arguments and a module's fields are: host objects
// (userdata.c), the argument check (argcheck.c), the nearest-name hints (suggest.c), plain
// modules (modules.c), the embedded standard library (bytecode.c, loaders.c).
#ifndef UNDERSTUDY_SHIM_VALUES_H
#define UNDERSTUDY_SHIM_VALUES_H

#include "shim_state.h"

// suggest.c
void us_add_names(lua_State *L, int acc, int t);
void us_push_hint(lua_State *L, int key, int acc, const char *path);

// userdata.c
const char *us_got_name(lua_State *L, int idx);

// argcheck.c: the full check of what the trampoline's probes did not pass, and its errors.
int us_check_value(lua_State *L, int idx, const us_param *p, const char *path);
int us_arg_error_via(lua_State *L, const us_binding *b, int arg, const char *extramsg, int via);
int us_called_with_dot(lua_State *L, const us_binding *b);
int us_dot_call_error(lua_State *L, const us_binding *b);
int us_called_with_colon(lua_State *L, const us_binding *b);
int us_colon_call_error(lua_State *L, const us_binding *b);

#endif
