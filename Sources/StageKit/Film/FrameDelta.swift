/// A picture as the lines it shares with the previous one: runs of lines copied from it and the
/// lines that are new. The screens of a film differ by a few lines from one instant to the next
/// (a row that moved, a sheet that appeared), so a film of a swipe's 35 samples costs little more
/// than one picture. SVGRenderer writes one element per line, which makes lines the unit.
///
/// ```swift
/// let pieces = FrameDelta.encode(["a", "b", "x"], against: ["a", "b", "c"])
/// // [.copy(start: 0, count: 2), .line("x")]
/// FrameDelta.decode(pieces, against: ["a", "b", "c"])   // ["a", "b", "x"]
/// ```
public enum FrameDelta {
    public enum Piece: Hashable, Sendable {
        /// `count` lines of the previous picture from `start` (0-based).
        case copy(start: Int, count: Int)
        /// A line the previous picture does not have there.
        case line(String)
    }

    /// `lines` as pieces against `previous`: each line continues the current copy when the
    /// previous picture's next line is the same, else starts a copy at the first place the
    /// previous picture has it, else is new. One pass, O(lines).
    public static func encode(_ lines: [Substring], against previous: [Substring]) -> [Piece] {
        var firstIndex: [Substring: Int] = [:]
        firstIndex.reserveCapacity(previous.count)
        for (i, line) in previous.enumerated() where firstIndex[line] == nil { firstIndex[line] = i }
        var pieces: [Piece] = []
        var run: (start: Int, count: Int)?
        for line in lines {
            if let r = run, r.start + r.count < previous.count, previous[r.start + r.count] == line {
                run = (r.start, r.count + 1)
                continue
            }
            if let r = run { pieces.append(.copy(start: r.start, count: r.count)) }
            if let i = firstIndex[line] {
                run = (i, 1)
            } else {
                run = nil
                pieces.append(.line(String(line)))
            }
        }
        if let r = run { pieces.append(.copy(start: r.start, count: r.count)) }
        return pieces
    }

    /// The lines `pieces` describe against `previous` (a copy outside it gives nothing).
    public static func decode(_ pieces: [Piece], against previous: [String]) -> [String] {
        var out: [String] = []
        for piece in pieces {
            switch piece {
            case .line(let s): out.append(s)
            case .copy(let start, let count):
                let from = max(0, start), to = min(previous.count, start + max(0, count))
                if from < to { out += previous[from..<to] }
            }
        }
        return out
    }

    /// The text's lines, without the newline that ends the last one.
    public static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
