#if canImport(Glibc)
import Glibc
#endif

/// The worker's ends of its two pipes, taken over before any spec code runs: moved to
/// close-on-exec descriptors out of the way (so no child of a spec inherits them), with /dev/null
/// put on fds 0, 3 and 4 (stdin, and where a worker's pipes used to be, so writing to
/// `/dev/fd/4` reaches nothing). The pipes stay reachable through `/proc/self/fd`, which is why
/// every frame is authenticated with the key the worker was forked with.
struct WorkerChannels {
    let commandFD: Int32
    let commands: FrameReader
    let results: FrameWriter

    /// Lowest descriptor the pipes move to: above what a process usually holds, out of the way.
    static let movedFloor: Int32 = 64

    struct SetupError: Error { var message: String }

    static func adopt(commandFD: Int32, resultFD: Int32, key: [UInt8]) throws(SetupError) -> WorkerChannels {
        let commands = fcntl(commandFD, F_DUPFD_CLOEXEC, movedFloor)
        let results = fcntl(resultFD, F_DUPFD_CLOEXEC, movedFloor)
        guard commands >= 0, results >= 0 else {
            throw SetupError(
                message:
                    "cannot move the supervisor's pipes (fds \(commandFD) and \(resultFD)): "
                        + "\(String(cString: strerror(errno)))"
            )
        }
        close(commandFD)
        close(resultFD)
        let null = open("/dev/null", O_RDWR)
        guard null >= 0, dup2(null, 0) >= 0, dup2(null, 3) >= 0, dup2(null, 4) >= 0 else {
            throw SetupError(message: "cannot put /dev/null on fds 0, 3 and 4")
        }
        if null > 4 { close(null) }
        return WorkerChannels(commandFD: commands,
                              commands: FrameReader(key: key, direction: WorkerFrames.toWorker),
            results: FrameWriter(fd: results, key: key, direction: WorkerFrames.toSupervisor, outboxed: true))
    }

    /// Whether bytes wait on the command pipe. The supervisor sends the next command only after
    /// `done`, so anything there while a file is finishing was written by the spec (or a child).
    func commandsPending() -> Bool {
        var n: Int32 = 0
        return ioctl(commandFD, UInt(FIONREAD), &n) == 0 && n > 0
    }
}
