/// UIScrollView's `contentInsetAdjustmentBehavior`: which of the safe-area insets a scroll view
/// (here a swipe table) adds to its content inset, giving its `adjustedContentInset`, so its
/// content starts below the status bar and can scroll above the home indicator.
///
/// - `automatic` (UIKit's default): as `scrollableAxes`, and also top and bottom when the
///   container says so even if the view cannot scroll (a view controller in a navigation
///   controller, `SafeAreaProviding.adjustsScrollViewInsetsWhenNotScrollable`).
/// - `scrollableAxes`: top and bottom when the view scrolls vertically (its content is taller
///   than its frame, or it always bounces vertically: a UITableView does, a UICollectionView
///   does not); left and right when it scrolls horizontally, which a table never does (its
///   content is as wide as its frame).
/// - `never`: no adjustment (the content starts at the frame's top edge).
///
/// UIKit's `always` (every edge, scrollable or not) is not offered: its left and right insets
/// would make the table scroll sideways, which the model does not do.
///
/// ```swift
/// let safe = EdgeInsets(top: 59, bottom: 34)
/// ContentInsetAdjustmentBehavior.automatic.adjustedInset(safeArea: safe, scrollsVertically: true)
/// // {top=59, left=0, bottom=34, right=0}
/// ContentInsetAdjustmentBehavior.scrollableAxes.adjustedInset(safeArea: safe, scrollsVertically: false)
/// // {top=0, left=0, bottom=0, right=0}
/// ```
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Sendable {
    case automatic, scrollableAxes, never

    /// The adjusted content inset (the content inset is 0) from the view's safe-area insets.
    /// `scrollsVertically`: the content is taller than the frame or the view always bounces
    /// vertically; `containerAdjusts`: the automatic rule's navigation-controller case.
    public func adjustedInset(
        safeArea: EdgeInsets, scrollsVertically: Bool, containerAdjusts: Bool = false
    ) -> EdgeInsets {
        let vertical: Bool
        switch self {
        case .never: vertical = false
        case .scrollableAxes: vertical = scrollsVertically
        case .automatic: vertical = scrollsVertically || containerAdjusts
        }
        return vertical ? EdgeInsets(top: safeArea.top, bottom: safeArea.bottom) : .zero
    }
}
