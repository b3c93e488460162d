import Foundation

/// Where the tests find the repository and what the build made.
///
/// ```swift
/// let spec = Repository.root.appendingPathComponent("spec")
/// let r = try ChildProcess.run(Repository.builtProduct("understudy"), ["test", spec.path])
/// ```
public enum Repository {
    /// The repository's root (this file is Tests/TestSupport/Repository.swift).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// An executable built beside the running test bundle (<scratch>/<config>/), found from the
    /// test process rather than a hard-coded .build path (the bundle may be a directory).
    public static func builtProduct(_ name: String) -> String {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent(name).path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent(name).path
    }

    /// A fresh temporary directory named `prefix-<uuid>`.
    public static func temporaryDirectory(_ prefix: String = "understudy-test") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }
}

/// Programs the tests drive that the system provides.
public enum InstalledTool {
    /// Chromium: $CHROMIUM, or `chromium` / `chromium-browser` on the PATH (nil: not installed;
    /// `make test-deps` installs it).
    public static let chromium: String? = {
        let env = ProcessInfo.processInfo.environment
        if let path = env["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) { return path }
        for dir in (env["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser"] where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return "\(dir)/\(name)"
            }
        }
        return nil
    }()
}
