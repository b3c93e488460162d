// Layer 0, interface: CLuaShim, the C side of the bridge: what Swift imports, and the types every
// layer of the shim shares (docs/internals/BRIDGE.md, "CLuaShim's layers").
//
// Swift cannot import Lua's function-like macros, and a Lua error is a longjmp that must never
// cross a Swift frame. Everything here exists for one of those two reasons:
//  - `us_*` inline wrappers stand in for macros (lua_pop, lua_pcall, lua_upvalueindex, ...);
//  - `us_trampoline` is the only lua_CFunction that calls Swift: it checks argument types from a
//    registry-built descriptor, calls a Swift @convention(c) function, and raises the Lua error the
//    Swift function asked for only after the Swift frames are gone;
//  - the capped allocator, the count hook (limits, interrupts, chained user hooks) and the message
//    handlers live here because they run inside Lua where only C may raise.
#ifndef UNDERSTUDY_CLUASHIM_H
#define UNDERSTUDY_CLUASHIM_H

#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <pthread.h>

// MARK: - Macro stand-ins

static inline int us_registryindex(void) { return LUA_REGISTRYINDEX; }
static inline int us_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline void us_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void us_newtable(lua_State *L) { lua_newtable(L); }
static inline const char *us_tostring(lua_State *L, int i) { return lua_tostring(L, i); }
static inline lua_Number us_tonumber(lua_State *L, int i) { return lua_tonumber(L, i); }
static inline lua_Integer us_tointeger(lua_State *L, int i) { return lua_tointeger(L, i); }
static inline void us_insert(lua_State *L, int i) { lua_insert(L, i); }
static inline void us_remove(lua_State *L, int i) { lua_remove(L, i); }
static inline void us_replace(lua_State *L, int i) { lua_replace(L, i); }
static inline int us_isnoneornil(lua_State *L, int i) { return lua_isnoneornil(L, i); }
static inline int us_isnil(lua_State *L, int i) { return lua_isnil(L, i); }
static inline int us_isfunction(lua_State *L, int i) { return lua_isfunction(L, i); }
static inline int us_istable(lua_State *L, int i) { return lua_istable(L, i); }
static inline void us_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }
static inline void *us_newuserdata(lua_State *L, size_t size) { return lua_newuserdatauv(L, size, 0); }
static inline const char *us_typename_at(lua_State *L, int i) { return luaL_typename(L, i); }
static inline int us_gc_collect(lua_State *L) { return lua_gc(L, LUA_GCCOLLECT); }
static inline int us_gc_count_kb(lua_State *L) { return lua_gc(L, LUA_GCCOUNT); }
static inline int us_gc_generational(lua_State *L) { return lua_gc(L, LUA_GCGEN, 0, 0); }
static inline int us_lua_version_num(void) { return LUA_VERSION_NUM; }
static inline const char *us_lua_release(void) { return LUA_RELEASE; }
static inline const char *us_lua_copyright(void) { return LUA_COPYRIGHT; }

// MARK: - Host (one per lua_State, reachable from every thread through the extra space)

/// Which limit ended the running chunk. Sticky until `us_clear_limit_error`.
typedef enum us_limit {
    US_LIMIT_NONE = 0,
    US_LIMIT_MEMORY = 1,
    US_LIMIT_TIME = 2,
    US_LIMIT_INSTRUCTIONS = 3,
    US_LIMIT_INTERRUPT = 4,
} us_limit;

struct us_binding;
typedef struct us_binding us_binding;
struct us_embedded;

