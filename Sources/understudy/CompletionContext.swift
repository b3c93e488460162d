/// Where the cursor is, in Lua terms: what Tab should complete there. Read from the tokens
/// before the cursor (`CompletionLexer`), across the lines of an unfinished chunk, without
/// evaluating anything; `Completion` then resolves it against live values and the registry.
///
/// ```swift
/// CompletionContext.analyse(Array("stage.actionController{ sty".utf8))
/// // .tableKey(site: .argument(callee: stage.actionController, index: 0), used: [], partial: "sty", start: 24)
/// ```
indirect enum CompletionContext: Equatable {
    /// A global or keyword.
    case names(partial: String, start: Int)
    /// A field after `.` (`methods` false) or a method after `:` of the value `of`.
    case member(of: AccessPath, methods: Bool, partial: String, start: Int)
    /// A key of the table constructor at `site` (falls back to names when none fits); `used`
    /// are the keys the constructor already has.
    case tableKey(site: ValueSite, used: [String], partial: String, start: Int)
    /// The content of a string opened with `quote` at `site`, typed up to `partial`.
    case string(site: ValueSite, quote: UInt8, partial: String, start: Int)
    /// Inside a comment or a long string, or nowhere completion can help.
    case nothing
}

extension CompletionContext {
    static let keywords: Set<String> = Set(Completion.keywords)

    static func analyse(_ text: [UInt8]) -> CompletionContext {
        let (tokens, end) = CompletionLexer.tokens(of: text)
        let a = Analysis(tokens)
        switch end {
        case .inert:
            return .nothing
        case .openString(let quote, let content, let start):
            guard let site = a.stringSite() else { return .nothing }
            return .string(site: site, quote: quote, partial: content, start: start)
        case .code:
            var partial = ""
            var start = text.count
            var t = tokens
            if let last = t.last, last.end == text.count {
                if last.kind == .name {
                    partial = last.text
                    start = last.start
                    t.removeLast()
                } else if last.kind != .symbol {
                    return .nothing  // right after a number or a string
                }
            }
            return Analysis(t).context(partial: partial, start: start)
        }
    }
}

/// The token list with its bracket structure.
private struct Analysis {
    let t: [CompletionToken]
    /// For a closing bracket, its opening one.
    var openOf: [Int: Int] = [:]
    /// For each token, the innermost bracket open before it (nil at the top level).
    var enclosing: [Int?] = []
    /// The innermost bracket still open after the last token.
    var openAtEnd: Int?

    init(_ tokens: [CompletionToken]) {
        t = tokens
        var stack: [Int] = []
        let pairs = [")": "(", "]": "[", "}": "{"]
        for (i, tok) in tokens.enumerated() {
            enclosing.append(stack.last)
            guard tok.kind == .symbol else { continue }
            if ["(", "[", "{"].contains(tok.text) {
                stack.append(i)
            } else if let open = pairs[tok.text] {
                // A mismatched closer (a syntax error) pops nothing.
                if let top = stack.last, tokens[top].text == open {
                    stack.removeLast()
                    openOf[i] = top
                }
            }
        }
        openAtEnd = stack.last
    }

    func isSymbol(_ i: Int, _ s: String...) -> Bool {
        i >= 0 && i < t.count && t[i].kind == .symbol && s.contains(t[i].text)
    }

    /// A token that can end the function expression of a call: `f`, `a.b`, `x[1]`, `g()`.
    func endsCallable(_ i: Int) -> Bool {
        guard i >= 0 && i < t.count else { return false }
        if t[i].kind == .name { return !CompletionContext.keywords.contains(t[i].text) }
        return isSymbol(i, "]", ")")
    }

    /// The index of the innermost bracket open at token `i` (before it), or at the end.
    func open(at i: Int) -> Int? { i < t.count ? enclosing[i] : openAtEnd }

    func context(partial: String, start: Int) -> CompletionContext {
        let n = t.count
        if isSymbol(n - 1, ".") || isSymbol(n - 1, ":") {
            guard let path = path(endingAt: n - 2) else { return .nothing }
            return .member(of: path, methods: t[n - 1].text == ":", partial: partial, start: start)
        }
        if let b = openAtEnd, t[b].text == "{", isSymbol(n - 1, "{", ",", ";") {
            if let site = tableSite(b) {
                return .tableKey(site: site, used: usedKeys(b), partial: partial, start: start)
            }
        }
        return .names(partial: partial, start: start)
    }

    /// The keys `k = ` already written directly in the constructor opened at `b`.
    func usedKeys(_ b: Int) -> [String] {
        var keys: [String] = []
        var i = b + 1
        while i + 1 < t.count {
            if enclosing[i] == b, t[i].kind == .name, isSymbol(i + 1, "="), isSymbol(i - 1, "{", ",", ";") {
                keys.append(t[i].text)
            }
            i += 1
        }
        return keys
    }

