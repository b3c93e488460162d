// CLuaShim: see include/CLuaShim.h for why each piece lives in C.
#define _GNU_SOURCE
#include "CLuaShim.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>

// Registry keys: addresses of these statics (unique, never dereferenced).
static const char KEY_TRACEBACK = 0;
static const char KEY_USERHOOKINFO = 0; // thread -> mask | count << 8 (weak keys)
static const char KEY_USERHOOKLEFT = 0; // thread -> instructions left before the user's count hook
static const char KEY_MEMERR = 0;      // preallocated "not enough memory" message

// MARK: - Host

us_host *us_host_of(lua_State *L) {
    return *(us_host **)lua_getextraspace(L);
}

uint64_t us_monotonic_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

int us_isatty(int fd) { return isatty(fd); }

static void us_hook(lua_State *L, lua_Debug *ar);
static void stop_running(us_host *h);

// The allocator enforces the memory cap only while Lua itself runs (swift_depth == 0). While
// Swift frames are on the stack a refusal would make Lua longjmp through them, so the cap is soft
// there: the allocation succeeds, and the trampoline raises the error once Swift has returned.
//
// A real allocation failure is handled the same way: while Swift frames are active a failing
// request is served from the emergency reserve (a bump arena allocated with the state) and
// oom_pending makes the trampoline raise "not enough memory" once Swift has returned. While Lua
// runs, NULL goes back to Lua, which raises the error through its own frames only.

static int in_reserve(const us_host *h, const void *p) {
    return h->reserve != NULL && p != NULL && (const char *)p >= h->reserve &&
           (const char *)p < h->reserve + US_RESERVE_SIZE;
}

static void *reserve_alloc(us_host *h, size_t n) {
    size_t need = (n + 15) & ~(size_t)15;
    if (h->reserve == NULL || need < n || need > US_RESERVE_SIZE - h->reserve_used) return NULL;
    void *p = h->reserve + h->reserve_used;
    h->reserve_used += need;
    h->reserve_live++;
    return p;
}

static void reserve_release(us_host *h) {
    if (--h->reserve_live == 0) h->reserve_used = 0;
}

// malloc/realloc, failing as a real out-of-memory would when the test hook says so.
static void *raw_realloc(us_host *h, void *ptr, size_t old, size_t nsize) {
    if (h->alloc_fail_armed && nsize > old) {
        if (nsize - old > h->alloc_fail_after) return NULL;
        h->alloc_fail_after -= nsize - old;
    }
    return realloc(ptr, nsize);
}

static void *us_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    us_host *h = (us_host *)ud;
    size_t old = ptr ? osize : 0;
    // The common case, as lauxlib's l_alloc plus the count: no reserve block alive, no test
    // failure armed, within the cap. A refusal or a failing realloc takes the full path below.
    if (h->reserve_live == 0 && !h->alloc_fail_armed) {
        if (nsize == 0) {
            free(ptr);
            h->mem_used -= old;
            return NULL;
        }
        if (h->mem_limit == 0 || nsize <= old || h->mem_used - old + nsize <= h->mem_effective_limit) {
            void *p = realloc(ptr, nsize);
            if (p != NULL) {
                h->mem_used = h->mem_used - old + nsize;
                return p;
            }
        }
    }
    if (nsize == 0) {
        if (in_reserve(h, ptr)) reserve_release(h);
        else free(ptr);
        h->mem_used -= old;
        return NULL;
    }
    if (h->mem_limit && nsize > old && h->mem_used - old + nsize > h->mem_effective_limit) {
        if (h->swift_depth == 0) {
            h->limit_error = US_LIMIT_MEMORY;
            // Lua raises "not enough memory" now; a pcall may catch it, so make the very next
            // instruction raise again (lua_sethook only sets fields: safe inside the allocator).
            if (!h->closing) stop_running(h);
            return NULL;
        }
        h->mem_pending = 1;
    }
    void *p;
    if (in_reserve(h, ptr)) {
        // A reserve block: shrink in place, grow by moving it out (back to malloc if it can).
        if (nsize <= old) {
            p = ptr;
        } else {
            p = raw_realloc(h, NULL, 0, nsize);
            if (p != NULL) {
                memcpy(p, ptr, old);
                reserve_release(h);
            }
        }
    } else {
        p = raw_realloc(h, ptr, old, nsize);
    }
    if (p == NULL) {
        if (h->swift_depth == 0) return NULL;
        p = reserve_alloc(h, nsize);
        if (p == NULL) {
            // Nothing left to give without a longjmp through Swift frames: stop cleanly instead.
            fputs("understudy: out of memory inside a host function (emergency reserve exhausted)\n", stderr);
            abort();
        }
        if (ptr != NULL) {
            memcpy(p, ptr, old < nsize ? old : nsize);
            if (in_reserve(h, ptr)) reserve_release(h);
            else free(ptr);
        }
        h->oom_pending = 1;
    }
    h->mem_used = h->mem_used - old + nsize;
    return p;
}

void us_test_fail_allocations(lua_State *L, int armed, size_t after_bytes) {
    us_host *h = us_host_of(L);
    h->alloc_fail_armed = armed;
    h->alloc_fail_after = after_bytes;
}

size_t us_reserve_in_use(lua_State *L) { return us_host_of(L)->reserve_used; }

static int us_panic(lua_State *L) {
    const char *msg = lua_tostring(L, -1);
    if (msg == NULL) msg = "error object is not a string";
    fprintf(stderr, "PANIC: unprotected error in call to Lua API (%s)\n", msg);
    fflush(stderr);
    return 0; // Lua aborts
}

// Warnings behave as in lauxlib (lua5.4's `-W`, "@on"/"@off" control messages).
static void warn_off(void *ud, const char *message, int tocont);
static void warn_on(void *ud, const char *message, int tocont);
static void warn_cont(void *ud, const char *message, int tocont);

static int warn_control(lua_State *L, const char *message, int tocont) {
    if (tocont || *(message++) != '@') return 0;
    if (strcmp(message, "off") == 0) lua_setwarnf(L, warn_off, L);
    else if (strcmp(message, "on") == 0) lua_setwarnf(L, warn_on, L);
    return 1;
}
static void warn_off(void *ud, const char *message, int tocont) {
    warn_control((lua_State *)ud, message, tocont);
}
static void warn_cont(void *ud, const char *message, int tocont) {
    lua_State *L = (lua_State *)ud;
    fputs(message, stderr);
    if (tocont) {
        lua_setwarnf(L, warn_cont, L);
    } else {
        fputs("\n", stderr);
        fflush(stderr);
        lua_setwarnf(L, warn_on, L);
    }
}
static void warn_on(void *ud, const char *message, int tocont) {
    if (warn_control((lua_State *)ud, message, tocont)) return;
    fputs("Lua warning: ", stderr);
    warn_cont(ud, message, tocont);
}

lua_State *us_newstate(void) {
    us_host *h = (us_host *)calloc(1, sizeof(us_host));
    if (h == NULL) return NULL;
    // The host itself is Swift code: allocations it makes are under the soft cap.
    h->swift_depth = 1;
    h->hook_count = 1000;
    h->reserve = (char *)malloc(US_RESERVE_SIZE);
    lua_State *L = h->reserve ? lua_newstate(us_alloc, h) : NULL;
    if (L == NULL) {
        free(h->reserve);
        free(h);
        return NULL;
    }
    *(us_host **)lua_getextraspace(L) = h;
    h->main_thread = L;
    h->current = L;
    lua_atpanic(L, us_panic);
    lua_setwarnf(L, warn_off, L);
    lua_pushliteral(L, "not enough memory");
    lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_MEMERR);
    return L;
}

static void disarm_deadline_timer(us_host *h);

void us_close(lua_State *L, void ***out_queue, size_t *out_count) {
    us_host *h = us_host_of(L);
    h->deadline_ns = 0;
    disarm_deadline_timer(h);
    h->mem_limit = 0;
    h->closing = 1;
    lua_close(L);
    *out_queue = h->release_queue;
    *out_count = h->release_count;
    free(h->bindings);
    for (int i = 0; i < h->nembedded; i++) free(h->embedded[i].chunkname);
    free(h->embedded);
    free(h->reserve);
    free(h);
}

void us_free_queue(void **queue) { free(queue); }

void **us_take_releases(us_host *h, size_t *count) {
    void **q = h->release_queue;
    *count = h->release_count;
    h->release_queue = NULL;
    h->release_count = 0;
    h->release_capacity = 0;
    return q;
}

