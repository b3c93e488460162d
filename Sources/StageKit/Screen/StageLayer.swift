/// Where a layer sits in the stack, as UIKit composes a window: the root view controller's view
/// and what lies inside it (table views, then popup bar hosts with their bars and tab bars) at the
/// bottom; above it the window's later subviews, in the order they were added (`addSubview` puts
/// a view on top): presented action sheets and LSTPopView popups alike, so a popup added while a
/// sheet is up lies above it and a sheet presented after a popup lies above the popup; then the
/// keyboard's window; then overlays.
///
/// Within a stratum, later presentations are above earlier ones (unless inserted explicitly
/// above/below another layer). `stratum` orders; `rawValue` names the kind of layer.
///
/// ```swift
/// var level: LayerLevel { .actionSheet }      // in a StageLayer
/// LayerLevel.popup.stratum == LayerLevel.actionSheet.stratum   // true: addSubview order decides
/// ```
public struct LayerLevel: Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let content = LayerLevel(rawValue: 0)
    public static let popupBar = LayerLevel(rawValue: 100)
    public static let actionSheet = LayerLevel(rawValue: 200)
    public static let popup = LayerLevel(rawValue: 300)
    public static let keyboard = LayerLevel(rawValue: 1000)
    public static let overlay = LayerLevel(rawValue: 2000)

    /// The stack's ordering key: `actionSheet` and `popup` share the window-subview stratum (200).
    public var stratum: Int {
        rawValue >= LayerLevel.actionSheet.rawValue && rawValue < LayerLevel.keyboard.rawValue
            ? LayerLevel.actionSheet.rawValue : rawValue
    }

    /// "actionSheet", "popup", ... or the number for levels in between.
    public var description: String {
        switch rawValue {
        case 0: return "content"
        case 100: return "popupBar"
        case 200: return "actionSheet"
        case 300: return "popup"
        case 1000: return "keyboard"
        case 2000: return "overlay"
        default: return String(rawValue)
        }
    }
}

