@preconcurrency import CEdit
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Connects a `Completion` to libedit's Tab key. libedit calls back a C function with no
/// context pointer, so the completion in use lives in a global (the REPL is single-threaded).
///
/// libedit replaces the word before the cursor that its break characters delimit; `Completion`
/// works on the whole text before the cursor (the earlier lines of the chunk too, from
/// `pending`) and says where its replacement starts, so each match is cut or extended to fit
/// libedit's word (`sheet:tap("Edit ph<Tab>`: libedit's word is `ph`, the match `Edit photo"`
/// becomes `photo"`).
///
/// ```swift
/// TabCompletion.install(Completion(lua: lua))   // then `stage.cl<Tab>` gives `stage.clock`
/// ```
enum TabCompletion {
    nonisolated(unsafe) static var active: Completion?
    /// The chunk being typed (its earlier lines), fed by the terminal line source.
    nonisolated(unsafe) static var pending: PendingChunk?
    /// Characters that end a word: '.', ':' and identifier characters are not among them, so
    /// `stage.cl` and `obj:me` are completed as a whole.
    nonisolated(unsafe) static let wordBreaks: UnsafeMutablePointer<CChar>? = strdup(
        " \t\n\"\\'`@$><=;|&{(),[]+-*/%^~#")
    nonisolated(unsafe) static let programName: UnsafeMutablePointer<CChar>? = strdup("understudy")

    static func install(_ completion: Completion) {
        active = completion
        pending = PendingChunk(lua: completion.lua)
        us_edit_set_completion(programName, wordBreaks, completeWord)
    }

    /// The matches as libedit's word (the last `wordLength` bytes of `line`) should become:
    /// `result` replaces `line` from `result.start` (in `line`'s offsets); nil when a match
    /// does not fit (it would have to change text before libedit's word).
    static func fit(_ result: Completion.Result, line: [UInt8], wordLength: Int) -> [String] {
        let wordStart = line.count - wordLength
        guard result.start <= line.count else { return [] }
        if result.start >= wordStart {
            let lead = String(decoding: line[wordStart..<result.start], as: UTF8.self)
            return result.candidates.map { lead + $0 }
        }
        let typed = Array(line[result.start..<wordStart])
        return result.candidates.compactMap { c in
            let b = Array(c.utf8)
            guard b.count >= typed.count, Array(b[..<typed.count]) == typed else { return nil }
            return String(decoding: b[typed.count...], as: UTF8.self)
        }
    }
}

/// readline's attempted-completion contract: a malloc'd, NULL-terminated array whose first entry
/// replaces the word (the single match, or the longest common prefix of several), followed by
/// the matches when there are several; NULL for none.
private func completeWord(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    us_edit_completion_over()  // never fall back to file names
    guard let text, let completion = TabCompletion.active, let buffer = us_edit_line_buffer() else { return nil }
    // rl_point is a byte offset into rl_line_buffer (start and end count characters).
    let cursor = Int(max(0, us_edit_point()))
    let line = Array(UnsafeRawBufferPointer(start: buffer, count: cursor))
    let prefix = TabCompletion.pending?.prefix ?? []
    var result = completion.complete(prefix + line)
    guard result.start >= prefix.count else { return nil }
    result.start -= prefix.count
    let matches = TabCompletion.fit(result, line: line, wordLength: min(strlen(text), cursor))
    guard let first = matches.first else { return nil }
    let entries = matches.count == 1 ? [first] : [commonPrefix(matches)] + matches
    guard let list = malloc((entries.count + 1) * MemoryLayout<UnsafeMutablePointer<CChar>?>.stride)?
        .bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1) else { return nil }
    for (i, e) in entries.enumerated() { list[i] = strdup(e) }
    list[entries.count] = nil
    return list
}

private func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first.map({ Array($0.utf8) }) else { return "" }
    for w in words.dropFirst() {
        let b = Array(w.utf8)
        var n = 0
        while n < prefix.count && n < b.count && prefix[n] == b[n] { n += 1 }
        prefix.removeSubrange(n...)
    }
    return String(decoding: prefix, as: UTF8.self)
}
