import LuaBridge
import StageKit

// The popup's properties as data (LSTPopView §1.2): each declared once, giving the constructor's
// option, the handle's readable and writable field, and the documented default (read from the
// engine's `PopupConfiguration`, so it cannot drift).

/// One configuration property of a popup; a write is the library's setter under the policy.
typealias PopupField = FieldDecl<PopupConfiguration, PopupPolicyKind>

extension FieldDecl where Model == PopupConfiguration, Context == PopupPolicyKind {
    /// `printed` is also how the docs write the default.
    init(name: String, type: LuaType, doc: String, push: @escaping @Sendable (PopupConfiguration, LuaCall) -> Void,
         write: @escaping @Sendable (inout PopupConfiguration, LuaSlot, PopupPolicyKind) -> Void,
         printed: @escaping @Sendable (PopupConfiguration) -> String) {
        self.init(name: name, type: type, doc: doc, push: push, write: write, literal: printed, printed: printed)
    }

    var defaultText: String { literal(PopupFields.defaults) }
}

/// The popup's fields and their factories.
enum PopupFields {
    static let defaults = PopupConfiguration(contentSize: Size(width: 0, height: 0))

    typealias Path<V> = WritableKeyPath<PopupConfiguration, V> & Sendable

    static func bool(_ path: Path<Bool>, _ name: String, _ doc: String) -> PopupField {
        PopupField(name: name, type: .boolean, doc: doc,
                   push: { c, call in call.push(c[keyPath: path]) },
                   write: { c, v, _ in c[keyPath: path] = v.truthy },
                   printed: { $0[keyPath: path] ? "true" : "false" })
    }

    static func string(_ path: Path<String>, _ name: String, _ doc: String) -> PopupField {
        PopupField(name: name, type: .string, doc: doc,
                   push: { c, call in call.stack.push(c[keyPath: path]) },
                   write: { c, v, _ in c[keyPath: path] = v.string ?? "" },
                   printed: { $0[keyPath: path] })
    }

    /// A number in points or seconds, pushed as an integer when whole; `set` is the library's
    /// setter (clamping bgAlpha).
    static func number(_ path: Path<Double>, _ name: String, _ doc: String, type: LuaType = .range(LuaRange()),
                       set: @escaping @Sendable (Double) -> Double = { $0 }) -> PopupField {
        PopupField(name: name, type: type, doc: doc,
                   push: { c, call in call.push(points: c[keyPath: path]) },
                   write: { c, v, _ in c[keyPath: path] = set(v.number ?? 0) },
                   printed: { Fmt.number($0[keyPath: path]) })
    }

    /// A duration property: nil is the library's "unset" (the style's default wins). Writing a
    /// value <= 0 (or nil) follows the policy: "swift" resets to unset, "objc" ignores it.
    static func duration(_ path: Path<Double?>, _ name: String, _ doc: String) -> PopupField {
        PopupField(name: name, type: .nullable(.range(LuaRange())), doc: doc + " nil = the style's default; under \"objc\" values <= 0 are ignored (the library's setter), under \"swift\" they reset to the default",
                   push: { c, call in
                       call.push(c[keyPath: path])
                   },
                   write: { c, v, policy in
                       c[keyPath: path] = PopupConfiguration.settingDuration(c[keyPath: path], to: v.number ?? -1, policy: policy)
                   },
                   printed: { c in c[keyPath: path].map { Fmt.number($0) } ?? "nil" })
    }

    /// An enumeration by the library's case names.
    static func named<E: Sendable>(_ path: Path<E>, _ name: String, _ doc: String, _ cases: [(String, E)],
                                   _ nameOf: @escaping @Sendable (E) -> String) -> PopupField {
        let table = Dictionary(cases, uniquingKeysWith: { a, _ in a })
        return PopupField(name: name, type: .enumeration(cases.map(\.0)), doc: doc,
                          push: { c, call in call.stack.push(nameOf(c[keyPath: path])) },
                          write: { c, v, _ in
                              if let e = v.string.flatMap({ table[$0] }) { c[keyPath: path] = e }
                          },
                          printed: { nameOf($0[keyPath: path]) })
    }

    static let hemCases = HemStyle.allCases.map { ($0.name, $0) }
    /// "Default seconds when popDuration is not set: 0 no; 0.2 fade; ...", grouped by duration and
    /// read from the engine's styles.
    static func durations<S: PopupAnimationStyle>(of style: S.Type, _ field: String) -> String {
        var groups: [(Double, [String])] = []
        for s in S.allCases {
            let d = s.defaultDuration.seconds
            if let i = groups.firstIndex(where: { $0.0 == d }) { groups[i].1.append(s.name) } else { groups.append((d, [s.name])) }
        }
        return "Default seconds when \(field) is not set: "
            + groups.map { "\(Fmt.number($0.0)) \($0.1.joined(separator: ", "))" }.joined(separator: "; ") + "."
    }

    static let popCases = PopStyle.allCases.map { ($0.name, $0) }
    static let dismissCases = DismissStyle.allCases.map { ($0.name, $0) }
    static let directionCases = DragDirection.names
    static func directionName(_ d: DragDirection) -> String { DragDirection.names.first { $0.1 == d }?.0 ?? "no" }

