import LuaBridge
import StageKit

extension AnimationCurveOption: NamedSetting {}
extension StatusBarStyle: NamedSetting {}

// `sheet.settings.*`: XLActionController's settings groups (part of the action-sheet area; its
// registry is declared with ActionSheetAPI's). Each setting is one line of data (Kit/Setting.swift):
// it gives its group's property, the key of the constructor's `settings` option and the docs.

extension ActionController: SettingsOwner {}

enum SheetSettingsAPI {
    typealias S = ActionControllerSettings
    typealias Decl<G> = SettingsGroupDecl<ActionController, G>

    static let rootKey = LuaTypeKey("ActionControllerSettings")

    static let nonNegative = LuaType.range(LuaRange(min: 0))
    static let sample = "stage.actionController()"

    static let behavior = Decl<S.Behavior>(
        key: LuaTypeKey("BehaviorSettings"),
        doc: "settings.behavior: background taps, swipe-down, scrolling, bounces, dynamics, navigation bar.",
        places: [("behavior", \.behavior)], settings: [
            Setting(\.hideOnTap, "hideOnTap", "a tap on the background dismisses the sheet"),
            Setting(
                \.hideOnScrollDown, "hideOnScrollDown", "a swipe down dismisses the sheet (ignored while scrollEnabled)"
            ),
            Setting(\.scrollEnabled, "scrollEnabled", "the content scrolls (drag, sheet:scroll)"),
            Setting(\.bounces, "bounces", "scrolling rubber-bands past both ends"),
            Setting(\.useDynamics, "useDynamics",
                "UIKit Dynamics layout (forced true by tweetbot; informational elsewhere: the style decides the "
                    + "variant)"
            ),
            Setting(
                \.hideNavigationBarOnShow, "hideNavigationBarOnShow", "hide the presenter's navigation bar while "
                    + "shown"),
        ], defaults: S(), sample: sample)

    static let cancelView = Decl<S.CancelView>(
        key: LuaTypeKey("CancelViewSettings"), doc: "settings.cancelView: the bottom Cancel bar.",
        places: [("cancelView", \.cancelView)],
        settings: [
            Setting(\.showCancel, "showCancel", "a bottom \"Cancel\" bar (unrelated to \"cancel\"-style actions)"),
            Setting(\.title, "title", "the bar's title (false: none, reads nil then; true: \"Cancel\")"),
            Setting(\.titleFont, "titleFont", "the title's font name (renderings ignore it)"),
            Setting(\.titleSize, "titleSize", "the title's point size", points: true, type: nonNegative),
            Setting(
                \.height, "height", "the button's height; the bar adds the bottom safe area", points: true,
                type: nonNegative),
            Setting(\.backgroundColor, "backgroundColor", "the bar's color (#RRGGBB or #RRGGBBAA)"),
            Setting(\.titleColor, "titleColor", "the title's color"),
            Setting(\.hideCollectionViewBehindCancelView, "hideCollectionViewBehindCancelView",
                    "the bar overlays the last rows instead of adding its height to the content (spotify)"),
        ], defaults: S(), sample: sample)

    static let collectionView = Decl<S.CollectionView>(
        key: LuaTypeKey("CollectionViewSettings"),
        doc: "settings.collectionView: lateral margin and the Dynamics row height.",
        places: [("collectionView", \.collectionView)], settings: [
            Setting(\.lateralMargin, "lateralMargin", "subtracted on both sides of each row", points: true),
            Setting(
                \.cellHeightWhenDynamicsIsUsed, "cellHeightWhenDynamicsIsUsed",
                "row height in tweetbot's content height",
                    points: true, type: nonNegative),
        ], defaults: S(), sample: sample)

    static let phase = Decl<S.Animation.Phase>(
        key: LuaTypeKey("AnimationPhaseSettings"),
        doc:
            "settings.animation.present / .dismiss: one spring animation (damping, delay, duration, springVelocity, "
                + "options, offset).",
        places: [("animation.present", \.animation.present), ("animation.dismiss", \.animation.dismiss)], settings: [
            Setting(\.damping, "damping", "spring damping ratio (1: no overshoot)", type: nonNegative),
            Setting(\.delay, "delay", "seconds before the animation starts", type: StageTypes.seconds),
            Setting(\.duration, "duration", "seconds", type: StageTypes.seconds),
            Setting(\.springVelocity, "springVelocity", "initial spring velocity (distances per second)"),
            Setting(
                \.options, "options",
                "curve option: \"easeInOut\", \"easeIn\", \"easeOut\", \"linear\" (ignored inside springs, as UIKit "
                    + "does)"
            ),
            Setting(\.offset, "offset", "dismiss: extra distance travelled below the start point", points: true),
        ], defaults: S(), sample: sample)

