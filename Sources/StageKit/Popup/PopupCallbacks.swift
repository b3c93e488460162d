/// A popup's callbacks, as LSTPopView has them: any number of delegates (a multi-delegate set,
/// called first) and one block per event (called after the delegates — except the countdown,
/// whose block fires first). `bgClick` and `panOffset` have no delegate call in the library
/// (the calls are commented out), so only blocks get them; `countdownFinish` has no block.
///
/// ```swift
/// popup.blocks.didPop = { p in print("shown", p.source) }
/// popup.delegates.append(PopupCallbacks(willDismiss: { _ in }))
/// ```
public struct PopupCallbacks {
    public typealias Handler = (Popup) throws -> Void
    public var willPop: Handler?
    public var didPop: Handler?
    public var countdown: ((Popup, Double) throws -> Void)?
    public var countdownFinish: Handler?
    public var willDismiss: Handler?
    public var didDismiss: Handler?
    public var suspended: Handler?
    public var resumed: Handler?
    public var bgClick: Handler?
    /// Every pan callback: the content origin minus the origin frame's origin.
    public var panOffset: ((Popup, Point) throws -> Void)?
    /// The six keyboard blocks in one (the change says which notification it is).
    public var keyboard: ((Popup, KeyboardChange) throws -> Void)?
    /// A delegate's identity (the script's table): the set holds each delegate once
    /// (LSTPopView.m:810-813) and removes it by identity (1412-1418). Nil for the engine's own.
    public var owner: AnyObject?

    public init(willPop: Handler? = nil, didPop: Handler? = nil, countdown: ((Popup, Double) throws -> Void)? = nil,
                countdownFinish: Handler? = nil, willDismiss: Handler? = nil, didDismiss: Handler? = nil,
                suspended: Handler? = nil, resumed: Handler? = nil, bgClick: Handler? = nil,
        panOffset: ((Popup, Point) throws -> Void)? = nil, keyboard: ((Popup, KeyboardChange) throws -> Void)? = nil
    ) {
        self.willPop = willPop
        self.didPop = didPop
        self.countdown = countdown
        self.countdownFinish = countdownFinish
        self.willDismiss = willDismiss
        self.didDismiss = didDismiss
        self.suspended = suspended
        self.resumed = resumed
        self.bgClick = bgClick
        self.panOffset = panOffset
        self.keyboard = keyboard
    }
}
