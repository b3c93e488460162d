#if canImport(Glibc)
import Glibc
#endif

/// Buffered standard output for reporters (flushed at each file boundary and at the end, so a
/// live terminal sees progress without a system call per dot). Plain write(2): no stdio state.
enum RunnerOutput {
    nonisolated(unsafe) private static var buffer: [UInt8] = []

    static func write(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    static func flush() {
        writeAll(1, buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    static func error(_ s: String) {
        flush()
        writeAll(2, Array(s.utf8))
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }
}
