/// The frame math of LSTPopView.m:635-720 as pure functions. Coordinates are the popup's own (its container's
/// bounds: W×H); nothing is clamped, as in the library: content larger than the container spills
/// over (centered styles on both sides, Bottom/Right past the top/left edge).
///
/// ```swift
/// PopupFrames.anchoredFrame(container: Size(width: 393, height: 852),
///                           content: Size(width: 280, height: 160), hem: .bottom, adjustX: 0, adjustY: -20)
/// // x = 56.5, y = 852 − 160 − 20 = 672
/// ```
public enum PopupFrames {
    /// The content's frame for `hem`, offset by (adjustX, adjustY).
    public static func anchoredFrame(
        container: Size, content: Size, hem: HemStyle, adjustX ax: Double, adjustY ay: Double
    ) -> Rect {
        let W = container.width, H = container.height, w = content.width, h = content.height
        let cx = W / 2 - w / 2, cy = H / 2 - h / 2
        let x: Double, y: Double
        switch hem {
        case .center: (x, y) = (cx + ax, cy + ay)
        case .top: (x, y) = (cx + ax, ay)
        case .left: (x, y) = (ax, cy + ay)
        case .bottom: (x, y) = (cx + ax, H - h + ay)
        case .right: (x, y) = (W - w + ax, cy + ay)
        case .topLeft: (x, y) = (ax, ay)
        case .bottomLeft: (x, y) = (ax, H - h + ay)
        case .bottomRight: (x, y) = (W - w + ax, H - h + ay)
        case .topRight: (x, y) = (W - w + ax, ay)
        }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// The keyboard "changeY" of a re-layout (LSTPopView.m:637-705): how far the origin frame moves when the
    /// content's height changes by `heightDelta` while the keyboard pushes it. The Top rows use
    /// adjustY itself (the library's quirk).
    public static func changeY(hem: HemStyle, adjustY ay: Double, heightDelta: Double) -> Double {
        switch hem {
        case .center, .left, .right: return heightDelta / 2
        case .top, .topLeft, .topRight: return ay
        case .bottom, .bottomLeft, .bottomRight: return heightDelta
        }
    }

    /// A layout's result: where the content goes and the "origin frame" drags and the keyboard
    /// return to.
    public struct Layout: Hashable, Sendable {
        public var content: Rect
        public var origin: Rect
    }

    /// A full layout (docs/behavior/lstpopview.md, "Layout and keyboard"): at pop and resume (heightDelta 0), on an
    /// adjustX/Y change, or when the content's size changes (heightDelta = new h − old h: the
    /// content re-anchors and grows around its anchor). `keyboardTop` is the keyboard's top while
    /// it is shown and the popup avoids it, else nil; `previousOrigin` the origin frame recorded
    /// before (nil at the first layout).
    public static func layout(container: Size, content: Size, hem: HemStyle, adjustX: Double, adjustY: Double,
                              heightDelta: Double = 0, previousOrigin: Rect? = nil,
                              keyboardTop: Double?, space: Double) -> Layout {
        let f = anchoredFrame(container: container, content: content, hem: hem, adjustX: adjustX, adjustY: adjustY)
        guard let kb = keyboardTop else { return Layout(content: f, origin: f) }
        let recorded = previousOrigin ?? f
        guard recorded.maxY + space > kb else { return Layout(content: f, origin: f) }
        let pushed = Rect(x: f.x, y: kb - content.height - space, width: content.width, height: content.height)
        let origin = Rect(x: f.x, y: recorded.y - changeY(hem: hem, adjustY: adjustY, heightDelta: heightDelta),
                          width: content.width, height: content.height)
        return Layout(content: pushed, origin: origin)
    }

    /// Keyboard will-show / will-change-frame (LSTPopView.m:1450-1515): the content's new y, or nil when it stays.
    /// It moves when the keyboard top is above content bottom + space, or the origin frame's y
    /// plus the content's height (`_originFrame.origin.y + _customView.pv_Height`, m:1465) is
    /// below the keyboard top; then its bottom sits `space` above the keyboard.
    public static func keyboardAvoidingY(content: Rect, origin: Rect, keyboardTop kb: Double, space: Double) -> Double?
    {
        guard kb < content.maxY + space || origin.y + content.height > kb else { return nil }
        return kb - space - content.height
    }
}
