/// UIKit's `UIView`, headless: a rectangle in its superview's coordinates with subviews, drawn
/// onto the stage's canvas and hit-tested by UIKit's rules (docs/VIEWS.md). The kinds a script
/// makes are subclasses (`Label`, `Button`, `ImageView`, `Switch`, `ScrollView`, `StackView`);
/// a tree is on screen when its root is held by a host (`ViewHosting`: a popup's custom view,
/// a cell's content view, a controller's view, or a plain `ViewHostLayer`).
///
/// - **Geometry**: `frame` in the superview's coordinates, `bounds` in its own (a scroll view's
///   bounds origin is its `contentOffset`). A view made without a width or height sizes that
///   dimension to fit its content (UIKit's intrinsic content size, measured with the engine's
///   `TextMetrics`); a stack view sets its arranged subviews' frames.
/// - **Layout** is lazy and local, as UIKit's is: a change marks the view (`setNeedsLayout`) and
///   its ancestors as holding one, and the next read of a frame, hit test or picture lays out
///   only the marked views (`layoutIfNeeded`).
/// - **Hit-testing** (`hitTest`) visits the views on the path and the siblings in front of them;
///   a view with many subviews finds the ones under a point through a `SubviewIndex`, so the
///   cost does not grow with the number of views on screen.
///
/// Invariants (`checkInvariants()`): each subview's superview is this view and appears once;
/// sizes are finite and not negative; the index, when there is one, holds exactly the subviews.
///
/// ```swift
/// let root = View(stage: stage, frame: Rect(x: 0, y: 0, width: 300, height: 200))
/// let title = Label(stage: stage, text: "What's new", style: .title2)
/// root.addSubview(title)
/// title.frame.size     // 11 × 0.55 × 22 = 133.1 wide, 26.4 tall
/// ```
public class View: TimelineSource, InvariantChecking {
    public let stage: Stage
    /// The timeline source naming the view ("button#3", "view#1").
    public let source: String
    public private(set) weak var superview: View?
    public private(set) var subviews: [View] = []
    /// The host showing this view as its root (nil for any other view, and for a root no host holds).
    public internal(set) weak var host: (any ViewHosting)?

    var origin = Point.zero
    var size = Size.zero
    /// The width and height the script gave (nil: the dimension sizes to fit its content).
    public internal(set) var fixedWidth: Double?
    public internal(set) var fixedHeight: Double?
    /// The bounds' origin: where the view's own coordinates start (a scroll view's content offset).
    var boundsOrigin = Point.zero