typedef struct us_host {
    // Memory (custom allocator). mem_limit 0 = no cap.
    size_t mem_used;
    size_t mem_limit;
    // What the allocator enforces: mem_limit, or a little more when a run starts with the state
    // already near the cap (so a REPL user can still run `big = nil` after hitting it).
    size_t mem_effective_limit;
    // > 0 while Swift frames are on the stack: the cap is soft then (see us_alloc).
    int swift_depth;
    /// Allocates from the arena (arena.c) instead of malloc.
    int arena;
    // The rare conditions of a binding call, one byte each so that the trampoline tests them all
    // with one load (call_flags == 0 in the common case) before and after the call.
    union {
        struct {
            // Set by __index/__newindex just before they call a property binding: 1 getter,
            // 2 setter. The binding's errors then point at the user's line (one level further up).
            uint8_t via_property;
            // Set while lua_close runs: bindings refuse to run (finalizers may still call them).
            uint8_t closing;
            // The soft cap was exceeded while Swift ran; raised from C once Swift returns.
            uint8_t mem_pending;
            // A real allocation failure (malloc returned NULL) while Swift ran: the request was
            // served from the reserve instead, and "not enough memory" is raised once Swift returns.
            uint8_t oom_pending;
        };
        uint32_t call_flags;
    };
    // The thread of the innermost binding call in progress (NULL when none): the thread that
    // drives the clock, on which the host runs the callbacks that call fires.
    lua_State *running;
    // Installed binding descriptors. A binding closure holds its index here as a light-userdata
    // upvalue, so a replaced upvalue (debug.setupvalue) is caught by a bounds check.
    us_binding **bindings;
    int nbindings;
    int binding_capacity;
    // Objects queued by __gc for release (release_queue below); the trampoline tests it on every
    // call, so it sits with the fields above: a binding call reads one cache line of the host.
    size_t release_count;
    // The emergency reserve (US_RESERVE_SIZE bytes, allocated with the state): a bump arena that
    // serves allocations failing while Swift frames are active, so Lua never sees NULL then.
    // Reset when its last block is freed.
    char *reserve;
    size_t reserve_used;
    size_t reserve_live;
    // Test hook (us_test_fail_allocations): when armed, underlying allocations fail once they
    // would need more than alloc_fail_after further bytes.
    int alloc_fail_armed;
    size_t alloc_fail_after;
    // What the host charged for objects it keeps on the scripts' behalf (us_memory_charge): part
    // of mem_used, so the allocator and the charges meet the one limit (kept here to clamp releases).
    size_t host_charged;
    // The engine's cap when no mem_limit is set (us_default_memory_cap at the host's creation): the
    // host's charges are refused past it, as past mem_limit, so the engine stops with a Lua error
    // before the process's own allocations fail (Swift traps on a failed allocation). 0 = none.
    size_t mem_default_cap;
    // The pending memory error came from mem_default_cap, not mem_limit (for its message).
    int mem_default_hit;

    // Time and instruction budget, checked by the count hook. 0 = none.
    uint64_t deadline_ns;        // CLOCK_MONOTONIC
    double timeout_seconds;      // for the message
    // The two tiers deadline_ns and mem_limit are the least of: the host's own limits (the
    // command line's, the test runner's per test: us_set_timeout, us_set_memory_limit) and the
    // ones a script set (understudy.limits: us_set_script_timeout, us_set_script_memory_limit),
    // which only lower them. A stop the host's limit caused is never dropped by a scope; a
    // script's deadline that passed after its scope ended is dropped and the host's holds again.
    uint64_t host_deadline_ns;
    double host_timeout_seconds;
    uint64_t script_deadline_ns;
    double script_timeout_seconds;
    size_t host_mem_limit;
    size_t script_mem_limit;
    uint64_t instruction_budget;
    uint64_t instructions_used;
    int hook_count;              // instructions between count-hook calls
    int limits_active;           // the limits need the periodic count hook (see us_hook)
    // The timeout without a count hook: a POSIX timer signals the thread that started the run at
    // the deadline, and the handler sets a count-1 hook on the running thread (lua.c's laction).
    int timer_slot;              // 1 + index in the shim's armed-timer table; 0 = no timer
    volatile uint64_t timer_expiry_ns; // when the armed timer fires first (it may be before the deadline)
    pthread_t timer_thread;      // the thread the timer signals
    volatile sig_atomic_t deadline_hit; // set by that handler; us_hook turns it into the limit
    // The Lua thread executing now: the main thread, or the coroutine the shim's resume, wrap or
    // close is running (so a stop reaches a loop inside a coroutine).
    lua_State *volatile current;

    us_limit limit_error;        // sticky: raised at every hook until the chunk ends
    volatile sig_atomic_t interrupted;

    // Argument index for US_STATUS_ARGERROR.
    int err_arg;

    // The Swift LuaState that owns this state (unretained), and the main thread.
    void *owner;
    lua_State *main_thread;
    // Set by the sandbox: us_load and us_loadfile compile text only, whatever mode is asked.
    int text_only;

    // __gc never touches Swift objects directly: it queues them here, and Swift drains the queue
    // at safe points (see LuaState.drainReleases).
    void **release_queue;     // release_count entries (the count is with the call's fields above)
    size_t release_capacity;
    // Drains the queue (set by Swift). Called when a binding is entered from top-level Lua code
    // (pcall_nesting == 1): no engine operation is in progress then, so releasing is safe.
    void (*drain)(void *owner);
    // Checks the content of a refined value (us_param.refine). Returns NULL when it is accepted,
    // else a malloc'd message the caller frees. Must not touch the Lua stack below its top.
    char *(*refine)(void *owner, lua_State *L, int idx, int id);
    // us_pcall calls in progress: 1 while top-level code runs, more inside engine callbacks.
    int pcall_nesting;
    // Binding calls a Lua error unwound (their Swift frames skipped, so call_binding could not
    // restore swift_depth and running): pcall, xpcall (us_install_protected_calls) and the
    // host's coroutine.resume and wrap (us_install_hook_chaining) put both back and count it here. No binding should let it happen; debug
    // builds abort on it unless unwinds_allowed is set (a test of the restore itself).
    int unwound_calls;
    int unwinds_allowed;

    // Describes the host callback running on thread L ("timer#1"), or NULL if none runs there
    // (set by Swift; used by coroutine.yield for its message).
    const char *(*describe_callback)(void *owner, lua_State *L);
    // The name among `names` ('\n'-separated) nearest to `key` as a typo, or NULL: a malloc'd
    // copy the caller frees (set by Swift: NearestName, one rule for every suggestion).
    char *(*nearest)(void *owner, const char *key, const char *names);
    // Embedded module sources for package.preload loaders (indexed like bindings).
    struct us_embedded *embedded;
    int nembedded;
    int embedded_capacity;

    // A state the shim did not make (adopt.c): the Lua module loaded by someone else's lua5.4.
    int adopted;
    // Its own allocator, which us_alloc counts and passes every block to.
    lua_Alloc base_alloc;
    void *base_ud;
    // Called once when an adopted state closes (set by Swift): releases the Swift side.
    void (*on_close)(void *owner);
    // Where a stop ends. US_SCOPE_HOST: when the host clears it (the binary ends its runs).
    // US_SCOPE_FUNCTION: once the function registry[scope_ref] has left the stack of its thread
    // (registry[scope_thread_ref]); the stop set by understudy.limits, whose caller no runner ends.
    int scope_mode;
    int scope_ref;
    int scope_thread_ref;
    lua_State *scope_thread;
    // The state had a debug hook that C code set (not debug.sethook) when it was adopted: the
    // shim's hook would replace it, so the time limit is refused (us_limits_refusal).
    int foreign_hook;
} us_host;

