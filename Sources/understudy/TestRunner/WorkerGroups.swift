#if canImport(Glibc)
import Glibc
#endif

/// The live workers' process groups. Workers are not in the terminal's foreground group, so a
/// ^C (or a SIGTERM from CI) reaches only the supervisor, which passes it on to every group
/// before dying of it: no worker outlives an interrupted run.
enum WorkerGroups {
    static let capacity = 256
    /// Fixed storage (never moves), read by the signal handler; 0 marks a free slot.
    nonisolated(unsafe) static let table: UnsafeMutablePointer<pid_t> = {
        let p = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        p.initialize(repeating: 0, count: capacity)
        return p
    }()
    nonisolated(unsafe) private static var installed = false
    /// Run by the handler after the groups are killed, before the supervisor dies: the watch
    /// mode puts the terminal back (`WatchTerminal.restore`). Async-signal-safe code only.
    nonisolated(unsafe) static var beforeSignalExit: (@convention(c) () -> Void)?

    static func add(_ pid: pid_t) {
        for i in 0..<capacity where table[i] == 0 {
            table[i] = pid
            break
        }
        installHandlers()
    }

    /// The ^C/SIGTERM/SIGHUP handlers, once (before the first worker, or by the watch mode
    /// before it waits for keys with no worker running).
    static func installHandlers() {
        guard !installed else { return }
        installed = true
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { sig in
                // Async-signal-safe only: kill, signal, raise (and the hook, likewise).
                let t = WorkerGroups.table
                for i in 0..<WorkerGroups.capacity where t[i] > 0 { _ = kill(-t[i], SIGKILL) }
                WorkerGroups.beforeSignalExit?()
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    static func remove(_ pid: pid_t) {
        for i in 0..<capacity where table[i] == pid { table[i] = 0 }
    }
}