    /// UIKit's `isHidden`: not drawn, not hit; an arranged subview of a stack takes no room.
    public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.arrangedSubviewChanged(self) } }
    }
    /// UIKit's `alpha`: drawn at it; below 0.01 not hit.
    public var alpha = 1.0
    /// UIKit's `isUserInteractionEnabled`: false and the view and its subviews take no touch.
    public var isUserInteractionEnabled: Bool
    /// UIKit's `clipsToBounds`: subviews are drawn only inside the view's bounds (they are never
    /// hit outside them, clipped or not).
    public var clipsToBounds = false
    public var backgroundColor: Color?
    /// `layer.cornerRadius` (drawn; touches still use the rectangle, as UIKit's do).
    public var cornerRadius = 0.0
    /// UIKit's `tintColor`: nil inherits the superview's (the system blue at the top).
    public var tintColor: Color?

    /// UIKit's content hugging and compression resistance priorities (horizontal, vertical):
    /// `UILayoutPriority.defaultLow` (250) and `.defaultHigh` (750) for views, as UIKit's are.
    public var contentHugging = (horizontal: View.defaultLow, vertical: View.defaultLow)
    public var compressionResistance = (horizontal: View.defaultHigh, vertical: View.defaultHigh)
    public static let defaultLow = 250.0
    public static let defaultHigh = 750.0

    // Layout bookkeeping (View+Layout.swift).
    var needsLayout = true
    var descendantNeedsLayout = false
    var dirtyChildren: [View] = []
    var fitCache: (width: Double?, size: Size)?
    /// The content size category the view was last laid out with (a change re-measures text).
    var laidOutCategory: ContentSizeCategory?

    // The superview's order of this view (`SubviewIndex` compares it; larger is in front).
    var order = 0
    var nextOrder = 0
    var index: SubviewIndex?
    /// The stack view arranging this view (its superview), nil when none does.
    weak var arrangingStack: StackView?
    var memoryHeld = 0

    /// What a view keeps, rounded up (the object, its geometry and bookkeeping): an estimate.
    static let bytes = 384

    /// A view on `stage`; its source is `<kind>#n` ("view#1"). A `frame` fixes its size; without
    /// one it sizes to fit its content.
    public init(stage: Stage, kind: String = "view", frame: Rect? = nil, label: String? = nil) {
        self.stage = stage
        self.source = stage.makeSource(kind: kind, label: label)
        self.isUserInteractionEnabled = Self.interactiveByDefault
        if let frame { setFrame(frame) }
        stage.memory.charge(Self.bytes, for: .components, heldBy: &memoryHeld)
    }

    deinit { stage.memory.release(memoryHeld, for: .components) }

    /// UIKit's default `isUserInteractionEnabled`: true, false for labels and image views.
    class var interactiveByDefault: Bool { true }

    /// The kind as scripts name it ("view", "label", "button", ...).
    public var kind: String { String(source.prefix { $0 != "#" }) }

    // MARK: Hierarchy

    /// UIKit's `addSubview`: on top of the others (a view already here moves to the top; a view
    /// elsewhere leaves its old superview, or its host). Adding a view to itself or to one of its
    /// descendants is refused (UIKit raises).
    public func addSubview(_ view: View) throws(ViewError) {
        try insertSubview(view, at: subviews.count)
    }

    /// UIKit's `insertSubview(_:at:)`: at `index` among the subviews, 0 being the back.
    public func insertSubview(_ view: View, at index: Int) throws(ViewError) {
        guard view !== self, !isDescendant(of: view) else {
            throw .cycle(child: view.labeledSource, parent: labeledSource)
        }
        guard view.stage === stage else { throw .otherStage(view.labeledSource) }
        view.detach()
        let i = min(max(index, 0), subviews.count)
        view.superview = self
        subviews.insert(view, at: i)
        if i == subviews.count - 1 {
            view.order = nextOrder
            nextOrder += 1
            self.index?.insert(view)
        } else {
            renumber()
        }
        view.markNeedsLayout()
        subviewsChanged(added: view)
    }

    /// UIKit's `removeFromSuperview` (a root also leaves its host).
    public func removeFromSuperview() {
        detach()
    }

    /// UIKit's `bringSubviewToFront`.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }), i != subviews.count - 1
        else { return }
        subviews.remove(at: i)
        subviews.append(view)
        self.index?.remove(view)
        view.order = nextOrder
        nextOrder += 1
        self.index?.insert(view)
    }

    /// UIKit's `sendSubviewToBack`.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }), i != 0 else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        renumber()
    }

    private func detach() {
        if let host {
            self.host = nil
            host.releaseRoot(self)
        }
        guard let parent = superview else { return }
        if let i = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        parent.index?.remove(self)
        superview = nil
        parent.subviewsChanged(removed: self)
    }

    /// Numbers the subviews back to front again (after an insertion below the top).
    private func renumber() {
        for (i, v) in subviews.enumerated() { v.order = i }
        nextOrder = subviews.count
        index = nil
    }

    /// Whether `ancestor` is this view's superview, or its superview's, and so on.
    public func isDescendant(of ancestor: View) -> Bool {
        var v = superview
        while let s = v {
            if s === ancestor { return true }
            v = s.superview
        }
        return false
    }

    /// The top of this view's tree (itself when it has no superview).
    public var root: View {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    // MARK: What a kind of view overrides

    /// A subview came or went (a stack view re-arranges; a scroll view's content size follows).
    func subviewsChanged(added: View) {}
    func subviewsChanged(removed: View) {}
    /// A subview was hidden or shown (a stack view gives a hidden arranged subview no room).
    func arrangedSubviewChanged(_ view: View) {}

    /// What the view's content needs, at most `width` wide when known (UIKit's
    /// `intrinsicContentSize`, or `sizeThatFits` for text that wraps). A plain view needs nothing.
    func contentSize(fitting width: Double?) -> Size { .zero }

    /// Whether this view sets `child`'s size (a stack view its arranged subviews).
    func managesSize(of child: View) -> Bool { false }

    /// The size the view really takes when given `size` (a switch keeps its own).
    func constrained(_ size: Size) -> Size { size }

    /// UIKit's `layoutSubviews`: positions the subviews the view arranges (a stack view's).
    func layoutSubviews() {}

    /// Draws what the view shows besides its background and subviews (a label's text), in
    /// `rect`, its bounds on screen.
    func drawContent(into canvas: inout Canvas, in rect: Rect, _ context: ViewDrawing) {}

    /// A short description for messages and `tostring` ("Label(label#2, 'Hi')").
    public var summary: String { "View(\(labeledSource))" }

    // MARK: InvariantChecking

    public func checkInvariants() throws(InvariantBroken) {
        var seen = Set<ObjectIdentifier>()
        for (i, v) in subviews.enumerated() {
            try InvariantBroken.check(
                v.superview === self, "\(v.source) is a subview of \(source) but names another superview")
            try InvariantBroken.check(
                seen.insert(ObjectIdentifier(v)).inserted, "\(v.source) is a subview of \(source) twice")
            if i > 0 {
                try InvariantBroken.check(
                    subviews[i - 1].order < v.order, "\(source)'s subviews are out of order at \(v.source)")
            }
        }
        try InvariantBroken.check(
            size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite,
            "\(source) has size \(size)")
        if let index { try index.check(subviews, owner: source) }
    }
}
