/// What a sheet shows: the optional global header and the sections with their actions, built the
/// way the library builds them (xlactioncontroller.md "The model"). Display order is creation order: `addAction` always
/// appends to the last section and sections are only appended, so an action's global index
/// (0-based here, 1-based in Lua) is the order it was added in.
///
/// ```swift
/// var m = SheetModel()
/// m.addAction(SheetAction(data: ActionData(title: "View Details")))   // creates section 0
/// m.addSection(SheetSection())
/// m.addAction(SheetAction(data: ActionData(title: "Cancel"), style: .cancel))
/// m.actionCount   // 2
/// ```
public struct SheetModel: Hashable, Sendable {
    public var header: SheetHeader?
    public private(set) var sections: [SheetSection] = []
    /// (section, item) of each action, by global index.
    public private(set) var positions: [ActionPosition] = []

    public init(header: SheetHeader? = nil) {
        self.header = header
    }

    public var actionCount: Int { positions.count }

    /// Appends to the last section, creating an anonymous one (data nil) if there is none yet.
    /// Returns the action's global index.
    @discardableResult
    public mutating func addAction(_ action: SheetAction) -> Int {
        if sections.isEmpty { sections.append(SheetSection()) }
        let s = sections.count - 1
        positions.append(ActionPosition(section: s, item: sections[s].actions.count))
        sections[s].actions.append(action)
        return positions.count - 1
    }

    /// Appends a section; later actions go into it. Returns its index.
    @discardableResult
    public mutating func addSection(_ section: SheetSection) -> Int {
        let s = sections.count
        for i in section.actions.indices { positions.append(ActionPosition(section: s, item: i)) }
        sections.append(section)
        return s
    }

    public func action(at index: Int) -> SheetAction {
        let p = positions[index]
        return sections[p.section].actions[p.item]
    }

    /// Changes the mutable parts of an action (`enabled`, `executeImmediatelyOnTouch`).
    public mutating func updateAction(at index: Int, _ change: (inout SheetAction) -> Void) {
        let p = positions[index]
        change(&sections[p.section].actions[p.item])
    }

    /// The global index of the first action titled `title` (display order), if any.
    public func firstIndex(ofTitle title: String) -> Int? {
        var i = 0
        for s in sections {
            for a in s.actions {
                if a.data?.title == title { return i }
                i += 1
            }
        }
        return nil
    }

    /// All actions in display order.
    public var allActions: [SheetAction] { sections.flatMap(\.actions) }
}

/// Where an action sits: model section and item, both 0-based.
public struct ActionPosition: Hashable, Sendable {
    public var section: Int
    public var item: Int
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }
}
