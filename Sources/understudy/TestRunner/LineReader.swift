#if canImport(Glibc)
import Glibc
#endif

/// Reads lines from a file descriptor (blocking), for the worker's command pipe.
final class LineReader {
    let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(fd: Int32) { self.fd = fd }

    /// The next line without its newline; nil at end of file.
    func readLine() -> String? {
        while true {
            if let nl = buffer[start...].firstIndex(of: 10) {
                let line = String(decoding: buffer[start..<nl], as: UTF8.self)
                start = nl + 1
                if start > 4096 {
                    buffer.removeFirst(start)
                    start = 0
                }
                return line
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, 4096) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return nil }
            buffer += chunk[0..<n]
        }
    }
}
