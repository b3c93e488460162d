import LuaBridge

/// What a command line asks the interpreter to do, read the way lua.c's `collectargs` reads it,
/// plus Understudy's own long options (which, like lua's options, come before the script).
///
/// ```swift
/// let parsed = InterpreterOptions.parse(["understudy", "-e", "x=1", "game.lua", "fast"])
/// // .success: actions [.execute(2)], scriptIndex 3
/// ```
struct InterpreterOptions {
    /// An option lua.c runs in order, before the script (`runargs`), by its index in argv.
    enum Action: Equatable {
        /// `-e stat`: the chunk is argv[index] from `offset` (2 when concatenated: `-eprint(1)`).
        case execute(index: Int, offset: Int)
        /// `-l mod` or `-l g=mod`.
        case library(index: Int, offset: Int)
        /// `-W`: warnings on.
        case warnings
    }

    var interactive = false        // -i
    var version = false            // -v (and -i)
    var execute = false            // at least one -e
    var ignoreEnvironment = false  // -E
    var actions: [Action] = []
    /// Index of the script in argv; `argv.count` when there is none. As in lua.c, everything
    /// after it (and the script itself) belongs to the script.
    var scriptIndex = 0

    // Understudy's own options.
    var help = false
    /// `--man`: print the man page (`ManPage`) instead of running anything.
    var man = false
    var sandbox = false
    var trace = false
    /// Check the engine's invariants after every step, also in a release build (`--check-invariants`).
    var checkInvariants = false
    var memoryLimit: Int?
    var timeout: Double?
    var seed: Int?

    /// Why a command line was refused.
    enum Failure: Error, Equatable {
        /// lua.c's usage error: the offending argument ("-x", or "-e" when its argument is missing).
        case usage(String)
        /// One of Understudy's options without its value ("--timeout").
        case missingValue(String)
        /// An Understudy option with a value that does not parse.
        case invalidValue(option: String, value: String, expected: String)
    }

    /// The long options that take a value.
    static let valueOptions = ["--memory-limit", "--timeout", "--seed"]

    /// Parses argv (argv[0] is the program name), stopping at the script as lua.c does.
    static func parse(_ argv: [String]) -> Result<InterpreterOptions, Failure> {
        var o = InterpreterOptions()
        o.scriptIndex = argv.count
        var i = 1
        while i < argv.count {
            let a = Array(argv[i].utf8)
            o.scriptIndex = i
            guard a.first == UInt8(ascii: "-") else { return .success(o) }
            let option = a.count > 1 ? a[1] : 0
            let alone = a.count == 2
            switch option {
            case UInt8(ascii: "-"):
                if a.count == 2 {
                    o.scriptIndex = i + 1
                    return .success(o)
                }
                switch o.parseLong(argv, &i) {
                case .none: break
                case .some(let failure): return .failure(failure)
                }
            case 0:
                return .success(o)  // "-": the script is standard input
            case UInt8(ascii: "E"):
                guard alone else { return .failure(.usage(argv[i])) }
                o.ignoreEnvironment = true
            case UInt8(ascii: "W"):
                guard alone else { return .failure(.usage(argv[i])) }
                o.actions.append(.warnings)
            case UInt8(ascii: "i"), UInt8(ascii: "v"):
                guard alone else { return .failure(.usage(argv[i])) }
                if option == UInt8(ascii: "i") { o.interactive = true }
                o.version = true  // -i implies -v
            case UInt8(ascii: "e"), UInt8(ascii: "l"):
                let at = i
                var offset = 2
                if alone {
                    i += 1
                    offset = 0
                    // No next argument, or it is another option: "'-e' needs argument".
                    guard i < argv.count, !argv[i].hasPrefix("-") else { return .failure(.usage(argv[at])) }
                }
                if option == UInt8(ascii: "e") {
                    o.execute = true
                    o.actions.append(.execute(index: i, offset: offset))
                } else {
                    o.actions.append(.library(index: i, offset: offset))
                }
            default:
                return .failure(.usage(argv[i]))
            }
            i += 1
        }
        o.scriptIndex = argv.count
        return .success(o)
    }

    /// Reads one of Understudy's `--name[=value]` options at argv[i] (advancing `i` past a
    /// separate value). Returns the failure, if any.
    private mutating func parseLong(_ argv: [String], _ i: inout Int) -> Failure? {
        let arg = argv[i]
        var name = arg
        var value: String?
        if let eq = arg.firstIndex(of: "=") {
            name = String(arg[..<eq])
            value = String(arg[arg.index(after: eq)...])
        }
        switch name {
        case "--help" where value == nil: help = true
        case "--man" where value == nil: man = true
        case "--sandbox" where value == nil: sandbox = true
        case "--trace" where value == nil: trace = true
        case "--check-invariants" where value == nil: checkInvariants = true
        case _ where InterpreterOptions.valueOptions.contains(name):
            if value == nil {
                i += 1
                // As lua.c does for -e and -l: no next argument, or another option (a negative
                // number is a value, for --seed).
                guard i < argv.count, !argv[i].hasPrefix("-") || Int(argv[i]) != nil else {
                    return .missingValue(name)
                }
                value = argv[i]
            }
            return setValue(name, value ?? "")
        default:
            return .usage(arg)
        }
        return nil
    }

    private mutating func setValue(_ name: String, _ value: String) -> Failure? {
        switch name {
        case "--memory-limit":
            guard let bytes = LuaLimits.parseBytes(value) else {
                return .invalidValue(
                    option: name, value: value, expected: "a size in bytes, with an optional K, M or G suffix")
            }
            memoryLimit = bytes
        case "--timeout":
            guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                return .invalidValue(option: name, value: value, expected: "a positive number of seconds")
            }
            timeout = seconds
        default:
            guard let n = Int(value) else {
                return .invalidValue(option: name, value: value, expected: "an integer")
            }
            seed = n
        }
        return nil
    }
}
