/// What the user's finger is doing to the popup: the highlight of a touch on the bar, and the
/// pan in progress (on the bar, the open content or the content's scroll view).
struct PopupBarGestures {
    var highlight: PopupBarHighlight?
    var pan: Pan?

    struct Pan {
        var from: PopupBarPresentationState
        var rubberBand: Bool
        var lastOpen: Double
        /// A pan on the content's scroll view (docs/behavior/lnpopupcontroller.md,
        /// "Interaction"), nil otherwise.
        var scroll: ScrollPan?
    }

    /// A pan that started on the content's scroll view: its offset then, whether it scrolls
    /// sideways (a non-vertical pan on a mixed-axis scroll view: never the popup's), whether the
    /// popup drag took over.
    struct ScrollPan {
        var start: Point
        var horizontal: Bool
        var tookOver = false
    }
}
