import CLua
import CLuaShim
#if canImport(Glibc)
import Glibc
#endif

/// A state for whoever must not keep it alive: set while the state lives, nil from its
/// `deinit` on (the state clears it, so the unowned reference is never read dangling).
final class LuaStateLink {
    unowned(unsafe) var state: LuaState?
    /// The raw state while it is open, nil once it is closed: for readers that must not retain
    /// the state (`LuaHostMemory`, on every charge).
    var openL: OpaquePointer?
}

/// One Lua 5.4 interpreter, owned by Swift: closed when the last reference goes.
///
/// Everything the bridge keeps for a state lives either in the Lua registry or here, so two states
/// are fully independent. A `LuaState` is not thread-safe; use it from one thread.
///
/// ```swift
/// let lua = try LuaState()
/// let results = try lua.run("return 1 + 1")   // [.integer(2)]
/// ```
public final class LuaState {
    /// The raw state, for code that talks to the C API directly.
    public let L: OpaquePointer
    let host: UnsafeMutablePointer<us_host>

    /// C descriptors of installed bindings; freed with the state.
    var bindings: [UnsafeMutablePointer<us_binding>] = []
    /// C strings the descriptors point at; freed with the state.
    var cStrings: [UnsafeMutablePointer<CChar>] = []
    /// Raw allocations for option-key descriptors.
    var rawAllocations: [UnsafeMutableRawPointer] = []
    /// Contexts handed to bindings as unretained pointers, kept alive here (closure bindings'
    /// boxes among them).
    var contexts: [AnyObject] = []
    /// Refined parameter types, indexed by `us_param.refine - 1` (see `LuaType.refusal`).
    var refinements: [LuaType] = []
    /// Installed userdata types by their key.
    var types: [ObjectIdentifier: InstalledType] = [:]
    /// Installed declarations (`installedModules`, `installedTypes`: these first install what
    /// was deferred).
    var moduleDecls: [LuaModuleDecl] = []
    var typeDecls: [LuaTypeDecl] = []
    /// Registries not installed yet, each with the context it will get (DeferredRegistry.swift).
    var deferred: [DeferredInstall] = []
    /// Top-level runs in progress (limits are reset only around the outermost one).
    var chunkDepth = 0
    /// Limits applied to each top-level run.
    public var limits = LuaLimits()
    /// The most the host allows, which code in the state may tighten but never loosen
    /// (`understudy.limits`): the command line's limits in the program, the runner's in a test
    /// worker; none (nil) in a state someone else made.
    public var limitCeiling = LuaLimits()
    public private(set) var isClosed = false
    /// Host callbacks in progress, innermost last: the thread each runs on and how to name it
    /// (for the error of a `coroutine.yield` inside one).
    var callbackFrames: [CallbackFrame] = []
    /// The last description handed to C (kept alive until the next one).
    var callbackDescription: UnsafeMutablePointer<CChar>?
    /// Long strings read in the current `LuaSlot.sharingStrings` scope, by their Lua address
    /// (nil: no scope). A hit is checked byte for byte, so a reused address never gives a wrong
    /// string.
    var sharedStrings: [UnsafeRawPointer: String]?
    /// Strings this long or longer are shared within a scope (shorter ones cost less to copy than
    /// to look up).
    static let sharedStringMinimum = 1024

    /// Creates a state with the standard libraries open. With `arena`, its memory comes from the
    /// process's arena while no other state holds it (cheaper to allocate, free all at once on
    /// close, pages kept for the next such state: a test worker's state per spec file).
    public convenience init(openLibraries: Bool = true, arena: Bool = false) throws(LuaError) {
        guard let L = arena ? us_newstate_in_arena() : us_newstate() else {
            throw LuaError(kind: .memory, message: "cannot create Lua state: not enough memory")
        }
        self.init(mainThread: L, host: us_host_of(L))
        if openLibraries {
            luaL_openlibs(L)
            installHostFunctions()
        }
    }

    /// The Swift side of a state and its host, made by the shim or adopted.
    init(mainThread L: OpaquePointer, host: UnsafeMutablePointer<us_host>) {
        self.L = L
        self.host = host
        isAdopted = host.pointee.adopted != 0
        host.pointee.owner = Unmanaged.passUnretained(self).toOpaque()
        link.state = self
        link.openL = L
        host.pointee.drain = { owner in
            guard let owner else { return }
            Unmanaged<LuaState>.fromOpaque(owner).takeUnretainedValue().drainReleases()
        }
        host.pointee.refine = { owner, L, idx, id in
            guard let owner, let L else { return nil }
            let state = Unmanaged<LuaState>.fromOpaque(owner).takeUnretainedValue()
            let i = Int(id) - 1
            guard state.refinements.indices.contains(i), let message = state.refinements[i].refusal(L, idx) else {
                return nil
            }
            return strdup(message)
        }
        host.pointee.nearest = { _, key, names in
            guard let key, let names else { return nil }
            let candidates = String(cString: names).split(separator: "\n").map(String.init)
            return NearestName.first(String(cString: key), among: candidates).flatMap { strdup($0) }
        }
        host.pointee.describe_callback = { owner, L in
            guard let owner, let L else { return nil }
            return Unmanaged<LuaState>.fromOpaque(owner).takeUnretainedValue().describeCallback(on: L)
        }
    }

