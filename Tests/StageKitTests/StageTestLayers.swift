@testable import StageKit

/// A card-like layer for engine tests: a frame (animatable), optional full-screen backdrop
/// (which blocks touches everywhere), or pass-through outside the card.
final class CardLayer: StageLayer {
    let source: String
    let title: String
    let level: LayerLevel
    var frame: Animated<Rect>
    var alpha = Animated(1.0)
    var backdrop: Double?
    let screen: Rect
    var taps: [Point] = []
    var pans: [PanEvent] = []
    var isUserInteractionEnabled = true
    /// The model alpha hit-testing reads (independent of the drawn `alpha` track).
    var viewAlpha = 1.0

    init(_ stage: Stage, kind: String = "card", title: String, level: LayerLevel = .popup, frame: Rect, backdrop: Double? = nil) {
        source = stage.makeSource(kind: kind)
        self.title = title
        self.level = level
        self.frame = Animated(frame)
        self.backdrop = backdrop
        screen = stage.screen.bounds
    }

    func frame(at t: SimTime) -> Rect { backdrop == nil ? frame.value(at: t) : screen }
    func hitTest(_ p: Point, at t: SimTime) -> Bool { backdrop != nil || frame.value(at: t).contains(p) }
    func handleTap(_ tap: TapEvent, on stage: Stage) { taps.append(tap.location) }
    func handlePan(_ pan: PanEvent, on stage: Stage) { pans.append(pan) }
    func draw(into canvas: inout Canvas, at t: SimTime) {
        if let backdrop { canvas.shade(screen, opacity: backdrop) }
        let f = frame.value(at: t)
        canvas.withOpacity(alpha.value(at: t)) { c in
            c.box(f, fill: .systemBackground, stroke: .separator, cornerRadius: 13, label: source)
            c.text(title, in: f)
        }
    }
}
