// Layer 2, host: finding a state's host. A state the shim made keeps it in its extra space
// (state.c); a state the shim adopted (adopt.c) is found through its registry table, whose
// address is the state's for as long as it lives: such a state's extra space belongs to whoever
// made it, and the threads made before the module was loaded copied it then (garbage, as far
// as the shim knows). The table of adopted states lives here, below everything that reads a
// host; adopt.c enters and leaves its entries.
#define _GNU_SOURCE
#include "shim_host.h"

#include <pthread.h>

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
// 1 once the shim made a state itself (state.c).
int us_native_states = 0;
// The one host when the table holds a single entry, a live one: every state a binding can be
// called from is then that one (without a state the shim made), so no lookup is needed. The
// Lua module in lua5.4 or busted runs so.
static us_host *sole_host = NULL;

// What a finalizer run after the host closed finds (a state the shim does not know): bindings
// refuse to run ("the state is closing") and no limit applies.
static us_host closed_host = { .closing = 1 };

// The exported function, for Swift; the shim's own files read the host inline (shim_host.h).
us_host *(us_host_of)(lua_State *L) {
    return us_host_inline(L);
}

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

int us_enter_adopted(const void *registry, us_host *h) {
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

void us_leave_adopted(const void *registry) {
    pthread_mutex_lock(&adopted_lock);
    for (int i = 0; i < adopted_high; i++) {
        if (adopted[i].registry != registry) continue;
        __atomic_store_n(&adopted[i].host, &closed_host, __ATOMIC_RELEASE);
        break;
    }
    update_sole();
    pthread_mutex_unlock(&adopted_lock);
}
