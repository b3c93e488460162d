import LuaBridge
import StageKit

extension StageWorld: LuaErrorMapping {
    /// Lua errors keep their object and traceback, limit aborts re-raise the limit, clock
    /// refusals and engine errors become messages.
    public func luaFailure(_ error: any Error, in call: LuaCall) -> Int32 {
        switch error {
        case let e as LuaError: return call.raise(StageErrors.trimmingOuterFrames(e))
        case let e as LuaCallbackLimit: return call.raise(e.error)
        case let e as ArgumentError: return call.argError(e.index, e.message)
        case let e as ClockError: return call.error(e.message)
        case let e as TimeInputError: return call.error(e.message)
        case let e as NameSuggestingError:
            // StageKit leaves the guess to us: the one rule (LuaBridge's NearestName) picks it.
            return call.error(
                e.message(suggesting: e.misspelling.flatMap { NearestName.first($0.name, among: $0.valid) }))
        case let e as CustomStringConvertible: return call.error(e.description)
        default: return call.error(String(describing: error))
        }
    }
}

/// A bad argument found by a binding after the declaration's checks (a row past the table's
/// end): raised as Lua raises it, "bad argument #1 to 'row' (message)", so the message names the
/// function. `index` is the stack slot (self is 1 for a method).
struct ArgumentError: Error {
    let index: Int32
    let message: String

    /// Runs `body`; a row it finds out of range (SwipeError) is argument `i`'s error, naming
    /// `owner` (`inserting`: the count the engine gave is one past the rows, where a new row
    /// may go). In one expression, so that a binding wraps its call without a line of its own.
    @discardableResult static func row<T>(_ i: Int32, _ call: LuaCall, _ owner: String, inserting: Bool = false,
                       _ body: @autoclosure () throws -> T) throws -> T {
        do { return try body() } catch SwipeError.rowOutOfRange(_, let n) {
            throw outOfRange(i, "row", call.integer(i), in: owner, has: inserting ? n - 1 : n,
                             inserting ? ", so a new row goes at 1 to \(n)" : "")
        }
    }

    /// "row 5 is out of range: table#1 has 3 rows" and what follows it (`more`).
    static func outOfRange(_ index: Int32, _ noun: String, _ given: Int, in owner: String, has n: Int,
                           _ more: String = "") -> ArgumentError {
        ArgumentError(index: index, message: "\(noun) \(given) is out of range: \(owner) has \(n) \(noun)"
            + (n == 1 ? "" : "s") + more)
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
