/// What a subclass of `ActionController` decides: sizes (cell, header and section-header specs,
/// insets, line spacing), which variant it is (plain or Dynamics), how it moves in and out, and
/// how it looks. The six example controllers of the library and the plain `ActionController` are
/// presets (`SheetStyle.preset(_:)`, numbers from xlactioncontroller.md "Styles"); a Lua user can override the heights.
///
/// ```swift
/// let twitter = SheetStyle.preset(.twitter)
/// twitter.cellHeight                      // 56
/// twitter.settings.animation.present.duration   // 0.6
/// ```
public struct SheetStyle: Hashable, Sendable {
    public var name: SheetStyleName
    public var variant: Variant
    /// What the actions carry: a String (title only) or `ActionData` (title, subtitle, image).
    public var actionData: ActionDataKind
    /// `cellSpec` height for an action with data (all presets use a constant).
    public var cellHeight: Double
    /// `headerSpec`; nil = the style has no header view, so a header can't be shown.
    public var headerHeight: HeaderHeight?
    /// `sectionHeaderSpec` height; nil = no section headers.
    public var sectionHeaderHeight: Double?
    /// The data a section added with `addSection` gets when the caller gives none (periscope's
    /// `PeriscopeSection` sets `data = ()`, shown here as "").
    public var addedSectionData: String?
    /// Inset of every section that has rows (layout `sectionInset` or the `insetForSectionAt`
    /// override).
    public var sectionInset: EdgeInsets
    /// The flow layout's line spacing (−0.5 overlaps rows to hide doubled separators).
    public var lineSpacing: Double
    /// The collection view's initial content inset (tweetbot: (0, 12, 6, 12)).
    public var contentInset: EdgeInsets
    /// The settings as the preset's init leaves them.
    public var settings: ActionControllerSettings
    public var present: PresentMotion
    public var dismiss: DismissMotion
    /// How the dim background behaves at presentation.
    public var backgroundOnPresent: BackgroundEntrance
    /// A view the preset adds inside the collection view behind the rows (Skype's blue shape,
    /// Twitter's white filler): it is drawn and it swallows taps.
    public var backdrop: Backdrop?
    public var look: SheetLook
    /// How far below the screen's bottom edge the dismissal sends the cancel bar (the base: 0,
    /// ActionController.swift 607; Spotify's override: 10, Spotify.swift 192-195).
    public var cancelBarDismissDrop: Double = 0
    /// The preset's init touches `collectionView` (Tweetbot.swift 66), which makes the collection
    /// view then, with the behavior flags the init has set (ActionController.swift 130-152): a
    /// script's later `hideOnTap`, `hideOnScrollDown`, `scrollEnabled` and `bounces` do not reach
    /// it. The others make it when their view loads, with the script's.
    public var collectionViewAtInit = false

    public enum Variant: String, Hashable, Sendable {
        /// `ActionController`: flow layout, the whole sheet slides.
        case plain
        /// `DynamicsActionController`: rows fly in per section, gravity on dismissal (xlactioncontroller.md
        /// "Dynamics").
        case dynamics
    }

    public enum ActionDataKind: String, Hashable, Sendable {
        case string, actionData
    }

    public enum HeaderHeight: Hashable, Sendable {
        case fixed(Double)
        /// Periscope: the title wrapped at (screen width − `sideMargin`) plus `padding`.
        case textFit(fontSize: Double, sideMargin: Double, padding: Double)
    }

    public enum PresentMotion: Hashable, Sendable {
        /// The base spring with the present settings.
        case spring
        /// Skype: starts `extraDrop` below the base start; its top edge wobbles (jelly probes).
        case jelly(extraDrop: Double)
        /// Dynamics: sections inserted `sectionInterval` apart, each flying in as a spring chain.
        case dynamicsRows(sectionInterval: Double)
    }

    public enum DismissMotion: Hashable, Sendable {
        /// The base spring with the dismiss settings.
        case spring
        /// Skype: gravity of `magnitude` × 1000 pt/s² until the sheet's top passes the screen.
        case gravity(magnitude: Double)
        /// Twitter: a plain `bumpDuration` ease-in move up `bumpHeight`, then the base spring for
        /// the rest of the dismiss duration.
        case bumpThenSpring(bumpHeight: Double, bumpDuration: Double)
        /// Dynamics: gravity on the rows while the background fades over the dismiss duration.
        case dynamicsGravity(magnitude: Double)

        /// Whether touches reach the rows while it runs: the base adds `.allowUserInteraction`
        /// (ActionController.swift 567), the gravity falls move the collection view without a
        /// view animation; Twitter's two animations leave it out (Twitter.swift 144, 151).
        public var takesTouches: Bool {
            if case .bumpThenSpring = self { return false }
            return true
        }
    }

    public enum BackgroundEntrance: String, Hashable, Sendable {
        /// Alpha 0 → 1 inside the present animation (base).
        case fade
        /// Fully visible from t = 0 (tweetbot sets alpha 1 directly; spotify skips the base hook).
        case instant
    }

    /// A view behind the rows, in content coordinates: from `top` (relative to content y 0) down
    /// to contentHeight + `bottomExtra` + safe bottom.
    public struct Backdrop: Hashable, Sendable {
        public var top: Double
        public var bottomExtra: Double
        public var color: Color
        public init(top: Double, bottomExtra: Double, color: Color) {
            self.top = top
            self.bottomExtra = bottomExtra
            self.color = color
        }
    }

    /// Height of an action's row: 0 when its data is nil (xlactioncontroller.md "The model").
    public func rowHeight(_ action: SheetAction) -> Double {
        action.data == nil ? 0 : cellHeight
    }

    /// Height of the global header on a screen `width` wide, or nil when there is none.
    public func headerHeight(for header: SheetHeader?, screenWidth width: Double) -> Double? {
        guard let header, let spec = headerHeight else { return nil }
        switch spec {
        case .fixed(let h):
            return h
        case .textFit(let fontSize, let sideMargin, let padding):
            return TextMetrics.height(of: header.title, fontSize: fontSize, maxWidth: width - sideMargin) + padding
        }
    }

    /// Height of a section's header: the spec's height when the section has data, else 0.
    public func sectionHeaderHeight(for section: SheetSection) -> Double {
        guard let h = sectionHeaderHeight, section.data != nil else { return 0 }
        return h
    }
}

/// The preset names, as Lua spells them.
public enum SheetStyleName: String, Hashable, Sendable, CaseIterable {
    case `default`, skype, tweetbot, twitter, youtube, periscope, spotify
}
