// Adopted states: the host of a lua_State the shim did not make, as when a stock lua5.4 loads
// the Lua module (understudy.so). Such a state's extra space belongs to whoever made it, and the
// threads made before the module was loaded copied it then (garbage, as far as the shim knows),
// so the host is found through the state's registry table, whose address is the state's for as
// long as it lives. Its allocator is wrapped (counted, capped, still the maker's underneath), and
// a finalizer made first closes the host after every object the host made is finalized (Lua
// finalizes in the reverse order objects were marked for it).
#define _GNU_SOURCE
#include "CLuaShim.h"
#include "shim_internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// Registry key (its address): the full userdata whose finalizer closes the host.
static const char KEY_ADOPTED = 0;

// Adopted states: registry table address -> host, live ones and closed ones (their host then
// `closed_host`, for finalizers their lua_close still runs), until a new state needs the slot.
// Read without the lock (a state's own entry does not change while it runs); written under it.
#define US_ADOPTED_MAX 1024
static struct {
    const void *registry;
    us_host *host;
} adopted[US_ADOPTED_MAX];
static int adopted_high = 0; // entries at and beyond this index are unused
static pthread_mutex_t adopted_lock = PTHREAD_MUTEX_INITIALIZER;
// 1 once a state was adopted in the process: hosts are looked up from then on.
int us_adoption_seen = 0;
// The one host when the table holds a single entry, a live one: every state a binding can be
// called from is then that one (without a state the shim made), so no lookup is needed. The
// Lua module in lua5.4 or busted runs so.
static us_host *sole_host = NULL;

// What a finalizer run after the host closed finds (a state the shim does not know): bindings
// refuse to run ("the state is closing") and no limit applies.
static us_host closed_host = { .closing = 1 };

us_host *us_adopted_host(lua_State *L) {
    us_host *sole = __atomic_load_n(&sole_host, __ATOMIC_ACQUIRE);
    if (sole != NULL && !__atomic_load_n(&us_native_states, __ATOMIC_RELAXED)) return sole;
    const void *registry = lua_topointer(L, LUA_REGISTRYINDEX);
    int n = __atomic_load_n(&adopted_high, __ATOMIC_ACQUIRE);
    for (int i = 0; i < n; i++) {
        if (__atomic_load_n(&adopted[i].registry, __ATOMIC_ACQUIRE) == registry)
            return __atomic_load_n(&adopted[i].host, __ATOMIC_ACQUIRE);
    }
    // A state the shim made itself keeps its host in its extra space.
    if (__atomic_load_n(&us_native_states, __ATOMIC_RELAXED)) return *(us_host **)lua_getextraspace(L);
    return &closed_host;
}

int us_is_closed_host(const us_host *h) { return h == &closed_host; }

us_host *us_adopted_host_or_null(lua_State *L) {
    us_host *h = NULL;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_ADOPTED) == LUA_TUSERDATA) h = *(us_host **)lua_touserdata(L, -1);
    lua_pop(L, 1);
    return h;
}

// Under the lock: the sole host, if the table holds one entry and it is live.
static void update_sole(void) {
    us_host *sole = NULL;
    int entries = 0;
    for (int i = 0; i < adopted_high; i++) {
        if (adopted[i].registry == NULL) continue;
        entries++;
        sole = adopted[i].host;
    }
    if (entries != 1 || sole == &closed_host) sole = NULL;
    __atomic_store_n(&sole_host, sole, __ATOMIC_RELEASE);
}

// A state the shim made (state.c) whose registry sits where a closed adopted state's was: its
// host is in its extra space, and the closed one's entry must not answer for it.
void us_forget_adopted_registry(lua_State *L) {
    const void *registry = lua_topointer(L, LUA_REGISTRYINDEX);
    pthread_mutex_lock(&adopted_lock);
    for (int i = 0; i < adopted_high; i++) {
        if (adopted[i].registry != registry) continue;
        __atomic_store_n(&adopted[i].registry, NULL, __ATOMIC_RELEASE);
        __atomic_store_n(&adopted[i].host, NULL, __ATOMIC_RELEASE);
    }
    update_sole();
    pthread_mutex_unlock(&adopted_lock);
}

