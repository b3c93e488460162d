/// `LNPopupBar.Style` (spec §2.1). `.default` resolves to floating on iOS 17+ and prominent on
/// iOS 16 and below; `.custom` needs a custom bar (else it is coerced back to `.default`).
public enum PopupBarStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case `default` = 0
    case compact = 1
    case prominent = 2
    case floating = 3
    case custom = 0xFFFF

    public var description: String {
        switch self {
        case .default: return "default"
        case .compact: return "compact"
        case .prominent: return "prominent"
        case .floating: return "floating"
        case .custom: return "custom"
        }
    }

    /// `effectiveBarStyle`: never `.default`; `.custom` only with a custom bar.
    public func resolved(on platform: PopupBarPlatform, hasCustomBar: Bool) -> PopupBarStyle {
        switch self {
        case .default: return platform.systemVersion >= 17 ? .floating : .prominent
        case .custom: return hasCustomBar ? .custom : PopupBarStyle.default.resolved(on: platform, hasCustomBar: false)
        case .compact, .prominent, .floating: return self
        }
    }
}

/// `LNPopupBarProgressViewStyle` (spec §2.1): `.default` resolves to `.none`.
public enum PopupBarProgressViewStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case `default` = 0
    case bottom = 1
    case top = 2
    case none = 0xFFFF

    public var description: String {
        switch self {
        case .default: return "default"
        case .bottom: return "bottom"
        case .top: return "top"
        case .none: return "none"
        }
    }

    public var resolved: PopupBarProgressViewStyle { self == .default ? .none : self }
}

/// `LNPopupCloseButton.Style` (spec §2.1, §2.5): `.default` resolves to grabber on iOS, round on
/// Catalyst (the 3.0.7 resolver; the README's "chevron on iOS ≤ 16" is not what the code does).
public enum PopupBarCloseButtonStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case `default` = 0
    case round = 1
    case chevron = 2
    case grabber = 3
    case none = 0xFFFF

    public var description: String {
        switch self {
        case .default: return "default"
        case .round: return "round"
        case .chevron: return "chevron"
        case .grabber: return "grabber"
        case .none: return "none"
        }
    }

    public func resolved(on platform: PopupBarPlatform) -> PopupBarCloseButtonStyle {
        self == .default ? (platform.isCatalyst ? .round : .grabber) : self
    }

    /// The intrinsic size (spec §2.5); zero for `.none` (and `.default`, which is resolved first).
    public var size: Size {
        switch self {
        case .round: return Size(width: 24, height: 24)
        case .chevron: return Size(width: 42, height: 25)
        case .grabber: return Size(width: 36, height: 25)
        case .default, .none: return Size(width: 0, height: 0)
        }
    }
}

/// `LNPopupInteractionStyle` as the Swift refinement spells it (spec §2.1): `.customizedSnap`
/// carries a snap percent; `.default` resolves to snap on iOS and scroll on Catalyst.
public enum PopupBarInteractionStyle: Hashable, Sendable, CustomStringConvertible {
    case `default`
    case drag
    case snap
    case customizedSnap(percent: Double)
    case scroll
    case none

    public var description: String {
        switch self {
        case .default: return "default"
        case .drag: return "drag"
        case .snap: return "snap"
        case .customizedSnap(let p): return "customizedSnap(\(Fmt.number(p)))"
        case .scroll: return "scroll"
        case .none: return "none"
        }
    }

    /// The names Lua accepts (customizedSnap takes its percent separately).
    public static let names = ["default", "drag", "snap", "customizedSnap", "scroll", "none"]

    /// `effectivePopupInteractionStyle`: drag, snap, scroll or none.
    public func resolved(on platform: PopupBarPlatform) -> PopupBarInteractionStyle {
        switch self {
        case .default: return platform.isCatalyst ? .scroll : .snap
        case .customizedSnap: return .snap
        case .drag, .snap, .scroll, .none: return self
        }
    }
}

/// `popupSnapPercent` (spec §2.2): default 0.32, the setter clamps to [0.1, 0.9]; NaN (which
/// can come from a script) keeps the default.
public enum PopupBarSnapPercent {
    public static let `default` = 0.32
    public static let range: ClosedRange<Double> = 0.1...0.9

    public static func clamped(_ p: Double) -> Double {
        p.isNaN ? `default` : min(max(p, range.lowerBound), range.upperBound)
    }
}