#define US_SCOPE_HOST 0
#define US_SCOPE_FUNCTION 1

/// Creates a state whose allocator and extra space point at a fresh host. NULL on failure.
lua_State *us_newstate(void);
/// A state whose blocks come from the process's arena (arena.c) when no other state holds it,
/// else from malloc as us_newstate's.
lua_State *us_newstate_in_arena(void);
/// Closes the state and frees its host. Returns the host's pending release queue to the caller
/// through `out_queue`/`out_count` (the caller frees it with `us_free_queue`).
void us_close(lua_State *L, void ***out_queue, size_t *out_count);
void us_free_queue(void **queue);
us_host *us_host_of(lua_State *L);

// MARK: - Adopted states (adopt.c)

/// Gives a state the shim did not make (a stock lua5.4's) a host: found through the state's
/// registry (its extra space belongs to whoever made it), counting every block its allocator
/// hands out, closed by a finalizer. Returns the host (the one already there when called again),
/// or NULL with *error set to a static message.
us_host *us_adopt(lua_State *L, const char **error);
/// The host of a state us_adopt adopted, or NULL.
us_host *us_adopted_host_or_null(lua_State *L);

/// Moves the queued releases out of the host (caller frees the array with us_free_queue).
void **us_take_releases(us_host *h, size_t *count);

// MARK: - Limits

