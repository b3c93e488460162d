/// Every setting of XLActionController's `ActionControllerSettings`, with the library's defaults
/// (xlactioncontroller.md "Settings"). The style presets start from these and change a few; the sheet freezes its copy
/// at
/// `present` (the library reads them when the view loads).
///
/// ```swift
/// var s = ActionControllerSettings()
/// s.behavior.hideOnTap            // true
/// s.animation.present.duration    // 0.7
/// s.cancelView.showCancel = true
/// ```
public struct ActionControllerSettings: Hashable, Sendable {
    public var behavior = Behavior()
    public var cancelView = CancelView()
    public var collectionView = CollectionView()
    public var animation = Animation()
    public var statusBar = StatusBar()

    public init() {}

    public struct Behavior: Hashable, Sendable {
        /// A tap on the empty (background) area dismisses the sheet.
        public var hideOnTap = true
        /// A downward swipe dismisses; ignored while `scrollEnabled` is true.
        public var hideOnScrollDown = true
        public var scrollEnabled = false
        /// Rubber-banding past both ends of the scroll range (also always-bounce-vertical).
        public var bounces = false
        /// Forced true by the Dynamics variant (tweetbot).
        public var useDynamics = false
        /// Hides the presenter's navigation bar while shown (restored after).
        public var hideNavigationBarOnShow = true
        public init() {}
    }

    /// The bottom "Cancel" bar. It has nothing to do with `.cancel`-style actions.
    public struct CancelView: Hashable, Sendable {
        public var showCancel = false
        public var title: String? = "Cancel"
        /// The library's default is the system font; its name is not observable here.
        public var titleFont = "system"
        public var titleSize = 14.0
        /// The button's height; the bar adds the bottom safe area below it.
        public var height = 60.0
        public var backgroundColor = Color.black.fading(0.8)
        public var titleColor = Color.white
        /// When true the bar overlays the last rows instead of adding its height to the content.
        public var hideCollectionViewBehindCancelView = false
        public init() {}
    }

    public struct CollectionView: Hashable, Sendable {
        /// Subtracted on both sides of each row's width.
        public var lateralMargin = 0.0
        /// Row pitch of the Dynamics variant's content height.
        public var cellHeightWhenDynamicsIsUsed = 50.0
        public init() {}
    }

    public struct Animation: Hashable, Sendable {
        /// The presenting layer is scaled to this while the sheet is shown; nil = no scaling.
        public var scale: Size? = Size(width: 0.9, height: 0.9)
        public var present = Phase(options: .easeOut)
        public var dismiss = Phase(options: .easeIn)
        public init() {}

        /// One of the two spring animations (UIView.animate with spring damping).
        public struct Phase: Hashable, Sendable {
            public var damping = 1.0
            public var delay = 0.0
            public var duration = 0.7
            public var springVelocity = 0.0
            /// The curve option. UIKit ignores it inside spring animations; the presets' plain
            /// (non-spring) animations use it (xlactioncontroller.md "Engine choices").
            public var options: AnimationCurveOption
            /// Extra distance the sheet travels below its start point (meaningful for dismiss).
            public var offset = 0.0
            public init(options: AnimationCurveOption) { self.options = options }
        }
    }

    public struct StatusBar: Hashable, Sendable {
        public var showStatusBar = true
        public var style = StatusBarStyle.lightContent
        public var modalPresentationCapturesStatusBarAppearance = true
        public init() {}
    }
}
