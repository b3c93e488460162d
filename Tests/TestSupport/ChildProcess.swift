import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program the tests run as users do: a real process with arguments, standard input,
/// environment and working directory, both output streams captured. The one process runner of
/// the test targets (the CLI's, the runner's, the pictures', the tools' checks).
///
/// ```swift
/// let r = try ChildProcess.run("/usr/bin/env", ["lua5.4", "tools/time-owners.lua", "Sources"], in: Repository.root)
/// #expect(r.status == 0, "\(r)")
/// ```
public enum ChildProcess {
    public struct Result: Equatable, CustomStringConvertible, Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        /// Whether a signal ended the child (`status` is then the signal's number).
        public var signaled = false

        public init(status: Int32, stdout: String, stderr: String, signaled: Bool = false) {
            (self.status, self.stdout, self.stderr, self.signaled) = (status, stdout, stderr, signaled)
        }

        public var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---" }
    }

    /// A child that exits without reading its input must not kill the tests with SIGPIPE.
    static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Runs `executable arguments...` to its end. `clearing` names variables of the test's own
    /// environment the child must not see; `environment` adds or replaces variables.
    public static func run(_ executable: String, _ arguments: [String], input: String = "",
                           environment: [String: String] = [:], clearing: [String] = [],
                           in directory: URL? = nil) throws -> Result {
        try start(executable, arguments, input: input, environment: environment, clearing: clearing, in: directory).wait()
    }

    /// Starts `executable arguments...`; `wait()` collects it. Standard input gets `input` (nil:
    /// nothing, closed at once); SIGINT is unblocked for the child (the test process may block
    /// it, and a child inherits the mask: lua5.4 would never see a ^C).
    public static func start(_ executable: String, _ arguments: [String], input: String? = nil,
                             environment: [String: String] = [:], clearing: [String] = [],
                             in directory: URL? = nil) throws -> Running {
        _ = ignoreBrokenPipes
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        if let directory { p.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        for key in clearing { env[key] = nil }
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        let inp = input.map { _ in Pipe() }
        p.standardInput = inp ?? FileHandle.nullDevice
        var sigint = sigset_t(), saved = sigset_t()
        sigemptyset(&sigint)
        sigaddset(&sigint, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &sigint, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try p.run()
        let running = Running(process: p, stdout: out.fileHandleForReading, stderr: err.fileHandleForReading)
        if let inp, let input {
            // On another thread, so that a child writing before it reads cannot block on us.
            let bytes = Data(input.utf8)
            DispatchQueue.global().async {
                try? inp.fileHandleForWriting.write(contentsOf: bytes)
                try? inp.fileHandleForWriting.close()
            }
        }
        return running
    }

    /// A started child whose output is read while it runs (so no pipe fills up and blocks it).
    public final class Running: @unchecked Sendable {
        let process: Process
        private let lock = NSCondition()
        private var out = Data(), err = Data()
        private var open = 2

        init(process: Process, stdout: FileHandle, stderr: FileHandle) {
            self.process = process
            for (handle, isOut) in [(stdout, true), (stderr, false)] {
                DispatchQueue.global().async { [self] in
                    while true {
                        let chunk = handle.availableData
                        lock.lock()
                        if chunk.isEmpty { open -= 1 } else if isOut { out.append(chunk) } else { err.append(chunk) }
                        lock.broadcast()
                        lock.unlock()
                        if chunk.isEmpty { return }
                    }
                }
            }
        }

        /// Waits until standard output so far satisfies `ready` (or the child closed it, or
        /// `timeout` seconds passed); returns whether it did.
        @discardableResult
        public func waitForOutput(timeout: Double = 20, _ ready: (String) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            lock.lock()
            defer { lock.unlock() }
            while !ready(String(decoding: out, as: UTF8.self)) {
                guard open > 0, lock.wait(until: deadline) else { return ready(String(decoding: out, as: UTF8.self)) }
            }
            return true
        }

        public var processIdentifier: Int32 { process.processIdentifier }
        public var isRunning: Bool { process.isRunning }

        /// Sends SIGINT, as ^C does.
        public func interrupt() { kill(process.processIdentifier, SIGINT) }

        /// Kills the child if it still runs after `seconds`.
        public func killAfter(_ seconds: Double) {
            let pid = process.processIdentifier, p = process
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { if p.isRunning { kill(pid, SIGKILL) } }
        }

        /// Waits for the child to end and both streams to close.
        public func wait() -> Result {
            process.waitUntilExit()
            lock.lock()
            while open > 0 { lock.wait() }
            let r = Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                           stderr: String(decoding: err, as: UTF8.self),
                           signaled: process.terminationReason == .uncaughtSignal)
            lock.unlock()
            return r
        }
    }
}