    /// Commas directly inside the bracket opened at `q`, before the end.
    func arguments(before end: Int, in q: Int) -> Int {
        var k = 0
        for i in (q + 1)..<end where enclosing[i] == q && isSymbol(i, ",") { k += 1 }
        return k
    }

    /// What the constructor opened at `b` is.
    func tableSite(_ b: Int) -> ValueSite? {
        let p = b - 1
        if endsCallable(p) {
            return path(endingAt: p).map { .argument(callee: $0, index: 0) }
        }
        if isSymbol(p, "(", ","), let q = enclosing[b], t[q].text == "(", endsCallable(q - 1),
            let callee = path(endingAt: q - 1)
        {
            return .argument(callee: callee, index: arguments(before: b, in: q))
        }
        if isSymbol(p, "="), p >= 1, t[p - 1].kind == .name, isSymbol(p - 2, "{", ",", ";"),
           let e = enclosing[b], t[e].text == "{", let parent = tableSite(e) {
            return .field(parent, key: t[p - 1].text)
        }
        if isSymbol(p, "="), let target = path(endingAt: p - 1), !target.steps.isEmpty {
            return .property(target)
        }
        if isSymbol(p, "{", ",", ";"), let e = enclosing[b], t[e].text == "{", let parent = tableSite(e) {
            return .element(parent)
        }
        return nil
    }

    /// What the string being typed at the end is.
    func stringSite() -> ValueSite? {
        let p = t.count - 1
        if isSymbol(p, "="), p >= 1, t[p - 1].kind == .name, isSymbol(p - 2, "{", ",", ";"),
           let e = openAtEnd, t[e].text == "{", let parent = tableSite(e) {
            return .field(parent, key: t[p - 1].text)
        }
        if isSymbol(p, "=", "==", "~="), let target = path(endingAt: p - 1), !target.steps.isEmpty {
            return .property(target)
        }
        if isSymbol(p, "(", ","), let q = openAtEnd, t[q].text == "(", endsCallable(q - 1),
            let callee = path(endingAt: q - 1)
        {
            return .argument(callee: callee, index: arguments(before: t.count, in: q))
        }
        if isSymbol(p, "{", ",", ";"), let e = openAtEnd, t[e].text == "{", let parent = tableSite(e) {
            return .element(parent)
        }
        if endsCallable(p), let callee = path(endingAt: p) {
            return .argument(callee: callee, index: 0)  // f"...
        }
        return nil
    }

    /// The access path whose last token is `j`, read backwards; nil when it is not one (an
    /// operator expression, a parenthesized non-literal, a missing bracket).
    func path(endingAt j: Int) -> AccessPath? {
        var steps: [AccessPath.Step] = []
        var k = j
        while k >= 0 && steps.count < 64 {
            let tok = t[k]
            if tok.kind == .name {
                guard !CompletionContext.keywords.contains(tok.text) else { return nil }
                if isSymbol(k - 1, ".") {
                    steps.insert(.field(tok.text), at: 0)
                    k -= 2
                    continue
                }
                if isSymbol(k - 1, ":") {
                    // Only a callee ends in a bare `:name` (`sheet:tap(`); elsewhere it is called.
                    guard steps.first == .call || k == j else { return nil }
                    steps.insert(.method(tok.text), at: 0)
                    k -= 2
                    continue
                }
                return AccessPath(root: .name(tok.text), steps: steps)
            }
            if tok.isSymbol("]") {
                guard let open = openOf[k], open == k - 2, let literal = literal(t[k - 1]) else { return nil }
                steps.insert(.index(literal), at: 0)
                k = open - 1
                continue
            }
            if tok.isSymbol(")") || tok.isSymbol("}") {
                guard let open = openOf[k] else { return nil }
                if endsCallable(open - 1) {
                    steps.insert(.call, at: 0)
                    k = open - 1
                    continue
                }
                if tok.isSymbol(")"), open == k - 2, t[k - 1].kind == .string, !endsCallable(open - 1) {
                    return AccessPath(root: .string, steps: steps)
                }
                return nil
            }
            if tok.kind == .string {
                if endsCallable(k - 1) {
                    steps.insert(.call, at: 0)
                    k -= 1
                    continue
                }
                return nil
            }
            return nil
        }
        return nil
    }

    func literal(_ tok: CompletionToken) -> AccessPath.Literal? {
        switch tok.kind {
        case .string: return .string(tok.text)
        case .number:
            if let i = Int64(tok.text) { return .integer(i) }
            if let d = Double(tok.text), d.isFinite {
                if d == d.rounded(), abs(d) < 1e15 { return .integer(Int64(d)) }  // t[1.0] is t[1]
                return .number(d)
            }
            return nil
        default: return nil
        }
    }
}
