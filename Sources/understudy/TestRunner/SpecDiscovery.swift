#if canImport(Glibc)
import Glibc
#endif

/// Finds the spec files to run as busted does: under each directory (recursively unless
/// `recursive` is false, busted's `--no-recursive`; skipping hidden and `__snapshots__`
/// directories) every `.lua` file whose base name a `--pattern` finds (a Lua pattern, `_spec` by
/// default, so `x_spec_helper.lua` is one too) and no `--exclude-pattern` does; and each file
/// named explicitly. The order is stable: the
/// arguments' order, and inside a directory the paths sorted bytewise, so every machine and every
/// shard sees the same list. A directory is walked once, however many paths reach it (symbolic
/// links to it, to one of its parents, to itself): by device and inode, the first path in
/// bytewise order, so a link loop ends (busted follows it until the path is too long).
///
/// ```swift
/// let files = try SpecDiscovery.find([SpecPath("spec")])   // the bytes of spec/a_spec.lua, spec/ui/b_spec.lua
/// ```
enum SpecDiscovery {
    struct NotFound: Error { var path: SpecPath; var reason: String? = nil }

    /// The default roots: `spec/` if it exists, otherwise `Tests/`.
    static func defaultRoots() -> [SpecPath] {
        if isDirectory(SpecPath("spec")) { return [SpecPath("spec")] }
        if isDirectory(SpecPath("Tests")) { return [SpecPath("Tests")] }
        return [SpecPath("spec")]
    }

    /// The files, as the file system's bytes: a name that is not UTF-8 is kept as it is, so the
    /// worker opens the file that was found (see `SpecPath`).
    static func find(
        _ roots: [SpecPath], patterns: [String] = ["_spec"], excludes: [String] = [], recursive: Bool = true
    ) throws(NotFound) -> [SpecPath] {
        var files: [SpecPath] = []
        var seen = Set<SpecPath>()
        for root in roots {
            var found: [SpecPath] = []
            if isDirectory(root) {
                var walked = Set<DirectoryID>()
                walk(stripSlash(root), into: &found, walked: &walked, recursive: recursive)
                let keep: [Bool]
                do {
                    keep = try SupervisorLua.matching(found.map(\.baseName), patterns: patterns, excludes: excludes)
                } catch {
                    throw NotFound(path: root, reason: error.message)
                }
                found = zip(found, keep).filter { $0.1 }.map { $0.0 }
                found.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
            } else if root.withCString({ access($0, R_OK) }) == 0 {
                found = [root]
            } else {
                throw NotFound(path: root)
            }
            for f in found where seen.insert(f).inserted { files.append(f) }
        }
        return files
    }

    static func isDirectory(_ path: SpecPath) -> Bool {
        var st = stat()
        return path.withCString { stat($0, &st) } == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    private static func stripSlash(_ path: SpecPath) -> SpecPath {
        var p = path.bytes
        while p.count > 1 && p.last == UInt8(ascii: "/") { p.removeLast() }
        return SpecPath(bytes: p)
    }

    /// A directory as the file system knows it, whatever path (or link) reached it.
    struct DirectoryID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static func walk(
        _ dir: SpecPath, into files: inout [SpecPath], walked: inout Set<DirectoryID>, recursive: Bool
    ) {
        var st = stat()
        guard dir.withCString({ stat($0, &st) }) == 0,
              walked.insert(DirectoryID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))).inserted else { return }
        guard let d = dir.withCString({ opendir($0) }) else { return }
        var names: [[UInt8]] = []
        while let entry = readdir(d) {
            let name: [UInt8] = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name.first == UInt8(ascii: ".") || name == Array("__snapshots__".utf8) { continue }
            names.append(name)
        }
        closedir(d)
        // In bytewise order, so the path that reaches a directory first is the same on every run.
        names.sort { $0.lexicographicallyPrecedes($1) }
        for name in names {
            let path = dir.appending(name)
            if isDirectory(path) {
                if recursive { walk(path, into: &files, walked: &walked, recursive: true) }
            } else if name.count >= 4 && Array(name.suffix(4)) == Array(".lua".utf8) {
                files.append(path)
            }
        }
    }
}
