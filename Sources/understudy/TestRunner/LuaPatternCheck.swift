/// Checks a Lua pattern's syntax the way lstrlib.c reads it, without matching anything: Lua has
/// no compile step and reports a malformed pattern only when matching reaches the bad part, so
/// `string.find("", "a%")` is silent and a `--filter` could be wrong in a way no test name shows.
/// The messages are lstrlib's own.
///
/// ```swift
/// LuaPatternCheck.error(in: "(")   // "unfinished capture"
/// LuaPatternCheck.error(in: "^a.*b$")   // nil
/// ```
enum LuaPatternCheck {
    /// LUA_MAXCAPTURES in luaconf.h.
    static let maxCaptures = 32

    static func error(in pattern: String) -> String? {
        let p = Array(pattern.utf8)
        let n = p.count
        let percent = UInt8(ascii: "%")
        /// Per capture: closed yet (a position capture `()` is closed at once).
        var closed: [Bool] = []
        var i = p.first == UInt8(ascii: "^") ? 1 : 0

        /// The index just past the single-character class at `i` (classEnd in lstrlib).
        func classEnd(_ start: Int) -> Result<Int, PatternError> {
            var j = start
            let c = p[j]
            j += 1
            if c == percent {
                guard j < n else { return .failure(PatternError("malformed pattern (ends with '%')")) }
                return .success(j + 1)
            }
            guard c == UInt8(ascii: "[") else { return .success(j) }
            if j < n && p[j] == UInt8(ascii: "^") { j += 1 }
            // The first character of a set is taken as is, so "[]]" is a set holding "]".
            repeat {
                guard j < n else { return .failure(PatternError("malformed pattern (missing ']')")) }
                let d = p[j]
                j += 1
                if d == percent && j < n { j += 1 }
            } while j >= n || p[j] != UInt8(ascii: "]")
            return .success(j + 1)
        }

        while i < n {
            switch p[i] {
            case UInt8(ascii: "("):
                if i + 1 < n && p[i + 1] == UInt8(ascii: ")") {
                    closed.append(true)
                    i += 2
                } else {
                    closed.append(false)
                    i += 1
                }
                if closed.count > maxCaptures { return "too many captures" }
                continue
            case UInt8(ascii: ")"):
                guard let open = closed.lastIndex(of: false) else { return "invalid pattern capture" }
                closed[open] = true
                i += 1
                continue
            case percent where i + 1 < n && p[i + 1] == UInt8(ascii: "b"):
                guard i + 3 < n else { return "malformed pattern (missing arguments to '%b')" }
                i += 4
                continue
            case percent where i + 1 < n && p[i + 1] == UInt8(ascii: "f"):
                i += 2
                guard i < n && p[i] == UInt8(ascii: "[") else { return "missing '[' after '%f' in pattern" }
                switch classEnd(i) {
                case .success(let end): i = end
                case .failure(let e): return e.message
                }
                continue
            case percent where i + 1 < n && p[i + 1] >= UInt8(ascii: "0") && p[i + 1] <= UInt8(ascii: "9"):
                let l = Int(p[i + 1]) - Int(UInt8(ascii: "1"))
                guard l >= 0 && l < closed.count && closed[l] else { return "invalid capture index %\(l + 1)" }
                i += 2
                continue
            default:
                switch classEnd(i) {
                case .success(let end): i = end
                case .failure(let e): return e.message
                }
                // An optional quantifier after a single-character class.
                if i < n && [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(p[i])
                {
                    i += 1
                }
            }
        }
        return closed.contains(false) ? "unfinished capture" : nil
    }

    struct PatternError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }
}