    static let animation = Decl<S.Animation>(
        key: LuaTypeKey("AnimationSettings"), doc: "settings.animation: scale, present, dismiss.",
        places: [("animation", \.animation)],
        settings: [
            Setting(\.scale, "scale",
                "the presenting screen's scale while shown (false: no scaling, reads nil then; true: the library's "
                    + "0.9 × 0.9)"
            )
        ], defaults: S(), sample: sample, extra: [
            subgroup(Decl<S.Animation>.Group.self, "present", \.present, phase.key,
                     doc: "The present spring (duration 0.7, damping 1, ease-out).",
                example: "local sheet = stage.actionController()\nsheet.settings.animation.present.duration = 0.3"),
            subgroup(Decl<S.Animation>.Group.self, "dismiss", \.dismiss, phase.key,
                     doc: "The dismiss spring (duration 0.7, damping 1, ease-in, offset 0).",
                     example: "local sheet = stage.actionController()\nsheet.settings.animation.dismiss.offset = 30"),
        ])

    static let statusBar = Decl<S.StatusBar>(
        key: LuaTypeKey("StatusBarSettings"),
        doc: "settings.statusBar: kept and readable; the stage has no status bar to change.",
        places: [("statusBar", \.statusBar)], settings: [
            Setting(\.showStatusBar, "showStatusBar", "the status bar stays visible"),
            Setting(\.style, "style", "\"default\", \"lightContent\" or \"darkContent\""),
            Setting(\.modalPresentationCapturesStatusBarAppearance, "modalPresentationCapturesStatusBarAppearance",
                    "the sheet controls the status bar's appearance"),
        ], defaults: S(), sample: sample)

    /// The constructor's `settings = {...}` keys.
    /// Every group, in the order of the constructor's option tree and of the docs.
    static let groups: [any SettingsGroupDeclaring<ActionController>] = [
        behavior, cancelView, collectionView, animation, phase, statusBar,
    ]

    static var optionGroups: [LuaOption] { LuaOption.tree(groups.flatMap(\.optionPlaces)) }

    static func apply(_ o: LuaOptions, to s: inout S) {
        for g in groups { g.apply(o, to: &s) }
    }

    /// A property giving the subgroup at `path` of a group.
    static func subgroup<P, G>(_ parent: SettingsGroup<ActionController, P>.Type, _ name: String,
                               _ path: WritableKeyPath<P, G> & Sendable, _ key: LuaTypeKey,
                               doc: String, example: String) -> LuaPropertyDecl {
        .on(parent, name, .object(key), doc: doc, example: example, get: { g, call in
            let sub: WritableKeyPath<S, G> = g.path.appending(path: path as WritableKeyPath<P, G>)
            return call.returning(object: SettingsGroup(g.owner, sub, g.name + "." + name), as: key)
        })
    }

    static let root = LuaTypeDecl(rootKey, doc: """
        A sheet's settings (XLActionController's ActionControllerSettings), by group. Read \
        any time; write before present (frozen afterwards: writing is an error).
        """, properties: [
            group(
                "behavior", behavior.key, \S.behavior,
                "hideOnTap, hideOnScrollDown, scrollEnabled, bounces, useDynamics, hideNavigationBarOnShow"),
            group("cancelView", cancelView.key, \S.cancelView, "the bottom Cancel bar"),
            group(
                "collectionView", collectionView.key, \S.collectionView, "lateralMargin, cellHeightWhenDynamicsIsUsed"),
            group("animation", animation.key, \S.animation, "scale, present, dismiss"),
            group(
                "statusBar", statusBar.key, \S.statusBar,
                "showStatusBar, style, modalPresentationCapturesStatusBarAppearance"),
        ])

    static func group<G>(
        _ name: String, _ key: LuaTypeKey, _ path: WritableKeyPath<S, G> & Sendable, _ doc: String
    ) -> LuaPropertyDecl {
        subgroup(SettingsGroup<ActionController, S>.self, name, path, key, doc: "settings.\(name): \(doc).",
                 example: "print(stage.actionController().settings.\(name))")
    }

    static var types: [LuaTypeDecl] { [root] + groups.map(\.typeDecl) }
}
