/// A Lua-facing handle for one element of an engine object (a sheet's action, a section, a
/// swipe row's button): the owner plus the element's index. Components subclass it with their
/// element's accessors and get handles from `Stage.handle(of:element:make:)`, so one element
/// has one handle object while anyone holds it (Lua's `==` on two reads holds).
///
/// ```swift
/// final class RowButton: ElementHandle<SwipeRow> { var title: String { owner.buttons[index].title } }
/// let b = stage.handle(of: row, element: 2) { RowButton(owner: row, index: 2) }
/// ```
public class ElementHandle<Owner: AnyObject> {
    public let owner: Owner
    /// The element's index in its owner, 0-based.
    public let index: Int

    public init(owner: Owner, index: Int) {
        self.owner = owner
        self.index = index
    }
}

/// The stage's handles, by owner and element, held weakly: a handle lives as long as someone
/// (a Lua value) holds it. Emptied when the stage is invalidated.
///
/// Invariant: every live entry's handle is of the type its key names.
struct HandleCache {
    struct Key: Hashable {
        var owner: ObjectIdentifier
        var type: ObjectIdentifier
        var element: AnyHashable
    }

    private struct Weak {
        weak var object: AnyObject?
    }

    private var entries: [Key: Weak] = [:]
    /// Dead entries are swept when the table doubles past this.
    private var sweepAt = 64

    mutating func handle<H: AnyObject>(owner: AnyObject, element: AnyHashable, make: () -> H) -> H {
        let key = Key(owner: ObjectIdentifier(owner), type: ObjectIdentifier(H.self), element: element)
        if let h = entries[key]?.object as? H { return h }
        let h = make()
        entries[key] = Weak(object: h)
        if entries.count > sweepAt {
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(64, entries.count * 2)
        }
        return h
    }

    mutating func removeAll() { entries.removeAll() }

    var liveCount: Int { entries.values.count { $0.object != nil } }
}

extension Stage {
    /// The handle of `element` of `owner`: the same object for the same element while anyone
    /// holds it, else a new one from `make`. Handles of different types for the same element
    /// are kept apart.
    public func handle<H: AnyObject>(of owner: AnyObject, element: some Hashable, make: () -> H) -> H {
        handles.handle(owner: owner, element: AnyHashable(element), make: make)
    }

    /// How many handles are alive (tests).
    public var liveHandleCount: Int { handles.liveCount }
}
