/// Everything a popup is configured with: every property of LSTPopView (docs/behavior/lstpopview.md, "Properties")
/// with the
/// default the Objective-C code has, plus the content (a size and a name, since there is no view).
///
/// Durations are optional: nil is the library's "unset" sentinel (−1), which makes the style's
/// default win (LSTPopView.m:1287-1346). `dragDismissStyle` nil is "never set": `dismissStyle` is used for
/// drag-dismissal.
///
/// ```swift
/// var c = PopupConfiguration(contentSize: Size(width: 280, height: 160))
/// c.hemStyle = .bottom
/// c.popStyle = .smoothFromBottom
/// c.bgAlpha          // 0.25 (the code's value; the header comment says 0.3)
/// ```
public struct PopupConfiguration: Hashable, Sendable {
    public var contentSize: Size
    /// A label for renderings and listings (the content view's name).
    public var contentName: String = ""
    /// Used by `forKey` / `removeForKey`.
    public var identifier: String = ""

    public var hemStyle: HemStyle = .center
    public var adjustX: Double = 0
    public var adjustY: Double = 0
    /// adjustX/Y as the library's setters write them: every write lays out again, an unchanged
    /// value too (LSTPopView.m:774-786), which snaps a dragged content back to its anchor.
    public var settingAdjustX: Double {
        get { adjustX }
        set { adjustX = newValue; adjustWrites &+= 1 }
    }
    public var settingAdjustY: Double {
        get { adjustY }
        set { adjustY = newValue; adjustWrites &+= 1 }
    }
    /// Counts those writes, so a write of the same value is still seen as one.
    public var adjustWrites = 0
    /// LSTAlert's: the library's popup is made at `pop` (`show`, LSTAlert.m:308-374), its fields
    /// written through the setters (adjustX/Y lay it out), so it has seen no keyboard notification
    /// before its first pop.
    public var madeAtPop = false
    /// isHideBg as the library's setter writes it: every write, either value, also clears the
    /// background colour at once (alpha 0, LSTPopView.m:800-804) until the next pop or resume
    /// animates it back.
    public var settingIsHideBg: Bool {
        get { isHideBg }
        set { isHideBg = newValue; hideBgWrites &+= 1 }
    }
    public var hideBgWrites = 0
    /// Every factory sets both (`initWithCustomView:` gives NO/NO); the internal default is Fade.
    public var popStyle: PopStyle = .fade
    public var dismissStyle: DismissStyle = .fade
    public var popDuration: Double?
    public var dismissDuration: Double?
    public var dragDismissDuration: Double?

    /// Only the RGB is used; the alpha comes from `bgAlpha`. `bgIsClear` is the library's exact
    /// `clearColor` (a clear background, whatever bgAlpha says).
    public var bgColor: Color = .black
    public var bgIsClear = false
    /// Clamped to [0, 1] by the setter (`setBgAlpha`).
    public var bgAlpha: Double = 0.25
    /// A clear, touch-transparent background: taps outside the content reach the layers below.
    public var isHideBg = false
    public var isClickBgDismiss = false
    public var isObserverScreenRotation = true
    /// Dead in the library (no recognizer is attached); kept for completeness.
    public var isClickFeedback = false
    public var isAvoidKeyboard = true
    public var avoidKeyboardSpace: Double = 10
    /// Ours, off by default: the library compares the keyboard's top in window coordinates with
    /// the content's bottom in the popup's own (LSTPopView.m:1457-1465), so a popup in a parent
    /// view below the screen's top avoids too little; on, the top is converted into the popup's
    /// coordinates first.
    public var convertsKeyboardFrame = false
    /// The divergences from the library this popup turns on (`fixes = { ... }`), all off.
    public var fixes = PopupFixes()
    /// Seconds before an automatic dismissal; 0 = none. "objc" truncates it to whole seconds.
    public var showTime: Double = 0
    /// Bits: topLeft 1, topRight 2, bottomLeft 4, bottomRight 8 (UIRectCorner); all = 15.
    public var rectCorners: Int = 15
    public var cornerRadius: Double = 0
    public var isImpactFeedback = false

    /// nil equals only nil.
    public var groupId: String?
    public var isStack = false
    public var isSingle = false
    /// The header says 0–1000; not clamped, negatives work.
    public var priority: Double = 0

    public var dragStyle: DragDirection = .no
    /// 0 = never dismiss by distance.
    public var dragDistance: Double = 0
    public var dragDismissStyle: DismissStyle?
    public var dragReboundTime: Double = 0.25
    public var sweepStyle: DragDirection = .no
    public var swipeVelocity: Double = 1000
    public var sweepDismissStyle: SweepDismissStyle = .velocity

    public init(contentSize: Size) { self.contentSize = contentSize }

    /// `initWithCustomView:`, the factory a popup is made with: no pop and no dismiss animation
    /// (LSTPopView.m:429-431; `initWithFrame` alone would give Fade/Fade, 396-397). What
    /// `stage.popup{}` makes when the script gives no style.
    public static func customView(contentSize: Size) -> PopupConfiguration {
        var c = PopupConfiguration(contentSize: contentSize)
        c.popStyle = .no
        c.dismissStyle = .no
        return c
    }

    /// LSTAlert's configuration (LSTAlert.m:127-142): Fade/Fade, bgAlpha 0.3, and — because LSTAlert copies every
    /// field of its own config — swipeVelocity 0 and dragReboundTime 0, dragDismissStyle set (Fade), and
    /// rectCorners 0 (LSTAlert.m:335: its config never sets it), so a cornerRadius rounds no corner.
    public static func alert(contentSize: Size) -> PopupConfiguration {
        var c = PopupConfiguration(contentSize: contentSize)
        c.rectCorners = 0
        c.madeAtPop = true
        c.popStyle = .fade
        c.dismissStyle = .fade
        c.bgAlpha = 0.3
        c.swipeVelocity = 0
        c.dragReboundTime = 0
        c.dragDismissStyle = .fade
        return c
    }

    /// The library's setter for a duration property: values ≤ 0 (and NaN) are ignored under
    /// "objc", so a duration can never be reset to the style default; "swift" takes ≤ 0 as
    /// "back to the default". Returns the new value.
    public static func settingDuration(_ old: Double?, to value: Double, policy: PopupPolicyKind) -> Double? {
        guard value > 0, value.isFinite else { return policy == .objc ? old : nil }
        return value
    }

    /// The library's bgAlpha setter: clamped to [0, 1] (NaN gives 0).
    public static func clampedBgAlpha(_ a: Double) -> Double { a.isNaN ? 0 : min(max(a, 0), 1) }

    /// Whether the backdrop is drawn (the exact clear color or isHideBg force it clear).
    public var showsBackdrop: Bool { !isHideBg && !bgIsClear }

    /// Whether the corner mask applies (radius > 0 and any corner bit set).
    public var masksCorners: Bool { cornerRadius > 0 && rectCorners & 15 != 0 }
}
