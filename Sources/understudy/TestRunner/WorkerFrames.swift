#if canImport(Glibc)
import Glibc
#endif

/// The framing of both worker pipes. A spec can reach the worker's pipes (through /dev/fd or
/// /proc/self/fd, or a child process), so a frame is only believed when it carries the tag of a
/// key the spec never sees, over the next sequence number:
///
/// ```
/// u32 big-endian  body length (1 + payload), at most `maxBody`
/// u8              kind
/// payload
/// u64 big-endian  SipHash-2-4(key, seq as u64 LE ++ direction ++ kind ++ payload)
/// ```
///
/// The sequence number counts frames per direction from 0, so a replayed, dropped or reordered
/// frame fails its tag as surely as a forged one. Before any frame, the supervisor writes
/// `helloMagic` and the 16-byte key on the command pipe; the worker reads them before any Lua
/// runs and keeps the key in Swift memory only.
enum WorkerFrames {
    static let helloMagic: [UInt8] = Array("UST1".utf8)
    /// Direction bytes, so a frame cannot be echoed back the other way.
    static let toWorker: UInt8 = UInt8(ascii: "c")
    static let toSupervisor: UInt8 = UInt8(ascii: "r")
    /// Supervisor to worker: run the file whose path is the payload.
    static let run: UInt8 = UInt8(ascii: "R")
    /// Worker to supervisor: a record (payload: a `WorkerProtocol` line), the file is done,
    /// the file aborted (payload: message), the command pipe was tampered with (payload: message).
    static let record: UInt8 = UInt8(ascii: "T")
    static let done: UInt8 = UInt8(ascii: "D")
    static let abort: UInt8 = UInt8(ascii: "A")
    static let commandsCorrupted: UInt8 = UInt8(ascii: "C")
    /// The largest body either side accepts: a record is at most a few fields of
    /// `WorkerProtocol.maxField` bytes, and the worker truncates anything longer than this.
    static let maxBody = 1 << 20

    /// One frame, ready to write.
    static func encode(kind: UInt8, payload: UnsafeRawBufferPointer, key: [UInt8], direction: UInt8,
                       sequence: UInt64) -> [UInt8] {
        let length = 1 + payload.count
        var out: [UInt8] = []
        out.reserveCapacity(4 + length + 8)
        for shift in stride(from: 24, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: length >> shift)) }
        out.append(kind)
        out.append(contentsOf: payload)
        let t = tag(key: key, direction: direction, sequence: sequence, body: out[4...])
        for shift in stride(from: 56, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: t >> UInt64(shift))) }
        return out
    }

    static func tag(key: [UInt8], direction: UInt8, sequence: UInt64, body: ArraySlice<UInt8>) -> UInt64 {
        var input: [UInt8] = []
        input.reserveCapacity(9 + body.count)
        for shift in stride(from: 0, through: 56, by: 8) { input.append(UInt8(truncatingIfNeeded: sequence >> UInt64(shift))) }
        input.append(direction)
        input.append(contentsOf: body)
        return input.withUnsafeBytes { SipHash.tag(key: key, $0) }
    }

    /// Writes all of `bytes` to `fd`; false when the pipe is broken.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }
}

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

/// The receiving end of one direction: collects bytes and yields verified frames, in time linear
/// in what it receives (consumed bytes are dropped in bulk, never searched again).
final class FrameReader {
    enum Next {
        case frame(kind: UInt8, payload: ArraySlice<UInt8>)
        /// No complete frame yet.
        case incomplete
        /// Not a frame of ours: the stream cannot be trusted from here on.
        case corrupted(String)
    }

    private let key: [UInt8]
    private let direction: UInt8
    private var sequence: UInt64 = 0
    private var buffer: [UInt8] = []
    private var start = 0

    init(key: [UInt8], direction: UInt8) {
        self.key = key
        self.direction = direction
    }

    /// Whether bytes of an unfinished frame are waiting.
    var hasPartialFrame: Bool { start < buffer.count }

    func append(_ bytes: UnsafeRawBufferPointer) {
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    func next() -> Next {
        let available = buffer.count - start
        guard available >= 4 else { return .incomplete }
        var length = 0
        for j in 0..<4 { length = length << 8 | Int(buffer[start + j]) }
        guard length >= 1 && length <= WorkerFrames.maxBody else {
            return .corrupted("a frame of \(length) bytes")
        }
        guard available >= 4 + length + 8 else { return .incomplete }
        let body = buffer[(start + 4)..<(start + 4 + length)]
        var received: UInt64 = 0
        for j in 0..<8 { received = received << 8 | UInt64(buffer[start + 4 + length + j]) }
        guard received == WorkerFrames.tag(key: key, direction: direction, sequence: sequence, body: body) else {
            return .corrupted("a frame that fails its authentication tag")
        }
        sequence &+= 1
        start += 4 + length + 8
        return .frame(kind: body[body.startIndex], payload: body.dropFirst())
    }

    /// Blocks on `fd` until a frame, corruption, or end of input (nil).
    func read(from fd: Int32) -> Next? {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = next()
            if case .incomplete = n {} else { return n }
            let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return hasPartialFrame ? .corrupted("a frame cut short") : nil }
            chunk.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0.prefix(got))) }
        }
    }
}
