// Layer 5, state: adopted states, the host of a lua_State the shim did not make, as when a
// stock lua5.4 loads the Lua module (understudy.so). The host is entered in the table of adopted
// states (host.c), found through the state's registry table. Its allocator is wrapped (counted,
// capped, still the maker's underneath), and a finalizer made first closes the host after every
// object the host made is finalized (Lua finalizes in the reverse order objects were marked for
// it).
#define _GNU_SOURCE
#include "shim_state.h"

#include <stdlib.h>
#include <string.h>

// Registry key (its address): the full userdata whose finalizer closes the host.
static const char KEY_ADOPTED = 0;

us_host *us_adopted_host_or_null(lua_State *L) {
    us_host *h = NULL;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_ADOPTED) == LUA_TUSERDATA) h = *(us_host **)lua_touserdata(L, -1);
    lua_pop(L, 1);
    return h;
}

// The finalizer of the userdata at registry[&KEY_ADOPTED]: the state is closing.
static int adopted_gc(lua_State *L) {
    us_host **slot = (us_host **)lua_touserdata(L, 1);
    us_host *h = slot ? *slot : NULL;
    if (h == NULL) return 0;
    *slot = NULL;
    h->closing = 1;
    h->deadline_ns = 0;
    us_disarm_deadline_timer(h);
    h->mem_limit = 0;
    us_unref_limit_scope(L, h);
    // The shim's hook would look for a host that is gone (a finalizer's Lua code still runs).
    if (h->main_thread) lua_sethook(h->main_thread, NULL, 0, 0);
    if (h->current && h->current != h->main_thread) lua_sethook(h->current, NULL, 0, 0);
    if (h->on_close) h->on_close(h->owner);
    us_leave_adopted(lua_topointer(L, LUA_REGISTRYINDEX));
    // Blocks from the emergency reserve are not the maker's allocator's to free: then the host
    // stays (the allocator keeps counting through it) and is never freed.
    if (h->reserve_live == 0) {
        lua_setallocf(L, h->base_alloc, h->base_ud);
        us_free_host(h);
    }
    return 0;
}

us_host *us_adopt(lua_State *L, const char **error) {
    us_host *h = us_adopted_host_or_null(L);
    if (h != NULL) return h;
    // What the hook hands up: a due stop, the instruction count (stops.c).
    us_hook_set_clients(&us_limit_stops);
    // The finalizer first: whatever raises below (out of memory) leaves a state without a host.
    us_host **slot = (us_host **)lua_newuserdatauv(L, sizeof(us_host *), 0);
    *slot = NULL;
    lua_createtable(L, 0, 2);
    lua_pushcfunction(L, adopted_gc);
    lua_setfield(L, -2, "__gc");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_ADOPTED);
    lua_pushliteral(L, "not enough memory");
    lua_rawsetp(L, LUA_REGISTRYINDEX, &us_key_memerr);
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_MAINTHREAD);
    lua_State *main_thread = lua_tothread(L, -1);
    lua_pop(L, 1);

    h = (us_host *)calloc(1, sizeof(us_host));
    char *reserve = h ? (char *)malloc(US_RESERVE_SIZE) : NULL;
    if (reserve == NULL) {
        free(h);
        *error = "not enough memory";
        return NULL;
    }
    h->reserve = reserve;
    h->adopted = 1;
    h->mem_default_cap = us_default_memory_cap();
    // Lua itself runs the state (the soft cap applies only while a binding's Swift runs).
    h->swift_depth = 0;
    h->hook_count = 1000;
    h->main_thread = main_thread;
    h->current = L;
    if (!us_enter_adopted(lua_topointer(L, LUA_REGISTRYINDEX), h)) {
        us_free_host(h);
        *error = "too many Lua states use understudy at once (1024)";
        return NULL;
    }
    *slot = h;
    // Every block is counted from here on: what Lua holds now is where the count starts.
    int kb = lua_gc(L, LUA_GCCOUNT), bytes = lua_gc(L, LUA_GCCOUNTB);
    h->mem_used = kb > 0 ? (size_t)kb * 1024 + (size_t)(bytes > 0 ? bytes : 0) : 0;
    h->base_alloc = lua_getallocf(L, &h->base_ud);
    lua_setallocf(L, us_alloc, h);
    // A hook debug.sethook set (LuaCov's) goes on under the shared hook; one C code set cannot.
    h->foreign_hook = !us_adopt_user_hook(L, main_thread) || (L != main_thread && !us_adopt_user_hook(L, L));
    return h;
}
