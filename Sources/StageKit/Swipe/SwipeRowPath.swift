/// Where a row is: its flat index (0-based here, 1-based in Lua) and its section and row in it.
public struct SwipeRowPath: Hashable, Sendable, CustomStringConvertible {
    public var index: Int
    public var section: Int
    public var row: Int
    public init(index: Int, section: Int, row: Int) {
        self.index = index
        self.section = section
        self.row = row
    }
    public var description: String { "[\(section), \(row)]" }
}
