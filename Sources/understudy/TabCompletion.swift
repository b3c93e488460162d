@preconcurrency import CEdit
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// Connects a `Completion` to libedit's Tab key. libedit calls back a C function with no
/// context pointer, so the completion in use lives in a global (the REPL is single-threaded).
///
/// ```swift
/// TabCompletion.install(Completion(lua: lua))   // then `stage.cl<Tab>` gives `stage.clock`
/// ```
enum TabCompletion {
    nonisolated(unsafe) static var active: Completion?
    /// Characters that end a word: '.', ':' and identifier characters are not among them, so
    /// `stage.cl` and `obj:me` are completed as a whole.
    nonisolated(unsafe) static let wordBreaks: UnsafeMutablePointer<CChar>? = strdup(" \t\n\"\\'`@$><=;|&{(),[]+-*/%^~#")
    nonisolated(unsafe) static let programName: UnsafeMutablePointer<CChar>? = strdup("understudy")

    static func install(_ completion: Completion) {
        active = completion
        rl_readline_name = UnsafePointer(programName)
        rl_attempted_completion_function = completeWord
        rl_completion_append_character = 0
        rl_basic_word_break_characters = UnsafePointer(wordBreaks)
        rl_completer_word_break_characters = wordBreaks
    }
}

/// readline's attempted-completion contract: a malloc'd, NULL-terminated array whose first entry
/// replaces the word (the single match, or the longest common prefix of several), followed by
/// the matches when there are several; NULL for none.
private func completeWord(_ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    rl_attempted_completion_over = 1  // never fall back to file names
    guard let text, let completion = TabCompletion.active else { return nil }
    let matches = completion.candidates(for: String(cString: text))
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
