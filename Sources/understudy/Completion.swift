import CLua
import CLuaShim
import LuaBridge

/// What Tab completes in the REPL, from the text before the cursor (`CompletionContext` says
/// where it is):
///
/// - keywords and globals;
/// - after `.` the fields of a value (a table's keys, an object's properties, a module's
///   functions, sub-tables and properties), after `:` only its methods; the value is read
///   through plain names, fields and literal indexes (`sheet.actions[1].`), never by calling
///   Lua code: tables raw (their `__index` tables followed), objects through the host's own
///   property getters. A call in the path (`tbl:row(1).`) is typed from the registry's
///   declared return type instead of being made;
/// - inside a table constructor of a call the registry declares, its option keys
///   (`stage.actionController{ sty` → `style = `), nested tables included;
/// - inside a string, the values of the enumeration expected there (`style = "tw` →
///   `"twitter"`), and live names where the API takes one (`sheet:tap("E` → the sheet's
///   action titles; `CompletionLiveNames`).
///
/// Completing never raises and leaves the Lua stack as it found it.
///
/// ```swift
/// Completion(lua: lua).candidates(for: "stage.cl")   // ["stage.clock"]
/// ```
final class Completion {
    let lua: LuaState
    var L: OpaquePointer { lua.L }
    /// Pushes the value a bare name has at the prompt and returns true, or returns false to
    /// look it up among the globals (a REPL that keeps its own variables plugs in here).
    var pushVariable: ((OpaquePointer, String) -> Bool)?
    /// The names such a REPL keeps, offered with the globals.
    var variableNames: (() -> [String])?

    static let keywords = ["and", "break", "do", "else", "elseif", "end", "false", "for",
                           "function", "goto", "if", "in", "local", "nil", "not", "or", "repeat",
                           "return", "then", "true", "until", "while"]

    init(lua: LuaState) { self.lua = lua }

    /// The completions of the text before the cursor: each replaces the bytes from `start` to
    /// the end of the text.
    struct Result: Equatable {
        var start: Int
        var candidates: [String]
    }

    /// Completes `text` (the unfinished chunk up to the cursor, earlier lines included).
    func complete(_ text: [UInt8]) -> Result {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 100) != 0 else { return Result(start: text.count, candidates: []) }
        switch CompletionContext.analyse(text) {
        case .nothing:
            return Result(start: text.count, candidates: [])
        case .names(let partial, let start):
            return Result(start: start, candidates: names(prefix: partial))
        case .member(let path, let methods, let partial, let start):
            guard let value = resolve(path) else { return Result(start: start, candidates: []) }
            return Result(
                start: start, candidates: Completion.select(members(of: value, methods: methods), prefix: partial))
        case .tableKey(let site, let used, let partial, let start):
            let keys = (type(of: site)?.optionKeysForCompletion ?? []).map(\.name).filter { !used.contains($0) }
            let fitting = Completion.select(keys, prefix: partial)
            if !fitting.isEmpty { return Result(start: start, candidates: fitting.map { $0 + " = " }) }
            return Result(start: start, candidates: names(prefix: partial))
        case .string(let site, let quote, let partial, let start):
            let values = (type(of: site)?.enumerationValues ?? []) + liveNames(at: site)
            let fitting = Completion.select(values, prefix: partial)
            return Result(start: start, candidates: fitting.map { Completion.quoted($0, quote) })
        }
    }

    /// The whole words a line completes to, with the cursor at its end: what replaces the
    /// line from the completed part's start (`stage.cl` → `stage.clock`).
    func candidates(for line: String) -> [String] {
        let bytes = Array(line.utf8)
        let r = complete(bytes)
        let before = String(decoding: bytes[..<min(r.start, bytes.count)], as: UTF8.self)
        return r.candidates.map { before + $0 }
    }

    private func names(prefix: String) -> [String] {
        us_pushglobaltable(L)
        return Completion.select(
            (variableNames?() ?? []) + fieldNames(at: -1, methodsOnly: false) + Completion.keywords,
                                 prefix: prefix)
    }

    static func select(_ names: [String], prefix: String) -> [String] {
        var seen = Set<String>()
        return names.filter { $0.hasPrefix(prefix) && seen.insert($0).inserted }.sorted()
    }

    /// A string's content as it is typed between `quote`s, closed.
    static func quoted(_ s: String, _ quote: UInt8) -> String {
        LuaLiteral.escaped(s, quote: quote) + String(decoding: [quote], as: UTF8.self)
    }
}
