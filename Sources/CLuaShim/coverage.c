// Layer 4, limits: `understudy test --coverage`, line hits counted in C, inside the shim's one
// hook (hook.c hands it the line events of the host it watches: us_hook_watch_lines), instead
// of a Lua function called per line through debug.sethook (a call, a debug.getinfo table and
// table updates per line, LuaCov's design, ~30x on CPU-bound code). Counts live outside the Lua
// heap, so they never count against the memory limit, and a spec's own debug.sethook does not
// stop them. It sits beside the limits as the hook's other client.
//
//   us_coverage_start(L);  ...run the file...;  us_coverage_push(L);  us_coverage_stop(L);
//
// Only chunks loaded from files (source "@path") are counted; the runner's Lua side decides which
// of them are the project's (not the specs, not the stdlib) when it reports.
#include "shim_limits.h"

#include <stdlib.h>
#include <string.h>

// The host whose line events are counted (one at a time).
static us_host *counted = NULL;

typedef struct {
    char *source;
    uint32_t *hits; // by line; grown as lines appear
    int size;
} cov_file;

static cov_file *files = NULL;
static int nfiles = 0, files_capacity = 0;

// The last sources seen, by the address of their text: a chunk's functions share one source
// string, so a line event finds its file without comparing names. The text is compared too,
// since a collected chunk's string may leave its address to another chunk's.
#define CACHE_SIZE 64
static struct { const char *source; int file; } cache[CACHE_SIZE];

static void reset(void) {
    for (int i = 0; i < nfiles; i++) {
        free(files[i].source);
        free(files[i].hits);
    }
    free(files);
    files = NULL;
    nfiles = files_capacity = 0;
    memset(cache, 0, sizeof cache);
}

static int file_for(const char *source) {
    size_t slot = ((uintptr_t)source >> 4) % CACHE_SIZE;
    if (cache[slot].source == source && strcmp(files[cache[slot].file].source, source) == 0)
        return cache[slot].file;
    int f = -1;
    for (int i = 0; i < nfiles; i++) {
        if (strcmp(files[i].source, source) == 0) { f = i; break; }
    }
    if (f < 0) {
        if (nfiles == files_capacity) {
            int capacity = files_capacity ? files_capacity * 2 : 16;
            cov_file *grown = realloc(files, (size_t)capacity * sizeof *grown);
            if (grown == NULL) return -1;
            files = grown;
            files_capacity = capacity;
        }
        char *copy = strdup(source);
        if (copy == NULL) return -1;
        files[nfiles] = (cov_file){ copy, NULL, 0 };
        f = nfiles++;
    }
    cache[slot].source = source;
    cache[slot].file = f;
    return f;
}

static void count_line(lua_State *L, lua_Debug *ar) {
    if (ar->currentline <= 0 || !lua_getinfo(L, "S", ar) || ar->source == NULL || ar->source[0] != '@') return;
    int f = file_for(ar->source);
    if (f < 0) return; // out of memory: this line goes uncounted rather than failing the run
    cov_file *file = &files[f];
    int line = ar->currentline;
    if (line >= file->size) {
        int size = file->size ? file->size : 256;
        while (size <= line) size *= 2;
        uint32_t *grown = realloc(file->hits, (size_t)size * sizeof *grown);
        if (grown == NULL) return;
        memset(grown + file->size, 0, (size_t)(size - file->size) * sizeof *grown);
        file->hits = grown;
        file->size = size;
    }
    if (file->hits[line] != UINT32_MAX) file->hits[line]++;
}

void us_coverage_start(lua_State *L) {
    reset();
    counted = us_host_of(L);
    us_hook_watch_lines(counted, count_line);
    us_apply_hook(L);
}

void us_coverage_stop(lua_State *L) {
    counted = NULL;
    us_hook_watch_lines(NULL, NULL);
    us_apply_hook(L);
    reset();
}

void us_coverage_forget(us_host *h) {
    if (counted != h) return;
    counted = NULL;
    us_hook_watch_lines(NULL, NULL);
    reset();
}

void us_coverage_push(lua_State *L) {
    lua_createtable(L, 0, nfiles);
    for (int i = 0; i < nfiles; i++) {
        lua_createtable(L, 0, 0);
        for (int line = 1; line < files[i].size; line++) {
            if (files[i].hits[line] == 0) continue;
            lua_pushinteger(L, (lua_Integer)files[i].hits[line]);
            lua_rawseti(L, -2, line);
        }
        lua_setfield(L, -2, files[i].source);
    }
}
