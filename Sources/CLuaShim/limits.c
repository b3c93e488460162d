// Layer 4, limits: the limits' settings (memory cap, timeout, instruction budget) and the
// deadline timers that stop a run at its timeout with no periodic hook. What enforces them while
// Lua runs is the allocator (alloc.c) and the hook (hook.c); the stops they cause are stops.c's.
#define _GNU_SOURCE
#include "shim_limits.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

// A count hook makes the VM call into the debugger before every instruction (Lua 5.4's `trap`),
// which cost CPU-bound code 15-50% whatever the count. So the periodic hook runs only for what
// needs it: an instruction budget, or a deadline no timer could be armed for. The memory cap is
// checked by the allocator, and a timeout by a timer signal (below).
static void refresh_limits_active(us_host *h) {
    int untimed_deadline = h->deadline_ns != 0 && h->deadline_ns != UINT64_MAX && h->timer_slot == 0;
    h->limits_active = h->instruction_budget != 0 || untimed_deadline;
}

// MARK: Deadline timers
//
// One POSIX timer per armed state, delivering a real-time signal to the thread that armed it
// (SIGEV_THREAD_ID), at the deadline and every 100 ms after it (a stop lost to a race with a
// concurrent lua_sethook is re-armed). The handler sets deadline_hit and a count-1 hook on the
// running thread, as lua.c's SIGINT handler does. A signal may still be queued after a timer was
// deleted, and a state may be freed by then, so the handler acts only on a host in the table
// whose deadline has really passed.
//
// A later deadline keeps the timer as it is (the test runner restarts the limit for every test,
// and three system calls per test cost more than the test): the timer fires at its old time,
// and the handler, finding the deadline not reached, sets it for the deadline then.

#define US_TIMER_SLOTS 64
static struct {
    _Atomic(us_host *) host;
    timer_t timer;
} deadline_timers[US_TIMER_SLOTS];
static pthread_once_t deadline_once = PTHREAD_ONCE_INIT;
static int deadline_handler_ready = 0;

int us_deadline_signal(void) { return SIGRTMIN + 5; }

void (*volatile us_deadline_hook)(void) = NULL;

// Sets `timer` to fire at `deadline` and every 100 ms after it (async-signal-safe).
static int set_timer(timer_t timer, uint64_t deadline) {
    struct itimerspec its;
    memset(&its, 0, sizeof its);
    its.it_value.tv_sec = (time_t)(deadline / 1000000000ull);
    its.it_value.tv_nsec = (long)(deadline % 1000000000ull);
    its.it_interval.tv_nsec = 100000000L;
    return timer_settime(timer, TIMER_ABSTIME, &its, NULL);
}

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
            us_stop_running(h);
            if (us_deadline_hook != NULL) us_deadline_hook();
        } else if (deadline != 0 && deadline != UINT64_MAX) {
            // Early: the deadline moved on since the timer was set.
            if (set_timer(deadline_timers[i].timer, deadline) == 0) h->timer_expiry_ns = deadline;
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
    deadline_handler_ready = sigaction(us_deadline_signal(), &sa, NULL) == 0;
}

void us_disarm_deadline_timer(us_host *h) {
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
    sigaddset(&set, us_deadline_signal());
    pthread_sigmask(SIG_UNBLOCK, &set, NULL); // a thread that blocks it would never stop
    struct sigevent sev;
    memset(&sev, 0, sizeof sev);
    sev.sigev_notify = SIGEV_THREAD_ID;
    sev.sigev_signo = us_deadline_signal();
    sev.sigev_value.sival_ptr = h;
    sev._sigev_un._tid = (pid_t)syscall(SYS_gettid);
    timer_t timer;
    if (timer_create(CLOCK_MONOTONIC, &sev, &timer) != 0) {
        atomic_store(&deadline_timers[slot].host, NULL);
        return 0;
    }
    if (set_timer(timer, h->deadline_ns) != 0) {
        timer_delete(timer);
        atomic_store(&deadline_timers[slot].host, NULL);
        return 0;
    }
    deadline_timers[slot].timer = timer;
    h->timer_slot = slot + 1;
    h->timer_expiry_ns = h->deadline_ns;
    h->timer_thread = pthread_self();
    return 1;
}

// Keeps the armed timer for a deadline no earlier than when it fires, on the thread it signals;
// else arms one afresh.
static void rearm_deadline_timer(us_host *h) {
    if (h->timer_slot != 0 && pthread_equal(h->timer_thread, pthread_self()) && h->deadline_ns >= h->timer_expiry_ns)
        return;
    us_disarm_deadline_timer(h);
    arm_deadline_timer(h);
}