static void queue_release(us_host *h, void *object) {
    if (h->release_count == h->release_capacity) {
        size_t cap = h->release_capacity ? h->release_capacity * 2 : 64;
        void **q = (void **)realloc(h->release_queue, cap * sizeof(void *));
        if (q == NULL) return; // leak rather than crash
        h->release_queue = q;
        h->release_capacity = cap;
    }
    h->release_queue[h->release_count++] = object;
}

// MARK: - Limits and the hook

// Private: thread -> mask | count << 8 of the user's hook (weak keys). The function itself lives
// where ldblib keeps it (registry._HOOKKEY), so scripts and tests that look there see it.
// Pushes the registry table at `key`, creating it with weak keys (its own metatable) if absent.
static void push_weak_keyed_table(lua_State *L, const void *key) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushliteral(L, "k");
        lua_setfield(L, -2, "__mode");
        lua_pushvalue(L, -1);
        lua_setmetatable(L, -2);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, key);
    }
}

static void push_userhookinfo(lua_State *L) { push_weak_keyed_table(L, &KEY_USERHOOKINFO); }

// ldblib's hook table: registry._HOOKKEY maps each thread to its hook function, with weak keys
// (the table is its own metatable), created on first use exactly as ldblib's sethook does.
#define HOOKKEY "_HOOKKEY"
static void push_hooktable(lua_State *L) {
    if (!luaL_getsubtable(L, LUA_REGISTRYINDEX, HOOKKEY)) {
        lua_pushliteral(L, "k");
        lua_setfield(L, -2, "__mode");
        lua_pushvalue(L, -1);
        lua_setmetatable(L, -2);
    }
}

// The user's hook settings for thread L1 (mask and count as given to debug.sethook).
static void user_hook_info(lua_State *L, lua_State *L1, int *mask, int *count) {
    *mask = 0;
    *count = 0;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_USERHOOKINFO) == LUA_TTABLE) {
        lua_pushthread(L1);
        lua_xmove(L1, L, 1);
        if (lua_rawget(L, -2) == LUA_TNUMBER) {
            lua_Integer v = lua_tointeger(L, -1);
            *mask = (int)(v & 0xff);
            *count = (int)(v >> 8);
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

// Instructions left before the user's count hook of L1 is due, when the limits run the count
// hook more often than the user asked (0 when none is recorded).
static lua_Integer user_hook_left(lua_State *L, lua_State *L1) {
    lua_Integer left = 0;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_USERHOOKLEFT) == LUA_TTABLE) {
        lua_pushthread(L1);
        lua_xmove(L1, L, 1);
        if (lua_rawget(L, -2) == LUA_TNUMBER) left = lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return left;
}

static void set_user_hook_left(lua_State *L, lua_State *L1, lua_Integer left) {
    push_weak_keyed_table(L, &KEY_USERHOOKLEFT);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    if (left > 0) lua_pushinteger(L, left);
    else lua_pushnil(L);
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

// Forgets the user's hook settings for L1 (the function stays in _HOOKKEY, as after lua.c's lstop).
static void clear_user_hook_info(lua_State *L, lua_State *L1) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_USERHOOKINFO) == LUA_TTABLE) {
        lua_pushthread(L1);
        lua_xmove(L1, L, 1);
        lua_pushnil(L);
        lua_rawset(L, -3);
    }
    lua_pop(L, 1);
}

static void us_hook(lua_State *L, lua_Debug *ar);

#define US_ALL_EVENTS (LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT)

// SIGINT, as lua.c handles it: the handler asks the main thread (sigint_L) for one hook call at
// the next instruction, which raises one catchable "interrupted!" (lua.c's laction and lstop).
static lua_State *volatile sigint_L = NULL;
static volatile sig_atomic_t sigint_idle = 0;
static volatile sig_atomic_t sigint_pending = 0;

static void apply_hook_to(lua_State *L, lua_State *L1) {
    us_host *h = us_host_of(L);
    // A ^C not yet raised keeps its hook (a debug.sethook between the signal and the next
    // instruction must not swallow it).
    if (sigint_pending && L1 == sigint_L) {
        lua_sethook(L1, us_hook, US_ALL_EVENTS, 1);
        return;
    }
    int umask, ucount;
    user_hook_info(L, L1, &umask, &ucount);
    int stopping = h->limit_error != US_LIMIT_NONE || h->interrupted || h->deadline_hit;
    int limits = h->limits_active || stopping;
    int mask = umask | (limits ? LUA_MASKCOUNT : 0);
    int count;
    if (stopping) count = 1;
    else if (umask & LUA_MASKCOUNT) {
        // A script's count hook never delays the limits: past the limits' interval the real hook
        // runs at that interval and counts down to the script's (us_hook).
        count = ucount;
        if (limits && ucount > h->hook_count) {
            lua_Integer left = user_hook_left(L, L1);
            if (left <= 0 || left > ucount) left = ucount;
            count = left < h->hook_count ? (int)left : h->hook_count;
        }
    }
    else count = limits ? h->hook_count : 0;
    if (mask == 0) lua_sethook(L1, NULL, 0, 0);
    else lua_sethook(L1, us_hook, mask, count);
}

void us_apply_hook(lua_State *L) { apply_hook_to(L, L); }

// A count hook makes the VM call into the debugger before every instruction (Lua 5.4's `trap`),
// which cost CPU-bound code 15-50% whatever the count. So the periodic hook runs only for what
// needs it: an instruction budget, or a deadline no timer could be armed for. The memory cap is
// checked by the allocator, and a timeout by a timer signal (below).
static void refresh_limits_active(us_host *h) {
    int untimed_deadline = h->deadline_ns != 0 && h->deadline_ns != UINT64_MAX && h->timer_slot == 0;
    h->limits_active = h->instruction_budget != 0 || untimed_deadline;
}

// Makes the next instruction of the running thread (and of the main thread, where the error
// arrives once it leaves a coroutine) call us_hook. Only sets fields: async-signal-safe.
static void stop_running(us_host *h) {
    lua_State *current = h->current;
    if (current != NULL) lua_sethook(current, us_hook, US_ALL_EVENTS, 1);
    if (h->main_thread != NULL && h->main_thread != current)
        lua_sethook(h->main_thread, us_hook, US_ALL_EVENTS, 1);
}

// MARK: Deadline timers
//
// One POSIX timer per armed state, delivering a real-time signal to the thread that armed it
// (SIGEV_THREAD_ID), at the deadline and every 100 ms after it (a stop lost to a race with a
// concurrent lua_sethook is re-armed). The handler sets deadline_hit and a count-1 hook on the
// running thread, as lua.c's SIGINT handler does. A signal may still be queued after a timer was
// deleted, and a state may be freed by then, so the handler acts only on a host in the table
// whose deadline has really passed.

#define US_TIMER_SLOTS 64
static struct {
    _Atomic(us_host *) host;
    timer_t timer;
} deadline_timers[US_TIMER_SLOTS];
static pthread_once_t deadline_once = PTHREAD_ONCE_INIT;
static int deadline_handler_ready = 0;

static int deadline_signal(void) { return SIGRTMIN + 5; }

static void on_deadline(int sig, siginfo_t *si, void *context) {
    (void)sig;
    (void)context;
    int saved = errno;
    us_host *h = (us_host *)si->si_value.sival_ptr;
    for (int i = 0; h != NULL && i < US_TIMER_SLOTS; i++) {
        if (atomic_load(&deadline_timers[i].host) != h) continue;
        uint64_t deadline = h->deadline_ns;
        if (deadline != 0 && us_monotonic_ns() >= deadline) {
            h->deadline_hit = 1;
            stop_running(h);
        }
        break;
    }
    errno = saved;
}

static void install_deadline_handler(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_deadline;
    sa.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&sa.sa_mask);
    deadline_handler_ready = sigaction(deadline_signal(), &sa, NULL) == 0;
}

static void disarm_deadline_timer(us_host *h) {
    if (h->timer_slot == 0) return;
    int i = h->timer_slot - 1;
    h->timer_slot = 0;
    timer_delete(deadline_timers[i].timer);
    atomic_store(&deadline_timers[i].host, NULL);
}

