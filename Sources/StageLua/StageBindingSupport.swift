import CLua
import CLuaShim
import LuaBridge
import StageKit

// The pattern every component binding file follows (docs/ARCHITECTURE.md, "How to add a
// component"):
//
//   1. The engine object (or a small handle class wrapping it) conforms to `StageBound`.
//   2. Bindings are closures over a `LuaCall`; `call.world.stage` is the current stage.
//   3. Methods, properties and module functions that take an object are declared with the typed
//      builders (`LuaFunctionDecl.method`, `.function(_:taking:as:)`, `LuaPropertyDecl.on`): the
//      body gets the live object; one from before `stage.reset` gets the standard error first
//      (`StageBound.staleMessage`).
//   4. Engine errors become Lua errors with `call.fail(error)` (never thrown from Swift).
//   5. After engine work that may have run Lua callbacks outside an advance, end with
//      `call.finish(n)`: it raises the first callback error, if any, instead of returning.
//   6. Lua callbacks are held as `LuaRef`s and called through `world.invoke(ref, as: "timer#1") { push args }`,
//      inside `stage.callUser { ... }` so an error never unwinds the engine (sinon's rule).
//   7. Geometry goes out with `call.push(rect:)`/`push(point:)`/`push(size:)` and comes in with
//      `call.point(i)` / `LuaOptions.point("from")` (both `{x, y}` and `{x =, y =}` accepted).

/// An engine object reachable from Lua that belongs to one stage. Its handle fails with a clear
/// message once that stage is reset.
///
/// ```swift
/// final class SheetHandle: StageBound {
///     let stage: Stage
///     let sheet: ActionSheet
///     var handleName: String { sheet.source }      // "sheet#1"
/// }
/// ```
public protocol StageBound: LuaLiveObject {
    /// The stage the object was created in.
    var stage: Stage { get }
    /// How messages name it ("sheet#1", "timer#3").
    var handleName: String { get }
}

/// A handle to an element of a stage-bound owner (`sheet#1 action 2`, `bar#1 popupBar`): it
/// belongs to its owner's stage and is named after it.
///
/// ```swift
/// extension PopupBarRef: StageElement { public var elementName: String { "popupBar" } }
/// ```
public protocol StageElement: StageBound {
    associatedtype Owner: StageBound
    var owner: Owner { get }
    /// The element's name after its owner's ("action 2", "popupBar").
    var elementName: String { get }
}

extension StageElement {
    public var stage: Stage { owner.stage }
    public var handleName: String { "\(owner.handleName) \(elementName)" }
}

extension StageBound {
    /// "sheet#1 belongs to a previous stage (before stage.reset) and can no longer be used".
    public func staleMessage(in call: LuaCall) -> String? {
        let current = call.world.stage
        if stage === current && current.isValid { return nil }
        return handleName + " belongs to a previous stage (before stage.reset) and can no longer be used"
    }
}

/// A Lua error the clock must not swallow: a limit (memory, time, instructions, interrupt) hit
/// inside a callback. The advance stops at once and the binding raises `error`.
public struct LuaLimitAbort: ClockAbortingError {
    public let error: LuaError
}

extension LuaCall {
    /// The stage world these bindings were installed with.
    @inlinable
    public var world: StageWorld { context(as: StageWorld.self) }

    /// Returns `results` unless a Lua callback run by the engine during this call failed, in which
    /// case that first error is raised (the engine's work is complete either way).
    public func finish(_ results: Int32) -> Int32 {
        if let e = world.stage.takeReportedError() { return fail(e) }
        return results
    }

    // MARK: Geometry out

    /// Pushes a coordinate or length: whole numbers (within ±2^53) as Lua integers, so frames
    /// print as `{x=0, y=516}`; others as floats. (Times stay floats: see `stage.clock.now`.)
    @inlinable
    public func push(points d: Double) {
        if d == d.rounded(), abs(d) < 9_007_199_254_740_992 {
            lua_pushinteger(L, lua_Integer(d))
        } else {
            lua_pushnumber(L, d)
        }
    }

    /// Sets `t[key]` to a coordinate on the table at the top (see `push(points:)`).
    public func setPoints(_ key: String, _ d: Double) {
        push(points: d)
        lua_setfield(L, -2, key)
    }

    /// Pushes a table of coordinates, the stage's value shapes (`LuaShape`) as Lua sees them.
    public func push(points fields: KeyValuePairs<String, Double>) {
        lua_createtable(L, 0, Int32(fields.count))
        for (key, d) in fields { setPoints(key, d) }
    }