// What this process may still allocate under the resource limit `resource` (RLIMIT_AS: the
// address space, whose size is /proc/self/statm's first field; RLIMIT_DATA: the data segment,
// its sixth), or SIZE_MAX when it is not limited.
static size_t room_under(int resource, int statm_field) {
    struct rlimit r;
    if (getrlimit(resource, &r) != 0 || r.rlim_cur == RLIM_INFINITY) return SIZE_MAX;
    size_t used = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (f != NULL) {
        unsigned long v[7] = {0};
        if (fscanf(f, "%lu %lu %lu %lu %lu %lu %lu", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6]) == 7) {
            long page = sysconf(_SC_PAGESIZE);
            used = (size_t)v[statm_field] * (size_t)(page > 0 ? page : 4096);
        }
        fclose(f);
    }
    return (size_t)r.rlim_cur > used ? (size_t)r.rlim_cur - used : 0;
}

size_t us_default_memory_cap(void) {
    static size_t cap;
    static int computed;
    if (__atomic_load_n(&computed, __ATOMIC_ACQUIRE)) return cap;
    size_t room = room_under(RLIMIT_AS, 0);
    size_t data = room_under(RLIMIT_DATA, 5);
    if (data < room) room = data;
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (pages > 0 && page > 0 && (size_t)pages <= SIZE_MAX / (size_t)page && (size_t)pages * (size_t)page < room)
        room = (size_t)pages * (size_t)page;
    // A third: what the engine is charged for is its live data, but the process also holds the
    // storage its allocator keeps after frees (a long drag's samples) and, while an array grows,
    // its old and new storage at once; a timeline measured at twice its charges in address space.
    size_t c = 0;
    if (room != SIZE_MAX) {
        c = room / 3 & ~(size_t)((1u << 20) - 1);
        if (c < (64u << 20)) c = 64u << 20;
    }
    cap = c;
    __atomic_store_n(&computed, 1, __ATOMIC_RELEASE);
    return cap;
}

// mem_limit: the lower of the host's and the script's caps (0 = none).
static void apply_memory_limit(lua_State *L, us_host *h) {
    size_t m = h->host_mem_limit;
    if (h->script_mem_limit != 0 && (m == 0 || h->script_mem_limit < m)) m = h->script_mem_limit;
    h->mem_limit = m;
    h->mem_effective_limit = m;
    refresh_limits_active(h);
    us_apply_hook(L);
}

void us_set_memory_limit(lua_State *L, size_t bytes) {
    us_host *h = us_host_of(L);
    // The host sets its limits at the start of its runs: a script's lowered cap is in them then.
    h->host_mem_limit = bytes;
    h->script_mem_limit = 0;
    apply_memory_limit(L, h);
}

void us_set_script_memory_limit(lua_State *L, size_t bytes) {
    us_host *h = us_host_of(L);
    h->script_mem_limit = bytes;
    apply_memory_limit(L, h);
}

size_t us_script_memory_limit(lua_State *L) { return us_host_of(L)->script_mem_limit; }

double us_script_timeout(lua_State *L) {
    us_host *h = us_host_of(L);
    return h->script_deadline_ns != 0 ? h->script_timeout_seconds : 0;
}

// A deadline `seconds` from now, saturated: one past ~290 years would overflow the nanosecond
// clock (and a double-to-integer conversion out of range is undefined), so it is "never".
static uint64_t deadline_after(double seconds) {
    uint64_t now = us_monotonic_ns();
    double ns = seconds * 1e9;
    return ns >= (double)(UINT64_MAX - now) ? UINT64_MAX : now + (uint64_t)ns;
}

// deadline_ns: the earlier of the host's and the script's deadlines (0 = none), its timer armed.
void us_apply_deadline(lua_State *L, us_host *h) {
    uint64_t d = h->host_deadline_ns;
    double seconds = h->host_timeout_seconds;
    if (h->script_deadline_ns != 0 && (d == 0 || h->script_deadline_ns < d)) {
        d = h->script_deadline_ns;
        seconds = h->script_timeout_seconds;
    }
    h->deadline_ns = d;
    h->timeout_seconds = d != 0 ? seconds : 0;
    if (d != 0 && d != UINT64_MAX) rearm_deadline_timer(h);
    else us_disarm_deadline_timer(h);
    refresh_limits_active(h);
    us_apply_hook(L);
}

void us_set_timeout(lua_State *L, double seconds) {
    us_host *h = us_host_of(L);
    // The old deadline goes first, so a signal still queued from its timer finds nothing to do.
    h->deadline_ns = 0;
    h->deadline_hit = 0;
    // A new run of the host's (a chunk, a test): a script's deadline ended with the last one.
    h->script_deadline_ns = 0;
    h->host_deadline_ns = seconds > 0 ? deadline_after(seconds) : 0;
    h->host_timeout_seconds = seconds > 0 ? seconds : 0;
    us_apply_deadline(L, h);
}

void us_set_script_timeout(lua_State *L, double seconds) {
    us_host *h = us_host_of(L);
    h->script_deadline_ns = seconds > 0 ? deadline_after(seconds) : 0;
    h->script_timeout_seconds = seconds > 0 ? seconds : 0;
    us_apply_deadline(L, h);
}

void us_set_instruction_limit(lua_State *L, uint64_t count) {
    us_host *h = us_host_of(L);
    h->instruction_budget = count;
    h->instructions_used = 0;
    refresh_limits_active(h);
    us_apply_hook(L);
}
