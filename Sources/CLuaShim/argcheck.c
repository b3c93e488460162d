// Layer 6, values: the full argument check, for what the trampoline's probes did not pass, and
// its messages: types, integer representations, option tables (declared keys in order, the
// smallest unknown one with a hint), refined values (the host's refine hook), a method called
// with '.', and the bad-argument errors worded as Lua's own.
#define _GNU_SOURCE
#include "shim_values.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int arg_error(lua_State *L, const char *fname, int arg, const char *extramsg);

// luaL_error at a given level: level 1 is the caller of the binding, 2 when a property
// metamethod stands between them.
static int error_at(lua_State *L, int level, const char *fmt, ...) {
    va_list argp;
    va_start(argp, fmt);
    luaL_where(L, level);
    lua_pushvfstring(L, fmt, argp);
    va_end(argp);
    lua_concat(L, 2);
    return lua_error(L);
}

// luaL_argerror with the registry's function name (stable even under pcall(f, ...)), adjusting
// the argument number for method calls exactly as Lua does.
int us_arg_error_via(lua_State *L, const us_binding *b, int arg, const char *extramsg, int via) {
    if (via == 2 && b->nparams > 0)
        return error_at(L, 2, "bad value for field '%s' of %s (%s)", b->name, b->params[0].expected, extramsg);
    if (via != 0) return error_at(L, 2, "%s", extramsg);
    return arg_error(L, b->name, arg, extramsg);
}

static int arg_error(lua_State *L, const char *fname, int arg, const char *extramsg) {
    lua_Debug ar;
    if (lua_getstack(L, 0, &ar)) {
        lua_getinfo(L, "n", &ar);
        if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0) {
            arg--;
            if (arg == 0) return luaL_error(L, "calling '%s' on bad self (%s)", fname, extramsg);
        }
    }
    return luaL_error(L, "bad argument #%d to '%s' (%s)", arg, fname, extramsg);
}

// Checks the value at idx against p. Returns 1 when it matches; otherwise pushes a message
// ("string expected, got nil", "unknown option 'x' (did you mean 'y'?); valid options: ...")
// and returns 0.
// `path` names the option being checked ("" at the top level).
int us_check_value(lua_State *L, int idx, const us_param *p, const char *path);

// Whether the string key at `k` is exactly `name` (length-aware: "width\0x" is not "width").
static int key_is(lua_State *L, int k, const char *name) {
    size_t len;
    const char *s = lua_tolstring(L, k, &len);
    return strlen(name) == len && memcmp(s, name, len) == 0;
}

// Byte order on the string keys at `a` and `b`, embedded zeros included.
static int key_before(lua_State *L, int a, int b) {
    size_t la, lb;
    const char *sa = lua_tolstring(L, a, &la), *sb = lua_tolstring(L, b, &lb);
    int c = memcmp(sa, sb, la < lb ? la : lb);
    return c < 0 || (c == 0 && la < lb);
}

// The report never depends on lua_next order (Lua seeds string hashes per run): the declared
// options present are checked in declaration order, then the smallest unknown key is reported,
// then a missing required one.
// Replaces the table at t (an absolute index) with a shallow raw copy of it.
static int copy_table(lua_State *L, int t) {
    if (!lua_checkstack(L, 4)) return 0;
    lua_newtable(L);
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    }
    lua_replace(L, t);
    return 1;
}

