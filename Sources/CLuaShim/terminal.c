// Layer 8, libraries: `understudy.terminal`, what the pretty printer needs to know of standard
// output, read at each call (the window may be resized between two REPL lines), and us_isatty
// for Swift.
//
//   local t = require("understudy.terminal").info()
//   --> { isTerminal = true, columns = 100, color = true }
#include "CLuaShim.h"

#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int us_isatty(int fd) { return isatty(fd); }

// COLUMNS when it is a positive number (the user's choice wins), else the window's width, else 80.
static lua_Integer columns_of_stdout(void) {
    const char *env = getenv("COLUMNS");
    if (env != NULL && *env != '\0') {
        char *end = NULL;
        long n = strtol(env, &end, 10);
        if (end != NULL && *end == '\0' && n > 0 && n < 100000) return (lua_Integer)n;
    }
    struct winsize ws;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return (lua_Integer)ws.ws_col;
    return 80;
}

static int term_info(lua_State *L) {
    int tty = isatty(STDOUT_FILENO);
    // https://no-color.org: NO_COLOR set to anything non-empty turns colors off; so does a dumb terminal.
    const char *no_color = getenv("NO_COLOR");
    const char *term = getenv("TERM");
    int color = tty && !(no_color != NULL && *no_color != '\0') && !(term != NULL && strcmp(term, "dumb") == 0);
    lua_createtable(L, 0, 3);
    lua_pushboolean(L, tty);
    lua_setfield(L, -2, "isTerminal");
    lua_pushinteger(L, columns_of_stdout());
    lua_setfield(L, -2, "columns");
    lua_pushboolean(L, color);
    lua_setfield(L, -2, "color");
    return 1;
}

int us_open_terminal(lua_State *L) {
    static const luaL_Reg fns[] = {{"info", term_info}, {NULL, NULL}};
    luaL_newlib(L, fns);
    return 1;
}
