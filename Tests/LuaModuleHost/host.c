// A C program that embeds Lua the usual way (liblua5.4) and loads the Lua module into several
// states, in turn and at once on two threads: LuaModuleTests compiles and runs it. Prints one
// line per check and exits 1 on the first that fails.
#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>

#include <pthread.h>
#include <stdio.h>
#include <string.h>

static const char *cpath;

static lua_State *open_state(void) {
    lua_State *L = luaL_newstate();
    luaL_openlibs(L);
    lua_getglobal(L, "package");
    lua_pushstring(L, cpath);
    lua_setfield(L, -2, "cpath");
    lua_pop(L, 1);
    return L;
}

// Runs `code`, which returns a string; copies it to out ("error: ..." on an error).
static void run(lua_State *L, const char *code, char *out, size_t n) {
    if (luaL_dostring(L, code) != LUA_OK) {
        snprintf(out, n, "error: %s", lua_tostring(L, -1));
    } else {
        snprintf(out, n, "%s", lua_tostring(L, -1) ? lua_tostring(L, -1) : "(nil)");
    }
    lua_settop(L, 0);
}

static int check(const char *what, const char *got, const char *want) {
    int ok = strcmp(got, want) == 0;
    printf("%s %s: %s\n", ok ? "ok" : "FAIL", what, got);
    if (!ok) printf("  expected: %s\n", want);
    return ok;
}

static const char *present =
    "local u = require 'understudy'\n"
    "local sheet = u.stage.actionController{}\n"
    "sheet:addAction{ title = 'Copy' }\n"
    "sheet:present()\n"
    "u.stage.clock.advance(1)\n"
    "local e = u.stage.log.events{ name = 'didPresentView' }[1]\n"
    "return e.source .. ' ' .. e.name .. ' ' .. u.stage.log.count";

static void *worker(void *arg) {
    int *failed = (int *)arg;
    char out[512];
    for (int i = 0; i < 20; i++) {
        lua_State *L = open_state();
        run(L, present, out, sizeof out);
        if (strncmp(out, "sheet#1 didPresentView ", 23) != 0) *failed = 1;
        lua_close(L);
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: host CPATH\n");
        return 2;
    }
    cpath = argv[1];
    char a[512], b[512], c[512];
    lua_State *s1 = open_state(), *s2 = open_state(), *s3 = open_state();
    run(s1, present, a, sizeof a);
    run(s2, present, b, sizeof b);
    if (!check("a first state", a, b) || strncmp(a, "sheet#1 didPresentView ", 23) != 0) return 1;
    // Each state has its own stage and clock.
    run(s2, "stage.clock.advance(5) return tostring(stage.clock.now())", b, sizeof b);
    run(s1, "return tostring(stage.clock.now())", a, sizeof a);
    if (!check("two states apart", a, "1.0") || !check("the other state", b, "6.0")) return 1;
    // busted's insulate: package.loaded forgets the module; the same table comes back.
    run(s3, "local u = require 'understudy' package.loaded.understudy = nil return tostring(require 'understudy' == u)", c, sizeof c);
    if (!check("re-opened in the same state", c, "true")) return 1;
    // Closing one leaves the others working, and a new state opens the module afresh.
    lua_close(s2);
    run(s1, "stage.reset() return tostring(stage.log.count)", a, sizeof a);
    if (!check("after another state closed", a, "0")) return 1;
    lua_State *s4 = open_state();
    run(s4, present, c, sizeof c);
    if (!check("a state opened after a close", strncmp(c, "sheet#1 didPresentView ", 23) == 0 ? "sheet#1" : c, "sheet#1")) return 1;
    lua_close(s1);
    lua_close(s3);
    lua_close(s4);
    // Two threads, each opening, using and closing states of its own.
    int failed[2] = {0, 0};
    pthread_t t[2];
    for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, &failed[i]);
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    if (!check("two threads", failed[0] || failed[1] ? "failed" : "40 states", "40 states")) return 1;
    return 0;
}
