#if canImport(Glibc)
import Glibc
#endif

/// Reading a file whole, and putting a shard's file into the merged report
/// (`understudy report merge`): a film is hard-linked when it can be (the runner replaces films
/// by rename, never in place, so the shard's copy cannot change under the merged report; a link
/// costs no copy of its pictures and one system call), otherwise copied. Either way the target
/// appears at once, whole, as `JUnitReport.writeAtomically` writes.
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
    /// when the file system allows one, else a copy. A new name is linked directly (a link
    /// appears whole); one that exists is left alone when it already is the source (the same
    /// merge again), else replaced through a temporary link and rename(2).
    static func place(_ source: String, at target: String, link: Bool) throws(JUnitReport.WriteError) {
        if link {
            if Glibc.link(source, target) == 0 { return }
            switch errno {
            case EEXIST:
                if sameFile(source, target) { return }
                let tmp = target + ".tmp.\(pid)"
                unlink(tmp)
                if Glibc.link(source, tmp) == 0 {
                    guard rename(tmp, target) == 0 else {
                        let reason = String(cString: strerror(errno))
                        unlink(tmp)
                        throw JUnitReport.WriteError(message: "cannot write \(ControlEscape.line(target)): \(reason)")
                    }
                    return
                }
            case ENOENT:
                // A source that is not there is said as such, not as a failed copy.
                throw failure("cannot read", source)
            default:
                break
            }
        }
        switch read(source) {
        case .success(let bytes): try JUnitReport.writeAtomically(bytes: bytes, to: target)
        case .failure(let e): throw e
        }
    }

    /// Whether two paths name one file (its device and inode).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    private static let pid = getpid()

    private static func failure(_ what: String, _ path: String) -> JUnitReport.WriteError {
        JUnitReport.WriteError(message: "\(what) \(ControlEscape.line(path)): \(String(cString: strerror(errno)))")
    }
}
