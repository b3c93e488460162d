/// What a popup container refuses, each with the message a Lua user reads. Where the library
/// throws (an NSException for nil content or the container as its own content), the message
/// says so.
public enum PopupBarError: Error, Hashable, Sendable, CustomStringConvertible {
    case nilContent
    case contentIsContainer(source: String)
    /// An enumeration name the library does not have; `suggestion` is the nearest valid one.
    case unknownName(kind: String, name: String, valid: [String])
    case stageReset(source: String)
    case badInput(String)
    /// A semantic input could not reach its target (covered, off screen, not presented).
    case input(HitError)

    public var description: String {
        switch self {
        case .nilContent:
            return "presentPopupBar needs a content controller (the library throws on nil)"
        case .contentIsContainer(let s):
            return "\(s) cannot present itself as its own popup content (the library throws)"
        case .unknownName(let kind, let name, let valid):
            var m = "unknown \(kind) \"\(name)\""
            if let s = PopupBarError.nearest(name, in: valid) { m += " (did you mean \"\(s)\"?)" }
            return m + "; expected one of " + valid.map { "\"\($0)\"" }.joined(separator: ", ")
        case .stageReset(let s):
            return "\(s) belongs to a previous stage (before stage.reset) and can no longer be used"
        case .badInput(let m):
            return m
        case .input(let e):
            return e.description
        }
    }

    /// The valid name with the smallest edit distance (case-insensitive), if any is close.
    public static func nearest(_ name: String, in valid: [String]) -> String? {
        let a = Array(name.lowercased())
        var best: (String, Int)?
        for v in valid {
            let d = distance(a, Array(v.lowercased()))
            if d < (best?.1 ?? Int.max) { best = (v, d) }
        }
        guard let (v, d) = best, d <= max(2, a.count / 2) else { return nil }
        return v
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = prev
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
