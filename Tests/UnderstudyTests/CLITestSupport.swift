import Foundation
import TestSupport

/// Runs the built `understudy` (and `lua5.4`, to compare with) as users do: a real process with
/// arguments, standard input, environment and working directory, capturing both output streams.
enum CLI {
    typealias Result = ChildProcess.Result

    /// The `understudy` built beside this test bundle.
    static let binary = Repository.builtProduct("understudy")

    /// Debian's reference interpreter, which the compatibility tests compare against.
    static let lua = "/usr/bin/lua5.4"

    static var luaAvailable: Bool { FileManager.default.isExecutableFile(atPath: lua) }

    /// Environment variables that change what an interpreter does; cleared unless a test sets
    /// them, so the host's own settings cannot leak into a comparison.
    static let interpreterVariables = ["LUA_INIT", "LUA_INIT_5_4", "LUA_PATH", "LUA_PATH_5_4",
                                       "LUA_CPATH", "LUA_CPATH_5_4", "UNDERSTUDY_HISTORY", "CI"]

    /// Runs `executable arguments...` in `directory` with `input` on stdin.
    static func run(_ executable: String, _ arguments: [String], input: String = "",
                    environment: [String: String] = [:], in directory: URL? = nil) throws -> Result {
        try ChildProcess.run(executable, arguments, input: input, environment: environment,
                             clearing: interpreterVariables, in: directory)
    }

    /// Runs `executable arguments...` in `directory` and sends it one SIGINT (as ^C does) once its
    /// standard output has shown the line `ready` (and a moment more, so the chunk is past the
    /// write). A child that never gets there is killed after `timeout` seconds.
    static func runInterrupting(_ executable: String, _ arguments: [String], after ready: String,
                                in directory: URL? = nil, timeout: Double = 20) throws -> Result {
        let child = try ChildProcess.start(executable, arguments, clearing: interpreterVariables, in: directory)
        child.killAfter(timeout)
        child.waitForOutput(timeout: timeout) { $0.contains(ready + "\n") }
        Thread.sleep(forTimeInterval: 0.1)
        child.interrupt()
        return child.wait()
    }

    /// `understudy arguments...`.
    static func understudy(_ arguments: [String], input: String = "", environment: [String: String] = [:],
                           in directory: URL? = nil) throws -> Result {
        try run(binary, arguments, input: input, environment: environment, in: directory)
    }

    /// A fresh temporary directory holding `files` (name -> contents).
    static func directory(_ files: [String: String] = [:]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("understudy-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = dir.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        // realpath: /tmp may be a symbolic link, and the sandbox compares real paths.
        return dir.resolvingSymlinksInPath()
    }
}

extension String {
    /// Replaces every match of a regular expression.
    func replacing(pattern: String, with template: String) -> String {
        guard let re = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { return self }
        return re.stringByReplacingMatches(in: self, range: NSRange(startIndex..., in: self), withTemplate: template)
    }
}
