import CLuaShim
import UnderstudyModule

/// The texts the command line prints about itself: lua.c's usage message (word for word, so a
/// bad option reads as it does with `lua5.4`), the version banner and `--help` (rendered from
/// `CommandLineDoc`, as the man page is).
enum Usage {
    /// lua.c's `print_usage`: what was wrong, then the standard option list.
    static func badOption(progname: String, _ failure: InterpreterOptions.Failure) -> String {
        var text = progname + ": "
        switch failure {
        case .usage(let option):
            let bytes = Array(option.utf8)
            if bytes.count > 1 && (bytes[1] == UInt8(ascii: "e") || bytes[1] == UInt8(ascii: "l")) {
                text += "'\(option)' needs argument\n"
            } else {
                text += "unrecognized option '\(option)'\n"
            }
        case .missingValue(let option):
            text += "'\(option)' needs argument\n"
        case .invalidValue(let option, let value, let expected):
            // Not a lua.c situation: say exactly what is wrong, then point at --help.
            return text + "bad value '\(value)' for \(option) (\(expected))\n"
                + "usage: \(progname) [options] [script [args]]  (see '\(progname) --help')\n"
        }
        return text + """
            usage: \(progname) [options] [script [args]]
            Available options are:
              -e stat   execute string 'stat'
              -i        enter interactive mode after executing 'script'
              -l mod    require library 'mod' into global 'mod'
              -l g=mod  require library 'mod' into global 'g'
              -v        show version information
              -E        ignore environment variables
              -W        turn warnings on
              --        stop handling options
              -         stop handling options and execute stdin

            """
    }

    /// The version line (`-v`, `-i`, the REPL). lua.c prints LUA_COPYRIGHT; Understudy names
    /// itself first (a documented difference).
    static var banner: String {
        "Understudy \(UnderstudyVersion.string)  " + String(cString: us_lua_copyright()) + "\n"
    }

    /// `understudy --help`: everything the command line accepts (`CommandLineDoc.main`).
    static func help(progname: String) -> String {
        lines(of: .main(progname: progname)).joined(separator: "\n") + "\n"
    }

    /// The lines `--help` prints for `doc`: the usage forms ("usage: understudy [options] ..."),
    /// then the sections in their order, without what only the man page says.
    ///
    /// ```swift
    /// Usage.lines(of: .test).first   // "usage: understudy test [options] [paths...]"
    /// ```
    static func lines(of doc: CommandLineDoc) -> [String] {
        var lines: [String] = []
        for (i, form) in doc.forms.enumerated() {
            let line = (i == 0 ? "usage: " : "       ") + doc.command + " " + form.arguments
            lines.append(line + (form.aside.first.map { "     " + $0 } ?? ""))
            // The aside's further lines keep the column of the hand-written text, whatever the
            // program's name (so that --help reads as it always has).
            lines += form.aside.dropFirst().map { String(repeating: " ", count: 43) + $0 }
        }
        for section in doc.sections where section.inHelp {
            if doc.spaced { lines.append("") }
            if let title = section.title {
                lines.append(title + (section.remark.map { " (\($0))" } ?? "") + ":")
            }
            for block in section.blocks {
                switch block {
                case .text(let text, let indent):
                    lines += text.map { String(repeating: " ", count: indent) + $0 }
                case .entries(let entries, let column):
                    for entry in entries { lines += entryLines(entry, column: column) }
                }
            }
        }
        return lines
    }

    /// "  -o, --output FORMAT       terminal ...": the term indented by 2, the description at
    /// column + 2, below the term when the term does not leave a space before that column.
    private static func entryLines(_ entry: CommandLineDoc.Entry, column: Int) -> [String] {
        let term = "  " + entry.term
        let indent = String(repeating: " ", count: column + 2)
        guard let first = entry.description.first else { return [term] }
        var lines: [String]
        if entry.term.count < column {
            lines = [term + String(repeating: " ", count: column + 2 - term.count) + first]
        } else {
            lines = [term, indent + first]
        }
        lines += entry.description.dropFirst().map { indent + $0 }
        return lines
    }
}

/// Understudy's own version (the Lua version comes from the linked library).
enum UnderstudyVersion {
    static let string = UnderstudyModule.version
}
