/// Per-side options (SwipeCellKit's `SwipeOptions` / `SwipeTableOptions`), with every property and
/// default of SwipeOptions.swift 14-50 and SwipeActionsView.swift 146-152. `nil` means "the library's effective
/// default", resolved by the accessors
/// below with the cell width and action count, as the library resolves them when it builds the
/// actions view.
///
/// ```swift
/// var o = SwipeOptions()
/// o.expansionStyle = .destructive
/// o.maximumButtonWidth(cellWidth: 375, actionCount: 3)   // 115 = (375 − 30)/3
/// o.minimumButtonWidth(cellWidth: 375, actionCount: 3)   // 74
/// ```
public struct SwipeOptions: Hashable, Sendable {
    public var transitionStyle: SwipeTransitionStyle = .border
    /// nil: no expansion.
    public var expansionStyle: SwipeExpansionStyle?
    /// nil: `ScaleAndAlphaExpansion.default` when the expandable action has no background color
    /// (clear or an effect), else none.
    public var expansionDelegate: SwipeExpansionDelegate?
    /// nil: iOS 13's `systemGray5` (shown in gaps: elastic overscroll).
    public var backgroundColor: Color?
    /// nil: `(W − 30)/n`; 0 means unlimited (no word wrap).
    public var maximumButtonWidth: Double?
    /// nil: `min(maximum, 74)`.
    public var minimumButtonWidth: Double?
    public var buttonVerticalAlignment: SwipeVerticalAlignment = .centerFirstBaseline
    /// nil: 8 on all four sides.
    public var buttonPadding: Double?
    /// nil: 8 (between image and title).
    public var buttonSpacing: Double?

    public init(transitionStyle: SwipeTransitionStyle = .border, expansionStyle: SwipeExpansionStyle? = nil) {
        self.transitionStyle = transitionStyle
        self.expansionStyle = expansionStyle
    }

    /// iOS 13 `systemGray5`.
    public static let defaultBackgroundColor = Color(hex: 0xE5E5EA)
    public static let defaultPadding = 8.0
    public static let defaultSpacing = 8.0
    /// The library's hard-coded lower bound for button widths.
    public static let defaultMinimumButtonWidth = 74.0

    public var effectiveBackgroundColor: Color { backgroundColor ?? Self.defaultBackgroundColor }
    public var effectivePadding: Double { buttonPadding ?? Self.defaultPadding }
    public var effectiveSpacing: Double { buttonSpacing ?? Self.defaultSpacing }

    public func maximumButtonWidth(cellWidth w: Double, actionCount n: Int) -> Double {
        maximumButtonWidth ?? (w - 30) / Double(max(n, 1))
    }

    public func minimumButtonWidth(cellWidth w: Double, actionCount n: Int) -> Double {
        minimumButtonWidth ?? min(maximumButtonWidth(cellWidth: w, actionCount: n), Self.defaultMinimumButtonWidth)
    }
}