// Arms a timer for h->deadline_ns on the calling thread; 0 when none could be (the count hook
// then checks the clock instead).
static int arm_deadline_timer(us_host *h) {
    pthread_once(&deadline_once, install_deadline_handler);
    if (!deadline_handler_ready) return 0;
    int slot = -1;
    for (int i = 0; i < US_TIMER_SLOTS && slot < 0; i++) {
        us_host *expected = NULL;
        if (atomic_compare_exchange_strong(&deadline_timers[i].host, &expected, h)) slot = i;
    }
    if (slot < 0) return 0;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, deadline_signal());
    pthread_sigmask(SIG_UNBLOCK, &set, NULL); // a thread that blocks it would never stop
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_THREAD_ID;
    sev.sigev_signo = deadline_signal();
    sev.sigev_value.sival_ptr = h;
    sev._sigev_un._tid = (pid_t)syscall(SYS_gettid);
    timer_t timer;
    if (timer_create(CLOCK_MONOTONIC, &sev, &timer) != 0) {
        atomic_store(&deadline_timers[slot].host, NULL);
        return 0;
    }
    struct itimerspec its;
    memset(&its, 0, sizeof its);
    its.it_value.tv_sec = (time_t)(h->deadline_ns / 1000000000ull);
    its.it_value.tv_nsec = (long)(h->deadline_ns % 1000000000ull);
    its.it_interval.tv_nsec = 100000000L;
    if (timer_settime(timer, TIMER_ABSTIME, &its, NULL) != 0) {
        timer_delete(timer);
        atomic_store(&deadline_timers[slot].host, NULL);
        return 0;
    }
    deadline_timers[slot].timer = timer;
    h->timer_slot = slot + 1;
    return 1;
}

void us_set_memory_limit(lua_State *L, size_t bytes) {
    us_host *h = us_host_of(L);
    h->mem_limit = bytes;
    h->mem_effective_limit = bytes;
    refresh_limits_active(h);
    us_apply_hook(L);
}

void us_memory_checkpoint(lua_State *L) {
    us_host *h = us_host_of(L);
    size_t floor = h->mem_used + US_MEMORY_HEADROOM;
    h->mem_effective_limit = h->mem_limit > floor ? h->mem_limit : floor;
}

int us_memory_charge(lua_State *L, size_t bytes, int refusing) {
    us_host *h = us_host_of(L);
    size_t used = h->mem_used + bytes;
    int fits = h->mem_limit == 0 || (used >= h->mem_used && used <= h->mem_effective_limit);
    if (!fits) {
        // As the allocator does for Lua while Swift frames are active: the error is raised once
        // they have returned (finish_call), and long host work polling the limits stops now.
        h->mem_pending = 1;
        if (refusing) return 0;
    }
    // Saturating: an absurd charge pins the count rather than wrapping it.
    h->mem_used = used >= h->mem_used ? used : SIZE_MAX;
    h->host_charged = h->host_charged + bytes >= h->host_charged ? h->host_charged + bytes : SIZE_MAX;
    return fits;
}

void us_memory_release(lua_State *L, size_t bytes) {
    us_host *h = us_host_of(L);
    if (bytes > h->host_charged) bytes = h->host_charged;
    h->host_charged -= bytes;
    h->mem_used = h->mem_used >= bytes ? h->mem_used - bytes : 0;
}

size_t us_memory_charged(lua_State *L) { return us_host_of(L)->host_charged; }

void us_set_timeout(lua_State *L, double seconds) {
    us_host *h = us_host_of(L);
    // The old deadline goes first, so a signal still queued from its timer finds nothing to do.
    h->deadline_ns = 0;
    disarm_deadline_timer(h);
    h->deadline_hit = 0;
    if (seconds > 0) {
        // Saturate: a deadline past ~290 years would overflow the nanosecond clock (and a
        // double-to-integer conversion out of range is undefined), so such a timeout is "never".
        uint64_t now = us_monotonic_ns();
        double ns = seconds * 1e9;
        h->timeout_seconds = seconds;
        h->deadline_ns = ns >= (double)(UINT64_MAX - now) ? UINT64_MAX : now + (uint64_t)ns;
        if (h->deadline_ns != UINT64_MAX) arm_deadline_timer(h);
    } else {
        h->timeout_seconds = 0;
        h->deadline_ns = 0;
    }
    refresh_limits_active(h);
    us_apply_hook(L);
}

void us_set_instruction_limit(lua_State *L, uint64_t count) {
    us_host *h = us_host_of(L);
    h->instruction_budget = count;
    h->instructions_used = 0;
    refresh_limits_active(h);
    us_apply_hook(L);
}

// Long host work (a clock firing thousands of engine events, formatting a huge timeline) runs no
// Lua instruction, so no hook can stop it: it asks here instead. Makes a due limit sticky exactly
// as us_hook would, so the error raised afterwards and every later hook agree.
us_limit us_poll_limit(lua_State *L) {
    us_host *h = us_host_of(L);
    // The memory limit went over while this host work ran (the engine's charges or Lua's own
    // allocations under the soft cap): stop it now too; the trampoline raises it on return.
    if (h->mem_pending && h->limit_error == US_LIMIT_NONE) h->limit_error = US_LIMIT_MEMORY;
    if (h->interrupted) {
        h->interrupted = 0;
        h->limit_error = US_LIMIT_INTERRUPT;
    }
    if (h->deadline_hit && h->limit_error == US_LIMIT_NONE) h->limit_error = US_LIMIT_TIME;
    if (h->limit_error == US_LIMIT_NONE && h->deadline_ns != 0 && h->deadline_ns != UINT64_MAX
        && us_monotonic_ns() > h->deadline_ns)
        h->limit_error = US_LIMIT_TIME;
    return h->limit_error;
}

void us_clear_limit_error(lua_State *L) {
    us_host *h = us_host_of(L);
    h->limit_error = US_LIMIT_NONE;
    h->interrupted = 0;
    h->deadline_hit = 0;
    h->mem_pending = 0;
    h->oom_pending = 0;
    if (L == sigint_L) sigint_pending = 0;
    us_apply_hook(L);
}

static void format_bytes(char *buf, size_t n, size_t bytes) {
    if (bytes >= (1u << 30) && bytes % (1u << 30) == 0) snprintf(buf, n, "%zuG", bytes >> 30);
    else if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) snprintf(buf, n, "%zuM", bytes >> 20);
    else if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) snprintf(buf, n, "%zuK", bytes >> 10);
    else snprintf(buf, n, "%zu bytes", bytes);
}

static int raise_limit(lua_State *L, us_host *h) {
    // Every later hook raises again (count 1) until the host ends the chunk, so pcall can't hold it.
    us_apply_hook(L);
    char msg[96];
    switch (h->limit_error) {
    case US_LIMIT_MEMORY: {
        char b[32];
        format_bytes(b, sizeof b, h->mem_limit);
        snprintf(msg, sizeof msg, "memory limit exceeded (limit %s)", b);
        break;
    }
    case US_LIMIT_TIME:
        snprintf(msg, sizeof msg, "time limit exceeded (timeout %g s)", h->timeout_seconds);
        break;
    case US_LIMIT_INSTRUCTIONS:
        snprintf(msg, sizeof msg, "instruction limit exceeded (limit %llu)",
                 (unsigned long long)h->instruction_budget);
        break;
    case US_LIMIT_INTERRUPT:
        snprintf(msg, sizeof msg, "interrupted!");
        break;
    default:
        return 0;
    }
    return luaL_error(L, "%s", msg);
}

// ldblib's hookf: calls _HOOKKEY[L] with the event name and the current line.
static void call_user_hook(lua_State *L, lua_Debug *ar) {
    static const char *const names[] = {"call", "return", "line", "count", "tail call"};
    lua_pushliteral(L, HOOKKEY);
    if (lua_rawget(L, LUA_REGISTRYINDEX) != LUA_TTABLE) { // a script may have replaced it
        lua_pop(L, 1);
        return;
    }
    lua_pushthread(L);
    if (lua_rawget(L, -2) == LUA_TFUNCTION) {
        lua_pushstring(L, names[ar->event]);
        if (ar->currentline >= 0) lua_pushinteger(L, ar->currentline);
        else lua_pushnil(L);
        lua_call(L, 2, 0);
        lua_pop(L, 1);
    } else {
        lua_pop(L, 2);
    }
}

