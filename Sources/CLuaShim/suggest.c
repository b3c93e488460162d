// Layer 6, values: did you mean, the nearest-name hint every unknown-name message carries (the
// host's one rule, NearestName): an object's or a module's missing field (userdata.c,
// modules.c), an unknown option (argcheck.c).
#define _GNU_SOURCE
#include "shim_values.h"

#include <stdlib.h>
#include <string.h>

// Appends the string keys of the table at t to the '\n'-separated list at slot acc.
void us_add_names(lua_State *L, int acc, int t) {
    if (lua_type(L, t) != LUA_TTABLE || !lua_checkstack(L, 6)) return;
    t = lua_absindex(L, t);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING) continue;
        lua_pushvalue(L, acc);
        lua_pushliteral(L, "\n");
        lua_pushvalue(L, -3);
        lua_concat(L, 3);
        lua_replace(L, acc);
    }
}

// Pushes " (did you mean 'x'?)" when a name of the list at slot acc is near the string at
// key (the host's one rule, NearestName), else "". A key with an embedded zero gets no hint.
// `path` goes before the name ("settings.animation.present." of an option; "" for a field).
void us_push_hint(lua_State *L, int key, int acc, const char *path) {
    us_host *h = us_host_of(L);
    size_t len = 0;
    const char *k = lua_tolstring(L, key, &len);
    const char *names = lua_tostring(L, acc);
    char *near = NULL;
    if (h->nearest != NULL && k != NULL && strlen(k) == len && names != NULL) {
        h->swift_depth++;
        near = h->nearest(h->owner, k, names);
        h->swift_depth--;
    }
    if (near != NULL) {
        lua_pushfstring(L, " (did you mean '%s%s'?)", path, near);
        free(near);
    } else {
        lua_pushliteral(L, "");
    }
}
