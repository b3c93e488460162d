extension LuaType {
    /// A list (or a string) of at most `limit` elements: a size cap of the host, declared with the
    /// API (the docs show it) and refused when exceeded, naming the cap, never truncated.
    ///
    /// ```swift
    /// LuaOption("tabs", .capped(.list(.string), atMost: 1000, "tabs"), "the tab titles")
    /// // stage.tabBarController{ tabs = <1001 titles> }
    /// //   -> option 'tabs': at most 1000 tabs (a cap of the simulation), got 1001
    /// ```
    public static func capped(_ type: LuaType, atMost limit: Int, _ noun: String) -> LuaType {
        .refined(type, LuaRefinement("\(type.docName) (at most \(limit))") { v in
            let n = v.rawLength
            return n > limit ? "at most \(limit) \(noun) (a cap of the simulation), got \(n)" : nil
        })
    }
}
