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
//   7. Geometry goes out with `call.push(rect)` (the stage's shapes are `LuaPushable`) and comes in
//      with `call.point(i)` / `LuaOptions.point("from")` (both `{x, y}` and `{x =, y =}` accepted).

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
extension LuaCallbackLimit: ClockAbortingError {}

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
    public func push(points d: Double) { stack.push(compact: d) }

    // MARK: Geometry in

    /// A point argument: `{x, y}` or `{x =, y =}` (raw reads; no metamethods run). Nil when the
    /// value is not such a table.
    public func point(_ i: Int32) -> Point? { slot(i).point }

    /// Reads user seconds (finite, ≥ 0, ≤ 1e9); the error message fits `argError`.
    public func seconds(_ value: Double) -> Result<SimDuration, TimeInputError> {
        do { return .success(try SimDuration.validated(seconds: value)) } catch { return .failure(error) }
    }
}

// The stage's value shapes as Lua tables (`LuaShape`): coordinates are compact numbers.
extension Rect: LuaPushable {
    public func push(to s: LuaStack) { s.pushNumbers(["x": x, "y": y, "width": width, "height": height]) }
}
extension Point: LuaPushable {
    public func push(to s: LuaStack) { s.pushNumbers(["x": x, "y": y]) }
}
extension Size: LuaPushable {
    public func push(to s: LuaStack) { s.pushNumbers(["width": width, "height": height]) }
}
extension EdgeInsets: LuaPushable {
    public func push(to s: LuaStack) { s.pushNumbers(["top": top, "left": left, "bottom": bottom, "right": right]) }
}
extension EventValue: LuaPushable {
    public func push(to s: LuaStack) {
        switch self {
        case .bool(let b): s.push(b)
        case .integer(let i): s.push(i)
        case .number(let d): s.push(compact: d)
        case .string(let v): s.push(v)
        case .point(let p): p.push(to: s)
        case .size(let v): v.push(to: s)
        case .rect(let r): r.push(to: s)
        case .list(let l): s.pushList(l) { $0.push(to: s) }
        }
    }
}
extension TimelineEvent: LuaPushable {
    public func push(to s: LuaStack) {
        // `{t=, source=, name=, <fields>...}`
        s.pushTable(fields: 3 + fields.count) { w in
            for f in fields { w.set(f.key, f.value) }
            w.set("t", t.seconds)
            w.set("source", source)
            w.set("name", name)
        }
    }
}

extension LuaSlot {
    /// A point: `{x, y}` or `{x =, y =}` (numbers); nil when the value is not such a table.
    public var point: Point? {
        guard let o = options else { return nil }
        if let x = o.number(at: 1), let y = o.number(at: 2) { return Point(x: x, y: y) }
        if let x = o.number("x"), let y = o.number("y") { return Point(x: x, y: y) }
        return nil
    }
    /// A checked size `{width =, height =}` (missing numbers read as 0).
    public var size: Size? { options.map { Size(width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) } }
    /// A checked rect `{x =, y =, width =, height =}` (missing numbers read as 0).
    public var rect: Rect? {
        options.map { Rect(x: $0.number("x") ?? 0, y: $0.number("y") ?? 0, width: $0.number("width") ?? 0, height: $0.number("height") ?? 0) }
    }
    /// A checked color string `#RRGGBB`/`#RRGGBBAA`.
    public var color: Color? { string.flatMap(Color.init(hex:)) }
}

extension LuaOptions {
    /// A point option: `{x, y}` or `{x =, y =}`; nil when absent or malformed.
    public func point(_ key: String) -> Point? { field(key) { $0.point } }

    /// A list-of-points option (`path = {{x, y}, ...}`), read point by point (two numbers each,
    /// never the whole table) and charged to the standard value bounds. The error message fits
    /// `argError` ("option 'path[2]': point {x, y} expected").
    public func points(_ key: String) -> Result<[Point], StageReadError> {
        let read = field(key) { v in v.kind == .table ? StagePoints.readList(v) : nil }
        return (read ?? .failure(StageReadError("': list of points expected"))).mapError { StageReadError("option '\(key)\($0.message)") }
    }
}

/// Types the stage's bindings share.
enum StageTypes {
    /// User seconds: finite, >= 0, <= 1e9 (SimDuration's own rule and messages).
    static let seconds = LuaType.refined(.number, LuaRefinement("seconds") { v in
        do throws(TimeInputError) {
            _ = try SimDuration.validated(seconds: v.number ?? 0)
            return nil
        } catch {
            return error.message
        }
    })
    static let nonNegative = LuaType.range(LuaRange(min: 0))
    /// A coordinate or a distance in points: any finite number.
    static let finite = LuaType.range(LuaRange())
    /// A time bound that may be open: any number but NaN (`math.huge` is "no bound").
    static let bound = LuaType.range(LuaRange(finite: false))
    /// A 1-based index: an integer (as `luaL_checkinteger` wants one) of at least 1.
    static let index = LuaType.refined(.integer, LuaRefinement("1-based index") { v in
        (v.integer ?? 1) >= 1 ? nil : "an index of at least 1 expected, got \(v.integer ?? 0)"
    })
}