// Returns 0 on refusal (message pushed), 1 when the table passes, 2 when it passes as a copy
// that now stands at t (a field needed converting: see numeric_string_to_number).
static int check_options(lua_State *L, int t, const us_param *p, const char *path) {
    int copied = 0;
    if (!lua_checkstack(L, 8)) {
        lua_pushliteral(L, "options nested too deeply");
        return 0;
    }
    // A retired option first: its own message says what replaced it.
    for (int i = 0; i < p->nretired; i++) {
        lua_pushstring(L, p->retired[i].key);
        int kt = lua_rawget(L, t);
        lua_pop(L, 1);
        if (kt != LUA_TNIL && (p->retired[i].mask == 0 || (p->retired[i].mask & US_MASK_OF(kt)))) {
            lua_pushfstring(L, "option '%s%s': %s", path, p->retired[i].key, p->retired[i].message);
            return 0;
        }
    }
    for (int i = 0; i < p->nkeys; i++) {
        lua_pushstring(L, p->keynames[i]);
        if (lua_rawget(L, t) == LUA_TNIL) {
            lua_pop(L, 1);
            continue;
        }
        const char *sub = lua_pushfstring(L, "%s%s", path, p->keynames[i]);
        int r = us_check_value(L, lua_absindex(L, -2), &p->keys[i], sub);
        if (!r) return 0;
        if (r == 2) {
            // A field converted as its argument would be: the caller's table is never written,
            // the binding reads a shallow copy that holds the converted value.
            if (!copied) {
                if (!copy_table(L, t)) {
                    lua_pushliteral(L, "not enough stack space to convert an option");
                    return 0;
                }
                copied = 1;
            }
            lua_pushstring(L, p->keynames[i]);
            lua_pushvalue(L, -3);
            lua_rawset(L, t);
        }
        lua_pop(L, 2); // sub, value
    }
    // The smallest unknown key in the order LuaValue.orderedBefore uses for keys (booleans,
    // numbers, strings, tables, then the rest): non-strings are reported by type only.
    lua_pushnil(L); // the smallest unknown string key so far
    const int unknown = lua_gettop(L);
    int best = 99; // rank of the smallest unknown key
    const char *badtype = NULL;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1); // value
        int kt = lua_type(L, -1);
        int rank = kt == LUA_TBOOLEAN ? 1 : kt == LUA_TNUMBER ? 2 : kt == LUA_TSTRING ? 3 : kt == LUA_TTABLE ? 4 : 5;
        if (rank > best) continue;
        if (kt == LUA_TSTRING) {
            int declared = 0;
            for (int i = 0; i < p->nkeys && !declared; i++) declared = key_is(L, -1, p->keynames[i]);
            if (!declared && (best > 3 || key_before(L, -1, unknown))) {
                lua_pushvalue(L, -1);
                lua_replace(L, unknown);
                best = 3;
            }
        } else {
            const char *tn = luaL_typename(L, -1);
            if (rank < best || strcmp(tn, badtype) < 0) badtype = tn;
            best = rank;
        }
    }
    if (best == 3) {
        // The declared keys, '\n'-separated, for the host's nearest-name rule (as fields).
        luaL_Buffer names;
        luaL_buffinit(L, &names);
        for (int i = 0; i < p->nkeys; i++) {
            if (i > 0) luaL_addchar(&names, '\n');
            luaL_addstring(&names, p->keynames[i]);
        }
        luaL_pushresult(&names);
        us_push_hint(L, unknown, lua_gettop(L), path);
        if (lua_rawlen(L, -1) == 0) {
            // Not a typo here: an option of a nested table given one level too high
            // (`presentPopupBar{ title = }` for `content = { title = }`), the first declared.
            for (int i = 0; i < p->nkeys; i++) {
                const us_param *sub = &p->keys[i];
                int held = 0;
                for (int j = 0; j < sub->nkeys && !held; j++) held = key_is(L, unknown, sub->keynames[j]);
                if (!held) continue;
                lua_pop(L, 1);
                lua_pushfstring(L, " (did you mean '%s%s.%s'?)", path, p->keynames[i], lua_tostring(L, unknown));
                break;
            }
        }
        lua_pushfstring(L, "unknown option '%s%s'%s; valid options: %s", path, lua_tostring(L, unknown),
                        lua_tostring(L, -1), p->valid_list ? p->valid_list : "none");
        return 0;
    }
    if (badtype != NULL) {
        // `path` is a nested table's prefix ("transitionDelegate."): name the table, not the prefix.
        size_t len = strlen(path);
        if (len > 0 && path[len - 1] == '.') len--;
        if (len == 0) lua_pushliteral(L, "options");
        else lua_pushlstring(L, path, len);
        lua_pushfstring(L, "unexpected %s key in %s; valid options: %s", badtype, lua_tostring(L, -1),
                        p->valid_list ? p->valid_list : "none");
        return 0;
    }
    lua_pop(L, 1); // unknown
    // A missing required option last: what the table holds is judged first.
    for (int i = 0; i < p->nkeys; i++) {
        if (!p->keys[i].required) continue;
        lua_pushstring(L, p->keynames[i]);
        int kt = lua_rawget(L, t);
        lua_pop(L, 1);
        if (kt == LUA_TNIL) {
            lua_pushfstring(L, "option '%s%s': %s expected, got nil", path, p->keynames[i], p->keys[i].expected);
            return 0;
        }
    }
    return copied ? 2 : 1;
}

