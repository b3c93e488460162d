/// Which part of which suite a run was: every spec file the options found before sharding (the
/// suite), the options that chose tests among them, and the shard (1 of 1 when unsharded). The
/// run report records it (`run.json`), so that `understudy report merge` can tell which shards
/// belong together, which one is missing and which files each should have run (`ShardCheck`).
///
/// ```swift
/// let id = ShardIdentity(suite: ["spec/a_spec.lua", "spec/b_spec.lua"], options: options)
/// id.files   // the files of this shard: Sharding's rule on the suite
/// ```
struct ShardIdentity: Equatable {
    /// Every spec file found, before sharding, in run order (display paths).
    var suite: [String]
    /// The options that choose tests: a run with other ones is another suite.
    var filter: [String] = []
    var filterOut: [String] = []
    var tags: [String] = []
    var excludeTags: [String] = []
    var suppressPending = false
    var repeatCount = 1
    /// 0-based, as `TestOptions.shard`.
    var index = 0
    var count = 1

    init(suite: [String], index: Int = 0, count: Int = 1) {
        self.suite = suite
        self.index = index
        self.count = count
    }

    init(suite: [String], options: TestOptions) {
        self.suite = suite
        filter = options.filter
        filterOut = options.filterOut
        tags = options.tags
        excludeTags = options.excludeTags
        suppressPending = options.suppressPending
        repeatCount = options.repeatCount
        index = options.shard?.index ?? 0
        count = options.shard?.count ?? 1
    }

    /// The most shards a report may claim (`--shard` takes more, but no split needs them): a
    /// merge looks at every shard of the split.
    static let maxCount = 1_000_000

    /// "2/3", as `--shard` takes it.
    var name: String { "\(index + 1)/\(count)" }

    /// The files this shard runs (once each; `--repeat` runs them again in the same order).
    var files: [String] { Sharding.select(suite, index: index, count: count) }

    /// Whether filters, tags or `--suppress-pending` leave tests out (`TestOptions.selects`).
    var selects: Bool {
        suppressPending || !(filter.isEmpty && filterOut.isEmpty && tags.isEmpty && excludeTags.isEmpty)
    }

    /// The options that choose tests as a command line would give them, for messages:
    /// `--filter 'sheet' --repeat 2`, or "no filter" when there are none.
    var selection: String {
        var words: [String] = []
        for f in filter { words.append("--filter " + quoted(f)) }
        for f in filterOut { words.append("--filter-out " + quoted(f)) }
        if !tags.isEmpty { words.append("--tags " + quoted(tags.joined(separator: ","))) }
        if !excludeTags.isEmpty { words.append("--exclude-tags " + quoted(excludeTags.joined(separator: ","))) }
        if suppressPending { words.append("--suppress-pending") }
        if repeatCount != 1 { words.append("--repeat \(repeatCount)") }
        return words.isEmpty ? "no filter" : words.joined(separator: " ")
    }

    /// Whether `other` is a shard of the same suite (the same files, chosen the same way).
    func sameSuite(_ other: ShardIdentity) -> Bool {
        suite == other.suite && selection == other.selection
    }

    private func quoted(_ s: String) -> String { "'" + ControlEscape.line(s) + "'" }

    /// As `run.json` holds it: `"suite":{...},"shard":{"index":2,"count":3}` (the index 1-based,
    /// as `--shard` takes it).
    var json: String {
        let j = { (s: String) in JSONReporter.string(s, scriptSafe: true) }
        let list = { (items: [String]) in "[" + items.map(j).joined(separator: ",") + "]" }
        return "\"suite\":{\"files\":" + list(suite) + ",\"filter\":" + list(filter) + ",\"filterOut\":"
            + list(filterOut)
            + ",\"tags\":" + list(tags) + ",\"excludeTags\":" + list(excludeTags)
            + ",\"suppressPending\":\(suppressPending),\"repeat\":\(repeatCount)},\n"
                + "\"shard\":{\"index\":\(index + 1),\"count\":\(count)}"
    }

    /// Read back from `run.json`'s top-level object; nil names the first field that is wrong.
    static func read(_ run: JSONValue) -> Result<ShardIdentity, RunData.Unreadable> {
        guard let suite = run["suite"], let files = suite["files"]?.strings else {
            return .failure(.field("suite.files"))
        }
        guard let shard = run["shard"], let index = shard["index"]?.integer, let count = shard["count"]?.integer,
              count >= 1, count <= maxCount, index >= 1, index <= count else { return .failure(.field("shard")) }
        var id = ShardIdentity(suite: files, index: index - 1, count: count)
        for (key, path) in [
            ("filter", \ShardIdentity.filter), ("filterOut", \.filterOut), ("tags", \.tags),
            ("excludeTags", \.excludeTags),
        ] {
            guard let list = suite[key]?.strings else { return .failure(.field("suite." + key)) }
            id[keyPath: path] = list
        }
        guard let suppress = suite["suppressPending"]?.bool else { return .failure(.field("suite.suppressPending")) }
        guard let repeatCount = suite["repeat"]?.integer, repeatCount >= 1 else {
            return .failure(.field("suite.repeat"))
        }
        id.suppressPending = suppress
        id.repeatCount = repeatCount
        return .success(id)
    }
}