/// The host's memory cap (0 = none); effective with the script's (the lower).
void us_set_memory_limit(lua_State *L, size_t bytes);
/// A script's memory cap (understudy.limits; 0 = none): effective while lower than the host's.
void us_set_script_memory_limit(lua_State *L, size_t bytes);
/// A script's time limit from now (understudy.limits; 0 = none): effective while earlier than the
/// host's deadline, which it never moves.
void us_set_script_timeout(lua_State *L, double seconds);
/// Whether the stop pending now (a limit error) comes from the host's own limits (or the host's
/// interrupt, or the engine's default memory cap): those no scope drops.
int us_stop_is_hosts(lua_State *L);
/// Makes the stops of the limits (stops.c) end once the function at stack index `idx` of L has
/// returned (idx 0: the Lua function that called the running C function) instead of when the
/// host ends its run; a stop due while it is not running is dropped.
void us_set_limit_scope(lua_State *L, int idx);
/// Back to stops the host ends (us_clear_limit_error does this too).
void us_clear_limit_scope(lua_State *L);
/// Why the time limit cannot be kept on this state, or NULL when it can.
const char *us_time_limit_refusal(lua_State *L);
/// The script's limits as last set (0 for none).
size_t us_script_memory_limit(lua_State *L);
double us_script_timeout(lua_State *L);
/// Called when a top-level run starts: the run may use the cap, or US_MEMORY_HEADROOM bytes
/// beyond what the state already holds if that is more.
void us_memory_checkpoint(lua_State *L);
#define US_MEMORY_HEADROOM (64 * 1024)
/// Charges `bytes` the host holds for the scripts (engine objects) against the memory limit: they
/// are added to mem_used, which Lua's allocations share, so both meet the one limit. Returns 1
/// when they fit. When they do not, the memory-limit error becomes pending (raised from C once no
/// Swift frame is left, as for a Lua allocation over the soft cap) and, with `refusing`, nothing
/// is charged (the host must not make the thing); without, they are charged anyway (the host
/// already holds them). Never raises.
int us_memory_charge(lua_State *L, size_t bytes, int refusing);
/// Un-charges bytes charged with us_memory_charge (clamped to what is charged).
void us_memory_release(lua_State *L, size_t bytes);
/// The engine's memory cap when no limit is set (limits.c): a third of what the process may still
/// allocate under RLIMIT_AS and RLIMIT_DATA (address space and data segment, less what it holds
/// already) or of the physical memory, the least of them, in whole megabytes, at least 64 MB; 0
/// when none is known. Computed once per process.
size_t us_default_memory_cap(void);
/// The state's engine cap while no memory limit is set (0: none), and whether the memory error of
/// the current run came from it.
size_t us_memory_default_cap(lua_State *L);
int us_memory_default_cap_hit(lua_State *L);
/// Bytes currently charged by the host (part of the memory in use).
size_t us_memory_charged(lua_State *L);
/// The emergency reserve's size: what a host function may allocate after malloc failed.
#define US_RESERVE_SIZE (4u << 20)
/// Test hook: makes the allocator's underlying malloc/realloc fail, as a real out-of-memory
/// would, once growing allocations total more than `after_bytes` from now (armed != 0); armed 0
/// restores normal allocation.
void us_test_fail_allocations(lua_State *L, int armed, size_t after_bytes);
/// Bytes the state's emergency reserve currently serves (0 when it is unused).
size_t us_reserve_in_use(lua_State *L);
void us_set_timeout(lua_State *L, double seconds);          // <= 0 clears; starts now
void us_set_instruction_limit(lua_State *L, uint64_t count); // 0 clears
void us_clear_limit_error(lua_State *L);
/// The limit that must stop long host work now (made sticky as the hook would), or US_LIMIT_NONE.
us_limit us_poll_limit(lua_State *L);
/// Re-installs the hook on L (the main thread) from the host's limits and the user's hook.
void us_apply_hook(lua_State *L);
/// `--coverage` (coverage.c): counts the line events of chunks loaded from files ("@path") in
/// L's state, in C inside the shim's hook, from now until us_coverage_stop (which drops the
/// counts); us_coverage_push pushes them as { [source] = { [line] = hits } }. One state at a time.
void us_coverage_start(lua_State *L);
void us_coverage_stop(lua_State *L);
void us_coverage_push(lua_State *L);
/// Async-signal-safe: the host's stop. The running chunk ends with "interrupted!", raised again
/// at every hook like a limit (pcall cannot hold it) until the run ends.
void us_interrupt(lua_State *L);
/// Installs a SIGINT handler for L, lua.c's `laction`: the next instruction of L's main thread
/// raises one "interrupted!" that pcall can catch (pending `__close` handlers run), then the hook
/// goes (the user's debug hook on that thread too, as in lua.c) and the limits' hook stays. A
/// second ^C before the first is raised kills the process. `us_sigint_restore` puts SIG_DFL back.
void us_sigint_install(lua_State *L);
void us_sigint_restore(void);
/// Non-zero once SIGINT arrived while no chunk was running (used by the REPL's line reader).
int us_sigint_take(void);
/// Replaces debug.sethook/debug.gethook so a script's hook chains with the limits' hook.
void us_install_hook_chaining(lua_State *L);
/// Replaces package.path's searcher with one that keeps each module file's bytecode for the
/// process's life (keyed by path, inode, size and mtime), for the test worker (modcache.c).
void us_install_module_cache(lua_State *L);
/// lua_CFunction opening `understudy.system` (gettime, monotime, sleep as luasystem's; systime.c).
int us_open_system(lua_State *L);
/// `understudy.terminal`: info() -> { isTerminal =, columns =, color = } of standard output (terminal.c).
int us_open_terminal(lua_State *L);

