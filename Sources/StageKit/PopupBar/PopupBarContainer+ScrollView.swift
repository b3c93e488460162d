/// The content's scroll view under the finger (docs/behavior/lnpopupcontroller.md, "Interaction",
/// `PopupBarScrollHandoff`): a pan on the
/// open content with a scroll view scrolls it until it reaches its top; dragging on down from
/// there starts the popup's closing pan (logged `scrollViewHandoff {translation}`) with the
/// offset pinned at the top. A non-vertical pan on a mixed-axis scroll view only scrolls it
/// sideways. Without a scroll view the content's pan is the popup's from the first sample.
extension PopupBarContainer {
    /// The scroll view's bounds: the content controller's view fills the container.
    public var scrollViewBounds: Size { stage.screen.size }

    /// The installed content's scroll view offset, clamped (no-op without one).
    public func setContentOffset(_ p: Point) {
        guard let vc = popupContentViewController, vc.scrollView != nil else { return }
        vc.scrollView?.setContentOffset(p, bounds: scrollViewBounds)
    }

    public func setContentSize(_ s: Size) {
        guard let vc = popupContentViewController, vc.scrollView != nil else { return }
        vc.scrollView?.setContentSize(s, bounds: scrollViewBounds)
    }

    /// `popupContentView.hasScrollView` changed: the installed content gains a scroll view the
    /// size of its view (not scrollable) or loses it.
    func applyScrollViewFlag() {
        guard let vc = popupContentViewController else { return }
        if popupContentView.hasScrollView {
            if vc.scrollView == nil { vc.scrollView = PopupBarScrollView(contentSize: scrollViewBounds) }
        } else {
            vc.scrollView = nil
        }
    }

    /// A pan beginning on the open content's scroll view: nil when there is none.
    func beginScrollPan(_ pan: PanEvent) -> PopupBarGestures.Pan? {
        guard let sv = popupContentViewController?.scrollView else { return nil }
        let vertical = abs(pan.velocity.y) >= abs(pan.velocity.x)
        let sp = PopupBarGestures.ScrollPan(
            start: sv.contentOffset, horizontal: !vertical && sv.isMixedAxis(bounds: scrollViewBounds))
        return PopupBarGestures.Pan(from: .open, rubberBand: false, lastOpen: 1, scroll: sp)
    }

    /// One sample of a scroll-view pan: scrolls, hands off to the popup at the top. Returns the
    /// translation the popup drag should use, nil while the scroll view has the finger.
    func scrollSample(_ pan: PanEvent, _ ap: inout PopupBarGestures.Pan) -> Double? {
        guard var sp = ap.scroll, let vc = popupContentViewController, var sv = vc.scrollView else { return nil }
        defer { ap.scroll = sp }
        let bounds = scrollViewBounds
        let m = sv.maximumOffset(bounds: bounds)
        if sp.horizontal {
            let x = PopupBarScrollHandoff.horizontal(
                startOffsetX: sp.start.x, translationX: pan.translation.x, maximumOffsetX: m.x)
            sv.setContentOffset(Point(x: x, y: sv.contentOffset.y), bounds: bounds)
            vc.scrollView = sv
            return nil
        }
        let split = PopupBarScrollHandoff.split(
            startOffsetY: sp.start.y, translationY: pan.translation.y, maximumOffsetY: m.y)
        sv.setContentOffset(Point(x: sv.contentOffset.x, y: split.offsetY), bounds: bounds)
        vc.scrollView = sv
        if !sp.tookOver && split.popupTranslationY > 0 && machine.drag == nil {
            send(.panBegan(onBar: false, velocityY: pan.velocity.y, fromScrollView: true, vertical: true))
            if let d = machine.drag {
                sp.tookOver = true
                ap.from = d.from
                ap.rubberBand = d.rubberBand
                stage.log(
                    source, "scrollViewHandoff", ["translation": .number(pan.translation.y - split.popupTranslationY)])
            }
        }
        return sp.tookOver ? split.popupTranslationY : nil
    }
}
