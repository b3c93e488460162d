/// UIKit's `UIStackView` (docs/VIEWS.md, "Stack views"): it sets the frames of its arranged
/// subviews (`StackLayout`, from their fitting sizes and priorities) and sizes itself from
/// them when nothing sets its size. A hidden arranged subview takes no room. Its defaults are
/// UIKit's: horizontal, fill, fill, spacing 0, layout margins 8 on each side (UIView's) used
/// only with `isLayoutMarginsRelativeArrangement`.
///
/// ```swift
/// let row = StackView(stage: stage, axis: .horizontal, spacing: 8)
/// try row.addArrangedSubview(Label(stage: stage, text: "Episode 1"))
/// try row.addArrangedSubview(Button(stage: stage, image: "ellipsis"))
/// ```
public final class StackView: View {
    public private(set) var arrangedSubviews: [View] = []
    public var axis = StackLayout.Axis.horizontal { didSet { relayout() } }
    public var distribution = StackLayout.Distribution.fill { didSet { relayout() } }
    public var alignment = StackLayout.Alignment.fill { didSet { relayout() } }
    public var spacing = 0.0 { didSet { relayout() } }
    /// UIView's `layoutMargins` (8 on each side by default: UIView's documented default).
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) { didSet { relayout() } }
    /// UIStackView's `isLayoutMarginsRelativeArrangement` (false): arrange inside the margins.
    public var isLayoutMarginsRelativeArrangement = false { didSet { relayout() } }

    public init(
        stage: Stage, axis: StackLayout.Axis = .horizontal, spacing: Double = 0, frame: Rect? = nil,
        label: String? = nil
    ) {
        self.axis = axis
        self.spacing = spacing.isFinite ? spacing : 0
        super.init(stage: stage, kind: "stackView", frame: frame, label: label)
    }

    private var margins: EdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    private func relayout() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// UIKit's `addArrangedSubview`: arranged last, and a subview on top.
    public func addArrangedSubview(_ view: View) throws(ViewError) {
        try insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// UIKit's `insertArrangedSubview(_:at:)`: also a subview (on top) when it was not one.
    public func insertArrangedSubview(_ view: View, at index: Int) throws(ViewError) {
        if view.superview !== self { try addSubview(view) }
        if view.arrangingStack === self { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
        view.arrangingStack = self
        relayout()
    }

    /// UIKit's `removeArrangedSubview`: no longer arranged, still a subview (as UIKit leaves it).
    public func removeArrangedSubview(_ view: View) {
        guard view.arrangingStack === self else { return }
        view.arrangingStack = nil
        if let i = arrangedSubviews.lastIndex(where: { $0 === view }) { arrangedSubviews.remove(at: i) }
        relayout()
    }

    /// A subview removed from the stack is no longer arranged (UIKit's rule).
    override func subviewsChanged(removed: View) {
        removeArrangedSubview(removed)
    }

    override func arrangedSubviewChanged(_ view: View) {
        if view.arrangingStack === self { relayout() }
    }

    // O(1), not a search of `arrangedSubviews`: layout asks it of every child it lays out.
    override func managesSize(of child: View) -> Bool { child.arrangingStack === self }

    private var shown: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// The items for `StackLayout`: measured with the cross width when the stack is vertical
    /// and its width is known (text wraps to it).
    private func items(_ views: [View], width: Double?) -> [StackLayout.Item] {
        let m = margins
        let crossWidth = axis == .vertical ? width.map { max(0, $0 - m.left - m.right) } : nil
        return views.map { v in
            StackLayout.Item(
                size: v.fittingSize(width: crossWidth),
                hugging: axis == .horizontal ? v.contentHugging.horizontal : v.contentHugging.vertical,
                resistance: axis == .horizontal ? v.compressionResistance.horizontal : v.compressionResistance.vertical)
        }
    }

    override func contentSize(fitting width: Double?) -> Size {
        StackLayout.fittingSize(
            items(shown, width: width), axis: axis, distribution: distribution, spacing: spacing, margins: margins)
    }

    override func layoutSubviews() {
        let views = shown
        let frames = StackLayout.frames(
            items(views, width: size.width), in: size, axis: axis, distribution: distribution,
            alignment: alignment, spacing: spacing, margins: margins)
        for (v, f) in zip(views, frames) { v.setGeometry(origin: f.origin, size: f.size) }
    }

    override public func checkInvariants() throws(InvariantBroken) {
        try super.checkInvariants()
        for v in arrangedSubviews {
            try InvariantBroken.check(
                v.superview === self && v.arrangingStack === self,
                "\(v.source) is arranged by \(source) but not its own")
        }
    }

    override public var summary: String { "StackView(\(labeledSource), \(arrangedSubviews.count) arranged)" }
}
