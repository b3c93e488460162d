/// UIKit's `UISwitch` (docs/VIEWS.md, "Switches"): 51 × 31 points whatever frame or stack sets
/// (UIKit enforces the control's size; the 51 × 31 of iOS 7 and later is the published
/// measurement), on or off. A tap (touch-up inside) toggles it, logs `valueChanged` with `isOn`
/// and runs the action; setting `isOn` from code sends nothing, as `setOn(_:animated:)` does not.
/// The thumb's slide is not animated here (the switch shows its new value at once).
///
/// ```swift
/// let s = Switch(stage: stage, isOn: false)
/// s.receiveTap()
/// s.isOn        // true; switch#1 touchUpInside, switch#1 valueChanged isOn=true
/// ```
public final class Switch: Control {
    public var isOn: Bool
    public var onTintColor: Color?

    /// UISwitch's size (iOS 7 and later).
    public static let size = Size(width: 51, height: 31)

    public init(stage: Stage, isOn: Bool = false, frame: Rect? = nil, label: String? = nil) {
        self.isOn = isOn
        super.init(stage: stage, kind: "switch", frame: frame, label: label)
        contentHugging = (View.defaultHigh, View.defaultHigh)
    }

    override func constrained(_ size: Size) -> Size { Switch.size }

    override public var spokenLabel: String { accessibilityLabel ?? "" }

    override func contentSize(fitting width: Double?) -> Size { Switch.size }

    override func primaryActionTriggered() {
        isOn.toggle()
        stage.log(source, "valueChanged", ["isOn": .bool(isOn)])
        runAction()
    }

    override func drawContent(into canvas: inout Canvas, in rect: Rect, _ d: ViewDrawing) {
        guard d.clip.map({ rect.intersection($0) != nil }) ?? true else { return }
        let track = isOn ? (onTintColor ?? .systemGreen) : Color.tertiarySystemBackground
        canvas.box(rect, fill: track.rgb, cornerRadius: rect.height / 2, opacity: (isEnabled ? 1 : 0.5) * track.alpha)
        let inset = 2 * d.scale
        let knob = rect.height - 2 * inset
        let x = isOn ? rect.maxX - inset - knob : rect.minX + inset
        canvas.box(
            Rect(x: x, y: rect.minY + inset, width: knob, height: knob), fill: .white, stroke: .separator,
            cornerRadius: knob / 2,
            isDetail: true)
        // iOS's "On/Off Labels": the state written beside the knob (the text picture's only cue).
        let free = Rect(
            x: isOn ? rect.minX : x + knob, y: rect.minY, width: rect.width - knob - inset, height: rect.height)
        canvas.text(isOn ? "on" : "off", in: free, color: isOn ? .white : .secondaryLabel, fontSize: 10 * d.scale)
    }

    override public var summary: String { "Switch(\(labeledSource), \(isOn ? "on" : "off"))" }
}