static void us_hook(lua_State *L, lua_Debug *ar) {
    us_host *h = us_host_of(L);
    if (h->interrupted) { // the host's stop (us_interrupt): sticky, like a limit
        h->interrupted = 0;
        h->limit_error = US_LIMIT_INTERRUPT;
    }
    if (h->deadline_hit && h->limit_error == US_LIMIT_NONE) h->limit_error = US_LIMIT_TIME;
    if (h->limit_error != US_LIMIT_NONE) {
        raise_limit(L, h);
        return;
    }
    if (sigint_pending && L == sigint_L) {
        // lua.c's lstop: the hook goes (the user's too, as lua_sethook(L, NULL, 0, 0) drops it),
        // the limits' hook stays, and one error is raised that pcall may catch.
        sigint_pending = 0;
        clear_user_hook_info(L, L);
        us_apply_hook(L);
        luaL_error(L, "interrupted!");
        return;
    }
    int umask, ucount;
    // The instructions since the last count hook: the interval the hook is set to run at.
    int step = lua_gethookcount(L);
    if (ar->event == LUA_HOOKCOUNT && h->limits_active) {
        h->instructions_used += (uint64_t)step;
        if (h->instruction_budget && h->instructions_used > h->instruction_budget)
            h->limit_error = US_LIMIT_INSTRUCTIONS;
        else if (h->deadline_ns && h->timer_slot == 0 && us_monotonic_ns() > h->deadline_ns)
            h->limit_error = US_LIMIT_TIME;
        if (h->limit_error != US_LIMIT_NONE) {
            raise_limit(L, h);
            return;
        }
    }
    user_hook_info(L, L, &umask, &ucount);
    if (step == 1 && !h->limits_active && !((umask & LUA_MASKCOUNT) && ucount == 1)) {
        // A stop's count-1 hook left on this thread after the run that set it ended (a
        // coroutine suspended then): back to what the script and the limits ask for.
        apply_hook_to(L, L);
    }
    // Only the events the script asked for reach its hook (a stop's hook sees them all).
    int event_mask = ar->event == LUA_HOOKTAILCALL ? LUA_MASKCALL : (1 << ar->event);
    if (!(umask & event_mask)) return;
    if (ar->event == LUA_HOOKCOUNT) {
        if (h->limits_active && ucount > h->hook_count) {
            lua_Integer left = user_hook_left(L, L);
            if (left <= 0 || left > ucount) left = ucount;
            left -= step;
            set_user_hook_left(L, L, left > 0 ? left : ucount);
            apply_hook_to(L, L);
            if (left > 0) return;
        }
    }
    if (umask == 0) return;
    call_user_hook(L, ar);
}

static void on_sigint(int sig) {
    signal(sig, SIG_DFL); // a second ^C while the first is pending ends the process (lua.c)
    lua_State *L = sigint_L;
    if (L != NULL) {
        sigint_pending = 1;
        lua_sethook(L, us_hook, US_ALL_EVENTS, 1); // only sets fields: safe here (lua.c's laction)
    }
    sigint_idle = 1;
}

void us_interrupt(lua_State *L) {
    us_host *h = us_host_of(L);
    h->interrupted = 1;
    stop_running(h);
}

void us_sigint_install(lua_State *L) {
    sigint_L = L;
    signal(SIGINT, on_sigint);
}

void us_sigint_restore(void) {
    signal(SIGINT, SIG_DFL);
    sigint_L = NULL;
}

int us_sigint_take(void) {
    int v = sigint_idle;
    sigint_idle = 0;
    return v;
}

// debug.sethook([thread,] hook, mask [, count]): ldblib's, with the function stored where ldblib
// stores it (registry._HOOKKEY[thread]) and the real hook shared with the limits.
static lua_State *get_thread(lua_State *L, int *arg) {
    if (lua_isthread(L, 1)) {
        *arg = 1;
        return lua_tothread(L, 1);
    }
    *arg = 0;
    return L;
}

static int make_mask(const char *smask, int count) {
    int mask = 0;
    if (strchr(smask, 'c')) mask |= LUA_MASKCALL;
    if (strchr(smask, 'r')) mask |= LUA_MASKRET;
    if (strchr(smask, 'l')) mask |= LUA_MASKLINE;
    if (count > 0) mask |= LUA_MASKCOUNT;
    return mask;
}

// ldblib's checkstack: L1 may be any thread, so pushes on it are checked.
static void check_thread_stack(lua_State *L, lua_State *L1, int n) {
    if (L != L1 && !lua_checkstack(L1, n)) luaL_error(L, "stack overflow");
}

static int db_sethook(lua_State *L) {
    int arg;
    lua_State *L1 = get_thread(L, &arg);
    int mask = 0, count = 0;
    if (lua_isnoneornil(L, arg + 1)) {
        lua_settop(L, arg + 1);
    } else {
        const char *smask = luaL_checkstring(L, arg + 2);
        luaL_checktype(L, arg + 1, LUA_TFUNCTION);
        count = (int)luaL_optinteger(L, arg + 3, 0);
        mask = make_mask(smask, count);
    }
    push_hooktable(L);
    check_thread_stack(L, L1, 1);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    lua_pushvalue(L, arg + 1); // ldblib keeps the function even when the mask is empty
    lua_rawset(L, -3);
    lua_pop(L, 1);
    push_userhookinfo(L);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    if (mask == 0) lua_pushnil(L);
    else lua_pushinteger(L, (lua_Integer)mask | ((lua_Integer)count << 8));
    lua_rawset(L, -3);
    lua_pop(L, 1);
    set_user_hook_left(L, L1, 0);
    apply_hook_to(L, L1);
    return 0;
}

static int db_gethook(lua_State *L) {
    int arg;
    lua_State *L1 = get_thread(L, &arg);
    int mask, count;
    check_thread_stack(L, L1, 1);
    user_hook_info(L, L1, &mask, &count);
    if (mask == 0) {
        luaL_pushfail(L);
        return 1;
    }
    push_hooktable(L);
    lua_pushthread(L1);
    lua_xmove(L1, L, 1);
    lua_rawget(L, -2);
    lua_remove(L, -2);
    char buf[5];
    int i = 0;
    if (mask & LUA_MASKCALL) buf[i++] = 'c';
    if (mask & LUA_MASKRET) buf[i++] = 'r';
    if (mask & LUA_MASKLINE) buf[i++] = 'l';
    buf[i] = '\0';
    lua_pushstring(L, buf);
    lua_pushinteger(L, count);
    return 3;
}

// MARK: - Protected calls restore the binding bookkeeping

// A Lua error raised while a binding's Swift frames are on the C stack (a metamethod run by a
// raw read from Swift) longjmps past call_binding's restore of swift_depth and running: the
// memory cap would stay soft for good and callbacks would run on a dead thread. Lua code can
// catch an error only with pcall, xpcall or a coroutine (the host's own calls use us_pcall,
// which restores swift_depth itself), so the host's pcall and xpcall (us_install_protected_calls)
// and its coroutine.resume and wrap (co_resume_on) put both back as they were when called.
typedef struct {
    int depth;
    lua_State *running;
} us_bookkeeping;

static us_bookkeeping save_bookkeeping(lua_State *L) {
    us_host *h = us_host_of(L);
    return (us_bookkeeping){ h->swift_depth, h->running };
}

static void restore_bookkeeping(lua_State *L, us_bookkeeping saved) {
    us_host *h = us_host_of(L);
    if (h->swift_depth == saved.depth && h->running == saved.running) return;
    h->swift_depth = saved.depth;
    h->running = saved.running;
    h->unwound_calls++;
#ifdef DEBUG
    if (!h->unwinds_allowed) {
        fprintf(stderr, "understudy: a Lua error unwound a binding's Swift frames (a raw read ran a metamethod)\n");
        abort();
    }
#endif
}

// coroutine.resume, coroutine.wrap and coroutine.close: lcorolib's (5.4.4), same messages and
// frames, except that they record the thread they run in h->current, so a stop (timer, memory
// cap, host interrupt) reaches a loop inside a coroutine without a hook on every thread.
static int co_resume_on(lua_State *L, lua_State *co, int narg) {
    us_host *h = us_host_of(L);
    int nres;
    if (!lua_checkstack(co, narg)) {
        lua_pushliteral(L, "too many arguments to resume");
        return -1;
    }
    lua_xmove(L, co, narg);
    const us_bookkeeping saved = save_bookkeeping(L);
    h->current = co;
    int status = lua_resume(co, L, narg, &nres);
    h->current = L;
    // An error in the coroutine may have unwound a binding called inside it (see above).
    restore_bookkeeping(L, saved);
    // A stop raised in the coroutine must go on in the thread that resumed it.
    if (h->limit_error != US_LIMIT_NONE || h->deadline_hit || h->interrupted) apply_hook_to(L, L);
    if (status == LUA_OK || status == LUA_YIELD) {
        if (!lua_checkstack(L, nres + 1)) {
            lua_pop(co, nres);
            lua_pushliteral(L, "too many results to resume");
            return -1;
        }
        lua_xmove(co, L, nres);
        return nres;
    }
    lua_xmove(co, L, 1);
    return -1;
}

