// Layer 7, calls: calls from Lua into Swift: the binding table, the trampoline and the 4,096
// slot trampolines generated below (one per slot, so a call reads no upvalue), the argument
// probes of the common case, and the error a binding asked for, raised once its Swift frames
// are gone. The hot path is inlined within this file; what it leaves to the full check is
// argcheck.c's.
#define _GNU_SOURCE
#include "shim_calls.h"

#include <stdlib.h>

us_binding *us_binding_new(int nparams) {
    us_binding *b = (us_binding *)calloc(1, sizeof(us_binding) + (size_t)nparams * sizeof(us_param));
    if (b) b->nparams = nparams;
    return b;
}

void us_binding_free(us_binding *b) { free(b); }

static int raise_status(lua_State *L, us_binding *b, int status, int via) {
    switch (status) {
    case US_STATUS_MESSAGE:
        luaL_where(L, via ? 2 : 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    case US_STATUS_ARGERROR: {
        const char *msg = lua_tostring(L, -1);
        return us_arg_error_via(L, b, us_host_of(L)->err_arg, msg ? msg : "?", via);
    }
    default:
        return lua_error(L);
    }
}

// Flags in us_param.fast beside the type bits: no check at all ("any"), or a first probe that
// settles the common case in one call: the block's type word (a userdata of a required type),
// the integer representation (an integer). When the probe fails, the type bits decide.
#define US_FAST_ANY (1u << 29)
#define US_FAST_OBJECT (1u << 30)
#define US_FAST_INTEGER (1u << 31)
#define US_FAST_PROBES (US_FAST_ANY | US_FAST_OBJECT | US_FAST_INTEGER)

// Raised once Swift has returned: the cap (sticky, like every limit) or a real out-of-memory
// (catchable, as in lua.c) was hit while Swift ran. The message was preallocated.
static __attribute__((noinline)) int raise_pending(lua_State *L, us_host *h) {
    if (h->mem_pending) {
        h->limit_error = US_LIMIT_MEMORY;
        us_apply_hook(L);
    }
    h->mem_pending = 0;
    h->oom_pending = 0;
    lua_rawgetp(L, LUA_REGISTRYINDEX, &us_key_memerr);
    return lua_error(L);
}

// What Swift's return leaves to do in the rare case: a memory error that became pending while it
// ran (raised only once no Swift frame is left), or an error status.
static __attribute__((noinline)) int finish_call(lua_State *L, us_host *h, us_binding *b, int r, int via) {
    if ((h->mem_pending || h->oom_pending) && h->swift_depth == 0) return raise_pending(L, h);
    if (r < 0) return raise_status(L, b, r, via);
    return r;
}

// Released objects queued by __gc are released when a binding is entered from top-level Lua
// code: no engine operation is in progress then.
static __attribute__((noinline)) void drain_releases(us_host *h) {
    if (h->pcall_nesting <= 1 && h->drain != NULL) h->drain(h->owner);
}

// The call itself, once the arguments passed: the binding depth (the memory cap is soft while
// Swift runs), the releases drained, the running thread (callbacks this call fires run on it:
// see us_running_thread), then one test of the rare cases (call_flags: a pending memory error,
// or a property flag left by a call that never started) and of an error status.
static inline __attribute__((always_inline)) int call_binding(lua_State *L, us_host *h, us_binding *b, int via) {
    h->swift_depth++;
    if (__builtin_expect(h->release_count != 0, 0)) drain_releases(h);
    lua_State *outer = h->running;
    h->running = L;
    int r = b->fn(L, b->ctx);
    h->running = outer;
    h->swift_depth--;
    if (__builtin_expect((h->call_flags != 0) | (r < 0), 0)) return finish_call(L, h, b, r, via);
    return r;
}

// Every case the trampoline's fast path leaves: a call through a property (via), the state
// closing, a pending memory error, and any argument from `from` on that its probe did not pass
// (the ones before it did; the probes only read, so nothing needs undoing).
static __attribute__((noinline)) int call_checked(lua_State *L, us_host *h, us_binding *b, int from) {
    const int via = h->via_property;
    if (via) h->via_property = 0;
    const int n = b->nparams;
    for (int i = from; i < n; i++) {
        const us_param *p = &b->params[i];
        if (p->mask == US_MASK_ANY) continue;
        int t = lua_type(L, i + 1);
        const uint32_t fast = p->fast;
        if (__builtin_expect((fast & US_MASK_OF(t)) != 0, 1)) continue;
        if (t == LUA_TUSERDATA && (fast & US_FAST_OBJECT)) {
            // The block's own type word, not the metatable (see us_object).
            us_object *o = (us_object *)lua_touserdata(L, i + 1);
            if (lua_rawlen(L, i + 1) == sizeof(us_object) && o->type == p->metatable && o->object != NULL) continue;
        } else if (t == LUA_TNUMBER && (fast & US_FAST_INTEGER) && lua_isinteger(L, i + 1)) {
            continue;
        }
        // Everything else (and every failure, for its message) takes the full check.
        const int nargs = lua_gettop(L);
        if (!us_check_value(L, i + 1, p, "")) {
            // The first argument refused: a method called with '.', or a function with ':'?
            if (i == 0 && !via) {
                lua_settop(L, nargs);
                if (b->is_method && us_called_with_dot(L, b)) return us_dot_call_error(L, b);
                if (!b->is_method && us_called_with_colon(L, b)) return us_colon_call_error(L, b);
                us_check_value(L, 1, p, "");
            }
            return us_arg_error_via(L, b, i + 1, lua_tostring(L, -1), via);
        }
    }
    if (h->closing) return luaL_error(L, "cannot call '%s' while the state is closing", b->name);
    return call_binding(L, h, b, via);
}

// Whether argument i passes the probe of its parameter p (then it needs no further check).
// The flags are read before each liblua call and the type bits after it, so that only L and p
// live across the calls (fewer registers for the trampoline to save).
static inline __attribute__((always_inline)) int probe(lua_State *L, const us_param *p, int i) {
    if (p->fast & US_FAST_PROBES) {
        if (p->fast & US_FAST_ANY) return 1;
        if (p->fast & US_FAST_OBJECT) {
            // The length first: a light userdata (length 0) or a smaller block is never read;
            // a string or table of that length has no block (NULL).
            if (lua_rawlen(L, i) == sizeof(us_object)) {
                const us_object *o = (const us_object *)lua_touserdata(L, i);
                if (o != NULL && o->type == p->metatable && o->object != NULL) return 1;
            }
        } else if (lua_isinteger(L, i)) {
            return 1;
        }
    }
    int t = lua_type(L, i);
    return (p->fast & US_MASK_OF(t)) != 0;
}

// Argument i checked by its Lua type alone (a parameter with no probe flags).
static inline __attribute__((always_inline)) int type_passes(lua_State *L, const us_param *p, int i) {
    int t = lua_type(L, i);
    return (p->fast & US_MASK_OF(t)) != 0;
}

// The probes of every argument (the shape US_SHAPE_LOOP): the index of the first one that
// needs the full check, or -1 when all pass.
static __attribute__((noinline)) int probe_args(lua_State *L, const us_binding *b) {
    const int n = b->nparams;
    for (int i = 0; i < n; i++)
        if (!probe(L, &b->params[i], i + 1)) return i;
    return -1;
}

static __attribute__((noinline, cold)) int replaced_upvalue_error(lua_State *L, const us_host *h) {
    // An adopted state's host is gone once its closing finalizer ran (adopt.c).
    if (h->closing) return luaL_error(L, "cannot call a host function while the state is closing");
    return luaL_error(L, "this host function's upvalue was replaced (debug.setupvalue); it cannot run");
}

// The common case (none of the host's call_flags set, every argument passing its probe) of
// the binding at `slot`: per argument one liblua call and one bit test. From a slot trampoline
// (by_slot), a binding whose upvalue was replaced goes back to reading it.
static int us_trampoline(lua_State *L);
static inline __attribute__((always_inline)) int run_slot(lua_State *L, us_host *h, uintptr_t slot, int by_slot) {
    if (__builtin_expect(slot >= (uintptr_t)h->nbindings, 0)) return replaced_upvalue_error(L, h);
    us_binding *b = h->bindings[slot];
    if (__builtin_expect(h->call_flags != 0, 0)) return call_checked(L, h, b, 0);
    const int shape = by_slot ? b->shape : (b->shape & ~US_SHAPE_UPVALUE);
    int miss = -1;
    if (shape <= 2) {
        if (shape != 0) {
            if (!type_passes(L, &b->params[0], 1)) miss = 0;
            else if (shape == 2 && !type_passes(L, &b->params[1], 2)) miss = 1;
        }
    } else if (by_slot && (shape & US_SHAPE_UPVALUE)) {
        return us_trampoline(L);
    } else if (shape & US_SHAPE_LOOP) {
        miss = probe_args(L, b);
    } else {
        if (!probe(L, &b->params[0], 1)) miss = 0;
        else if (shape == (US_SHAPE_PROBES | 2) && !probe(L, &b->params[1], 2)) miss = 1;
    }
    // The host is read again rather than kept across the probes' calls (one load, fewer saves).
    if (__builtin_expect(miss >= 0, 0)) return call_checked(L, us_host_of(L), b, miss);
    return call_binding(L, us_host_of(L), b, 0);
}

// The binding's lua_CFunction past the first US_SLOT_TRAMPOLINES slots (and for a binding whose
// upvalue was replaced): the descriptor's index + 1 as a light userdata upvalue (one
// lua_touserdata), bounds-checked: debug.setupvalue may have replaced it, and anything else
// reads as 0 or an address.
static int us_trampoline(lua_State *L) {
    uintptr_t slot = (uintptr_t)lua_touserdata(L, lua_upvalueindex(1)) - 1;
    return run_slot(L, us_host_of(L), slot, 0);
}

// The slot trampolines: one tiny lua_CFunction per binding slot (the first 4096 of a state),
// which knows its slot, so a call reads no upvalue (a third of the trampoline's own cost). The
// closure still carries the slot as its upvalue, for debug.getupvalue and for what
// debug.setupvalue does with it: the host's debug.setupvalue (us_install_hook_chaining) marks
// the binding US_SHAPE_UPVALUE, after which it runs by its upvalue as us_trampoline does (a
// replaced one fails cleanly, a restored one works, another binding's runs that binding).
static __attribute__((noinline)) int trampoline_at(lua_State *L, uintptr_t slot) {
    return run_slot(L, us_host_of(L), slot, 1);
}

#define US_HEX16(M, p) M(p##0) M(p##1) M(p##2) M(p##3) M(p##4) M(p##5) M(p##6) M(p##7) \
    M(p##8) M(p##9) M(p##a) M(p##b) M(p##c) M(p##d) M(p##e) M(p##f)
#define US_HEX256(M, p) US_HEX16(M, p##0) US_HEX16(M, p##1) US_HEX16(M, p##2) US_HEX16(M, p##3) \
    US_HEX16(M, p##4) US_HEX16(M, p##5) US_HEX16(M, p##6) US_HEX16(M, p##7) US_HEX16(M, p##8) \
    US_HEX16(M, p##9) US_HEX16(M, p##a) US_HEX16(M, p##b) US_HEX16(M, p##c) US_HEX16(M, p##d) \
    US_HEX16(M, p##e) US_HEX16(M, p##f)
#define US_HEX4096(M) US_HEX256(M, 0) US_HEX256(M, 1) US_HEX256(M, 2) US_HEX256(M, 3) \
    US_HEX256(M, 4) US_HEX256(M, 5) US_HEX256(M, 6) US_HEX256(M, 7) US_HEX256(M, 8) \
    US_HEX256(M, 9) US_HEX256(M, a) US_HEX256(M, b) US_HEX256(M, c) US_HEX256(M, d) \
    US_HEX256(M, e) US_HEX256(M, f)
#define US_SLOT_TRAMPOLINES 4096
#define US_DEFINE_SLOT(x) static int us_slot_##x(lua_State *L) { return trampoline_at(L, 0x##x); }
#define US_LIST_SLOT(x) us_slot_##x,
US_HEX4096(US_DEFINE_SLOT)
static const lua_CFunction us_slot_trampolines[US_SLOT_TRAMPOLINES] = { US_HEX4096(US_LIST_SLOT) };

// The binding a slot trampoline runs, or NULL for any other function.
us_binding *us_binding_of_slot_trampoline(lua_State *L, lua_CFunction f) {
    if (f == NULL) return NULL;
    us_host *h = us_host_of(L);
    for (int i = 0; i < US_SLOT_TRAMPOLINES && i < h->nbindings; i++)
        if (us_slot_trampolines[i] == f) return h->bindings[i];
    return NULL;
}

// The types that need no check beyond their Lua type: all of the mask's but a userdata with a
// required type, an integer, an option table with keys; only nil (when allowed) for a refined
// type (refinements skip nil). The first two get their probe flag instead.
static uint32_t fast_mask(const us_param *p) {
    if (p->mask == US_MASK_ANY) return US_FAST_ANY;
    uint32_t nils = US_MASK_OF(LUA_TNONE) | US_MASK_OF(LUA_TNIL);
    if (p->refine) return p->mask & nils;
    uint32_t m = p->mask & ~US_MASK_INTEGER;
    if (p->metatable != NULL && (m & US_MASK_OF(LUA_TUSERDATA))) m = (m & ~US_MASK_OF(LUA_TUSERDATA)) | US_FAST_OBJECT;
    if ((p->mask & US_MASK_INTEGER) && (m & US_MASK_OF(LUA_TNUMBER))) m = (m & ~US_MASK_OF(LUA_TNUMBER)) | US_FAST_INTEGER;
    if (p->nkeys > 0 || p->closed) m &= ~US_MASK_OF(LUA_TTABLE);
    return m;
}

// The trampoline's way to check b's arguments (us_binding.shape).
static int binding_shape(const us_binding *b) {
    int checked = 0, probes = 0; // the parameters up to the last that is not "any"
    for (int i = 0; i < b->nparams; i++) {
        if (b->params[i].fast == US_FAST_ANY) continue;
        checked = i + 1;
        if (b->params[i].fast & US_FAST_PROBES) probes = US_SHAPE_PROBES;
    }
    for (int i = 0; i < checked; i++)
        if (b->params[i].fast == US_FAST_ANY) probes = US_SHAPE_PROBES;
    return checked > 2 ? US_SHAPE_LOOP : checked == 0 ? 0 : checked | probes;
}

int us_push_binding(lua_State *L, us_binding *b) {
    us_host *h = us_host_of(L);
    if (b->slot == 0) {
        if (h->nbindings == h->binding_capacity) {
            int cap = h->binding_capacity ? h->binding_capacity * 2 : 256;
            us_binding **a = (us_binding **)realloc(h->bindings, (size_t)cap * sizeof(us_binding *));
            if (a == NULL) return 0;
            h->bindings = a;
            h->binding_capacity = cap;
        }
        h->bindings[h->nbindings++] = b;
        b->slot = h->nbindings;
        for (int i = 0; i < b->nparams; i++) b->params[i].fast = fast_mask(&b->params[i]);
        b->shape = binding_shape(b);
    }
    lua_pushlightuserdata(L, (void *)(uintptr_t)b->slot);
    int index = b->slot - 1;
    lua_pushcclosure(L, index < US_SLOT_TRAMPOLINES && !(b->shape & US_SHAPE_UPVALUE)
                            ? us_slot_trampolines[index] : us_trampoline, 1);
    return 1;
}

lua_State *us_running_thread(lua_State *L) {
    us_host *h = us_host_of(L);
    return h->running != NULL ? h->running : h->main_thread;
}
