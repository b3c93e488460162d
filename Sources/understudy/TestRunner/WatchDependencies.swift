/// Which spec files a change affects, for `understudy test --watch`: each spec file's last run
/// reported the files it loaded (`FileResult.loaded`: modules `require` found, `dofile` and
/// `loadfile` paths; modules required by modules included, since they load in the same state),
/// so a changed file reruns the specs that loaded it, a changed spec reruns itself, and a changed
/// trigger (`.busted`, a `*.lua` helper) reruns everything. Pure: paths in, paths out; every
/// path is a key made by `key(_:in:)`, so `./src/a.lua` and `src/a.lua` are one file.
///
/// ```swift
/// var deps = WatchDependencies()
/// deps.record(spec: "/p/spec/b_spec.lua", loaded: ["/p/src/b.lua", "/p/src/a.lua"])
/// deps.affected(by: ["/p/src/a.lua"], specs: ["/p/spec/a_spec.lua", "/p/spec/b_spec.lua"], triggers: [])
/// // ["/p/spec/b_spec.lua"]
/// ```
struct WatchDependencies {
    /// Spec key -> the keys of the files it loaded in its last run.
    private(set) var loaded: [String: Set<String>] = [:]

    /// Replaces what `spec` is known to load (its latest run is the truth: a `require` removed
    /// from the spec no longer reruns it).
    mutating func record(spec: String, loaded files: Set<String>) {
        loaded[spec] = files
    }

    /// Forgets a spec file that is gone.
    mutating func forget(spec: String) {
        loaded[spec] = nil
    }

    /// Every file some spec loaded: what the watcher looks at besides the specs themselves.
    var allLoaded: Set<String> {
        loaded.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// The specs, in `specs`' order, that `changed` affects: all of them when a trigger changed,
    /// otherwise each spec that changed itself or loaded a changed file.
    func affected(by changed: Set<String>, specs: [String], triggers: Set<String>) -> [String] {
        if !changed.isDisjoint(with: triggers) { return specs }
        return specs.filter { spec in
            changed.contains(spec) || !(loaded[spec]?.isDisjoint(with: changed) ?? true)
        }
    }

    /// The absolute, lexically normal form of `path` (relative to `directory`, itself absolute):
    /// `.` and empty components dropped, `..` taking its parent away. Symbolic links are not
    /// followed: a file is the same key whichever way the runner and the spec spelled it, as
    /// long as neither went through a link.
    ///
    /// ```swift
    /// WatchDependencies.key("./src/../src/a.lua", in: "/p")   // "/p/src/a.lua"
    /// ```
    static func key(_ path: String, in directory: String) -> String {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
