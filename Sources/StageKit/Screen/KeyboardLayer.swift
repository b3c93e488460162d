/// The keyboard as a layer on top of the app's layers: touches on it are absorbed.
final class KeyboardLayer: StageLayer {
    let source: String
    private unowned let screen: Screen
    init(source: String, screen: Screen) {
        self.source = source
        self.screen = screen
    }
    var title: String { "keyboard" }
    var level: LayerLevel { .keyboard }
    func frame(at t: SimTime) -> Rect { screen.keyboard.frame(at: t, width: screen.width) }
    func draw(into canvas: inout Canvas, at t: SimTime) {
        let f = frame(at: t)
        canvas.box(f, fill: .keyboard, stroke: .separator, label: "keyboard")
    }
}
