#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Input from a pipe or file, as Debian's `lua5.4 -i` (GNU readline without a terminal) shows it:
/// each prompt is printed, then the line read is echoed after it with a newline, so a session
/// log reads like a terminal transcript. No history, no editing.
///
/// ```swift
/// let reader = PipedLineSource()
/// reader.readLine(prompt: Array("> ".utf8))   // prints "> x=1\n" for the input line "x=1"
/// ```
final class PipedLineSource: LineSource {
    var isTerminal: Bool { false }
    /// Whether the line read is echoed after the prompt (not at a terminal, which echoes it).
    let echo: Bool

    init(echo: Bool = true) { self.echo = echo }

    func readLine(prompt: [UInt8]) -> LineInput {
        prompt.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, StandardStreams.out) }
        fflush(StandardStreams.out)
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        let n = getline(&buffer, &capacity, stdin)
        guard n >= 0, let buffer else { return .endOfInput }
        var line = Array(UnsafeRawBufferPointer(start: buffer, count: n))
        if line.last == UInt8(ascii: "\n") { line.removeLast() }
        if echo {
            line.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, StandardStreams.out) }
            fputs("\n", StandardStreams.out)
            fflush(StandardStreams.out)
        }
        return .line(line)
    }

    func addHistory(_ entry: [UInt8]) {}
}
