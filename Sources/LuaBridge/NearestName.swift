/// The one "did you mean" rule. Every suggestion Understudy makes for a misspelt name uses it:
/// unknown option keys (C, through the host's `nearest` hook), unknown fields of objects and
/// modules (the same hook), enumeration values (`LuaTypeCheck.notOneOf`), `help`
/// (`APISearch`), REPL commands, and the engine's own unknown names (the host words its
/// `NameSuggestingError`s with it).
///
/// The rule, for a typed name `s` and a candidate name `n`:
/// - **Distance**: optimal string alignment (edit distance where inserting, deleting or
///   replacing a byte, or swapping two neighbouring bytes, is one edit: "advanec" and "titel"
///   are one slip of the fingers, not two), on the UTF-8 bytes of both names lowercased, so
///   "groupID" is at distance 0 from "groupId".
/// - **Threshold**: `n` is near when the distance is at most a third of `n`'s length in bytes
///   (at least one edit) and less than that length: "rendr" is near "render" (1 of at most 2),
///   "sevg" near "svg" (1 of 1), "xy" not near "svg"; a one-byte name is suggested only for a
///   change of case. A typed name longer than 64 bytes gets no suggestion.
/// - **Words**: when no name is near, a name that is the other's last camelCase words is
///   ("textStyle" suggests "style", "enabled" suggests "isEnabled"; the shorter has 4 bytes or
///   more).
/// - **Best and ties**: only the candidates at the smallest distance are suggested; ties are
///   ordered by the byte order of the candidates' names (never by the order they were
///   given, which for fields is a hash order). Places that suggest one name take the first
///   ("lod": "load", not "log"); the REPL and `help` list them all.
///
/// ```swift
/// NearestName.all("lod", among: ["log", "load", "save"])   // ["load", "log"]
/// NearestName.first("styl", among: ["title", "style"])     // "style"
/// NearestName.first("zebra", among: ["state", "style"])    // nil
/// ```
public enum NearestName {
    /// Typed names longer than this (in UTF-8 bytes) get no suggestion: the distance is
    /// quadratic, and nothing that long is a slip of the fingers.
    public static let longestTyped = 64

    /// The candidates nearest to `typed` under the rule, in the rule's order (see the type's
    /// documentation), each name once; empty when none is near.
    public static func all(_ typed: String, among names: some Sequence<String>) -> [String] {
        var seen = Set<String>()
        return all(typed, among: names.filter { seen.insert($0).inserted }, key: { $0 })
    }

    /// The one name a single suggestion offers: the first of `all`.
    public static func first(_ typed: String, among names: some Sequence<String>) -> String? {
        all(typed, among: names).first
    }

    /// The items whose key is nearest to `typed` under the rule, ordered by key in byte order
    /// (items with the same key keep their order); empty when none is near. Items are not
    /// deduplicated: several entries may share a key (help's "tap" of two types).
    public static func all<T>(_ typed: String, among items: [T], key: (T) -> String) -> [T] {
        let a = Array(typed.lowercased().utf8)
        guard a.count <= longestTyped else { return [] }
        var best = Int.max
        var out: [(key: [UInt8], item: T)] = []
        for item in items {
            let name = key(item)
            let b = Array(name.lowercased().utf8)
            let limit = threshold(b.count)
            // The length difference alone is a lower bound of the distance.
            guard abs(a.count - b.count) <= limit else { continue }
            let d = distance(a, b)
            guard d <= limit, d <= best else { continue }
            if d < best { (best, out) = (d, []) }
            out.append((Array(name.utf8), item))
        }
        if out.isEmpty {
            // No slip of the fingers: a name one is the other's last camelCase words.
            for item in items where sharesLastWords(typed, key(item)) { out.append((Array(key(item).utf8), item)) }
        }
        // A stable sort by key (Swift's sort is stable).
        return out.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.item)
    }

    /// Whether one name is the other's last camelCase words, ignoring case ("textStyle" and
    /// "style", "enabled" and "isEnabled"): UIKit's and the engine's names for one thing. The
    /// shorter must have at least 4 bytes, and the longer an upper-case letter where it starts.
    static func sharesLastWords(_ a: String, _ b: String) -> Bool {
        let (x, y) = (Array(a.utf8), Array(b.utf8))
        let (short, long) = x.count <= y.count ? (x, y) : (y, x)
        guard short.count >= 4, long.count > short.count else { return false }
        let start = long.count - short.count
        // A word starts there: an upper-case letter after a lower-case one or a digit.
        let (upper, lower, digit) = (UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                                     UInt8(ascii: "0")...UInt8(ascii: "9"))
        let before = long[start - 1]
        guard upper.contains(long[start]), lower.contains(before) || digit.contains(before) else { return false }
        let tail = String(decoding: long[start...], as: UTF8.self)
        return tail.lowercased() == String(decoding: short, as: UTF8.self).lowercased()
    }

    /// The most edits a candidate of `length` bytes may be away: a third of it (at least one),
    /// and fewer than all of it.
    public static func threshold(_ length: Int) -> Int {
        min(max(1, length / 3), length - 1)
    }

    /// The rule's distance between two names: optimal string alignment on the lowercased UTF-8.
    public static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.lowercased().utf8), Array(b.lowercased().utf8))
    }

    /// Optimal string alignment distance of two byte strings (compared as given).
    public static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = Array(repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = prev
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = Swift.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = Swift.min(d, before[j - 2] + 1) }
                cur[j] = d
            }
            (before, prev, cur) = (prev, cur, before)
        }
        return prev[b.count]
    }
}
