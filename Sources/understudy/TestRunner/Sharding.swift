/// Splits spec files across shards (CI matrix jobs, Bazel's TEST_TOTAL_SHARDS): file i of the
/// sorted list belongs to shard i mod n, the gtest rule. Every file lands in exactly one shard and
/// the shards' sizes differ by at most one.
///
/// ```swift
/// Sharding.select(["a", "b", "c"], index: 1, count: 2)   // ["b"]
/// ```
enum Sharding {
    static func select<T>(_ items: [T], index: Int, count: Int) -> [T] {
        guard count > 1 else { return items }
        return items.enumerated().filter { $0.offset % count == index }.map(\.element)
    }
}