    public func push(rect r: Rect) { push(points: ["x": r.x, "y": r.y, "width": r.width, "height": r.height]) }
    public func push(point p: Point) { push(points: ["x": p.x, "y": p.y]) }
    public func push(size s: Size) { push(points: ["width": s.width, "height": s.height]) }
    public func push(insets e: EdgeInsets) { push(points: ["top": e.top, "left": e.left, "bottom": e.bottom, "right": e.right]) }

    /// Pushes an event value (geometry as tables, lists as sequences; whole numbers as integers).
    public func push(eventValue v: EventValue) {
        switch v {
        case .bool(let b): lua_pushboolean(L, b ? 1 : 0)
        case .integer(let i): lua_pushinteger(L, lua_Integer(i))
        case .number(let d): push(points: d)
        case .string(let s): stack.push(s)
        case .point(let p): push(point: p)
        case .size(let s): push(size: s)
        case .rect(let r): push(rect: r)
        case .list(let l):
            lua_createtable(L, Int32(clamping: l.count), 0)
            for (i, e) in l.enumerated() {
                push(eventValue: e)
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        }
    }

    /// Pushes `{t=, source=, name=, <fields>...}`.
    public func push(event e: TimelineEvent) {
        lua_createtable(L, 0, Int32(clamping: 3 + e.fields.count))
        for f in e.fields {
            push(eventValue: f.value)
            lua_setfield(L, -2, f.key)
        }
        setNumber("t", e.t.seconds)
        stack.push(e.source)
        lua_setfield(L, -2, "source")
        stack.push(e.name)
        lua_setfield(L, -2, "name")
    }

    /// Sets `t[key] = n` on the table at the top.
    public func setNumber(_ key: String, _ n: Double) {
        lua_pushnumber(L, n)
        lua_setfield(L, -2, key)
    }

    /// Sets `t[key] = s` on the table at the top.
    public func setString(_ key: String, _ s: String) {
        stack.push(s)
        lua_setfield(L, -2, key)
    }

    /// Sets `t[key] = b` on the table at the top.
    public func setBool(_ key: String, _ b: Bool) {
        lua_pushboolean(L, b ? 1 : 0)
        lua_setfield(L, -2, key)
    }

    // MARK: Geometry in

    /// A point argument: `{x, y}` or `{x =, y =}` (raw reads; no metamethods run). Nil when the
    /// value is not such a table.
    public func point(_ i: Int32) -> Point? { StagePoints.read(L, lua_absindex(L, i)) }

    /// Reads user seconds (finite, ≥ 0, ≤ 1e9); the error message fits `argError`.
    public func seconds(_ value: Double) -> Result<SimDuration, TimeInputError> {
        do { return .success(try SimDuration.validated(seconds: value)) } catch { return .failure(error) }
    }
}

extension LuaOptions {
    /// A point option: `{x, y}` or `{x =, y =}`; nil when absent or malformed.
    public func point(_ key: String) -> Point? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        guard lua_rawget(L, index) == LUA_TTABLE else { return nil }
        return StagePoints.read(L, lua_gettop(L))
    }

    /// `read` applied to the field `key` (on the stack while it runs); nil when absent.
    public func field<R>(_ key: String, _ read: (OpaquePointer, Int32) -> R) -> R? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        if lua_rawget(L, index) <= LUA_TNIL { return nil }
        return read(L, lua_gettop(L))
    }

    /// A list-of-points option (`path = {{x, y}, ...}`), read point by point (two numbers each,
    /// never the whole table) and charged to the standard value bounds. The error message fits
    /// `argError` ("option 'path[2]': point {x, y} expected").
    public func points(_ key: String) -> Result<[Point], StageReadError> {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        guard lua_rawget(L, index) == LUA_TTABLE else { return .failure(StageReadError("option '\(key)': list of points expected")) }
        return StagePoints.readList(L, lua_gettop(L)).mapError { StageReadError("option '\(key)\($0.message)") }
    }
}

/// Types the stage's bindings share.
enum StageTypes {
    /// User seconds: finite, >= 0, <= 1e9 (SimDuration's own rule and messages).
    static let seconds = LuaType.refined(.number, LuaRefinement("seconds") { L, i in
        do throws(TimeInputError) {
            _ = try SimDuration.validated(seconds: lua_tonumberx(L, i, nil))
            return nil
        } catch {
            return error.message
        }
    })
    static let nonNegative = LuaType.range(LuaRange(min: 0))
}

