#if canImport(Glibc)
import Glibc
#endif

/// The worker's ends of its two pipes, taken over before any spec code runs. The supervisor hands
/// them over on fds 3 and 4; the worker moves them to close-on-exec descriptors (so no child of
/// a spec inherits them) and puts /dev/null on 3 and 4 (so writing to `/dev/fd/4` reaches
/// nothing). The pipes stay reachable through `/proc/self/fd`, which is why every frame is
/// authenticated with the key read here, first thing, from the command pipe.
struct WorkerChannels {
    let commandFD: Int32
    let commands: FrameReader
    let results: FrameWriter

    /// Lowest descriptor the pipes move to: above what a process usually holds, out of the way.
    static let movedFloor: Int32 = 64

    struct SetupError: Error { var message: String }

    static func adopt(commandFD: Int32, resultFD: Int32) throws(SetupError) -> WorkerChannels {
        let commands = fcntl(commandFD, F_DUPFD_CLOEXEC, movedFloor)
        let results = fcntl(resultFD, F_DUPFD_CLOEXEC, movedFloor)
        guard commands >= 0, results >= 0 else {
            throw SetupError(message: "no supervisor pipes on fds \(commandFD) and \(resultFD) (this mode is started by 'understudy test')")
        }
        let null = open("/dev/null", O_RDWR)
        guard null >= 0, dup2(null, commandFD) >= 0, dup2(null, resultFD) >= 0 else {
            throw SetupError(message: "cannot put /dev/null on fds \(commandFD) and \(resultFD)")
        }
        if null != commandFD && null != resultFD { close(null) }
        var hello = [UInt8](repeating: 0, count: WorkerFrames.helloMagic.count + SipHash.keySize)
        guard readExactly(commands, &hello), Array(hello.prefix(WorkerFrames.helloMagic.count)) == WorkerFrames.helloMagic else {
            throw SetupError(message: "the supervisor did not send a key")
        }
        let key = Array(hello.dropFirst(WorkerFrames.helloMagic.count))
        return WorkerChannels(commandFD: commands,
                              commands: FrameReader(key: key, direction: WorkerFrames.toWorker),
                              results: FrameWriter(fd: results, key: key, direction: WorkerFrames.toSupervisor))
    }

    /// Whether bytes wait on the command pipe. The supervisor sends the next command only after
    /// `done`, so anything there while a file is finishing was written by the spec (or a child).
    func commandsPending() -> Bool {
        var n: Int32 = 0
        return ioctl(commandFD, UInt(FIONREAD), &n) == 0 && n > 0
    }

    private static func readExactly(_ fd: Int32, _ buffer: inout [UInt8]) -> Bool {
        var filled = 0
        while filled < buffer.count {
            let n = buffer[filled...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return false }
            filled += n
        }
        return true
    }
}