/// What a component presents on the screen: action sheets, table views, popups and popup bars
/// all plug into the stage through this protocol, so input, listing and both renderers treat
/// them alike.
///
/// - Geometry is read at a time `t` because it may be animating (`Animated` values).
/// - `hitTest` decides whether a touch at `p` belongs to this layer; returning false passes it
///   to the layers below (a pass-through popup, a popup bar host outside its bar). A full-screen
///   backdrop returns true everywhere, which is how it blocks the rows under it. Before asking,
///   the stack skips what UIKit's hit-testing skips: a layer not visible, with user interaction
///   off, or whose (model) alpha is below 0.01.
/// - Taps and pans arrive only after the layer won the hit test (pans at touch-down; later
///   samples go to the same layer, as UIKit's gesture recognizers do).
/// - `draw` describes the layer with rectangles and text on a `Canvas`; the text and SVG
///   renderers draw the same items.
///
/// ```swift
/// final class Banner: StageLayer {
///     let source: String
///     var frame = Animated(Rect(x: 0, y: -60, width: 393, height: 60))
///     init(stage: Stage) { source = stage.makeSource(kind: "banner") }
///     var title: String { "Banner" }
///     var level: LayerLevel { .popup }
///     func frame(at t: SimTime) -> Rect { frame.value(at: t) }
///     func hitTest(_ p: Point, at t: SimTime) -> Bool { frame(at: t).contains(p) }
///     func handleTap(_ tap: TapEvent, on stage: Stage) { stage.log(source, "tapped") }
///     func draw(into canvas: inout Canvas, at t: SimTime) {
///         canvas.box(frame(at: t), fill: .secondarySystemBackground, label: source)
///         canvas.text("Hello", in: frame(at: t))
///     }
/// }
/// ```
public protocol StageLayer: AnyObject {
    /// The timeline source naming this layer ("sheet#1").
    var source: String { get }
    /// A short human title for listings and renderings ("Accounts", "Mail 1…").
    var title: String { get }
    /// The level in the z-order (see `LayerLevel`).
    var level: LayerLevel { get }
    /// The layer's bounds on screen at `t` (a full-screen backdrop's are the screen's).
    func frame(at t: SimTime) -> Rect
    /// Whether the layer is drawn at `t` (default: true).
    func isVisible(at t: SimTime) -> Bool
    /// Why the layer's view is not in the window now (a table inside a tab that is not
    /// selected), nil when it is (default). Such a layer is neither drawn nor hit.
    var notInWindowReason: String? { get }
    /// Whether a touch at `p` belongs to this layer; false passes it to the layers below
    /// (default: `frame(at:).contains(p)`).
    func hitTest(_ p: Point, at t: SimTime) -> Bool
    /// Whether a pan's touch-down at `p` belongs to this layer: a gesture recognizer that takes
    /// pans only (a navigation controller's screen-edge pan) claims it before the views below,
    /// while taps there pass through (default: `hitTest`).
    func hitTestPan(_ p: Point, at t: SimTime) -> Bool
    /// A tap this layer won (default: ignored).
    func handleTap(_ tap: TapEvent, on stage: Stage)
    /// A pan sample; the layer won the hit test at touch-down (default: ignored).
    func handlePan(_ pan: PanEvent, on stage: Stage)
    /// Describes the layer at `t` as rectangles and text.
    func draw(into canvas: inout Canvas, at t: SimTime)
    /// UIKit's `isUserInteractionEnabled`: false makes hit-testing skip the layer (default: true).
    var isUserInteractionEnabled: Bool { get }
    /// The layer whose view this layer's view is a subview of (an LSTPopView popup given a parent
    /// view); nil for the window's root content and the window's own subviews (default). The
    /// stack keeps a sublayer above its superlayer and with it (`LayerStack`).
    var superlayer: (any StageLayer)? { get }
    /// The view's model alpha (UIKit's `alpha`, the value set, not the one on screen mid-animation):
    /// hit-testing skips a layer below 0.01 (default: 1).
    var viewAlpha: Double { get }
    /// How this layer, a presented controller, scales its presenting controller's view at `t`
    /// (about the screen's center): an action sheet's presenter shrinks to 0.9 while it is
    /// shown. 1 = untouched (default). Which layers that view holds is the presentation chain's
    /// (`PresentationChain.controller(ofLayer:level:)`). The SVG picture applies it; touches and
    /// the text picture use the unscaled frames.
    func presenterScale(at t: SimTime) -> Double
    /// What the text picture's legend calls the layer: its level ("actionSheet", "popup"), or a
    /// kind of its own when one level holds several kinds ("tabBarController", "viewController").
    var kindName: String { get }
}

extension StageLayer {
    public func isVisible(at t: SimTime) -> Bool { true }
    /// A sublayer is out of the window with its superlayer (a popup in a table of a tab that is
    /// not selected).
    public var notInWindowReason: String? { superlayer?.notInWindowReason }
    public func hitTest(_ p: Point, at t: SimTime) -> Bool { frame(at: t).contains(p) }
    public func hitTestPan(_ p: Point, at t: SimTime) -> Bool { hitTest(p, at: t) }
    public func handleTap(_ tap: TapEvent, on stage: Stage) {}
    public func handlePan(_ pan: PanEvent, on stage: Stage) {}
    public func presenterScale(at t: SimTime) -> Double { 1 }
    public var isUserInteractionEnabled: Bool { true }
    public var viewAlpha: Double { 1 }
    public var superlayer: (any StageLayer)? { nil }
    public var kindName: String { level.description }

    /// What UIKit's hit-testing asks before the layer's own test: visible, interactive, alpha ≥ 0.01.
    public func takesTouches(at t: SimTime) -> Bool {
        isVisible(at: t) && isUserInteractionEnabled && viewAlpha >= LayerLevel.minimumHitAlpha
    }
}

extension LayerLevel {
    /// UIKit's hit-testing ignores views with an alpha below this.
    public static let minimumHitAlpha = 0.01
}
