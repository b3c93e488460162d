extension SheetStyle {
    /// The plain `ActionController` and the library's six example controllers (xlactioncontroller.md "Styles").
    public static func preset(_ name: SheetStyleName) -> SheetStyle {
        switch name {
        case .default: return plain
        case .skype: return skype
        case .tweetbot: return tweetbot
        case .twitter: return twitter
        case .youtube: return youtube
        case .periscope: return periscope
        case .spotify: return spotify
        }
    }

    /// `ActionController` as it comes: default cell class 60 high (ActionCell: 18-pt title,
    /// 15-pt detail, 40×40 image), no header or section-header spec, default settings.
    public static let plain = SheetStyle(
        name: .default, variant: .plain, actionData: .actionData, cellHeight: 60,
        headerHeight: nil, sectionHeaderHeight: nil, addedSectionData: nil,
        sectionInset: .zero, lineSpacing: 0, contentInset: .zero,
        settings: ActionControllerSettings(), present: .spring, dismiss: .spring,
        backgroundOnPresent: .fade, backdrop: nil, look: SheetLook(destructiveTitleColor: .systemRed))

    /// Skype (xlactioncontroller.md "Styles"): String rows 60 high on a blue shape, no scaling, a 0.5-s jelly present
    /// (damping 0.7) and a gravity (2000 pt/s²) dismissal; dim 65 %, dark status bar.
    public static let skype: SheetStyle = {
        var s = ActionControllerSettings()
        s.animation.scale = nil
        s.animation.present.duration = 0.5
        s.animation.present.damping = 0.7
        s.animation.present.springVelocity = 0
        s.statusBar.style = .default
        return SheetStyle(
            name: .skype, variant: .plain, actionData: .string, cellHeight: 60,
            headerHeight: nil, sectionHeaderHeight: nil, addedSectionData: nil,
            sectionInset: .zero, lineSpacing: 0, contentInset: .zero, settings: s,
            present: .jelly(extraDrop: 15), dismiss: .gravity(magnitude: 2), backgroundOnPresent: .fade,
            backdrop: Backdrop(top: -40, bottomExtra: 20, color: Color(red: 18, green: 165, blue: 244)),
            look: SheetLook(rowBackground: .clear, titleColor: .white, titleSize: 18, separatorColor: nil,
                            dimColor: Color.black.fading(0.65)))
    }()

    /// Tweetbot (xlactioncontroller.md "Styles", "Dynamics"): `DynamicsActionController`, String rows 50 high, side
    /// margins 12,
    /// a 6-pt gap under each section, sections flying in 0.3 s apart, gravity (10 000 pt/s²) on
    /// dismissal; bounces; presenter scaled 0.9; no global header.
    public static let tweetbot: SheetStyle = {
        var s = ActionControllerSettings()
        s.behavior.useDynamics = true
        s.behavior.bounces = true
        s.animation.present.duration = 0.5
        s.animation.dismiss.duration = 0.5
        return SheetStyle(
            name: .tweetbot, variant: .dynamics, actionData: .string, cellHeight: 50,
            headerHeight: nil, sectionHeaderHeight: nil, addedSectionData: nil,
            sectionInset: EdgeInsets(top: 0, left: 0, bottom: 6, right: 0), lineSpacing: 0,
            contentInset: EdgeInsets(top: 0, left: 12, bottom: 6, right: 12), settings: s,
            present: .dynamicsRows(sectionInterval: 0.3), dismiss: .dynamicsGravity(magnitude: 10),
            backgroundOnPresent: .instant, backdrop: nil,
            look: SheetLook(rowBackground: Color(white: 1.0 / 3.0), cancelRowBackground: Color(white: 0.23),
                            titleColor: .white, titleSize: 18, titleAlignment: .center,
                            separatorColor: Color(white: 0.5), sectionCornerRadius: 8),
            collectionViewAtInit: true)
    }()

    /// Twitter (xlactioncontroller.md "Styles"): a 45-pt "Accounts" header, ActionData rows 56 high, a white filler
    /// under the rows, present 0.6 s, dismissal = 0.1 s up 10 pt then 0.5 s down.
    public static let twitter: SheetStyle = {
        var s = ActionControllerSettings()
        s.animation.present.duration = 0.6
        s.animation.dismiss.duration = 0.6
        return SheetStyle(
            name: .twitter, variant: .plain, actionData: .actionData, cellHeight: 56,
            headerHeight: .fixed(45), sectionHeaderHeight: nil, addedSectionData: nil,
            sectionInset: .zero, lineSpacing: 0, contentInset: .zero, settings: s,
            present: .spring, dismiss: .bumpThenSpring(bumpHeight: 10, bumpDuration: 0.1),
            backgroundOnPresent: .fade,
            backdrop: Backdrop(top: 0, bottomExtra: 20, color: .white),
            look: SheetLook(titleSize: 16, subtitleSize: 13, headerTitleSize: 17))
    }()

    /// Youtube (xlactioncontroller.md "Styles"): ActionData rows 46 high overlapping by 0.5 pt, no scaling, present
    /// 0.6 s, dismissal 0.6 s linear sliding 30 pt further; no swipe-down.
    public static let youtube: SheetStyle = {
        var s = ActionControllerSettings()
        s.behavior.hideOnScrollDown = false
        s.animation.scale = nil
        s.animation.present.duration = 0.6
        s.animation.dismiss.duration = 0.6
        s.animation.dismiss.offset = 30
        s.animation.dismiss.options = .linear
        return SheetStyle(
            name: .youtube, variant: .plain, actionData: .actionData, cellHeight: 46,
            headerHeight: nil, sectionHeaderHeight: nil, addedSectionData: nil,
            sectionInset: .zero, lineSpacing: -0.5, contentInset: .zero, settings: s,
            present: .spring, dismiss: .spring, backgroundOnPresent: .fade, backdrop: nil,
            // YoutubeCell.xib: a 16-pt title and no detail label.
            look: SheetLook(titleSize: 16, rowSubtitles: false))
    }()

    /// Periscope (xlactioncontroller.md "Styles"): a text-fit header (17-pt, width screen − 40, + 20), String rows 60
    /// high, a 5-pt band over each added section, rows overlapping by 0.5 pt; present 0.6 s,
    /// dismissal 0.5 s ease-in 30 pt further; no swipe-down.
    public static let periscope: SheetStyle = {
        var s = ActionControllerSettings()
        s.behavior.hideOnScrollDown = false
        s.animation.scale = nil
        s.animation.present.duration = 0.6
        s.animation.dismiss.duration = 0.5
        s.animation.dismiss.options = .easeIn
        s.animation.dismiss.offset = 30
        return SheetStyle(
            name: .periscope, variant: .plain, actionData: .string, cellHeight: 60,
            headerHeight: .textFit(fontSize: 17, sideMargin: 40, padding: 20), sectionHeaderHeight: 5,
            addedSectionData: "", sectionInset: EdgeInsets(top: -0.5, left: 0, bottom: 0, right: 0),
            lineSpacing: -0.5, contentInset: .zero, settings: s,
            present: .spring, dismiss: .spring, backgroundOnPresent: .fade, backdrop: nil,
            look: SheetLook(titleColor: Color(red: 71, green: 163, blue: 194),
                            destructiveTitleColor: Color(red: 210, green: 77, blue: 56),
                            titleSize: 16, titleAlignment: .center,
                            separatorColor: Color(red: 224, green: 224, blue: 224),
                            headerBackground: Color(white: 0.95),
                            headerTitleColor: Color(red: 171, green: 187, blue: 191),
                            // PeriscopeHeader's label: numberOfLines 0, view width − 40 (Periscope.swift 108-121).
                            headerTitleWrapMargin: 40))
    }()

    /// Spotify (xlactioncontroller.md "Styles"): an 84-pt header, ActionData rows 60 high on a dark blur, the cancel
    /// bar overlaying the last row, scrolling with bounces (so no swipe-down), default timings.
    public static let spotify: SheetStyle = {
        var s = ActionControllerSettings()
        s.behavior.scrollEnabled = true
        s.behavior.bounces = true
        s.animation.scale = nil
        s.cancelView.showCancel = true
        s.cancelView.hideCollectionViewBehindCancelView = true
        return SheetStyle(
            name: .spotify, variant: .plain, actionData: .actionData, cellHeight: 60,
            headerHeight: .fixed(84), sectionHeaderHeight: nil, addedSectionData: nil,
            sectionInset: .zero, lineSpacing: 0, contentInset: .zero, settings: s,
            present: .spring, dismiss: .spring, backgroundOnPresent: .instant, backdrop: nil,
            // SpotifyCell.xib: a HelveticaNeue 19 title and no detail label; the header's artist
            // line is HelveticaNeue 16 (Spotify.swift 81, 91).
            look: SheetLook(rowBackground: .clear, titleColor: .white, titleSize: 19,
                            subtitleSize: 16, rowSubtitles: false, separatorColor: nil, headerBackground: .clear,
                            headerTitleColor: .white, headerTitleSize: 18,
                            dimColor: Color(white: 0.1, alpha: 0.9)),
            cancelBarDismissDrop: 10)
    }()
}