// The host's content check of a refined value; pushes the message and returns 0 on refusal.
static int refine_value(lua_State *L, int idx, const us_param *p, const char *prefix, const char *path,
                        const char *sep) {
    us_host *h = us_host_of(L);
    if (h->refine == NULL || lua_type(L, idx) <= LUA_TNIL) return 1;
    // Swift runs: Lua allocations it makes are accounted like a binding's (never raise there).
    h->swift_depth++;
    char *msg = h->refine(h->owner, L, idx, p->refine);
    h->swift_depth--;
    if (msg == NULL) return 1;
    const char *close = msg[0] == '[' && *path ? strstr(msg, "]: ") : NULL;
    if (close != NULL) {
        // A list's element: "option 'triggers[1]': ..." rather than "option 'triggers': [1]: ...".
        lua_pushfstring(L, "%s%s", prefix, path);
        lua_pushlstring(L, msg, (size_t)(close - msg + 1));
        lua_pushfstring(L, "%s%s", sep, close + 3);
        lua_concat(L, 3);
    } else {
        lua_pushfstring(L, "%s%s%s%s", prefix, path, sep, msg);
    }
    free(msg);
    return 0;
}

// A string where a number is expected (and no string is) becomes that number when Lua's own
// luaL_checknumber would convert it ("1", "0x10", " 2 "): the whole string must be a numeral
// (lua_stringtonumber returns its length + 1; an embedded zero fails). Returns 1 when the value
// at idx was replaced by the number.
static int numeric_string_to_number(lua_State *L, int idx, const us_param *p) {
    if (!(p->mask & US_MASK_OF(LUA_TNUMBER)) || (p->mask & US_MASK_OF(LUA_TSTRING))) return 0;
    size_t len;
    const char *s = lua_tolstring(L, idx, &len);
    if (s == NULL || len > 200 || !lua_checkstack(L, 1)) return 0;
    if (lua_stringtonumber(L, s) != len + 1) return 0;
    lua_replace(L, idx);
    return 1;
}

// Returns 0 on refusal (message pushed), 1 when the value matches, 2 when it matches after its
// value at idx was replaced (a numeric string converted, or an option table copied to hold
// converted fields): the caller stores it where the value came from.
int us_check_value(lua_State *L, int idx, const us_param *p, const char *path) {
    if (p->mask == US_MASK_ANY) return 1;
    int t = lua_type(L, idx);
    int replaced = 0;
    if (t == LUA_TSTRING && numeric_string_to_number(L, idx, p)) {
        t = LUA_TNUMBER;
        replaced = 1;
    }
    int top = lua_gettop(L);
    const char *prefix = *path ? "option '" : "";
    const char *sep = *path ? "': " : "";
    if (!(p->mask & US_MASK_OF(t)) ||
        (t == LUA_TUSERDATA && p->metatable != NULL && us_object_at(L, idx, p->metatable) == NULL)) {
        const char *got = us_got_name(L, idx);
        lua_pushfstring(L, "%s%s%s%s expected, got %s", prefix, path, sep, p->expected, got);
        return 0;
    }
    if (t == LUA_TUSERDATA && p->metatable != NULL) {
        if (((us_object *)lua_touserdata(L, idx))->object == NULL) {
            lua_pushfstring(L, "%s%s%s%s has been collected", prefix, path, sep, p->expected);
            return 0;
        }
    } else if (t == LUA_TNUMBER && (p->mask & US_MASK_INTEGER) && !lua_isinteger(L, idx)) {
        int isnum;
        lua_tointegerx(L, idx, &isnum);
        if (!isnum) {
            lua_pushfstring(L, "%s%s%snumber has no integer representation", prefix, path, sep);
            return 0;
        }
    } else if (t == LUA_TTABLE && (p->nkeys > 0 || p->closed)) {
        const char *sub = *path ? lua_pushfstring(L, "%s.", path) : "";
        int r = check_options(L, lua_absindex(L, idx), p, sub);
        if (!r) return 0;
        if (r == 2) replaced = 1;
    }
    lua_settop(L, top);
    if (p->refine && !refine_value(L, idx, p, prefix, path, sep)) return 0;
    return replaced ? 2 : 1;
}

