#if canImport(Glibc)
import Glibc
#endif

/// Notices changes to a set of files by polling: each `changes()` stats every watched path and
/// returns those whose identity (device, inode), size or modification time differ from the last
/// look, including a file that appeared or went. Polling rather than inotify: a spec's
/// dependencies are a few hundred files at most, a stat is a microsecond, and an editor's
/// save-by-rename or a file on a network mount is seen the same way (a new inode, a new time).
///
/// ```swift
/// let watcher = FileWatcher()
/// watcher.watch(["/p/src/a.lua", "/p/spec/a_spec.lua"])   // their state now is the baseline
/// // ... later, every 200 ms:
/// let changed = watcher.changes()                         // ["/p/src/a.lua"] after an edit
/// ```
final class FileWatcher {
    /// What a look at a file saw; nil: no such file (or not readable as one).
    struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int

        /// The file's stamp now, or nil when it cannot be stat'ed.
        static func of(_ path: String) -> Stamp? {
            var st = stat()
            guard stat(path, &st) == 0 else { return nil }
            return Stamp(device: UInt64(st.st_dev), inode: UInt64(st.st_ino), size: Int64(st.st_size),
                         seconds: Int(st.st_mtim.tv_sec), nanoseconds: Int(st.st_mtim.tv_nsec))
        }
    }

    private var stamps: [String: Stamp?] = [:]

    /// Makes `paths` the watched set: a path new to the set is stamped now (its first change is
    /// the next one), a path no longer in it is dropped.
    func watch(_ paths: Set<String>) {
        for p in stamps.keys where !paths.contains(p) { stamps.removeValue(forKey: p) }
        for p in paths where stamps.index(forKey: p) == nil { stamps.updateValue(Stamp.of(p), forKey: p) }
    }

    /// The watched paths that changed since the last look (or since they were first watched).
    func changes() -> Set<String> {
        var changed: Set<String> = []
        for (path, before) in stamps {
            let now = Stamp.of(path)
            if now != before {
                changed.insert(path)
                stamps.updateValue(now, forKey: path)
            }
        }
        return changed
    }
}