static int co_reset(lua_State *L, lua_State *co) {
    us_host *h = us_host_of(L);
    h->current = co; // __close handlers run on co
    int status = lua_resetthread(co);
    h->current = L;
    if (h->limit_error != US_LIMIT_NONE || h->deadline_hit || h->interrupted) apply_hook_to(L, L);
    return status;
}

static lua_State *co_arg(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTHREAD);
    return lua_tothread(L, 1);
}

static int co_resume(lua_State *L) {
    lua_State *co = co_arg(L);
    int r = co_resume_on(L, co, lua_gettop(L) - 1);
    if (r < 0) {
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    lua_pushboolean(L, 1);
    lua_insert(L, -(r + 1));
    return r + 1;
}

static int co_wrapped(lua_State *L) {
    lua_State *co = lua_tothread(L, lua_upvalueindex(1));
    int r = co_resume_on(L, co, lua_gettop(L));
    if (r < 0) {
        int status = lua_status(co);
        if (status != LUA_OK && status != LUA_YIELD) { // an error in the coroutine
            status = co_reset(L, co);
            lua_xmove(co, L, 1);
        }
        if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
        return lua_error(L);
    }
    return r;
}

static int co_wrap(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, 1);
    lua_xmove(L, co, 1);
    lua_pushcclosure(L, co_wrapped, 1);
    return 1;
}

static int co_close(lua_State *L) {
    static const char *const names[] = {"running", "dead", "suspended", "normal"};
    lua_State *co = co_arg(L);
    int state; // lcorolib's auxstatus: 0 running, 1 dead, 2 suspended, 3 normal
    lua_Debug ar;
    if (L == co) state = 0;
    else if (lua_status(co) == LUA_YIELD) state = 2;
    else if (lua_status(co) != LUA_OK) state = 1;
    else if (lua_getstack(co, 0, &ar)) state = 3;
    else state = lua_gettop(co) == 0 ? 1 : 2;
    if (state == 0 || state == 3) return luaL_error(L, "cannot close a %s coroutine", names[state]);
    if (co_reset(L, co) == LUA_OK) {
        lua_pushboolean(L, 1);
        return 1;
    }
    lua_pushboolean(L, 0);
    lua_xmove(co, L, 1);
    return 2;
}

// us_binding.shape, from the parameters up to the last that is not "any": how many of them
// (1 or 2) the trampoline checks inline, by their Lua type alone (one lua_type each) or with
// their probes (US_SHAPE_PROBES); more than two, the loop of probe_args (US_SHAPE_LOOP).
// 0 when there is nothing to check. Tested in order of likelihood, without a jump table.
// US_SHAPE_UPVALUE: debug.setupvalue replaced a binding's upvalue, so its slot trampoline
// must read it (see us_slot_trampolines).
#define US_SHAPE_PROBES 4
#define US_SHAPE_LOOP 8
#define US_SHAPE_UPVALUE 16

static us_binding *binding_of_slot_trampoline(lua_State *L, lua_CFunction f);

// debug.setupvalue (ldblib.c's, argument checks in the same order), which also tells a slot
// trampoline whose upvalue it replaced to read its upvalue from now on (US_SHAPE_UPVALUE).
static int db_setupvalue(lua_State *L) {
    luaL_checkany(L, 3);
    int n = (int)luaL_checkinteger(L, 2);
    luaL_checktype(L, 1, LUA_TFUNCTION);
    us_binding *b = binding_of_slot_trampoline(L, lua_tocfunction(L, 1));
    const char *name = lua_setupvalue(L, 1, n);
    if (name == NULL) return 0;
    if (b != NULL) b->shape |= US_SHAPE_UPVALUE;
    lua_pushstring(L, name);
    return 1;
}

void us_install_hook_chaining(lua_State *L) {
    if (lua_getglobal(L, "debug") == LUA_TTABLE) {
        lua_pushcfunction(L, db_setupvalue);
        lua_setfield(L, -2, "setupvalue");
        lua_pushcfunction(L, db_sethook);
        lua_setfield(L, -2, "sethook");
        lua_pushcfunction(L, db_gethook);
        lua_setfield(L, -2, "gethook");
    }
    lua_pop(L, 1);
    if (lua_getglobal(L, "coroutine") == LUA_TTABLE) {
        lua_pushcfunction(L, co_resume);
        lua_setfield(L, -2, "resume");
        lua_pushcfunction(L, co_wrap);
        lua_setfield(L, -2, "wrap");
        lua_pushcfunction(L, co_close);
        lua_setfield(L, -2, "close");
    }
    lua_pop(L, 1);
}

// MARK: - Calls from Swift into Lua

int us_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    us_host *h = us_host_of(L);
    int depth = h->swift_depth;
    h->swift_depth = 0;
    h->pcall_nesting++;
    int status = lua_pcall(L, nargs, nresults, msgh);
    h->pcall_nesting--;
    h->swift_depth = depth;
    return status;
}

int us_msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) return 1;
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    } else {
        lua_settop(L, 1);
        us_explain_error(L, 1);
        msg = lua_tostring(L, 1);
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

int us_keep_msghandler(lua_State *L) {
    if (lua_type(L, 1) == LUA_TSTRING) {
        lua_settop(L, 1);
        us_explain_error(L, 1);
    }
    luaL_traceback(L, L, NULL, 1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_TRACEBACK);
    lua_settop(L, 1);
    return 1;
}

void us_push_last_traceback(lua_State *L) {
    lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_TRACEBACK);
}

static int tostring_k(lua_State *L) {
    luaL_tolstring(L, 1, NULL);
    return 1;
}

int us_pcall_tostring(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, tostring_k);
    lua_pushvalue(L, idx);
    return us_pcall(L, 1, 1, 0);
}

static int gettable_k(lua_State *L) {
    lua_gettable(L, 1);
    return 1;
}

int us_pcall_gettable(lua_State *L, int t) {
    t = lua_absindex(L, t);
    lua_pushcfunction(L, gettable_k);
    lua_pushvalue(L, t);
    lua_rotate(L, -3, -1); // key, fn, t -> fn, t, key (one rotation: a second gave t, key, fn)
    return us_pcall(L, 2, 1, 0);
}

int us_load(lua_State *L, const char *buf, size_t len, const char *chunkname, const char *mode) {
    if (us_host_of(L)->text_only) mode = "t";
    return luaL_loadbufferx(L, buf, len, chunkname, mode);
}

int us_loadfile(lua_State *L, const char *filename, const char *mode) {
    if (us_host_of(L)->text_only) mode = "t";
    return luaL_loadfilex(L, filename, mode);
}

// MARK: - Calls from Lua into Swift

us_binding *us_binding_new(int nparams) {
    us_binding *b = (us_binding *)calloc(1, sizeof(us_binding) + (size_t)nparams * sizeof(us_param));
    if (b) b->nparams = nparams;
    return b;
}