    /// The host's debug.sethook, gethook and setupvalue, coroutine functions, pcall and xpcall
    /// (hook chaining, the yield guard, the bookkeeping put back after an error) over the ones
    /// of the standard libraries.
    public func installHostFunctions() {
        us_install_hook_chaining(L)
        installCallGuards()
    }

    /// Whether this state was made by someone else and adopted (`adopted(_:)`): its owner
    /// closes it, never Swift.
    public let isAdopted: Bool

    /// What `LuaRef`s hold of this state: cleared before the state goes, so they see nil as a
    /// weak reference would, without a weak reference's side table making every retain and
    /// release of the state a slow one (a timer callback does several).
    let link = LuaStateLink()

    deinit {
        link.state = nil
        close()
    }

    /// Closes the state now: every userdata is finalized and every Swift object it held released.
    /// An adopted state is closed by its owner (`lua_close`), not here.
    public func close() {
        guard !isClosed, !isAdopted else { return }
        var queue: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
        var count = 0
        us_close(L, &queue, &count)
        finishClose(queue, count)
    }

    /// What both closes end with: the queued releases, and everything kept for the state.
    func finishClose(_ queue: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ count: Int) {
        isClosed = true
        link.openL = nil
        if let queue {
            for i in 0..<count {
                if let p = queue[i] { Unmanaged<AnyObject>.fromOpaque(p).release() }
            }
            us_free_queue(queue)
        }
        for b in bindings { us_binding_free(b) }
        for s in cStrings { free(s) }
        for r in rawAllocations { r.deallocate() }
        free(callbackDescription)
        callbackDescription = nil
        bindings.removeAll()
        cStrings.removeAll()
        rawAllocations.removeAll()
        contexts.removeAll()
        types.removeAll()
    }

    /// The Swift state that owns a raw state (from inside a binding). Any thread of the state
    /// leads to it; its `L` is the main thread, which is not the caller's when a coroutine calls:
    /// a binding works on the `L` it was called with (`LuaCall.L`), never on `owner(of:).L`.
    @inlinable
    public static func owner(of L: OpaquePointer) -> LuaState {
        Unmanaged<LuaState>.fromOpaque(us_host_of(L).pointee.owner).takeUnretainedValue()
    }

    /// Releases Swift objects whose userdata Lua has collected. `__gc` only queues them (it may run
    /// in the middle of any allocation); this runs at safe points: after each top-level run, when a
    /// binding is entered from top-level code (not from inside an engine callback), and whenever
    /// the host calls it.
    public func drainReleases() {
        guard host.pointee.release_count > 0 else { return }
        var count = 0
        guard let queue = us_take_releases(host, &count) else { return }
        for i in 0..<count {
            if let p = queue[i] { Unmanaged<AnyObject>.fromOpaque(p).release() }
        }
        us_free_queue(queue)
    }

    /// `bytes` as a Swift string: inside a `sharingStrings` scope, the one read before from the
    /// same Lua string if any (its storage shared), else a new copy.
    func sharedString(_ bytes: UnsafeRawBufferPointer) -> String {
        guard sharedStrings != nil, let p = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        if let s = sharedStrings?[p], s.utf8.count == bytes.count,
            s.utf8.withContiguousStorageIfAvailable({ $0.baseAddress.map { memcmp($0, p, bytes.count) == 0 } ?? false })
                == true
        {
            return s
        }
        let s = String(decoding: bytes, as: UTF8.self)
        sharedStrings?[p] = s
        return s
    }

    /// Bytes counted against the memory limit now: what Lua holds (as seen by the allocator)
    /// plus the host's charges (`hostMemory`).
    public var memoryInUse: Int { Int(host.pointee.mem_used) }

    /// Runs a full garbage collection and releases what it freed.
    public func collectGarbage() {
        us_gc_collect(L)
        drainReleases()
    }

    /// Keeps a C string alive as long as the state.
    func persistentCString(_ s: String) -> UnsafePointer<CChar> {
        // Out of memory (a deferred registry installs from inside a Lua read): an empty name.
        guard let p = strdup(s) else { return LuaState.emptyCString }
        cStrings.append(p)
        return UnsafePointer(p)
    }

    nonisolated(unsafe) static let emptyCString: UnsafePointer<CChar> = {
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        p.initialize(to: 0)
        return UnsafePointer(p)
    }()

    /// Keeps `object` alive as long as the state and returns an unretained pointer to it.
    public func retainContext(_ object: AnyObject) -> UnsafeMutableRawPointer {
        contexts.append(object)
        return Unmanaged.passUnretained(object).toOpaque()
    }
}
