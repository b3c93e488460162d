/// A Lua pattern, matched as lstrlib.c matches it, for the rules LuaCov's line scanner writes as
/// Lua patterns: single-character classes (`.`, `%a`, `%d`, `%p`, `%s`, `%w`, `%x`, ... and their
/// upper-case complements), sets (`[^%w_,]`, ranges), the repeats `*`, `+`, `-`, `?`, and the
/// anchors `^` and `$`. Captures, back-references, `%b` and `%f` are not needed there and are not
/// supported (such a pattern never matches). Bytes, in the C locale, as Lua sees a line.
///
/// ```swift
/// CoveragePattern("^ *end[,; %)]* *$").matches(Array("  end)".utf8))   // true
/// ```
struct CoveragePattern {
    let p: [UInt8]

    init(_ pattern: String) { p = Array(pattern.utf8) }

    /// Whether the pattern matches somewhere in `s` (anchored at the start with `^`), as
    /// `string.find(s, pattern) ~= nil`.
    func matches(_ s: [UInt8]) -> Bool {
        if p.first == UInt8(ascii: "^") { return match(s, 0, 1) != nil }
        for start in 0...s.count where match(s, start, 0) != nil { return true }
        return false
    }

    /// do_match: the end of the match of `p[pi...]` at `s[si...]`, or nil.
    private func match(_ s: [UInt8], _ si: Int, _ pi: Int) -> Int? {
        guard pi < p.count else { return si }
        let c = p[pi]
        if c == UInt8(ascii: "$") && pi + 1 == p.count { return si == s.count ? si : nil }
        if c == UInt8(ascii: "(") || c == UInt8(ascii: ")") { return nil }
        if c == UInt8(ascii: "%") && pi + 1 < p.count,
           [UInt8(ascii: "b"), UInt8(ascii: "f")].contains(p[pi + 1]) || (p[pi + 1] >= 0x30 && p[pi + 1] <= 0x39) {
            return nil
        }
        guard let ep = classEnd(pi) else { return nil }
        let single = si < s.count && singleMatch(s[si], pi, ep)
        let op: UInt8 = ep < p.count ? p[ep] : 0
        switch op {
        case UInt8(ascii: "?"):
            if single, let r = match(s, si + 1, ep + 1) { return r }
            return match(s, si, ep + 1)
        case UInt8(ascii: "+"):
            return single ? maxExpand(s, si + 1, pi, ep) : nil
        case UInt8(ascii: "*"):
            return maxExpand(s, si, pi, ep)
        case UInt8(ascii: "-"):
            var i = si
            while true {
                if let r = match(s, i, ep + 1) { return r }
                guard i < s.count && singleMatch(s[i], pi, ep) else { return nil }
                i += 1
            }
        default:
            return single ? match(s, si + 1, ep) : nil
        }
    }

    /// As many repeats as match, then fewer until the rest of the pattern matches.
    private func maxExpand(_ s: [UInt8], _ si: Int, _ pi: Int, _ ep: Int) -> Int? {
        var n = 0
        while si + n < s.count && singleMatch(s[si + n], pi, ep) { n += 1 }
        while n >= 0 {
            if let r = match(s, si + n, ep + 1) { return r }
            n -= 1
        }
        return nil
    }

    /// The index just past the single-character class at `pi`, or nil if it is malformed.
    private func classEnd(_ pi: Int) -> Int? {
        var j = pi + 1
        switch p[pi] {
        case UInt8(ascii: "%"):
            return j < p.count ? j + 1 : nil
        case UInt8(ascii: "["):
            if j < p.count && p[j] == UInt8(ascii: "^") { j += 1 }
            // The first character of a set is taken as is, so "[]]" is a set holding "]".
            repeat {
                guard j < p.count else { return nil }
                let d = p[j]
                j += 1
                if d == UInt8(ascii: "%") { j += 1 }
            } while j >= p.count || p[j] != UInt8(ascii: "]")
            return j + 1
        default:
            return j
        }
    }

    private func singleMatch(_ c: UInt8, _ pi: Int, _ ep: Int) -> Bool {
        switch p[pi] {
        case UInt8(ascii: "."): return true
        case UInt8(ascii: "%"): return CoveragePattern.matchClass(c, p[pi + 1])
        case UInt8(ascii: "["): return matchSet(c, pi, ep - 1)
        default: return p[pi] == c
        }
    }

    /// matchbracketclass: `pi` at the `[`, `ec` at the closing `]`.
    private func matchSet(_ c: UInt8, _ pi: Int, _ ec: Int) -> Bool {
        var i = pi + 1
        var found = true
        if p[i] == UInt8(ascii: "^") { found = false; i += 1 }
        while i < ec {
            if p[i] == UInt8(ascii: "%") {
                i += 1
                if CoveragePattern.matchClass(c, p[i]) { return found }
                i += 1
            } else if i + 2 < ec && p[i + 1] == UInt8(ascii: "-") {
                if p[i] <= c && c <= p[i + 2] { return found }
                i += 3
            } else {
                if p[i] == c { return found }
                i += 1
            }
        }
        return !found
    }

    /// match_class: `%a`, `%d`, ... in the C locale; an upper-case letter is the complement; any
    /// other character after `%` stands for itself.
    static func matchClass(_ c: UInt8, _ cl: UInt8) -> Bool {
        let lower = cl | 0x20
        let isLetter = (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
        let isDigit = c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
        let result: Bool
        switch lower {
        case UInt8(ascii: "a"): result = isLetter
        case UInt8(ascii: "c"): result = c < 32 || c == 127
        case UInt8(ascii: "d"): result = isDigit
        case UInt8(ascii: "g"): result = c > 32 && c < 127
        case UInt8(ascii: "l"): result = c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")
        case UInt8(ascii: "p"): result = c > 32 && c < 127 && !isLetter && !isDigit
        case UInt8(ascii: "s"): result = c == 32 || (c >= 9 && c <= 13)
        case UInt8(ascii: "u"): result = c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")
        case UInt8(ascii: "w"): result = isLetter || isDigit
        case UInt8(ascii: "x"): result = isDigit || ((c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "f"))
        default: return cl == c
        }
        return cl >= UInt8(ascii: "A") && cl <= UInt8(ascii: "Z") ? !result : result
    }
}
