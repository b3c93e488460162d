import CLua
import CLuaShim
import LuaBridge

/// The lines already entered of the chunk being typed, so that Tab on a `>>` line sees the
/// whole chunk (`stage.actionController{` on one line, `sty<Tab>` on the next). The REPL's rule
/// is lua.c's: input continues while it fails to compile only for lack of an end (`<eof>`), so
/// before each line is read the lines so far are tested by the same rule; a complete (or
/// broken) chunk was the REPL's last one and is forgotten.
///
/// ```swift
/// pending.willRead(); pending.didRead(.line(Array("f{".utf8)))
/// pending.willRead()   // "f{" is incomplete: kept
/// pending.prefix       // "f{\n"
/// ```
final class PendingChunk {
    private(set) var lines: [[UInt8]] = []
    let lua: LuaState

    init(lua: LuaState) { self.lua = lua }

    /// The text before the line being typed: the chunk's earlier lines, each with its newline.
    var prefix: [UInt8] { lines.flatMap { $0 + [10] } }

    /// Called before each line is read.
    func willRead() {
        if !lines.isEmpty && !isIncomplete(lines) { lines = [] }
    }

    /// Called with what the read gave.
    func didRead(_ input: LineInput) {
        switch input {
        case .line(let line): lines.append(line)
        case .endOfInput, .interrupted: lines = []
        }
    }

    private func isIncomplete(_ lines: [[UInt8]]) -> Bool {
        var chunk = lines.dropFirst().reduce(lines[0]) { $0 + [10] + $1 }
        if chunk.first == UInt8(ascii: "=") { chunk = Array("return ".utf8) + chunk.dropFirst() }
        let L = lua.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 2) != 0 else { return false }
        if load(L, Array("return ".utf8) + chunk + [UInt8(ascii: ";")]) == LUA_OK { return false }
        lua_settop(L, top)
        let status = load(L, chunk)
        guard status == LUA_ERRSYNTAX, let message = LuaStack(L).string(at: -1) else { return false }
        return message.hasSuffix("<eof>")
    }

    private func load(_ L: OpaquePointer, _ code: [UInt8]) -> Int32 {
        code.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { us_load(L, $0.baseAddress, $0.count, "=stdin", nil) }
        }
    }
}
