@preconcurrency import CEdit
import CLuaShim
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Input from a person at a terminal, through libedit's readline interface: line editing, Tab
/// completion (`Completion`), and history kept across sessions in `~/.understudy_history` (or
/// the file `UNDERSTUDY_HISTORY` names). A multi-line chunk is one history entry.
///
/// Ctrl-C while typing: libedit hands the signal to the interpreter's SIGINT handler (installed
/// by the REPL before each line) and returns no line; `us_sigint_take` then tells an
/// interrupted line from the end of input.
///
/// libedit is loaded here, not linked (`CEdit`): create one only after `us_edit_load()` returned 1.
///
/// ```swift
/// let reader = TerminalLineSource(completion: Completion(lua: lua))
/// if case .line(let bytes) = reader.readLine(prompt: Array("> ".utf8)) { ... }
/// ```
final class TerminalLineSource: LineSource {
    var isTerminal: Bool { true }
    /// Where history persists; nil when neither UNDERSTUDY_HISTORY nor HOME is set.
    let historyPath: String?
    /// Entries kept (older ones are dropped, in memory and in the file).
    static let historySize: Int32 = 1000

    init(completion: Completion) {
        historyPath = TerminalLineSource.defaultHistoryPath()
        TabCompletion.install(completion)
        us_edit_stifle_history(TerminalLineSource.historySize)
        if let historyPath { _ = us_edit_read_history(historyPath) }
    }

    /// $UNDERSTUDY_HISTORY, else $HOME/.understudy_history.
    static func defaultHistoryPath() -> String? {
        if let p = getenv("UNDERSTUDY_HISTORY"), p[0] != 0 { return String(cString: p) }
        if let home = getenv("HOME"), home[0] != 0 {
            let dir = String(cString: home)
            return dir.hasSuffix("/") ? dir + ".understudy_history" : dir + "/.understudy_history"
        }
        return nil
    }

    func readLine(prompt: [UInt8]) -> LineInput {
        TabCompletion.pending?.willRead()
        let input = readEditedLine(prompt: prompt)
        TabCompletion.pending?.didRead(input)
        return input
    }

    private func readEditedLine(prompt: [UInt8]) -> LineInput {
        _ = us_sigint_take()
        let text = prompt + [0]
        let line = text.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { us_edit_readline($0.baseAddress) }
        }
        guard let line else { return us_sigint_take() != 0 ? .interrupted : .endOfInput }
        defer { free(line) }
        return .line(Array(UnsafeRawBufferPointer(start: line, count: strlen(line))))
    }

    func addHistory(_ entry: [UInt8]) {
        guard !entry.isEmpty else { return }
        let text = entry + [0]
        text.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { us_edit_add_history($0.baseAddress) }
        }
        // Written at once, so a session that ends abruptly keeps its history; through a
        // temporary file renamed over the old one, so a session killed while writing (a closed
        // terminal sends SIGHUP) cannot leave it truncated.
        if let historyPath {
            let temporary = historyPath + ".tmp"
            if us_edit_write_history(temporary) == 0 { rename(temporary, historyPath) } else { unlink(temporary) }
        }
    }
}