// Whether the call was a ':' call.
static int called_as_method(lua_State *L) {
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar)) return 0;
    lua_getinfo(L, "n", &ar);
    return ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0;
}

// Whether the arguments from stack index `first` on (the stack holds only the arguments; one
// past the top is absent) fit the parameters from `from` on, and are no more than they take.
static int arguments_fit(lua_State *L, const us_binding *b, int first, int from) {
    int top = lua_gettop(L);
    if (top - first + 1 > b->nparams - from) return 0;
    int fits = 1;
    for (int j = from; j < b->nparams && fits; j++) {
        fits = us_check_value(L, first + j - from, &b->params[j], "") != 0;
        lua_settop(L, top);
    }
    return fits;
}

// A method whose first argument is not its object: called with '.' when the call was not a
// ':' call and the arguments it got fit the parameters after self (sheet.addAction("Edit")).
// More arguments than the method takes after self: the first one was meant as self.
int us_called_with_dot(lua_State *L, const us_binding *b) {
    if (called_as_method(L) || us_object_at(L, 1, b->params[0].metatable) != NULL) return 0;
    return arguments_fit(L, b, 1, 1);
}

// "bad argument #1 to 'addAction' (ActionController expected, got string): ActionController.addAction
// called with '.': it is a method, call it with ':' as in actionController:addAction(...)".
int us_dot_call_error(lua_State *L, const us_binding *b) {
    const char *type = b->params[0].expected;
    char receiver[64];
    snprintf(receiver, sizeof receiver, "%s", type);
    if (receiver[0] >= 'A' && receiver[0] <= 'Z') receiver[0] = (char)(receiver[0] - 'A' + 'a');
    // luaL_argerror's shape first (tools and people read "bad argument #1 to 'f'"), then the hint.
    return luaL_error(L, "bad argument #1 to '%s' (%s expected, got %s): %s.%s called with '.': it is a method, "
                      "call it with ':' as in %s:%s(...)", b->name, type, us_got_name(L, 1), type, b->name,
                      receiver, b->name);
}

// A plain function called with ':' on the table that holds it (stage.clock:advance(1)): a
// ':' call whose first argument is a table, with the arguments after it fitting the parameters.
int us_called_with_colon(lua_State *L, const us_binding *b) {
    if (!called_as_method(L) || lua_type(L, 1) != LUA_TTABLE) return 0;
    return arguments_fit(L, b, 2, 0);
}

// "calling 'advance' with ':' (the table became its first argument): it is a function, call it
// with '.'": the check's own message (an unknown option 'clear' of stage.log) would mislead.
int us_colon_call_error(lua_State *L, const us_binding *b) {
    return luaL_error(L, "calling '%s' with ':' (the table became its first argument): it is a function, call it with '.'",
                      b->name);
}

int us_argerror_status(lua_State *L, int arg, const char *msg) {
    us_host_of(L)->err_arg = arg;
    lua_pushstring(L, msg);
    return US_STATUS_ARGERROR;
}
