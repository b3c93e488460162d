#if canImport(Glibc)
import Glibc
#endif

/// A spec file's path as the file system spells it: bytes (any but NUL), UTF-8 or not. Discovery
/// finds these, the `run` frame carries them, and the worker hands them to Lua as they are, so
/// the runner opens the very file that was found. Reports show `display`, the text the reporters
/// escape further as their formats need.
///
/// ```swift
/// let p = SpecPath(bytes: Array("spec/bad".utf8) + [0xFF] + Array("_spec.lua".utf8))
/// p.display   // "spec/bad\\xff_spec.lua"
/// ```
struct SpecPath: Hashable {
    var bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }
    init(_ text: String) { bytes = Array(text.utf8) }

    /// The path as text: its UTF-8 as is, each byte that is not part of valid UTF-8 as `\xNN`.
    var display: String { ControlEscape.decode(bytes) }

    /// The last component's bytes.
    var baseName: [UInt8] {
        Array(bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last ?? [])
    }

    func appending(_ name: [UInt8]) -> SpecPath {
        SpecPath(bytes: bytes == Array(".".utf8) ? name : bytes + [UInt8(ascii: "/")] + name)
    }

    /// Calls `body` with the path as a C string, for the file system's calls.
    func withCString<R>(_ body: (UnsafePointer<CChar>) -> R) -> R {
        (bytes + [0]).withUnsafeBufferPointer { b in b.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    /// A path given on the command line or in `.busted`: the bytes of the command-line argument
    /// it was decoded from when there is one (Swift's `CommandLine.arguments` replaces bytes that
    /// are not UTF-8), otherwise its UTF-8.
    static func given(_ text: String) -> SpecPath {
        for i in 2..<Int(CommandLine.argc) {
            guard let p = CommandLine.unsafeArgv[i] else { continue }
            let bytes = Array(UnsafeRawBufferPointer(start: p, count: strlen(p)))
            if String(decoding: bytes, as: UTF8.self) == text { return SpecPath(bytes: bytes) }
        }
        return SpecPath(text)
    }
}

extension TestWorker {
    /// The Lua string literal of a path's own bytes.
    static func luaQuote(_ path: SpecPath) -> String { luaQuote(bytes: path.bytes) }

    /// The file's seed from its path's bytes (the same as the text's for a UTF-8 path).
    static func fileSeed(_ seed: Int, _ path: SpecPath) -> Int { fileSeed(seed, bytes: path.bytes) }
}
