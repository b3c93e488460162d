/// Which part of the screen a picture shows: all of it (the default), the part where something
/// is drawn (a short sheet's picture is a few rows, not 55 mostly empty ones), the part one
/// layer draws (a sheet over a full-screen table, which `content` cannot single out), or a given
/// rectangle (a row's, a bar's frame). Both renderers take it, so `stage.render` and `stage.svg`
/// crop alike.
///
/// ```swift
/// TextRenderer(columns: 48, crop: .content).render(stage)   // only the rows with layers in them
/// SVGRenderer(options: .init(crop: .rect(Rect(x: 0, y: 500, width: 393, height: 352))))
/// ```
public enum PictureCrop: Hashable, Sendable {
    /// The whole screen.
    case screen
    /// The bounding box of what is drawn (layers' boxes, texts and images, not the dimming
    /// backdrops or a table's empty background), widened by `contentMargin` and kept on screen.
    /// Nothing drawn: the whole screen.
    case content
    /// What the layer with this source draws, as `content` reckons it (not its dimming backdrop
    /// or background), widened by `contentMargin`; the whole screen when it draws nothing.
    case layer(String)
    /// This rectangle (clipped to the screen; the whole screen when they do not meet).
    case rect(Rect)

    /// Points around the content's bounding box.
    public static let contentMargin = 8.0

    /// The screen rectangle to draw for `canvas` on `screen`.
    public func region(of canvas: Canvas, screen: Rect) -> Rect {
        switch self {
        case .screen:
            return screen
        case .content, .layer:
            var only: String?
            if case .layer(let source) = self { only = source }
            guard let b = canvas.contentBounds(in: screen, layer: only) else { return screen }
            let m = PictureCrop.contentMargin
            return b.insetBy(EdgeInsets(top: -m, left: -m, bottom: -m, right: -m)).intersection(screen) ?? screen
        case .rect(let r):
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else {
                return screen
            }
            return r.intersection(screen) ?? screen
        }
    }
}
