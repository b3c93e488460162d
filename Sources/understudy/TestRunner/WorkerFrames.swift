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
/// frame fails its tag as surely as a forged one. The key is made before the worker is forked
/// and lives in Swift memory only; no Lua value ever holds it.
enum WorkerFrames {
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
        for shift in stride(from: 0, through: 56, by: 8) {
            input.append(UInt8(truncatingIfNeeded: sequence >> UInt64(shift)))
        }
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
