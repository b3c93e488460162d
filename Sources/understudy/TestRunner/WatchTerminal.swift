#if canImport(Glibc)
import Glibc
#endif

/// Standard input's terminal while `--watch` waits for keys: non-canonical (a key arrives
/// without Enter) and without echo (the prompt echoes what it takes), signals left on (^C
/// still interrupts). `restore()` puts back the settings found, at the end and from the
/// signal handler of an interrupted run (`WorkerGroups`), so the shell never gets a terminal
/// that does not echo.
///
/// ```swift
/// let raw = WatchTerminal.enterKeyMode()   // false: stdin is not a terminal, read lines
/// defer { WatchTerminal.restore() }
/// ```
enum WatchTerminal {
    /// The settings found, kept where the signal handler can reach them; nil when unchanged.
    nonisolated(unsafe) static let saved: UnsafeMutablePointer<termios> = {
        let p = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        p.initialize(to: termios())
        return p
    }()
    nonisolated(unsafe) static var changed = false

    /// Switches a terminal on standard input to key-at-a-time input; false if stdin is no
    /// terminal (nothing changes).
    static func enterKeyMode() -> Bool {
        guard isatty(0) == 1, tcgetattr(0, saved) == 0 else { return false }
        var keys = saved.pointee
        keys.c_lflag &= ~tcflag_t(ICANON | ECHO)
        // One byte is enough for read to return; no inter-byte timer.
        withUnsafeMutableBytes(of: &keys.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(0, TCSANOW, &keys) == 0 else { return false }
        changed = true
        WorkerGroups.beforeSignalExit = { WatchTerminal.restore() }
        return true
    }

    /// Puts the terminal back as it was found. Async-signal-safe (tcsetattr only).
    static func restore() {
        guard changed else { return }
        changed = false
        _ = tcsetattr(0, TCSANOW, saved)
    }
}