// MARK: - Calls from Swift into Lua

/// lua_pcall with `msgh` as message handler index (0 = none); the soft memory cap is lifted for the
/// duration (Lua itself runs), and restored on return.
int us_pcall(lua_State *L, int nargs, int nresults, int msgh);
/// lua.c's message handler: error objects become strings (via __tostring if any) plus traceback.
int us_msghandler(lua_State *L);
/// Keeps the error object as it is and stores the traceback in the registry
/// (read it with us_push_last_traceback). Used when the object must survive (assertion tables).
int us_keep_msghandler(lua_State *L);
void us_push_last_traceback(lua_State *L);
/// Protected helpers for operations that may run metamethods ('e' in the manual).
int us_pcall_tostring(lua_State *L, int idx);   // pushes luaL_tolstring(idx) or an error
int us_pcall_gettable(lua_State *L, int t);     // t[key on top] -> value on top, protected
/// luaL_loadbufferx and luaL_loadfilex (NULL filename: stdin), in mode "t" whatever `mode` says
/// once the host is text only (the sandbox): binary chunks are then refused with Lua's own
/// "attempt to load a binary chunk (mode is 't')".
int us_load(lua_State *L, const char *buf, size_t len, const char *chunkname, const char *mode);
int us_loadfile(lua_State *L, const char *filename, const char *mode);

// MARK: - Calls from Lua into Swift

/// Status codes a Swift function returns instead of raising.
#define US_STATUS_ERROR (-1)     // raise the value on top of the stack as it is
#define US_STATUS_MESSAGE (-2)   // top is a message string: raise it with position (luaL_error)
#define US_STATUS_ARGERROR (-3)  // top is a message: "bad argument #err_arg to 'name' (msg)"

typedef int (*us_swift_fn)(lua_State *L, void *ctx);

/// Type mask bits: bit (lua_type + 1) for each accepted Lua type (so LUA_TNONE is bit 0).
#define US_MASK_OF(t) (1u << ((t) + 1))
#define US_MASK_INTEGER (1u << 12)  // a number that must have an integer representation
#define US_MASK_ANY 0u              // no check

/// An option a declaration no longer takes, refused with its own message rather than as unknown
/// ("option 'by': ..."): any value (mask 0), or only values of the mask's Lua types.
typedef struct us_retired {
    const char *key;
    uint32_t mask;
    const char *message;
} us_retired;

typedef struct us_param {
    uint32_t mask;
    const void *metatable;  // for userdata parameters: required metatable identity (or NULL)
    const char *expected;   // "string", "number", "Sheet", ...
    // Option tables: when nkeys > 0 (or closed), every key must be one of these names and its
    // value must match the key's own us_param (checked recursively).
    int nkeys;
    int closed;                    // reject unknown keys even when nkeys == 0
    const char *const *keynames;
    const struct us_param *keys;
    const char *valid_list;        // "a, b, c" for the message
    // Refined types (enumerations, ranges, shapes, lists): 1 + the index of the type in the
    // owner's table, checked by the host's refine hook after the type mask; 0 for none.
    int refine;
    // An option key that must be present.
    int required;
    // Options a declaration retired (checked first, each with its own message).
    int nretired;
    const us_retired *retired;
    // Set by us_push_binding from the fields above: the trampoline's check of the common case,
    // one liblua call and one bit test (the Lua types, US_MASK_OF, that pass with no further
    // check, and flags for "any" and for the one-call probes of objects and integers).
    uint32_t fast;
} us_param;

