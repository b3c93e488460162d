#if canImport(Glibc)
import Glibc
#endif

/// Finds the spec files to run as busted does: under each directory (recursively, skipping hidden
/// and `__snapshots__` directories) every `.lua` file whose base name a `--pattern` finds (a Lua
/// pattern, `_spec` by default, so `x_spec_helper.lua` is one too) and no `--exclude-pattern`
/// does; and each file named explicitly. The order is stable: the
/// arguments' order, and inside a directory the paths sorted bytewise, so every machine and every
/// shard sees the same list.
///
/// ```swift
/// let files = try SpecDiscovery.find(["spec"])   // ["spec/a_spec.lua", "spec/ui/b_spec.lua"]
/// ```
enum SpecDiscovery {
    struct NotFound: Error { var path: String; var reason: String? = nil }

    /// The default roots: `spec/` if it exists, otherwise `Tests/`.
    static func defaultRoots() -> [String] {
        if isDirectory("spec") { return ["spec"] }
        if isDirectory("Tests") { return ["Tests"] }
        return ["spec"]
    }

    static func find(_ roots: [String], patterns: [String] = ["_spec"], excludes: [String] = []) throws(NotFound) -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        for root in roots {
            var found: [String] = []
            if isDirectory(root) {
                walk(stripSlash(root), into: &found)
                let names = found.map { String($0.split(separator: "/").last ?? "") }
                let keep: [Bool]
                do { keep = try SupervisorLua.matching(names, patterns: patterns, excludes: excludes) } catch {
                    throw NotFound(path: root, reason: error.message)
                }
                found = zip(found, keep).filter { $0.1 }.map { $0.0 }
                found.sort { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            } else if access(root, R_OK) == 0 {
                found = [root]
            } else {
                throw NotFound(path: root)
            }
            for f in found where seen.insert(f).inserted { files.append(f) }
        }
        return files
    }

    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    private static func stripSlash(_ path: String) -> String {
        var p = path
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }

    private static func walk(_ dir: String, into files: inout [String]) {
        guard let d = opendir(dir) else { return }
        defer { closedir(d) }
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { p in
                p.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(".") || name == "__snapshots__" { continue }
            let path = dir == "." ? name : dir + "/" + name
            if isDirectory(path) {
                walk(path, into: &files)
            } else if name.hasSuffix(".lua") {
                files.append(path)
            }
        }
    }
}