/// Why a shape-directed read refused a value; the message fits `argError` or a field error.
public struct StageReadError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Reading the fields a binding wants from a table, with raw access (no metamethods run) and
/// without copying anything else.
enum StageTables {
    /// A key of the table at `i` that is not one of `allowed`, described for a message
    /// ("key 'colour'", "number key"); nil when every key is allowed. Only keys are looked at.
    /// Which one never depends on hash order (Lua seeds it per run): the smallest unknown key in
    /// the order of `LuaValue.orderedBefore` (booleans, numbers, strings in byte order, tables,
    /// the rest by type name), as the trampoline's option check picks it.
    static func unknownKey(_ L: OpaquePointer, _ i: Int32, allowed: [String]) -> String? {
        guard lua_checkstack(L, 2) != 0 else { return "a key (the Lua stack is full)" }
        var best: (rank: Int, type: String, bytes: [UInt8])?
        lua_pushnil(L)
        while lua_next(L, i) != 0 {
            lua_settop(L, -2)
            let kt = lua_type(L, -1)
            let rank = [LUA_TBOOLEAN: 1, LUA_TNUMBER: 2, LUA_TSTRING: 3, LUA_TTABLE: 4][kt] ?? 5
            var bytes: [UInt8] = []
            if kt == LUA_TSTRING {
                if let key = LuaStack(L).string(at: -1), allowed.contains(key) { continue }
                var len = 0
                if let p = lua_tolstring(L, -1, &len) {
                    bytes = Array(UnsafeRawBufferPointer(start: p, count: len))
                }
            }
            let type = LuaStack(L).typeName(at: -1)
            if let b = best {
                if rank > b.rank { continue }
                if rank == b.rank && !(kt == LUA_TSTRING ? bytes.lexicographicallyPrecedes(b.bytes) : type < b.type) { continue }
            }
            best = (rank, type, bytes)
        }
        guard let best else { return nil }
        return best.rank == 3 ? "key '\(String(decoding: best.bytes, as: UTF8.self))'" : "\(best.type) key"
    }

    /// The string field `key` of the table at `i`; nil when it is not a string.
    static func string(_ L: OpaquePointer, _ i: Int32, _ key: String) -> String? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        _ = lua_rawget(L, i)
        return LuaStack(L).string(at: -1)
    }

    /// The type of the field `key` of the table at `i` when it is present but not a string.
    static func nonString(_ L: OpaquePointer, _ i: Int32, _ key: String) -> String? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        let t = lua_rawget(L, i)
        return t == LUA_TNIL || t == LUA_TSTRING ? nil : LuaStack(L).describedType(at: -1)
    }

    /// The number field `key` of the table at `i`; nil when it is not a number.
    static func number(_ L: OpaquePointer, _ i: Int32, _ key: String) -> Double? {
        LuaStack(L).push(key)
        defer { lua_settop(L, -2) }
        return lua_rawget(L, i) == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : nil
    }
}

/// Reading points from tables.
enum StagePoints {
    static func read(_ L: OpaquePointer, _ i: Int32) -> Point? {
        guard lua_type(L, i) == LUA_TTABLE else { return nil }
        func number(_ t: Int32) -> Double? {
            defer { lua_settop(L, -2) }
            return t == LUA_TNUMBER ? lua_tonumberx(L, -1, nil) : nil
        }
        if let x = number(lua_rawgeti(L, i, 1)), let y = number(lua_rawgeti(L, i, 2)) { return Point(x: x, y: y) }
        lua_pushstring(L, "x")
        let x = number(lua_rawget(L, i))
        lua_pushstring(L, "y")
        let y = number(lua_rawget(L, i))
        if let x, let y { return Point(x: x, y: y) }
        return nil
    }

    /// The points of the sequence at `i` (at least one), each `{x, y}` or `{x =, y =}`. The list
    /// is charged to the standard value bounds (so a huge list of one shared point counts against
    /// the memory limit). The failure message continues "option 'path"': "': ..." or "[2]': ...".
    static func readList(_ L: OpaquePointer, _ i: Int32) -> Result<[Point], StageReadError> {
        let n = lua_rawlen(L, i)
        guard n > 0 else { return .failure(StageReadError("': list of points expected")) }
        var budget = LuaReadBudget(L)
        var points: [Point] = []
        var k: lua_Integer = 1
        while lua_Unsigned(k) <= n {
            // A point is kept as two numbers; charge it as such.
            do throws(LuaValueError) { try budget.charge(values: 2) } catch {
                return .failure(StageReadError("': \(error)"))
            }
            _ = lua_rawgeti(L, i, k)
            let p = read(L, lua_gettop(L))
            lua_settop(L, -2)
            guard let p else { return .failure(StageReadError("[\(k)]': point {x, y} expected")) }
            points.append(p)
            k += 1
        }
        return .success(points)
    }
}