void us_binding_free(us_binding *b) { free(b); }

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
static int arg_error_via(lua_State *L, const us_binding *b, int arg, const char *extramsg, int via) {
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

static int us_is_host_type(lua_State *L, const void *mt);

us_object *us_object_at(lua_State *L, int idx, const void *metatable) {
    us_object *o = (us_object *)lua_touserdata(L, idx);
    // lua_touserdata also returns light userdata; only a full userdata has a length.
    if (o == NULL || lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != sizeof(us_object))
        return NULL;
    if (metatable != NULL) return o->type == metatable ? o : NULL;
    // Any host type: its metatable is registered under the type's key; the block names it.
    return o->type != NULL && us_is_host_type(L, o->type) ? o : NULL;
}

static int raise_status(lua_State *L, us_binding *b, int status, int via) {
    switch (status) {
    case US_STATUS_MESSAGE:
        luaL_where(L, via ? 2 : 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    case US_STATUS_ARGERROR: {
        const char *msg = lua_tostring(L, -1);
        return arg_error_via(L, b, us_host_of(L)->err_arg, msg ? msg : "?", via);
    }
    default:
        return lua_error(L);
    }
}

// The name a message gives the type of the value at idx (luaL_typeerror's rule). May push.
// A value that only wears a host type's metatable (debug.setmetatable) is named by its real type.
static const char *got_name(lua_State *L, int idx) {
    if (luaL_getmetafield(L, idx, "__name") == LUA_TSTRING) {
        int forged = 0;
        if (lua_getmetatable(L, idx)) {
            forged = us_is_host_type(L, lua_topointer(L, -1)) && us_object_at(L, idx, NULL) == NULL;
            lua_pop(L, 1);
        }
        if (!forged) return lua_tostring(L, -1);
    }
    if (lua_type(L, idx) == LUA_TLIGHTUSERDATA) return "light userdata";
    return luaL_typename(L, idx);
}

// Checks the value at idx against p. Returns 1 when it matches; otherwise pushes a message
// ("string expected, got nil", "unknown option 'x' (did you mean 'y'?); valid options: ...")
// and returns 0.
// `path` names the option being checked ("" at the top level).
static int check_value(lua_State *L, int idx, const us_param *p, const char *path);

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

// Pushes " (did you mean 'x'?)" or "" (defined with the field errors below).
static void push_hint(lua_State *L, int key, int acc, const char *path);

// Returns 0 on refusal (message pushed), 1 when the table passes, 2 when it passes as a copy
// that now stands at t (a field needed converting: see numeric_string_to_number).
static int check_options(lua_State *L, int t, const us_param *p, const char *path) {
    int copied = 0;
    if (!lua_checkstack(L, 8)) {
        lua_pushliteral(L, "options nested too deeply");
        return 0;
    }
    for (int i = 0; i < p->nkeys; i++) {
        lua_pushstring(L, p->keynames[i]);
        if (lua_rawget(L, t) == LUA_TNIL) {
            lua_pop(L, 1);
            continue;
        }
        const char *sub = lua_pushfstring(L, "%s%s", path, p->keynames[i]);
        int r = check_value(L, lua_absindex(L, -2), &p->keys[i], sub);
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
        push_hint(L, unknown, lua_gettop(L), path);
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
static int check_value(lua_State *L, int idx, const us_param *p, const char *path) {
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
        const char *got = got_name(L, idx);
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

// Flags in us_param.fast beside the type bits: no check at all ("any"), or a first probe that
// settles the common case in one call: the block's type word (a userdata of a required type),
// the integer representation (an integer). When the probe fails, the type bits decide.
#define US_FAST_ANY (1u << 29)
#define US_FAST_OBJECT (1u << 30)
#define US_FAST_INTEGER (1u << 31)
#define US_FAST_PROBES (US_FAST_ANY | US_FAST_OBJECT | US_FAST_INTEGER)

// A method whose first argument is not its object: called with '.' when the call was not a
// ':' call and the arguments it got (no more than it takes) fit the parameters after self
// (sheet.addAction("Edit")).
static int called_with_dot(lua_State *L, const us_binding *b) {
    lua_Debug ar;
    if (lua_getstack(L, 0, &ar)) {
        lua_getinfo(L, "n", &ar);
        if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0) return 0;
    }
    if (us_object_at(L, 1, b->params[0].metatable) != NULL) return 0;
    int top = lua_gettop(L);
    // More arguments than the method takes after self: the first one was meant as self.
    if (top > b->nparams - 1) return 0;
    int fits = 1;
    for (int j = 1; j < b->nparams && fits; j++) {
        fits = check_value(L, j, &b->params[j], "") != 0;
        lua_settop(L, top);
    }
    return fits;
}

// "bad argument #1 to 'addAction' (ActionController expected, got string): ActionController.addAction
// called with '.': it is a method, call it with ':' as in actionController:addAction(...)".
static int dot_call_error(lua_State *L, const us_binding *b) {
    const char *type = b->params[0].expected;
    char receiver[64];
    snprintf(receiver, sizeof receiver, "%s", type);
    if (receiver[0] >= 'A' && receiver[0] <= 'Z') receiver[0] = (char)(receiver[0] - 'A' + 'a');
    // luaL_argerror's shape first (tools and people read "bad argument #1 to 'f'"), then the hint.
    return luaL_error(L, "bad argument #1 to '%s' (%s expected, got %s): %s.%s called with '.': it is a method, "
                      "call it with ':' as in %s:%s(...)", b->name, type, got_name(L, 1), type, b->name,
                      receiver, b->name);
}

// Raised once Swift has returned: the cap (sticky, like every limit) or a real out-of-memory
// (catchable, as in lua.c) was hit while Swift ran. The message was preallocated.
static __attribute__((noinline)) int raise_pending(lua_State *L, us_host *h) {
    if (h->mem_pending) {
        h->limit_error = US_LIMIT_MEMORY;
        us_apply_hook(L);
    }
    h->mem_pending = 0;
    h->oom_pending = 0;
    lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_MEMERR);
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
        if (!check_value(L, i + 1, p, "")) {
            if (i == 0 && b->is_method && !via) {
                lua_settop(L, nargs);
                if (called_with_dot(L, b)) return dot_call_error(L, b);
                check_value(L, 1, p, "");
            }
            return arg_error_via(L, b, i + 1, lua_tostring(L, -1), via);
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

static __attribute__((noinline, cold)) int replaced_upvalue_error(lua_State *L) {
    return luaL_error(L, "this host function's upvalue was replaced (debug.setupvalue); it cannot run");
}


// The common case (none of the host's call_flags set, every argument passing its probe) of
// the binding at `slot`: per argument one liblua call and one bit test. From a slot trampoline
// (by_slot), a binding whose upvalue was replaced goes back to reading it.
static int us_trampoline(lua_State *L);
static inline __attribute__((always_inline)) int run_slot(lua_State *L, us_host *h, uintptr_t slot, int by_slot) {
    if (__builtin_expect(slot >= (uintptr_t)h->nbindings, 0)) return replaced_upvalue_error(L);
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
static us_binding *binding_of_slot_trampoline(lua_State *L, lua_CFunction f) {
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

static int us_yield(lua_State *L) {
    if (!lua_isyieldable(L)) {
        us_host *h = us_host_of(L);
        const char *what = h->describe_callback ? h->describe_callback(h->owner, L) : NULL;
        if (what != NULL)
            return luaL_error(L, "attempt to yield from inside a host callback (%s), which runs to completion", what);
    }
    return lua_yield(L, lua_gettop(L));
}

// pcall and xpcall are Lua's own (lbaselib.c), with the bookkeeping saved around the call; no
// frame is added, so tracebacks and messages are unchanged. After a yield inside the call
// (finish_pcall called as the continuation) the coroutine was resumed from elsewhere and what
// was saved no longer applies.
static int finish_pcall(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        lua_pushboolean(L, 0);
        lua_pushvalue(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

static int us_pcall_lua(lua_State *L) {
    const us_bookkeeping saved = save_bookkeeping(L);
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    int status = lua_pcallk(L, lua_gettop(L) - 2, LUA_MULTRET, 0, 0, finish_pcall);
    restore_bookkeeping(L, saved);
    return finish_pcall(L, status, 0);
}

static int us_xpcall_lua(lua_State *L) {
    const us_bookkeeping saved = save_bookkeeping(L);
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, finish_pcall);
    restore_bookkeeping(L, saved);
    return finish_pcall(L, status, 2);
}

void us_install_protected_calls(lua_State *L) {
    us_pushglobaltable(L);
    lua_pushcfunction(L, us_pcall_lua);
    lua_setfield(L, -2, "pcall");
    lua_pushcfunction(L, us_xpcall_lua);
    lua_setfield(L, -2, "xpcall");
    lua_pop(L, 1);
}

void us_install_yield_guard(lua_State *L) {
    if (lua_getglobal(L, "coroutine") == LUA_TTABLE) {
        lua_pushcfunction(L, us_yield);
        lua_setfield(L, -2, "yield");
    }
    lua_pop(L, 1);
}

int us_argerror_status(lua_State *L, int arg, const char *msg) {
    us_host_of(L)->err_arg = arg;
    lua_pushstring(L, msg);
    return US_STATUS_ARGERROR;
}

// MARK: - Userdata

static const char KEY_CACHE = 0; // object pointer -> its live userdata (weak values)
static const char KEY_TYPES = 0; // metatable address (light userdata) -> true, for each host type

static int us_is_host_type(lua_State *L, const void *mt) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_TYPES) != LUA_TTABLE) {
        lua_pop(L, 1);
        return 0;
    }
    int known = lua_rawgetp(L, -1, mt) != LUA_TNIL;
    lua_pop(L, 2);
    return known;
}

int us_push_cached_object(lua_State *L, void *object, const void *type_key) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_CACHE) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushliteral(L, "v");
        lua_setfield(L, -2, "__mode");
        lua_pushvalue(L, -1);
        lua_setmetatable(L, -2);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_CACHE);
    }
    if (lua_rawgetp(L, -1, object) == LUA_TUSERDATA) {
        lua_remove(L, -2);
        return 0;
    }
    lua_pop(L, 1);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, type_key) != LUA_TTABLE) {
        lua_pop(L, 2);
        return -1;
    }
    us_object *o = (us_object *)lua_newuserdatauv(L, sizeof(us_object), 0);
    o->object = object;
    o->type = lua_topointer(L, -2);
    lua_pushvalue(L, -2);
    lua_setmetatable(L, -2);
    lua_remove(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, -3, object);
    lua_remove(L, -2);
    return 1;
}

