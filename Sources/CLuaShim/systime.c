// Layer 8, libraries: `understudy.system`, the clock functions busted takes from luasystem
// (`system.gettime`, `system.monotime`, `system.sleep`), for `require "busted"`'s gettime,
// monotime and sleep.
#define _GNU_SOURCE
#include "CLuaShim.h"

#include <errno.h>
#include <time.h>

static double seconds_of(clockid_t clock) {
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int sys_gettime(lua_State *L) {
    lua_pushnumber(L, seconds_of(CLOCK_REALTIME));
    return 1;
}

static int sys_monotime(lua_State *L) {
    lua_pushnumber(L, seconds_of(CLOCK_MONOTONIC));
    return 1;
}

// sleep(seconds): the whole time, even when a signal (the limits' timer) interrupts it; a stop
// that signal asked for is raised by the hook right after.
static int sys_sleep(lua_State *L) {
    double s = luaL_checknumber(L, 1);
    if (!(s > 0)) return 0;
    if (s > 1e9) s = 1e9;
    time_t whole = (time_t)s;
    struct timespec left = {whole, (long)((s - (double)whole) * 1e9)};
    while (nanosleep(&left, &left) != 0 && errno == EINTR) {
        us_host *h = us_host_of(L);
        if (h->deadline_hit || h->limit_error != US_LIMIT_NONE || h->interrupted) break;
    }
    return 0;
}

int us_open_system(lua_State *L) {
    static const luaL_Reg fns[] = {
        {"gettime", sys_gettime}, {"monotime", sys_monotime}, {"sleep", sys_sleep}, {NULL, NULL}};
    luaL_newlib(L, fns);
    return 1;
}
