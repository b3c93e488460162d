#if canImport(Glibc)
import Glibc
#endif

/// Reading a file whole, and putting a shard's file into the merged report
/// (`understudy report merge`): a film is hard-linked when it can be (the runner replaces films
/// by rename, never in place, so the shard's copy cannot change under the merged report; a link
/// costs no copy of its pictures), otherwise copied. Either way the target appears at once,
/// whole (a temporary name, then rename(2)), as `JUnitReport.writeAtomically` writes.
///
/// ```swift
/// try FileCopy.place("out/shard-1/tests/a-1.js", at: "merged/tests/a-1.js", link: true)
/// ```
enum FileCopy {
    static func read(_ path: String) -> Result<[UInt8], JUnitReport.WriteError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(failure("cannot read", path)) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            return .failure(JUnitReport.WriteError(message: "cannot read \(ControlEscape.line(path)): Is a directory"))
        }
        if st.st_size > 0 { bytes.reserveCapacity(Int(st.st_size)) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(failure("cannot read", path)) }
            if n == 0 { return .success(bytes) }
            bytes += buffer[0..<n]
        }
    }

    /// `source` at `target` (made whole, replacing what was there): a hard link with `link`
    /// when the file system allows one, else a copy.
    static func place(_ source: String, at target: String, link: Bool) throws(JUnitReport.WriteError) {
        if link {
            let tmp = target + ".tmp.\(getpid())"
            unlink(tmp)
            if Glibc.link(source, tmp) == 0 {
                if rename(tmp, target) == 0 {
                    // A target that already is a link to the source (the same merge again)
                    // leaves rename nothing to do, and the temporary name in place.
                    unlink(tmp)
                    return
                }
                let reason = String(cString: strerror(errno))
                unlink(tmp)
                throw JUnitReport.WriteError(message: "cannot write \(ControlEscape.line(target)): \(reason)")
            }
            // A source that is not there is said as such, not as a failed copy.
            if errno == ENOENT { throw failure("cannot read", source) }
        }
        switch read(source) {
        case .success(let bytes): try JUnitReport.writeAtomically(bytes: bytes, to: target)
        case .failure(let e): throw e
        }
    }

    private static func failure(_ what: String, _ path: String) -> JUnitReport.WriteError {
        JUnitReport.WriteError(message: "\(what) \(ControlEscape.line(path)): \(String(cString: strerror(errno)))")
    }
}