struct us_binding {
    us_swift_fn fn;
    void *ctx;
    int slot;               // 1 + its index in the host's table once pushed (0 before)
    const char *name;
    // A type's method (params[0] is its self): a call whose first argument is not the object
    // but whose others fit the parameters after self says to use ':'.
    int is_method;
    int nparams;
    // Set by us_push_binding: how the trampoline checks the arguments (see US_SHAPE_* in shim_calls.h).
    int shape;
    us_param params[];
};

us_binding *us_binding_new(int nparams);
/// The i-th parameter descriptor (Swift cannot reach flexible array members).
static inline us_param *us_binding_param(us_binding *b, int i) { return &b->params[i]; }
void us_binding_free(us_binding *b);
/// Pushes a C closure calling `b` through the trampoline (registering `b` with the state on first
/// use). Returns 0 when there was no memory to register it (nothing is pushed then).
int us_push_binding(lua_State *L, us_binding *b);
/// The thread of the innermost binding call in progress, or the main thread when none is.
lua_State *us_running_thread(lua_State *L);
/// Replaces coroutine.yield with a version that, inside a host callback (which Swift called with
/// lua_pcall, so yielding cannot work), names the callback in its error.
void us_install_yield_guard(lua_State *L);
// Replaces pcall and xpcall with Lua's own that also restore the binding bookkeeping
// (swift_depth, running) a Lua error may have skipped; installed with the yield guard. The
// host's coroutine.resume and wrap (us_install_hook_chaining) restore it too.
void us_install_protected_calls(lua_State *L);
/// Used by Swift to raise an argument error without longjmp: sets err_arg, pushes msg.
int us_argerror_status(lua_State *L, int arg, const char *msg);

// MARK: - Userdata

/// Layout of every bridged userdata block: an opaque retained Swift object (NULL once collected)
/// and the address of its type's metatable, written when the block is made. Type checks compare
/// that word (with the block's size), not the userdata's current metatable: Lua code with the
/// debug library can give any value a host metatable, but cannot write a block.
typedef struct us_object {
    void *object;
    const void *type;
} us_object;

/// The block of a host object at idx whose type is `metatable` (any host type when NULL), or
/// NULL when the value is not one (whatever its metatable says).
us_object *us_object_at(lua_State *L, int idx, const void *metatable);

/// Pushes the userdata for `object`, reusing the live one if any (so identity survives round
/// trips). The metatable is registry[type_key]. Returns 1 when a new userdata was made (the caller
/// then owns one retain of `object` on its behalf), 0 when an existing one was reused, -1 with
/// nothing pushed when there is no such metatable (its type is not installed yet).
int us_push_cached_object(lua_State *L, void *object, const void *type_key);
/// Fills a type's metatable (at index mt) with __index/__newindex/__gc/__eq closures that use
/// the methods, getters and setters tables at the given indices.
void us_setup_metatable(lua_State *L, int mt, int methods, int getters, int setters, const char *type_name);
/// Fills a module table's metatable (at mt) with __index/__newindex closures for its properties;
/// they accept only the module table at `module` as self. getmetatable(module) returns false.
void us_setup_module_metatable(lua_State *L, int mt, int module, int getters, int setters, const char *path);
/// Gives a module without properties (a plain table) a protected metatable whose __index only
/// notes a miss (reads of unknown keys stay nil, so `stage.x == nil` works): when the nil then
/// fails to be called or indexed, the message handler adds "stage.clock has no field 'advanec'
/// (did you mean 'advance'?)". A table that already has a metatable is left alone.
void us_setup_plain_module_metatable(lua_State *L, int module, const char *path);
/// Gives the plain module at `module` a loader (the function at `loader`) for names installed
/// on first use (LuaBridge's DeferredRegistry): a miss calls loader(key) and, when it returns
/// true, reads the key again; `pairs` on the module calls loader(nil) first.
void us_module_set_loader(lua_State *L, int module, int loader);
/// Adds to the error message on top of the stack what a recent miss of a module read explains
/// (see us_setup_plain_module_metatable); level is the erroring function's stack level.
void us_explain_error(lua_State *L, int level);
/// The module-read miss noted since the last call, as "stage has no field 'x' (did you mean 'y'?)"
/// pushed (returns 1) and forgotten; 0 (nothing pushed) when there is none.
int us_take_miss(lua_State *L);
/// The value getmetatable returns for a host metatable that has no public face (false).
void us_push_protected_marker(lua_State *L);