static int enter(const void *registry, us_host *h) {
    pthread_mutex_lock(&adopted_lock);
    // The same address again (a closed state's registry reused), else an unused slot, else a
    // closed state's.
    int slot = -1;
    for (int i = 0; i < adopted_high && slot < 0; i++)
        if (adopted[i].registry == registry) slot = i;
    for (int i = 0; i < adopted_high && slot < 0; i++)
        if (adopted[i].registry == NULL) slot = i;
    if (slot < 0 && adopted_high < US_ADOPTED_MAX) slot = adopted_high;
    for (int i = 0; i < adopted_high && slot < 0; i++)
        if (adopted[i].host == &closed_host) slot = i;
    if (slot >= 0) {
        // Lookups see the slot empty while it changes hands.
        __atomic_store_n(&adopted[slot].registry, NULL, __ATOMIC_RELEASE);
        __atomic_store_n(&adopted[slot].host, h, __ATOMIC_RELEASE);
        __atomic_store_n(&adopted[slot].registry, registry, __ATOMIC_RELEASE);
        if (slot == adopted_high) __atomic_store_n(&adopted_high, slot + 1, __ATOMIC_RELEASE);
        __atomic_store_n(&us_adoption_seen, 1, __ATOMIC_RELEASE);
        update_sole();
    }
    pthread_mutex_unlock(&adopted_lock);
    return slot >= 0;
}

static void leave(const void *registry) {
    pthread_mutex_lock(&adopted_lock);
    for (int i = 0; i < adopted_high; i++) {
        if (adopted[i].registry != registry) continue;
        __atomic_store_n(&adopted[i].host, &closed_host, __ATOMIC_RELEASE);
        break;
    }
    update_sole();
    pthread_mutex_unlock(&adopted_lock);
}

static void unref_scope(lua_State *L, us_host *h) {
    if (h->scope_mode != US_SCOPE_FUNCTION) return;
    luaL_unref(L, LUA_REGISTRYINDEX, h->scope_ref);
    luaL_unref(L, LUA_REGISTRYINDEX, h->scope_thread_ref);
    h->scope_mode = US_SCOPE_HOST;
    h->scope_thread = NULL;
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
    unref_scope(L, h);
    // The shim's hook would look for a host that is gone (a finalizer's Lua code still runs).
    if (h->main_thread) lua_sethook(h->main_thread, NULL, 0, 0);
    if (h->current && h->current != h->main_thread) lua_sethook(h->current, NULL, 0, 0);
    if (h->on_close) h->on_close(h->owner);
    leave(lua_topointer(L, LUA_REGISTRYINDEX));
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
    if (!enter(lua_topointer(L, LUA_REGISTRYINDEX), h)) {
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

void us_set_limit_scope(lua_State *L, int idx) {
    us_host *h = us_host_of(L);
    unref_scope(L, h);
    if (idx == 0) {
        lua_Debug ar;
        if (!lua_getstack(L, 1, &ar) || !lua_getinfo(L, "f", &ar)) return;
    } else {
        lua_pushvalue(L, idx);
    }
    if (!lua_isfunction(L, -1)) {
        lua_pop(L, 1);
        return;
    }
    h->scope_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushthread(L);
    h->scope_thread_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->scope_thread = L;
    h->scope_mode = US_SCOPE_FUNCTION;
}

void us_clear_limit_scope(lua_State *L) { unref_scope(L, us_host_of(L)); }

const char *us_time_limit_refusal(lua_State *L) {
    if (us_host_of(L)->foreign_hook)
        return "C code set a debug hook on this Lua state, and the time limit's hook would replace it";
    return NULL;
}