// Upvalues of __index/__newindex: methods, getters, setters (tables), the type or module name,
// and the self witness: the metatable's address (light userdata) for a type, the module table
// for a module. debug.setupvalue can replace any of them, so each is checked before use.
enum { UV_METHODS = 1, UV_GETTERS, UV_SETTERS, UV_NAME, UV_SELF };

static const char *uv_name(lua_State *L) {
    const char *n = lua_tostring(L, lua_upvalueindex(UV_NAME));
    return n ? n : "?";
}

// Checks self (index 1) against the witness; raises Lua's bad-self error when it does not match.
// The hot path of every method call (obj:m() looks m up here): three API reads. A type's
// witness is a light userdata (a table's address, never a block's, so a witness replaced by a
// full userdata matches no object); a module's is its table (lua_touserdata gives NULL).
static inline void check_self(lua_State *L, const char *metamethod) {
    int w = lua_upvalueindex(UV_SELF);
    const void *witness = lua_touserdata(L, w);
    int ok;
    if (witness != NULL) {
        // The length first: a light userdata (length 0) or a smaller block is never read.
        us_object *o = (us_object *)lua_touserdata(L, 1);
        ok = o != NULL && lua_rawlen(L, 1) == sizeof(us_object) && o->type == witness;
    } else {
        ok = lua_rawequal(L, 1, w);
    }
    if (!ok) {
        const char *got = got_name(L, 1);
        luaL_error(L, "calling '%s' on bad self (%s expected, got %s)", metamethod, uv_name(L), got);
    }
}

// Raw lookup of the key at index 2 in upvalue table `uv`; pushes nil if the upvalue is no table.
static int uv_rawget(lua_State *L, int uv) {
    if (lua_type(L, lua_upvalueindex(uv)) != LUA_TTABLE) {
        lua_pushnil(L);
        return LUA_TNIL;
    }
    lua_pushvalue(L, 2);
    return lua_rawget(L, lua_upvalueindex(uv));
}

// Appends the string keys of the table at t to the '\n'-separated list at slot acc.
static void add_names(lua_State *L, int acc, int t) {
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
static void push_hint(lua_State *L, int key, int acc, const char *path) {
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

// Raises "<name> has no field 'key'", with the nearest declared name when one is near: the
// names of the upvalue tables in `uvs` and, for a module, its own keys.
static int no_field_error(lua_State *L, const char *tname, const int *uvs, int nuvs) {
    lua_settop(L, 2);
    lua_pushliteral(L, "");
    int acc = lua_gettop(L);
    for (int i = 0; i < nuvs; i++) add_names(L, acc, lua_upvalueindex(uvs[i]));
    if (lua_touserdata(L, lua_upvalueindex(UV_SELF)) == NULL) add_names(L, acc, 1);
    push_hint(L, 2, acc, "");
    return luaL_error(L, "%s has no field '%s'%s", tname, lua_tostring(L, 2), lua_tostring(L, -1));
}

// __index: methods first (the hot path of obj:method()), then property getters.
static int us_index(lua_State *L) {
    check_self(L, "__index");
    if (uv_rawget(L, UV_METHODS) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    if (uv_rawget(L, UV_GETTERS) == LUA_TFUNCTION) {
        lua_pushvalue(L, 1);
        us_host_of(L)->via_property = 1;
        lua_call(L, 1, 1);
        return 1;
    }
    const char *tname = uv_name(L);
    if (lua_type(L, 2) == LUA_TSTRING) {
        static const int readable[] = { UV_METHODS, UV_GETTERS };
        return no_field_error(L, tname, readable, 2);
    }
    return luaL_error(L, "%s has no field of type %s", tname, luaL_typename(L, 2));
}

static int us_newindex(lua_State *L) {
    check_self(L, "__newindex");
    if (uv_rawget(L, UV_SETTERS) == LUA_TFUNCTION) {
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 3);
        us_host_of(L)->via_property = 2;
        lua_call(L, 2, 0);
        return 0;
    }
    const char *tname = uv_name(L);
    if (lua_type(L, 2) != LUA_TSTRING)
        return luaL_error(L, "%s has no field of type %s", tname, luaL_typename(L, 2));
    const char *key = lua_tostring(L, 2);
    int getter = uv_rawget(L, UV_GETTERS) != LUA_TNIL;
    int method = uv_rawget(L, UV_METHODS) != LUA_TNIL;
    if (getter) return luaL_error(L, "field '%s' of %s is read-only", key, tname);
    if (method) return luaL_error(L, "cannot assign to method '%s' of %s", key, tname);
    static const int writable[] = { UV_SETTERS, UV_GETTERS };
    return no_field_error(L, tname, writable, 2);
}

// __gc: queues the release of the Swift object. Lua calls it only on unreachable userdata, but
// Lua code with the debug library can call it on anything: a value that is no host block of this
// type is left alone, and so is a live one (the weak cache still maps its object to it; Lua
// clears weak values of objects before finalizing them). Calling it twice is harmless (the block
// forgets the object).
static int us_gc(lua_State *L) {
    int w = lua_upvalueindex(1);
    us_object *o = lua_type(L, w) == LUA_TLIGHTUSERDATA ? us_object_at(L, 1, lua_touserdata(L, w)) : NULL;
    if (o == NULL || o->object == NULL) return 0;
    us_host *h = us_host_of(L);
    if (!h->closing) {
        int live = 0;
        if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_CACHE) == LUA_TTABLE) {
            lua_rawgetp(L, -1, o->object);
            live = lua_rawequal(L, -1, 1);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
        if (live) return 0;
    }
    queue_release(h, o->object);
    o->object = NULL;
    return 0;
}

// __eq: two host objects are equal when they hold the same Swift object.
static int us_eq(lua_State *L) {
    us_object *a = us_object_at(L, 1, NULL);
    us_object *b = us_object_at(L, 2, NULL);
    lua_pushboolean(L, a != NULL && b != NULL && a->object != NULL && a->object == b->object);
    return 1;
}

static void push_accessors(lua_State *L, int mt, int methods, int getters, int setters, const char *name,
                           int self_witness) {
    for (int i = 0; i < 2; i++) {
        lua_pushvalue(L, methods);
        lua_pushvalue(L, getters);
        lua_pushvalue(L, setters);
        lua_pushstring(L, name);
        lua_pushvalue(L, self_witness);
        lua_pushcclosure(L, i == 0 ? us_index : us_newindex, 5);
        lua_setfield(L, mt, i == 0 ? "__index" : "__newindex");
    }
}

void us_setup_metatable(lua_State *L, int mt, int methods, int getters, int setters, const char *type_name) {
    mt = lua_absindex(L, mt);
    methods = lua_absindex(L, methods);
    getters = lua_absindex(L, getters);
    setters = lua_absindex(L, setters);
    const void *id = lua_topointer(L, mt);
    // Known host types, for us_object_at(L, i, NULL) (__eq across types).
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_TYPES) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_TYPES);
    }
    lua_pushboolean(L, 1);
    lua_rawsetp(L, -2, id);
    lua_pop(L, 1);
    lua_pushstring(L, type_name);
    lua_setfield(L, mt, "__name");
    lua_pushlightuserdata(L, (void *)id);
    push_accessors(L, mt, methods, getters, setters, type_name, lua_gettop(L));
    lua_pushcclosure(L, us_gc, 1);
    lua_setfield(L, mt, "__gc");
    lua_pushcfunction(L, us_eq);
    lua_setfield(L, mt, "__eq");
    // getmetatable(obj) from Lua sees the methods table, not the machinery.
    lua_pushvalue(L, methods);
    lua_setfield(L, mt, "__metatable");
}

void us_push_protected_marker(lua_State *L) { lua_pushboolean(L, 0); }

