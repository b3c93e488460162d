import LuaBridge
import StageKit

// The popup's properties as data (docs/behavior/lstpopview.md, "Properties"): each declared once, giving the
// constructor's
// option, the handle's readable and writable field, and the documented default (read from the
// engine's `PopupConfiguration`, so it cannot drift).

/// One configuration property of a popup; a write is the library's setter under the policy.
typealias PopupField = LuaField<PopupConfiguration, PopupPolicyKind>

extension LuaField where Model == PopupConfiguration, Context == PopupPolicyKind {
    /// The default as the docs and the examples write it (what `print` shows).
    var defaultText: String {
        printed(PopupFields.defaults).flatMap { $0.isEmpty ? nil : $0 } ?? literal(PopupFields.defaults)
    }
}

// The library's enumerations travel as their Lua names (`name`, `NamedSetting`).
extension HemStyle: NamedSetting {}
extension PopStyle: NamedSetting {}
extension DismissStyle: NamedSetting {}
extension SweepDismissStyle: NamedSetting {}
extension DragDirection: NamedSetting {
    var name: String { Self.names.first { $0.1 == self }?.0 ?? "no" }
}

/// The popup's fields and their factories.
enum PopupFields {
    static let defaults = PopupConfiguration.customView(contentSize: Size(width: 0, height: 0))

    typealias Path<V> = WritableKeyPath<PopupConfiguration, V> & Sendable

    /// A property of value type `V` (numbers are points or seconds, pushed as integers when
    /// whole); `set` is the library's setter (clamping bgAlpha).
    static func field<V: SettingValue>(_ path: Path<V>, _ name: String, _ doc: String, type: LuaType? = nil,
                                       set: @escaping @Sendable (V) -> V = { $0 }) -> PopupField {
        PopupField(path, name, doc, points: true, type: type) { v, _, _ in set(V.read(v)) }
    }

    /// A duration property: nil is the library's "unset" (the style's default wins). Writing a
    /// value <= 0 (or nil) follows the policy: "swift" resets to unset, "objc" ignores it.
    static func duration(_ path: Path<Double?>, _ name: String, _ doc: String) -> PopupField {
        PopupField(
            path, name,
            doc
                + " nil = the style's default; under \"objc\" values <= 0 are ignored (the library's setter), under "
                    + "\"swift\" they reset to the default",
                   type: .nullable(.range(LuaRange()))) { v, c, policy in
            PopupConfiguration.settingDuration(c[keyPath: path], to: v.number ?? -1, policy: policy)
        }
    }

    /// "Default seconds when popDuration is not set: 0 no; 0.2 fade; ...", grouped by duration and
    /// read from the engine's styles.
    static func durations<S: PopupAnimationStyle>(of style: S.Type, _ field: String) -> String {
        var seconds: [Double] = []
        for s in S.allCases where !seconds.contains(s.defaultDuration.seconds) {
            seconds.append(s.defaultDuration.seconds)
        }
        let groups = seconds.map { d in
            "\(Fmt.number(d)) "
                + S.allCases.filter { $0.defaultDuration.seconds == d }.map(\.name).joined(separator: ", ")
        }
        return "Default seconds when \(field) is not set: " + groups.joined(separator: "; ") + "."
    }

    /// bgColor as Lua reads it: the exact clear color is "#00000000".
    @Sendable static func bgColorText(_ c: PopupConfiguration) -> String { c.bgIsClear ? "#00000000" : c.bgColor.hex }

