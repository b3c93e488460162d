#if canImport(Glibc)
import Glibc
#endif

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