void us_setup_module_metatable(lua_State *L, int mt, int module, int getters, int setters, const char *path) {
    mt = lua_absindex(L, mt);
    module = lua_absindex(L, module);
    getters = lua_absindex(L, getters);
    setters = lua_absindex(L, setters);
    lua_newtable(L); // a module has no methods
    push_accessors(L, mt, lua_gettop(L), getters, setters, path, module);
    lua_pop(L, 1);
    us_push_protected_marker(L);
    lua_setfield(L, mt, "__metatable");
}

// The last read of an unknown key of a plain module: { module, path, key, where } (where is
// "source:line" of the reading function), reused for every miss.
static const char KEY_MISS = 0;

static void push_where(lua_State *L, int level) {
    lua_Debug ar;
    if (lua_getstack(L, level, &ar) && lua_getinfo(L, "Sl", &ar))
        lua_pushfstring(L, "%s:%d", ar.source ? ar.source : "?", ar.currentline);
    else
        lua_pushliteral(L, "?");
}

// Upvalue 2 of us_module_miss, when set: the module's loader (us_module_set_loader). True when
// it installed something, after which the key is read again.
static int load_deferred(lua_State *L) {
    if (lua_type(L, lua_upvalueindex(2)) != LUA_TFUNCTION || lua_type(L, 1) != LUA_TTABLE) return 0;
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_pushvalue(L, 2);
    lua_call(L, 1, 1);
    int installed = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (!installed) return 0;
    lua_pushvalue(L, 2);
    if (lua_rawget(L, 1) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    return 0;
}

// __index of a plain module: the key is absent (a raw hit never gets here), so the read is nil
// unless a deferred registry adds it; the miss is noted for the message handler. Upvalue 1 is
// the module's path.
static int us_module_miss(lua_State *L) {
    if (lua_type(L, 2) != LUA_TSTRING || !lua_checkstack(L, 4)) return 0;
    if (load_deferred(L)) return 1;
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_MISS) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_createtable(L, 4, 0);
        lua_pushvalue(L, -1);
        lua_rawsetp(L, LUA_REGISTRYINDEX, &KEY_MISS);
    }
    lua_pushvalue(L, 1);
    lua_rawseti(L, -2, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_rawseti(L, -2, 2);
    lua_pushvalue(L, 2);
    lua_rawseti(L, -2, 3);
    push_where(L, 1);
    lua_rawseti(L, -2, 4);
    lua_pushnil(L);
    return 1;
}

static int module_next(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    if (lua_next(L, 1)) return 2;
    lua_pushnil(L);
    return 1;
}

// __pairs of a module with a loader: everything deferred is installed, then the raw pairs.
static int module_pairs(lua_State *L) {
    if (lua_type(L, lua_upvalueindex(1)) == LUA_TFUNCTION) {
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_pushnil(L);
        lua_call(L, 1, 0);
    }
    lua_pushcfunction(L, module_next);
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

void us_module_set_loader(lua_State *L, int module, int loader) {
    module = lua_absindex(L, module);
    loader = lua_absindex(L, loader);
    if (!lua_getmetatable(L, module)) return;
    int mt = lua_gettop(L);
    if (lua_getfield(L, mt, "__index") != LUA_TFUNCTION || lua_tocfunction(L, -1) != us_module_miss ||
        !lua_getupvalue(L, -1, 1)) {
        lua_settop(L, mt - 1);
        return;
    }
    lua_pushvalue(L, loader);
    lua_pushcclosure(L, us_module_miss, 2);
    lua_setfield(L, mt, "__index");
    lua_pushvalue(L, loader);
    lua_pushcclosure(L, module_pairs, 1);
    lua_setfield(L, mt, "__pairs");
    lua_settop(L, mt - 1);
}

void us_setup_plain_module_metatable(lua_State *L, int module, const char *path) {
    module = lua_absindex(L, module);
    if (lua_getmetatable(L, module)) {
        lua_pop(L, 1);
        return;
    }
    lua_createtable(L, 0, 2);
    lua_pushstring(L, path);
    lua_pushcclosure(L, us_module_miss, 1);
    lua_setfield(L, -2, "__index");
    us_push_protected_marker(L);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, module);
}

// "...: attempt to call a nil value (field 'advanec')" gets "; stage.clock has no field
// 'advanec' (did you mean 'advance'?)" when that nil was the last module miss, read on the
// line that failed. The record is consumed.
// Pushes "stage.clock has no field 'advanec' (did you mean 'advance'?)" for the miss table at
// `miss` (its key at `key`) and forgets the miss, so it explains one thing once.
static void push_miss_text(lua_State *L, int miss, int key) {
    lua_pushnil(L);
    lua_rawseti(L, miss, 3);
    lua_pushliteral(L, "");
    int acc = lua_gettop(L);
    lua_rawgeti(L, miss, 1);
    add_names(L, acc, -1);
    push_hint(L, key, acc, "");
    lua_rawgeti(L, miss, 2);
    lua_pushfstring(L, "%s has no field '%s'%s", lua_tostring(L, -1), lua_tostring(L, key), lua_tostring(L, -2));
}

void us_explain_error(lua_State *L, int level) {
    const char *msg = lua_tostring(L, -1);
    if (msg == NULL || lua_type(L, -1) != LUA_TSTRING || !lua_checkstack(L, 8)) return;
    int base = lua_gettop(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_MISS) != LUA_TTABLE || lua_rawgeti(L, -1, 3) != LUA_TSTRING) {
        lua_settop(L, base);
        return;
    }
    int miss = base + 1, key = base + 2;
    const char *k = lua_tostring(L, key);
    const char *needle = lua_pushfstring(L, "value (field '%s')", k);
    const char *needle2 = lua_pushfstring(L, "value (method '%s')", k);
    lua_rawgeti(L, miss, 4);
    push_where(L, level);
    int same_line = lua_rawequal(L, -1, -2);
    if (!same_line || (strstr(msg, needle) == NULL && strstr(msg, needle2) == NULL)) {
        lua_settop(L, base);
        return;
    }
    push_miss_text(L, miss, key);
    lua_pushfstring(L, "%s; %s", msg, lua_tostring(L, -1));
    lua_replace(L, base);
    lua_settop(L, base);
}

// The miss of a module read noted since the last call, as "stage has no field 'actionControler'
// (did you mean 'actionController'?)" on top (returns 1), forgotten; 0 and nothing pushed when
// there is none. The REPL shows it under a nil result (`stage.actionControler` at the prompt).
int us_take_miss(lua_State *L) {
    if (!lua_checkstack(L, 8)) return 0;
    int base = lua_gettop(L);
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &KEY_MISS) != LUA_TTABLE || lua_rawgeti(L, -1, 3) != LUA_TSTRING) {
        lua_settop(L, base);
        return 0;
    }
    push_miss_text(L, base + 1, base + 2);
    lua_replace(L, base + 1);
    lua_settop(L, base + 1);
    return 1;
}

// MARK: - Embedded modules

static int embedded_loader(lua_State *L) {
    us_host *h = us_host_of(L);
    // An index into the host's sources, bounds-checked (debug.setupvalue may have replaced it).
    int isnum;
    lua_Integer i = lua_tointegerx(L, lua_upvalueindex(1), &isnum);
    if (!isnum || i < 0 || i >= h->nembedded)
        return luaL_error(L, "this module loader's upvalue was replaced (debug.setupvalue); it cannot run");
    const us_embedded *e = &h->embedded[i];
    if (luaL_loadbufferx(L, e->source, e->len, e->chunkname, "t") != LUA_OK) return lua_error(L);
    lua_pushvalue(L, 1);
    lua_pushstring(L, e->chunkname + 1);
    lua_call(L, 2, 1);
    return 1;
}

void us_push_embedded_loader(lua_State *L, const char *source, size_t len, const char *chunkname) {
    us_host *h = us_host_of(L);
    if (h->nembedded == h->embedded_capacity) {
        int cap = h->embedded_capacity ? h->embedded_capacity * 2 : 16;
        us_embedded *a = (us_embedded *)realloc(h->embedded, (size_t)cap * sizeof(us_embedded));
        if (a == NULL) {
            lua_pushnil(L);
            return;
        }
        h->embedded = a;
        h->embedded_capacity = cap;
    }
    char *name = strdup(chunkname);
    if (name == NULL) {
        lua_pushnil(L);
        return;
    }
    h->embedded[h->nembedded] = (us_embedded){source, len, name};
    lua_pushinteger(L, h->nembedded++);
    lua_pushcclosure(L, embedded_loader, 1);
}
