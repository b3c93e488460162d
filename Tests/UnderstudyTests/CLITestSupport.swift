import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `understudy` (and `lua5.4`, to compare with) as users do: a real process with
/// arguments, standard input, environment and working directory, capturing both output streams.
enum CLI {
    struct Result: Equatable, CustomStringConvertible {
        var status: Int32
        var stdout: String
        var stderr: String

        var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---" }
    }

    /// The `understudy` built beside this test bundle (<scratch>/<config>/), found from the
    /// running test process rather than a hard-coded .build path.
    static let binary: String = {
        var dir = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while dir.path != "/" && !FileManager.default.isExecutableFile(atPath: dir.appendingPathComponent("understudy").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("understudy").path
    }()

    /// Debian's reference interpreter, which the compatibility tests compare against.
    static let lua = "/usr/bin/lua5.4"

    static var luaAvailable: Bool { FileManager.default.isExecutableFile(atPath: lua) }

    /// Environment variables that change what an interpreter does; cleared unless a test sets
    /// them, so the host's own settings cannot leak into a comparison.
    static let interpreterVariables = ["LUA_INIT", "LUA_INIT_5_4", "LUA_PATH", "LUA_PATH_5_4",
                                       "LUA_CPATH", "LUA_CPATH_5_4", "UNDERSTUDY_HISTORY"]

    /// A child that exits without reading its input must not kill the tests with SIGPIPE.
    static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Runs `executable arguments...` in `directory` with `input` on stdin.
    static func run(_ executable: String, _ arguments: [String], input: String = "",
                    environment: [String: String] = [:], in directory: URL? = nil) throws -> Result {
        _ = ignoreBrokenPipes
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for key in interpreterVariables { env[key] = nil }
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe(), inp = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = inp
        try p.run()
        // Feed stdin and drain stderr on other threads so no pipe can fill up and block the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let bytes = Data(input.utf8)
        DispatchQueue.global().async {
            try? inp.fileHandleForWriting.write(contentsOf: bytes)
            try? inp.fileHandleForWriting.close()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errBox.data, as: UTF8.self))
    }

    /// Runs `executable arguments...` in `directory` and sends it one SIGINT (as ^C does) once its
    /// standard output has shown the line `ready` (and a moment more, so the chunk is past the
    /// write). A child that never gets there is killed after `timeout` seconds.
    static func runInterrupting(_ executable: String, _ arguments: [String], after ready: String,
                                in directory: URL? = nil, timeout: Double = 20) throws -> Result {
        _ = ignoreBrokenPipes
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for key in interpreterVariables { env[key] = nil }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        // The child inherits this thread's signal mask, and the test process may block SIGINT:
        // lua5.4 (unlike understudy) would then never see it. Unblocked only around the spawn.
        var sigint = sigset_t(), saved = sigset_t()
        sigemptyset(&sigint)
        sigaddset(&sigint, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &sigint, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try p.run()
        let pid = p.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if p.isRunning { kill(pid, SIGKILL) } }
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        var outData = Data()
        let marker = Data((ready + "\n").utf8)
        while outData.range(of: marker) == nil {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            outData.append(chunk)
        }
        Thread.sleep(forTimeInterval: 0.1)
        kill(pid, SIGINT)
        outData.append(out.fileHandleForReading.readDataToEndOfFile())
        group.wait()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errBox.data, as: UTF8.self))
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
