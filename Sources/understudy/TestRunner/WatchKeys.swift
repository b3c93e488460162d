/// What a key (or, from a pipe, a line) asks the watch mode to do.
enum WatchCommand: Equatable {
    /// `a`: every spec file, the file and name filters cleared.
    case runAll
    /// `f`: the files that failed when they last ran.
    case runFailed
    /// `u`: the files that failed, with snapshots updated.
    case updateSnapshots
    /// Enter: the last run's files again.
    case rerun
    /// `p`: only files whose path the Lua pattern finds (empty: no file filter).
    case fileFilter(String)
    /// `t`: only tests whose full name the Lua pattern finds (empty: no name filter).
    case nameFilter(String)
    /// `q`, ^D, or the end of standard input.
    case quit
}

/// Turns standard input's bytes into watch commands. On a terminal (`lines == false`, the
/// terminal in non-canonical mode without echo) each key acts at once, as Jest's; `p` and `t`
/// open a prompt whose line is edited here (typing, Backspace, Enter, Esc cancels), so the
/// events include what to echo. From a pipe or a file (`lines == true`) each line is one
/// command: `a`, `f`, `u`, `q`, an empty line for Enter, `p PATTERN` and `t PATTERN` (the
/// pattern is the rest of the line; `p` alone clears the filter).
///
/// ```swift
/// var keys = WatchKeys(lines: false)
/// keys.feed(Array("tsheet\r".utf8))   // [.prompt(.name), .echo("sheet"...), .command(.nameFilter("sheet"))]
/// ```
struct WatchKeys {
    enum PromptKind: Equatable { case file, name }

    enum Event: Equatable {
        case command(WatchCommand)
        /// A prompt opened: show it.
        case prompt(PromptKind)
        /// Bytes typed into the prompt, to echo.
        case echo([UInt8])
        /// The prompt's last character was erased.
        case erase
        /// Esc: the prompt closed with no change.
        case cancelled
    }

    let lines: Bool
    private var prompt: (kind: PromptKind, text: [UInt8])?
    private var line: [UInt8] = []

    init(lines: Bool) { self.lines = lines }

    /// True while a `p`/`t` prompt is open (keys are its text, not commands).
    var prompting: Bool { prompt != nil }

    mutating func feed(_ bytes: [UInt8]) -> [Event] {
        var events: [Event] = []
        for b in bytes { lines ? lineByte(b, &events) : key(b, &events) }
        return events
    }

    /// The end of standard input: quit (an unfinished line counts first).
    mutating func end() -> [Event] {
        var events: [Event] = []
        if lines && !line.isEmpty { lineByte(UInt8(ascii: "\n"), &events) }
        events.append(.command(.quit))
        return events
    }

    private mutating func key(_ b: UInt8, _ events: inout [Event]) {
        if var p = prompt {
            switch b {
            case 0x1b:
                prompt = nil
                events.append(.cancelled)
            case 0x7f, 0x08:
                guard !p.text.isEmpty else { return }
                // A whole UTF-8 character: its continuation bytes and its lead byte.
                while let last = p.text.popLast(), last & 0xC0 == 0x80 {}
                prompt = p
                events.append(.erase)
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                prompt = nil
                let text = String(decoding: p.text, as: UTF8.self)
                events.append(.command(p.kind == .file ? .fileFilter(text) : .nameFilter(text)))
            case 0..<0x20:
                return // other control keys mean nothing in the prompt
            default:
                p.text.append(b)
                prompt = p
                events.append(.echo([b]))
            }
            return
        }
        switch b {
        case UInt8(ascii: "a"): events.append(.command(.runAll))
        case UInt8(ascii: "f"): events.append(.command(.runFailed))
        case UInt8(ascii: "u"): events.append(.command(.updateSnapshots))
        case UInt8(ascii: "q"), 0x04: events.append(.command(.quit))
        case UInt8(ascii: "\r"), UInt8(ascii: "\n"): events.append(.command(.rerun))
        case UInt8(ascii: "p"):
            prompt = (.file, [])
            events.append(.prompt(.file))
        case UInt8(ascii: "t"):
            prompt = (.name, [])
            events.append(.prompt(.name))
        default: break
        }
    }

    private mutating func lineByte(_ b: UInt8, _ events: inout [Event]) {
        guard b == UInt8(ascii: "\n") else {
            line.append(b)
            return
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        let text = line
        line = []
        guard let first = text.first else {
            events.append(.command(.rerun))
            return
        }
        // "p PATTERN": the pattern is the rest of the line after one space.
        var rest = text.dropFirst()
        if rest.first == UInt8(ascii: " ") { rest = rest.dropFirst() }
        let argument = String(decoding: rest, as: UTF8.self)
        switch first {
        case UInt8(ascii: "p"): events.append(.command(.fileFilter(argument)))
        case UInt8(ascii: "t"): events.append(.command(.nameFilter(argument)))
        case _ where text.count > 1: break // "all", "quit": not a command, nothing happens
        case UInt8(ascii: "a"): events.append(.command(.runAll))
        case UInt8(ascii: "f"): events.append(.command(.runFailed))
        case UInt8(ascii: "u"): events.append(.command(.updateSnapshots))
        case UInt8(ascii: "q"): events.append(.command(.quit))
        default: break
        }
    }
}