    static let all: [PopupField] = [
        field(\.identifier, "identifier", "The key of stage.popups.forKey / removeForKey (\"\" = none)."),
        field(
            \.hemStyle, "hemStyle",
            "Where the content is anchored: one of the nine anchors. Takes effect at the next layout (pop, resume, "
                + "resize, adjustX/Y)."
        ),
        field(
            \.settingAdjustX, "adjustX",
            "Horizontal offset from the anchored position (every write re-lays out at once, unanimated, an unchanged "
                + "value too)."
        ),
        field(
            \.settingAdjustY, "adjustY",
            "Vertical offset from the anchored position (every write re-lays out at once, unanimated, an unchanged "
                + "value too)."
        ),
        field(
            \.cornerRadius, "cornerRadius",
            "The content's corner radius (drawn when > 0 and rectCorners has a bit "
                + "set).", type: StageTypes.nonNegative),
        PopupField(
            name: "rectCorners", type: .range(LuaRange(min: 0, max: 15)),
            doc:
                "Which corners are rounded: bits topLeft 1, topRight 2, bottomLeft 4, bottomRight 8 (UIRectCorner; "
                    + "all = 15).",
                   push: { c, call in call.push(c.rectCorners) },
            write: { c, v, _ in
                c.rectCorners = Int(
                    clamping: (v.number ?? 0).rounded(.towardZero), to: Int(Int32.min)...Int(Int32.max), nan: 0)
            },
                   literal: { String($0.rectCorners) }, printed: { String($0.rectCorners) }),
        PopupField(
            name: "bgColor", type: StageTypes.color,
            doc:
                "The backdrop's color (its RGB; the alpha comes from bgAlpha). A fully transparent color "
                    + "(\"#00000000\") is the library's exact clearColor: no backdrop.",
                   push: { c, call in call.stack.push(bgColorText(c)) },
                   write: { c, v, _ in
                       guard let color = v.color else { return }
                       c.bgIsClear = color.alpha == 0
                       c.bgColor = Color(red: color.red, green: color.green, blue: color.blue)
                   },
                   literal: bgColorText, printed: bgColorText),
        field(
            \.bgAlpha, "bgAlpha",
            "The backdrop's opacity, clamped to 0...1 by the setter (the code's 0.25; LSTAlert 0.3).",
              set: PopupConfiguration.clampedBgAlpha),
        field(
            \.settingIsHideBg, "isHideBg",
            "A clear, touch-transparent background: taps outside the content reach the layers below. Every write, "
                + "either value, clears the backdrop at once until the next pop or resume (the library's setter)."
        ),
        field(\.isClickBgDismiss, "isClickBgDismiss", "A tap on the backdrop dismisses the popup (after bgClick)."),
        field(
            \.isObserverScreenRotation, "isObserverScreenRotation",
            "On a rotation (`stage.screen.rotate`), the popup takes the new screen's size (even in a parent "
                + "view) and lays its content out again at once; false: nothing moves."),
        field(
            \.isClickFeedback, "isClickFeedback",
            "Dead in the library (no recognizer is attached); kept for completeness."),
        field(
            \.isAvoidKeyboard, "isAvoidKeyboard", "Moves the content above the stage keyboard when it would cover it."),
        field(
            \.avoidKeyboardSpace, "avoidKeyboardSpace",
            "The gap kept between the content's bottom and the keyboard's top."),
        field(
            \.convertsKeyboardFrame, "convertsKeyboardFrame",
            "Ours (off: the library's comparison): converts the keyboard's top into the popup's coordinates before "
                + "avoiding it. The library compares the window y with the content's, so a popup in a parent view "
                    + "below the screen's top avoids too little (docs/POPUPS.md, \"In a parent view\")."
        ),
        field(
            \.showTime, "showTime",
            "Seconds before an automatic dismissal (0 = none), counted from didPop; \"objc\" truncates it to whole "
                + "seconds.",
            type: StageTypes.seconds),
        field(
            \.groupId, "groupId",
            "The group (with the host): popups of one group queue behind each other; nil is a group of its own.",
            type: .nullable(.string)),
        field(
            \.priority, "priority",
            "Higher shows first; an equal or higher arrival suspends (\"swift\") or covers (\"objc\") the current "
                + "one. Not clamped."
        ),
        field(\.isStack, "isStack", "Shows on top of its group's current popup instead of suspending it."),
        field(
            \.isSingle, "isSingle",
            "Replaces its group: the visible members are dismissed, never-shown waiters dropped."),
        field(\.popStyle, "popStyle", "How it enters (LSTPopStyle). " + durations(of: PopStyle.self, "popDuration")),
        field(
            \.dismissStyle, "dismissStyle",
            "How it leaves (LSTDismissStyle). " + durations(of: DismissStyle.self, "dismissDuration")),
        duration(\.popDuration, "popDuration", "The pop animation's seconds."),
        duration(\.dismissDuration, "dismissDuration", "The dismiss animation's seconds."),
        duration(\.dragDismissDuration, "dragDismissDuration", "The drag-dismissal's seconds."),
        field(
            \.dragStyle, "dragStyle",
            "Which half-axes the content can be dragged along (\"x\" = both X halves, \"all\", ...)."),
        field(\.sweepStyle, "sweepStyle", "Which half-axes a fast release (>= swipeVelocity) dismisses along."),
        field(
            \.dragDistance, "dragDistance", "A release this far from the origin dismisses (0 = never by distance).",
            type: StageTypes.nonNegative),
        field(
            \.dragDismissStyle, "dragDismissStyle",
            "The drag-dismissal's style; nil = never set (dismissStyle is used).", type: .nullable(DismissStyle.luaType)
        ),
        field(
            \.dragReboundTime, "dragReboundTime", "Seconds a released drag takes to spring back (after a 0.1 s delay).",
            type: StageTypes.seconds),
        field(\.swipeVelocity, "swipeVelocity", "The release speed (points/s) that counts as a swipe."),
        field(
            \.sweepDismissStyle, "sweepDismissStyle",
            "How a swipe dismisses: \"velocity\" (fly along it, then fade) or \"smooth\" (SmoothTo the swipe's side)."),
        field(\.isImpactFeedback, "isImpactFeedback", "A medium haptic (logged `haptic`) on every pop and resume."),
    ]
}