extension StageWorld {
    /// Calls a Lua callback, protected: `pushArguments` pushes the arguments onto `L` and returns
    /// their count. Throws the callback's `LuaError` (object and traceback kept), or a
    /// `LuaLimitAbort` when a host limit ended it (or had already been hit, in which case the
    /// callback is not called at all) so that an advance stops promptly.
    ///
    /// It runs on the thread that drives the clock (`LuaState.runningThread`: the coroutine
    /// that called `advance`, `tap`, ... or the main thread), inside a protected call, so it
    /// cannot yield: `coroutine.yield` in it raises an error naming it with `label`.
    ///
    /// ```swift
    /// stage.callUser {
    ///     try world.invoke(handler, as: "handler of sheet#1 'Delete'") { L in
    ///         LuaCall(L, nil).push(object: handle, as: SheetAPI.actionKey)
    ///         return 1
    ///     }
    /// }
    /// ```
    public func invoke(_ function: LuaRef, as label: @autoclosure () -> String,
                       _ pushArguments: (OpaquePointer) -> Int32 = { _ in 0 }) throws {
        _ = try call(function, label, pushArguments, results: 0)
    }

    /// `invoke` for a callback whose one result the engine needs: `read` gets it (at its stack
    /// index) while it is on the stack; what `read` throws becomes the callback's error.
    func invoke<R>(_ function: LuaRef, as label: @autoclosure () -> String, _ pushArguments: (OpaquePointer) -> Int32,
                   reading read: (OpaquePointer, Int32) throws -> R) throws -> R {
        let L = try call(function, label, pushArguments, results: 1)
        defer { lua_settop(L, -2) }
        return try read(L, lua_gettop(L))
    }

    /// Calls `function` on the running thread, protected, leaving `results` values on its stack.
    private func call(_ function: LuaRef, _ label: () -> String, _ pushArguments: (OpaquePointer) -> Int32,
                      results: Int32) throws -> OpaquePointer {
        let lua = self.lua
        let L = lua.runningThread
        if let error = lua.limitError { throw LuaLimitAbort(error: error) }
        guard lua_checkstack(L, 8) != 0, function.push(onto: L) else {
            throw LuaError(kind: .runtime, message: "cannot call a Lua callback: the Lua state is gone or its stack is full")
        }
        let n = pushArguments(L)
        do {
            try lua.runCallback(on: L, describedAs: label) { () throws(LuaError) in
                try lua.protectedCall(on: L, arguments: n, results: results, keepErrorObject: true)
            }
        } catch {
            if case .limit = error.kind { throw LuaLimitAbort(error: error) }
            throw error
        }
        return L
    }
}

extension StageWorld: LuaErrorMapping {
    /// Lua errors keep their object and traceback, limit aborts re-raise the limit, clock
    /// refusals and engine errors become messages.
    public func luaFailure(_ error: any Error, in call: LuaCall) -> Int32 {
        switch error {
        case let e as LuaError: return call.raise(StageErrors.trimmingOuterFrames(e))
        case let e as LuaLimitAbort: return call.raise(e.error)
        case let e as ClockError: return call.error(e.message)
        case let e as TimeInputError: return call.error(e.message)
        case let e as NameSuggestingError:
            // StageKit leaves the guess to us: the one rule (LuaBridge's NearestName) picks it.
            return call.error(e.message(suggesting: e.misspelling.flatMap { NearestName.first($0.name, among: $0.valid) }))
        case let e as CustomStringConvertible: return call.error(e.description)
        default: return call.error(String(describing: error))
        }
    }
}

enum StageErrors {
    /// A callback's traceback ends with the frames of the code that called the binding which ran
    /// it (`[C]: in field 'advance'`, the main chunk, ...); the host prints those again when the
    /// re-raised error reaches it. Keep the callback's own frames: everything up to the first C
    /// frame that follows a Lua frame.
    static func trimmingOuterFrames(_ error: LuaError) -> LuaError {
        guard let tb = error.traceback else { return error }
        var kept: [Substring] = []
        var sawLua = false
        for line in tb.split(separator: "\n", omittingEmptySubsequences: false) {
            let frame = line.drop { $0 == "\t" || $0 == " " }
            if line.hasPrefix("stack traceback:") { kept.append(line); continue }
            if frame.hasPrefix("[C]:") {
                if sawLua { break }
            } else {
                sawLua = true
            }
            kept.append(line)
        }
        var e = error
        e.traceback = kept.joined(separator: "\n")
        return e
    }
}
