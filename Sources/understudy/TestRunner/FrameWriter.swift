/// The sending end of one direction: frames, tags and numbers what it writes.
final class FrameWriter {
    let fd: Int32
    private let key: [UInt8]
    private let direction: UInt8
    private var sequence: UInt64 = 0

    init(fd: Int32, key: [UInt8], direction: UInt8) {
        self.fd = fd
        self.key = key
        self.direction = direction
    }

    /// Sends one frame (the payload cut to fit `maxBody`); false when the pipe is broken.
    @discardableResult
    func send(_ kind: UInt8, _ payload: UnsafeRawBufferPointer) -> Bool {
        let fitting = UnsafeRawBufferPointer(rebasing: payload.prefix(WorkerFrames.maxBody - 1))
        let frame = WorkerFrames.encode(kind: kind, payload: fitting, key: key, direction: direction, sequence: sequence)
        sequence &+= 1
        return WorkerFrames.writeAll(fd, frame)
    }

    @discardableResult
    func send(_ kind: UInt8, _ text: String = "") -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { send(kind, UnsafeRawBufferPointer($0)) }
    }
}
