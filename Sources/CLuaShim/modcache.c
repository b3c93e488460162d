// Layer 8, libraries: the test worker's package.path searcher: loadlib.c's searcher_Lua (same
// search, same messages), but a module file compiled once is kept as bytecode for the worker's
// life, keyed by its path, device, inode, size and modification time, and later files' states
// load the bytecode. A suite whose every spec requires one large module (a compiler) parses it
// once per worker instead of once per file. Debug information is kept, so positions and
// tracebacks are unchanged.
#define _GNU_SOURCE
#include "CLuaShim.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct cached_chunk {
    char *path;
    dev_t dev;
    ino_t ino;
    off_t size;
    struct timespec mtime;
    char *bytes;
    size_t len;
    struct cached_chunk *next;
} cached_chunk;

#define US_MODCACHE_LIMIT (256u << 20) // bytes of bytecode kept at most

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static cached_chunk *cache_head = NULL;
static size_t cache_bytes = 0;

static int same_file(const cached_chunk *c, const char *path, const struct stat *st) {
    return c->dev == st->st_dev && c->ino == st->st_ino && c->size == st->st_size &&
           c->mtime.tv_sec == st->st_mtim.tv_sec && c->mtime.tv_nsec == st->st_mtim.tv_nsec &&
           strcmp(c->path, path) == 0;
}

typedef struct {
    char *data;
    size_t len, cap;
    int failed;
} dump_buffer;

static int dump_writer(lua_State *L, const void *p, size_t n, void *ud) {
    (void)L;
    dump_buffer *b = (dump_buffer *)ud;
    if (b->failed) return 1;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n) cap *= 2;
        char *d = (char *)realloc(b->data, cap);
        if (d == NULL) {
            b->failed = 1;
            return 1;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
    return 0;
}

// Pushes the compiled chunk of `filename` (from the cache when the file is unchanged), or the
// error message; returns the load status.
static int load_cached(lua_State *L, const char *filename) {
    struct stat st;
    if (stat(filename, &st) != 0) return luaL_loadfilex(L, filename, NULL);
    pthread_mutex_lock(&cache_lock);
    for (cached_chunk *c = cache_head; c != NULL; c = c->next) {
        if (!same_file(c, filename, &st)) continue;
        // The chunk name only names undump errors; the source recorded in the bytecode is the
        // file's "@filename", as luaL_loadfilex gave it.
        lua_pushfstring(L, "@%s", filename);
        int status = luaL_loadbufferx(L, c->bytes, c->len, lua_tostring(L, -1), "b");
        lua_remove(L, -2);
        pthread_mutex_unlock(&cache_lock);
        if (status == LUA_OK) return status;
        lua_pop(L, 1);
        return luaL_loadfilex(L, filename, NULL);
    }
    pthread_mutex_unlock(&cache_lock);
    int status = luaL_loadfilex(L, filename, NULL);
    if (status != LUA_OK) return status;
    dump_buffer b = {NULL, 0, 0, 0};
    lua_dump(L, dump_writer, &b, 0);
    cached_chunk *c = b.failed ? NULL : (cached_chunk *)calloc(1, sizeof *c);
    char *path = c ? strdup(filename) : NULL;
    if (path == NULL) {
        free(c);
        free(b.data);
        return status;
    }
    *c = (cached_chunk){path, st.st_dev, st.st_ino, st.st_size, st.st_mtim, b.data, b.len, NULL};
    pthread_mutex_lock(&cache_lock);
    if (cache_bytes + b.len <= US_MODCACHE_LIMIT) {
        c->next = cache_head;
        cache_head = c;
        cache_bytes += b.len;
        c = NULL;
    }
    pthread_mutex_unlock(&cache_lock);
    if (c != NULL) { // over the limit: not kept
        free(c->path);
        free(c->bytes);
        free(c);
    }
    return status;
}

static int readable(const char *filename) {
    FILE *f = fopen(filename, "r");
    if (f == NULL) return 0;
    fclose(f);
    return 1;
}

// loadlib.c's searchpath with "." -> "/": pushes the file found, or the "no file" list.
static const char *search_path(lua_State *L, const char *name, const char *path) {
    if (strchr(name, '.') != NULL) name = luaL_gsub(L, name, ".", LUA_DIRSEP);
    const char *candidates = luaL_gsub(L, path, LUA_PATH_MARK, name);
    const char *p = candidates;
    while (*p != '\0') {
        const char *end = strchr(p, *LUA_PATH_SEP);
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n > 0) {
            lua_pushlstring(L, p, n);
            if (readable(lua_tostring(L, -1))) return lua_tostring(L, -1);
            lua_pop(L, 1);
        }
        p += n;
        if (*p != '\0') p++;
    }
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    luaL_addstring(&b, "no file '");
    luaL_addgsub(&b, candidates, LUA_PATH_SEP, "'\n\tno file '");
    luaL_addstring(&b, "'");
    luaL_pushresult(&b);
    return NULL;
}

// searcher_Lua: upvalue 1 is the package table.
static int cached_searcher(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    lua_getfield(L, lua_upvalueindex(1), "path");
    const char *path = lua_tostring(L, -1);
    if (path == NULL) return luaL_error(L, "'package.path' must be a string");
    const char *filename = search_path(L, name, path);
    if (filename == NULL) return 1;
    if (load_cached(L, filename) == LUA_OK) {
        lua_pushstring(L, filename);
        return 2;
    }
    return luaL_error(L, "error loading module '%s' from file '%s':\n\t%s", lua_tostring(L, 1), filename,
                      lua_tostring(L, -1));
}

void us_install_module_cache(lua_State *L) {
    if (lua_getglobal(L, "package") != LUA_TTABLE) {
        lua_pop(L, 1);
        return;
    }
    // package.searchers is {preload, [understudy's bundle,] Lua, C, Croot}: the Lua one is third
    // from the end.
    if (lua_getfield(L, -1, "searchers") == LUA_TTABLE) {
        lua_Integer n = (lua_Integer)lua_rawlen(L, -1);
        if (n >= 3) {
            lua_pushvalue(L, -2);
            lua_pushcclosure(L, cached_searcher, 1);
            lua_rawseti(L, -2, n - 2);
        }
    }
    lua_pop(L, 2);
}