/// Why a shape-directed read refused a value; the message fits `argError` or a field error.
public struct StageReadError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Reading points from tables.
enum StagePoints {
    /// The points of the sequence (at least one), each `{x, y}` or `{x =, y =}`. The list is
    /// charged to the standard value bounds (so a huge list of one shared point counts against
    /// the memory limit). The failure message continues "option 'path"': "': ..." or "[2]': ...".
    static func readList(_ list: LuaSlot) -> Result<[Point], StageReadError> {
        guard list.rawLength > 0 else { return .failure(StageReadError("': list of points expected")) }
        var k = 0
        do {
            // A point is kept as two numbers; charge it as such.
            var budget = LuaReadBudget(list)
            let points = try list.list { slot -> Point? in
                k += 1
                try budget.charge(values: 2)
                guard let p = slot.point else { throw StageReadError("[\(k)]': point {x, y} expected") }
                return p
            }
            return .success(points)
        } catch let e as StageReadError {
            return .failure(e)
        } catch {
            return .failure(StageReadError("': \(error)"))
        }
    }
}

extension StageWorld {
    /// Calls a Lua callback, protected: `pushArguments` pushes the arguments onto `L` and returns
    /// their count. Throws the callback's `LuaError` (object and traceback kept), or a
    /// `LuaCallbackLimit` when a host limit ended it (or had already been hit, in which case the
    /// callback is not called at all) so that an advance stops promptly.
    ///
    /// It runs on the thread that drives the clock (`LuaState.runningThread`: the coroutine
    /// that called `advance`, `tap`, ... or the main thread), inside a protected call, so it
    /// cannot yield: `coroutine.yield` in it raises an error naming it with `label`.
    ///
    /// ```swift
    /// stage.callUser {
    ///     try world.invoke(handler, as: "handler of sheet#1 'Delete'") { call in
    ///         call.push(object: handle, as: SheetAPI.actionKey)
    ///         return 1
    ///     }
    /// }
    /// ```
    public func invoke(_ function: LuaRef, as label: @autoclosure () -> String,
                       _ pushArguments: (LuaCall) -> Int32 = { _ in 0 }) throws {
        _ = try lua.callCallback(function, describedAs: label(), context: context, results: 0, pushArguments) { _ in () }
    }

    /// `invoke` for a callback whose one result the engine needs: `read` gets it while it is on
    /// the stack; what `read` throws becomes the callback's error.
    func invoke<R>(_ function: LuaRef, as label: @autoclosure () -> String, _ pushArguments: (LuaCall) -> Int32,
                   reading read: (LuaSlot) throws -> R) throws -> R {
        try lua.callCallback(function, describedAs: label(), context: context, results: 1, pushArguments) { results in
            try read(results[0])
        }
    }

    /// The context pointer bindings get (`LuaCall.world`).
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

extension StageWorld: LuaErrorMapping {
    /// Lua errors keep their object and traceback, limit aborts re-raise the limit, clock
    /// refusals and engine errors become messages.
    public func luaFailure(_ error: any Error, in call: LuaCall) -> Int32 {
        switch error {
        case let e as LuaError: return call.raise(StageErrors.trimmingOuterFrames(e))
        case let e as LuaCallbackLimit: return call.raise(e.error)
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

extension LuaTypeDecl {
    /// `__tostring` of a stage object: `text` while its stage is current, `Name(handle, stale)`
    /// once the stage was reset (`Name` is what `text` starts with), so an old handle never prints
    /// as if it were live.
    ///
    /// ```swift
    /// LuaTypeDecl.describing(SwipeTable.self) { "SwipeTable(\($0.source), \($0.rowCount) rows)" }
    /// // after stage.reset(): SwipeTable(table#1, stale)
    /// ```
    static func describing<T: StageBound>(_ type: T.Type, _ text: @escaping @Sendable (T) -> String) -> [String: LuaBody] {
        ["__tostring": .swift { call in
            let object = call.object(1, as: T.self)
            let live = text(object)
            let current = call.world.stage
            guard object.stage !== current || !current.isValid else { return call.returning(live) }
            let name = live.prefix { $0 != "(" }
            return call.returning("\(name)(\(object.handleName), stale)")
        }]
    }
}
