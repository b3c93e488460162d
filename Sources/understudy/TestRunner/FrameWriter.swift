import CLuaShim

/// The sending end of one direction: frames, tags and numbers what it writes. A worker's result
/// writer is `outboxed`: its frames wait in the outbox (CLuaShim's outbox.c) until `flush`.
final class FrameWriter {
    let fd: Int32
    private let key: [UInt8]
    private let direction: UInt8
    private var sequence: UInt64 = 0
    let outboxed: Bool

    init(fd: Int32, key: [UInt8], direction: UInt8, outboxed: Bool = false) {
        self.fd = fd
        self.key = key
        self.direction = direction
        self.outboxed = outboxed
        if outboxed { us_outbox_open(fd) }
    }

    /// Sends one frame (the payload cut to fit `maxBody`), or puts it in the outbox; false when
    /// the pipe is broken.
    @discardableResult
    func send(_ kind: UInt8, _ payload: UnsafeRawBufferPointer) -> Bool {
        let fitting = UnsafeRawBufferPointer(rebasing: payload.prefix(WorkerFrames.maxBody - 1))
        let frame = WorkerFrames.encode(
            kind: kind, payload: fitting, key: key, direction: direction, sequence: sequence)
        sequence &+= 1
        guard outboxed else { return WorkerFrames.writeAll(fd, frame) }
        return frame.withUnsafeBytes { us_outbox_put($0.baseAddress, $0.count) != 0 }
    }

    /// Writes out what waits in the outbox; false when the pipe is broken.
    @discardableResult
    func flush() -> Bool { !outboxed || us_outbox_flush() != 0 }

    @discardableResult
    func send(_ kind: UInt8, _ text: String = "") -> Bool {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBytes { send(kind, UnsafeRawBufferPointer($0)) }
    }
}
