// Layer 6, values: the embedded standard library's precompiled chunks. The build (stdlib-embed)
// compiles every module with this same Lua and stores the dump as base64 text beside its
// source; a chunk is decoded once per process, on first load, and kept: loading bytecode is
// several times cheaper than parsing, which was most of a small spec file's cost. A dump this
// Lua cannot load (another Lua version at run time) falls back to the source.
#define _GNU_SOURCE
#include "shim_values.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

// Decoded chunks by the address of their base64 text (static: it never moves or changes).
// Open addressing; the table only grows, and it is far larger than the stdlib.
#define CACHE_SLOTS 512
static struct { const char *key; unsigned char *bytes; size_t len; } cache[CACHE_SLOTS];
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

// Base64 digit values; 64 marks a byte that is not a digit ('=' is handled apart).
static unsigned char digit[256];
static pthread_once_t digits_once = PTHREAD_ONCE_INIT;

static void make_digits(void) {
    const char *alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    memset(digit, 64, sizeof digit);
    for (int i = 0; i < 64; i++) digit[(unsigned char)alphabet[i]] = (unsigned char)i;
}

// Base64 (with '=' padding) to bytes; NULL for text that is not base64 or when out of memory.
static unsigned char *decode(const char *text, size_t n, size_t *out_len) {
    pthread_once(&digits_once, make_digits);
    if (n == 0 || n % 4 != 0) return NULL;
    const unsigned char *in = (const unsigned char *)text;
    size_t pad = (in[n - 1] == '=') + (in[n - 2] == '=');
    unsigned char *out = (unsigned char *)malloc(n / 4 * 3);
    if (out == NULL) return NULL;
    size_t full = n - (pad ? 4 : 0), o = 0;
    unsigned bad = 0;
    for (size_t i = 0; i < full; i += 4) {
        unsigned a = digit[in[i]], b = digit[in[i + 1]], c = digit[in[i + 2]], d = digit[in[i + 3]];
        bad |= a | b | c | d;
        uint32_t v = a << 18 | b << 12 | c << 6 | d;
        out[o] = (unsigned char)(v >> 16);
        out[o + 1] = (unsigned char)(v >> 8);
        out[o + 2] = (unsigned char)v;
        o += 3;
    }
    if (pad) {
        unsigned a = digit[in[full]], b = digit[in[full + 1]];
        unsigned c = pad == 2 ? 0 : digit[in[full + 2]];
        bad |= a | b | c;
        uint32_t v = a << 18 | b << 12 | c << 6;
        out[o++] = (unsigned char)(v >> 16);
        if (pad == 1) out[o++] = (unsigned char)(v >> 8);
    }
    // A digit's value is below 64, so any non-digit shows as bit 6 in `bad`.
    if (bad & 64) {
        free(out);
        return NULL;
    }
    *out_len = o;
    return out;
}

// The decoded chunk for `text`, decoding it on first use; NULL when it cannot be had.
static const unsigned char *decoded(const char *text, size_t n, size_t *out_len) {
    size_t slot = ((uintptr_t)text >> 4) % CACHE_SLOTS;
    const unsigned char *found = NULL;
    pthread_mutex_lock(&cache_lock);
    for (size_t probe = 0; probe < CACHE_SLOTS; probe++, slot = (slot + 1) % CACHE_SLOTS) {
        if (cache[slot].key == text) {
            found = cache[slot].bytes;
            *out_len = cache[slot].len;
            break;
        }
        if (cache[slot].key == NULL) {
            size_t len = 0;
            unsigned char *bytes = decode(text, n, &len);
            if (bytes != NULL) {
                cache[slot].key = text;
                cache[slot].bytes = bytes;
                cache[slot].len = len;
                found = bytes;
                *out_len = len;
            }
            break;
        }
    }
    pthread_mutex_unlock(&cache_lock);
    return found;
}

int us_load_embedded(lua_State *L, const char *source, size_t len, const char *bytecode64, size_t bytecode64_len,
                     const char *chunkname) {
    if (bytecode64 != NULL && bytecode64_len > 0) {
        size_t n = 0;
        const unsigned char *bytes = decoded(bytecode64, bytecode64_len, &n);
        if (bytes != NULL) {
            if (luaL_loadbufferx(L, (const char *)bytes, n, chunkname, "b") == LUA_OK) return LUA_OK;
            lua_pop(L, 1);
        }
    }
    return luaL_loadbufferx(L, source, len, chunkname, "t");
}