    static let all: [PopupField] = [
        string(\.identifier, "identifier", "The key of stage.popups.forKey / removeForKey (\"\" = none)."),
        named(\.hemStyle, "hemStyle", "Where the content is anchored: one of the nine anchors. Takes effect at the next layout (pop, resume, resize, adjustX/Y).", hemCases, \.name),
        number(\.adjustX, "adjustX", "Horizontal offset from the anchored position (re-lays out at once, unanimated)."),
        number(\.adjustY, "adjustY", "Vertical offset from the anchored position (re-lays out at once, unanimated)."),
        number(\.cornerRadius, "cornerRadius", "The content's corner radius (drawn when > 0 and rectCorners has a bit set).", type: StageTypes.nonNegative),
        PopupField(name: "rectCorners", type: .range(LuaRange(min: 0, max: 15)), doc: "Which corners are rounded: bits topLeft 1, topRight 2, bottomLeft 4, bottomRight 8 (UIRectCorner; all = 15).",
                   push: { c, call in call.push(c.rectCorners) },
                   write: { c, v, _ in c.rectCorners = Int(clamping: (v.number ?? 0).rounded(.towardZero), to: Int(Int32.min)...Int(Int32.max), nan: 0) },
                   printed: { String($0.rectCorners) }),
        PopupField(name: "bgColor", type: .shape(.color), doc: "The backdrop's color (its RGB; the alpha comes from bgAlpha). A fully transparent color (\"#00000000\") is the library's exact clearColor: no backdrop.",
                   push: { c, call in call.stack.push(c.bgIsClear ? "#00000000" : c.bgColor.hex) },
                   write: { c, v, _ in
                       guard let color = v.color else { return }
                       c.bgIsClear = color.alpha == 0
                       c.bgColor = Color(red: color.red, green: color.green, blue: color.blue)
                   },
                   printed: { $0.bgIsClear ? "#00000000" : $0.bgColor.hex }),
        number(\.bgAlpha, "bgAlpha", "The backdrop's opacity, clamped to 0...1 by the setter (the code's 0.25; LSTAlert 0.3).",
               set: PopupConfiguration.clampedBgAlpha),
        bool(\.isHideBg, "isHideBg", "A clear, touch-transparent background: taps outside the content reach the layers below."),
        bool(\.isClickBgDismiss, "isClickBgDismiss", "A tap on the backdrop dismisses the popup (after bgClick)."),
        bool(\.isObserverScreenRotation, "isObserverScreenRotation", "Kept for completeness (the stage has no orientation)."),
        bool(\.isClickFeedback, "isClickFeedback", "Dead in the library (no recognizer is attached); kept for completeness."),
        bool(\.isAvoidKeyboard, "isAvoidKeyboard", "Moves the content above the stage keyboard when it would cover it."),
        number(\.avoidKeyboardSpace, "avoidKeyboardSpace", "The gap kept between the content's bottom and the keyboard's top."),
        number(\.showTime, "showTime", "Seconds before an automatic dismissal (0 = none), counted from didPop; \"objc\" truncates it to whole seconds.", type: StageTypes.seconds),
        PopupField(name: "groupId", type: .nullable(.string), doc: "The group (with the host): popups of one group queue behind each other; nil is a group of its own.",
                   push: { c, call in call.push(c.groupId) },
                   write: { c, v, _ in c.groupId = v.string },
                   printed: { $0.groupId ?? "nil" }),
        number(\.priority, "priority", "Higher shows first; an equal or higher arrival suspends (\"swift\") or covers (\"objc\") the current one. Not clamped."),
        bool(\.isStack, "isStack", "Shows on top of its group's current popup instead of suspending it."),
        bool(\.isSingle, "isSingle", "Replaces its group: the visible members are dismissed, never-shown waiters dropped."),
        named(\.popStyle, "popStyle", "How it enters (LSTPopStyle). " + durations(of: PopStyle.self, "popDuration"), popCases, \.name),
        named(\.dismissStyle, "dismissStyle", "How it leaves (LSTDismissStyle). " + durations(of: DismissStyle.self, "dismissDuration"), dismissCases, \.name),
        duration(\.popDuration, "popDuration", "The pop animation's seconds."),
        duration(\.dismissDuration, "dismissDuration", "The dismiss animation's seconds."),
        duration(\.dragDismissDuration, "dragDismissDuration", "The drag-dismissal's seconds."),
        named(\.dragStyle, "dragStyle", "Which half-axes the content can be dragged along (\"x\" = both X halves, \"all\", ...).", directionCases, directionName),
        named(\.sweepStyle, "sweepStyle", "Which half-axes a fast release (>= swipeVelocity) dismisses along.", directionCases, directionName),
        number(\.dragDistance, "dragDistance", "A release this far from the origin dismisses (0 = never by distance).", type: StageTypes.nonNegative),
        PopupField(name: "dragDismissStyle", type: .nullable(.enumeration(dismissCases.map(\.0))), doc: "The drag-dismissal's style; nil = never set (dismissStyle is used).",
                   push: { c, call in call.push(c.dragDismissStyle?.name) },
                   write: { c, v, _ in c.dragDismissStyle = v.string.flatMap(DismissStyle.init(name:)) },
                   printed: { $0.dragDismissStyle?.name ?? "nil" }),
        number(\.dragReboundTime, "dragReboundTime", "Seconds a released drag takes to spring back (after a 0.1 s delay).", type: StageTypes.seconds),
        number(\.swipeVelocity, "swipeVelocity", "The release speed (points/s) that counts as a swipe."),
        named(\.sweepDismissStyle, "sweepDismissStyle", "How a swipe dismisses: \"velocity\" (fly along it, then fade) or \"smooth\" (SmoothTo the swipe's side).",
              SweepDismissStyle.allCases.map { ($0.name, $0) }, \.name),
        bool(\.isImpactFeedback, "isImpactFeedback", "A medium haptic (logged `haptic`) on every pop and resume."),
    ]
}
