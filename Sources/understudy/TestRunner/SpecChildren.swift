import CLuaShim
#if canImport(Glibc)
import Glibc
#endif

/// The processes a spec file starts (`os.execute`, `io.popen`, and what those start in the
/// background) end with the file, in the worker that ran it: a child of file A must not write
/// into the runner's output after the report, or into file B's run in the same worker.
///
/// The worker is its process group's leader (the supervisor forks it so, and kills the group
/// when the worker goes) and its descendants' subreaper, so an orphan (the `&` child of a shell
/// that has exited) is reparented to the worker, not to init. When a file ends, `endFile` kills
/// every remaining descendant (its children, found again as each generation is reparented) and
/// every other member of the group, and reaps them.
///
/// ```swift
/// SpecChildren.adopt()      // once, before any spec runs
/// SpecChildren.endFile()    // after each file
/// ```
enum SpecChildren {
    /// Whether orphans come back to the worker (false where the system cannot do that: then each
    /// file's end looks for the group's members instead).
    nonisolated(unsafe) private static var subreaper = false

    static func adopt() {
        subreaper = us_become_child_subreaper() == 0
    }

    /// Kills and reaps whatever the file left running. With nothing left (the usual case) this is
    /// one `waitpid`.
    static func endFile() {
        let me = getpid()
        // Only a group of our own is ours to empty (a worker started by hand may share a shell's).
        let group: pid_t? = getpgrp() == me ? me : nil
        for round in 0..<1000 {
            var status: Int32 = 0
            var r: pid_t
            repeat { r = waitpid(-1, &status, WNOHANG) } while r > 0 || (r < 0 && errno == EINTR)
            let noChildren = r < 0 && errno == ECHILD
            if subreaper && noChildren { return }
            if !killOthers(parent: me, group: group) && noChildren { return }
            if round > 0 {
                var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
                nanosleep(&pause, nil)
            }
        }
    }

    /// Sends SIGKILL to every live process whose parent is `parent` or whose process group is
    /// `group` (but `parent` itself); true when there was any.
    private static func killOthers(parent: pid_t, group: pid_t?) -> Bool {
        guard let dir = opendir("/proc") else { return false }
        defer { closedir(dir) }
        var found = false
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name), pid != parent, let (state, ppid, pgrp) = stat(of: name) else { continue }
            guard state != UInt8(ascii: "Z"), state != UInt8(ascii: "X") else { continue }
            if ppid == parent || (group != nil && pgrp == group) {
                _ = kill(pid, SIGKILL)
                found = true
            }
        }
        return found
    }

    /// State, parent and process group from `/proc/<pid>/stat` ("pid (comm) S ppid pgrp ...",
    /// where comm may hold spaces and parentheses: the fields start after the last ')').
    private static func stat(of pid: String) -> (UInt8, pid_t, pid_t)? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0, let end = buffer[..<n].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = buffer[(end + 1)..<n].split(separator: UInt8(ascii: " "))
        guard fields.count >= 3, let state = fields[0].first,
              let ppid = pid_t(String(decoding: fields[1], as: UTF8.self)),
              let pgrp = pid_t(String(decoding: fields[2], as: UTF8.self)) else { return nil }
        return (state, ppid, pgrp)
    }
}