// MARK: - Embedded modules

/// Pushes a loader (for package.preload) for the embedded module whose source is the `len` bytes at
/// `source` and whose precompiled chunk is the base64 text `bytecode64` (both must outlive the
/// state; the chunk may be empty), named `chunkname`. The loader holds an index into the host's
/// table of sources, so replacing its upvalue cannot make it read elsewhere.
typedef struct us_embedded {
    const char *source;
    size_t len;
    const char *bytecode64;
    size_t bytecode64_len;
    char *chunkname;
} us_embedded;
void us_push_embedded_loader(lua_State *L, const char *source, size_t len, const char *bytecode64,
                             size_t bytecode64_len, const char *chunkname);
/// Pushes an embedded module's main chunk, not run: its precompiled form when this Lua loads it
/// (decoded once per process and kept), else compiled from `source`. Returns luaL_loadbuffer's
/// status (the error message pushed on failure).
int us_load_embedded(lua_State *L, const char *source, size_t len, const char *bytecode64, size_t bytecode64_len,
                     const char *chunkname);
/// Pushes a function that loads (does not run) the embedded module registered `index`-th by
/// us_push_embedded_loader in this state and returns its main chunk.
void us_push_embedded_chunk_loader(lua_State *L, int index);

// MARK: - Outbox (a test worker's frames to the supervisor; outbox.c)

/// Frames from now on wait in the outbox for `fd`; a crash signal or a reached deadline writes
/// out what waits (in the handler) before the process ends or is killed.
void us_outbox_open(int fd);
/// Adds a whole frame (flushing first when it would not fit); 0 when the pipe is broken.
int us_outbox_put(const void *frame, size_t n);
/// Writes out what waits; 0 when the pipe is broken.
int us_outbox_flush(void);
/// Called in the deadline timer's signal handler when a deadline is reached (async-signal-safe
/// code only), or NULL.
extern void (*volatile us_deadline_hook)(void);

// MARK: - Arena

/// Takes the process's arena for one state (1), or 0 when another state holds it or it cannot
/// be reserved. us_arena_release gives it back with all its blocks.
int us_arena_acquire(void);
void us_arena_release(void);
/// The arena's realloc with Lua's allocator contract (nsize 0 frees; osize is the block's size).
void *us_arena_realloc(void *ptr, size_t osize, size_t nsize);

// MARK: - Misc

uint64_t us_monotonic_ns(void);
int us_isatty(int fd);

// MARK: - Stand-alone interpreter (the `understudy` command line; interpreter.c)

/// lua_CFunction: calls the function at index 1 with the values above it, unprotected, and
/// returns all its results. The interpreter runs every chunk through it, inside a protected call,
/// so that a C frame sits below the chunk as in lua.c: tracebacks end with "[C]: in ?".
int us_call_chunk(lua_State *L);
/// lua_CFunction: lua.c's `pushargs`: returns arg[1], ..., arg[#arg] of the global `arg`, or
/// raises "'arg' is not a table".
int us_script_args(lua_State *L);
/// Protected `lua_setglobal(L, name)` of the value on top (popped). Returns the status; on error
/// the message is left on top.
int us_pcall_setglobal(lua_State *L, const char *name);
/// A last-resort stop for `--timeout`: if the chunk is still running `seconds` from now (a limit
/// error raised in a hook runs the script's message handler with hooks off, so an xpcall handler
/// that never returns cannot be interrupted), writes `message` to stderr and exits with status 1.
/// Re-arming replaces the previous deadline; 0 seconds disarms.
void us_watchdog_arm(double seconds, const char *message);
/// Starts the process with no blocked signals, as a shell would (a parent may spawn it from a
/// thread that blocks them, and SIGINT and SIGALRM must reach the interpreter).
void us_unblock_signals(void);
/// Makes the process its descendants' subreaper (Linux's PR_SET_CHILD_SUBREAPER): an orphaned
/// descendant (a spec's `os.execute("... &")` child once its shell exits) becomes its child
/// instead of init's, so the test worker can find and end it. Returns 0, or -1 where the
/// system has no such thing.
int us_become_child_subreaper(void);

#endif
