// Layer 8, libraries: C pieces of the stand-alone interpreter (`understudy`): the few places
// where it must run inside Lua (raising, or being a C frame on Lua's stack) to behave exactly
// like lua.c.
#include "CLuaShim.h"

#include <string.h>
#include <sys/prctl.h>
#include <sys/time.h>
#include <unistd.h>

int us_call_chunk(lua_State *L) {
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

int us_script_args(lua_State *L) {
    if (lua_getglobal(L, "arg") != LUA_TTABLE) return luaL_error(L, "'arg' is not a table");
    int n = (int)luaL_len(L, -1);
    luaL_checkstack(L, n + 3, "too many arguments to script");
    int i;
    for (i = 1; i <= n; i++) lua_rawgeti(L, -i, i);
    lua_remove(L, -i);
    return n;
}

static int setglobal_k(lua_State *L) {
    lua_setglobal(L, lua_tostring(L, 1));
    return 0;
}

int us_pcall_setglobal(lua_State *L, const char *name) {
    lua_pushcfunction(L, setglobal_k);
    lua_pushstring(L, name);
    lua_rotate(L, -3, -1); // value, fn, name -> fn, name, value
    return us_pcall(L, 2, 0, 0);
}

static char watchdog_message[1024];
static size_t watchdog_length;

static void on_watchdog(int sig) {
    (void)sig;
    ssize_t n = write(2, watchdog_message, watchdog_length);
    (void)n;
    _exit(1);
}

void us_watchdog_arm(double seconds, const char *message) {
    struct itimerval it;
    memset(&it, 0, sizeof it);
    if (seconds > 0) {
        watchdog_length = strlen(message);
        if (watchdog_length >= sizeof watchdog_message) watchdog_length = sizeof watchdog_message - 1;
        memcpy(watchdog_message, message, watchdog_length);
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_watchdog;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGALRM, &sa, NULL);
        // setitimer refuses (and the conversion is undefined for) values past time_t's range;
        // ten years is "never" for a watchdog.
        if (seconds > 3.15e8) seconds = 3.15e8;
        it.it_value.tv_sec = (time_t)seconds;
        it.it_value.tv_usec = (suseconds_t)((seconds - (double)it.it_value.tv_sec) * 1e6);
        if (it.it_value.tv_sec == 0 && it.it_value.tv_usec == 0) it.it_value.tv_usec = 1;
    }
    setitimer(ITIMER_REAL, &it, NULL);
}

void us_unblock_signals(void) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}

int us_become_child_subreaper(void) {
#ifdef PR_SET_CHILD_SUBREAPER
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#else
    return -1;
#endif
}
