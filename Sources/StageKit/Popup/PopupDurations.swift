/// Resolving pop and dismiss durations (LSTPopView.m:1287-1346): this decides when didPop and didDismiss fire.
///
/// "objc" keys the resolution on the popup's *instance* style, not the style passed to
/// `pop(style:)`, and uses a passed duration only when the matching property was set (> 0):
///
/// ```swift
/// PopupDurations.pop(policy: .objc, instanceStyle: .fade, usedStyle: .scale, property: nil, argument: 1)
/// // 0.2 — Fade's fixed time, whatever was passed
/// PopupDurations.pop(policy: .swift, instanceStyle: .fade, usedStyle: .scale, property: nil, argument: 1)
/// // 1 — the style used, the argument given
/// ```
public enum PopupDurations {
    public static func pop(policy: PopupPolicyKind, instanceStyle: PopStyle, usedStyle: PopStyle,
                           property: Double?, argument: Double?) -> SimDuration {
        resolve(
            policy: policy, instanceStyle: instanceStyle, usedStyle: usedStyle, property: property, argument: argument)
    }

    public static func dismiss(policy: PopupPolicyKind, instanceStyle: DismissStyle, usedStyle: DismissStyle,
                               property: Double?, argument: Double?) -> SimDuration {
        resolve(
            policy: policy, instanceStyle: instanceStyle, usedStyle: usedStyle, property: property, argument: argument)
    }

    /// LSTPopView.m:1287-1346 for either kind of style: pop and dismiss resolve alike.
    static func resolve<S: PopupAnimationStyle>(policy: PopupPolicyKind, instanceStyle: S, usedStyle: S,
                                                property: Double?, argument: Double?) -> SimDuration {
        switch policy {
        case .objc:
            if instanceStyle.isNo { return .zero }
            if instanceStyle.isFade { return 0.2 }
            guard let property else { return instanceStyle.defaultDuration }
            return SimDuration(seconds: argument ?? property)
        case .swift:
            if usedStyle.isNo { return .zero }
            if let d = argument ?? property { return SimDuration(seconds: d) }
            return usedStyle.defaultDuration
        }
    }

    /// Drag-dismissal (LSTPopView.m:1347-1353): dragDismissDuration if set, else the resolved dismiss duration.
    public static func dragDismiss(
        policy: PopupPolicyKind, configuration c: PopupConfiguration, usedStyle: DismissStyle
    ) -> SimDuration {
        if let d = c.dragDismissDuration { return SimDuration(seconds: d) }
        return dismiss(
            policy: policy, instanceStyle: c.dismissStyle, usedStyle: usedStyle, property: c.dismissDuration,
            argument: nil)
    }

    /// The cover fade (objc) / suspension fade (swift): fixed 0.2 s, non-removing.
    public static let cover: SimDuration = 0.2
    /// The resume pop: Fade with 0.25 passed (objc's Fade ignores it for timing, the fade itself
    /// runs 0.2 s; "swift" uses 0.25 for the fade and its didPop).
    public static let resume: SimDuration = 0.25
    /// Rebound delay before the frame animates back (LSTPopView.m:1641-1642).
    public static let reboundDelay: SimDuration = 0.1
    /// The velocity fly-out before the short fade (LSTPopView.m:1676-1681).
    public static let flyOut: SimDuration = 0.5
    public static let flyOutFade: Double = 0.1
    /// The background fade of the NO pop style.
    public static let noStyleBackground: SimDuration = 0.1
    /// objc countdown tick (LSTTimer's shared 10 ms timer).
    public static let objcTick: SimDuration = .milliseconds(10)
}
