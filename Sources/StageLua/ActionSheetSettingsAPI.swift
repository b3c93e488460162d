import CLua
import LuaBridge
import StageKit

// `sheet.settings.*`: proxies for XLActionController's settings groups (part of the action-sheet
// area; its registry is declared with ActionSheetAPI's). Every field is declared once here and
// serves three purposes: a property of its group's Lua type (read any time, write before
// present), a key of the `settings` option table of `stage.actionController{...}`, and the docs.

/// A settings group of one sheet (`sheet.settings.behavior`, `...animation.present`): a key
/// path into the sheet's settings. Writes go through `ActionController.updateSettings`, which
/// refuses them once the sheet was presented.
final class SettingsGroup<Group>: StageBound {
    let sheet: ActionController
    let path: WritableKeyPath<ActionControllerSettings, Group>
    /// "settings.animation.present", for messages.
    let name: String

    init(_ sheet: ActionController, _ path: WritableKeyPath<ActionControllerSettings, Group>, _ name: String) {
        self.sheet = sheet
        self.path = path
        self.name = name
    }

    var stage: Stage { sheet.stage }
    var handleName: String { "\(sheet.source) \(name)" }
}

/// A settings value as Lua reads and writes it. The Lua type a field declares (its property's
/// and its constructor option's, which the trampoline checks and the docs print) is the value
/// type's `luaType`: the declaration and `from` cannot disagree (issue 8: `cancelView.title`
/// and `animation.scale` declared booleans and refused `true`). A value of the declared type
/// may still be refused by `from`, for its content (a malformed color), never for its type.
protocol SettingValue {
    func push(_ call: LuaCall)
    /// The Lua types `read` takes.
    static var luaType: LuaType { get }
    /// The value at `i` of `L`'s stack, reading only what the setting's shape needs (two numbers
    /// for a size, never a whole table); or what was expected ("number expected, got string").
    static func read(_ L: OpaquePointer, _ i: Int32) -> Result<Self, SettingError>
    /// `read`, knowing the library's default for the field (optionals take `true` for it).
    static func read(_ L: OpaquePointer, _ i: Int32, default: Self) -> Result<Self, SettingError>
}

extension SettingValue {
    static func read(_ L: OpaquePointer, _ i: Int32, default: Self) -> Result<Self, SettingError> { read(L, i) }
}

struct SettingError: Error {
    let message: String
    init(_ message: String) { self.message = message }

    /// Lua's name for the type at `i`, as the messages give it.
    static func type(_ L: OpaquePointer, _ i: Int32) -> String { LuaStack(L).typeName(at: i) }
}

extension Bool: SettingValue {
    static var luaType: LuaType { .boolean }
    func push(_ call: LuaCall) { lua_pushboolean(call.L, self ? 1 : 0) }
    static func read(_ L: OpaquePointer, _ i: Int32) -> Result<Bool, SettingError> {
        if lua_type(L, i) == LUA_TBOOLEAN { return .success(lua_toboolean(L, i) != 0) }
        return .failure(SettingError("boolean expected, got \(SettingError.type(L, i))"))
    }
}

extension Double: SettingValue {
    static var luaType: LuaType { .number }
    func push(_ call: LuaCall) { lua_pushnumber(call.L, self) }
    static func read(_ L: OpaquePointer, _ i: Int32) -> Result<Double, SettingError> {
        guard lua_type(L, i) == LUA_TNUMBER else { return .failure(SettingError("number expected, got \(SettingError.type(L, i))")) }
        let d = lua_tonumberx(L, i, nil)
        guard d.isFinite else { return .failure(SettingError("a finite number expected, got \(Fmt.number(d))")) }
        return .success(d)
    }
}

extension String: SettingValue {
    static var luaType: LuaType { .string }
    func push(_ call: LuaCall) { call.stack.push(self) }
    static func read(_ L: OpaquePointer, _ i: Int32) -> Result<String, SettingError> {
        if let s = LuaStack(L).string(at: i) { return .success(s) }
        return .failure(SettingError("string expected, got \(SettingError.type(L, i))"))
    }
}

extension SheetColor: SettingValue {
    static var luaType: LuaType { .string }
    func push(_ call: LuaCall) { call.stack.push(hex) }
    static func read(_ L: OpaquePointer, _ i: Int32) -> Result<SheetColor, SettingError> {
        guard let s = LuaStack(L).string(at: i) else { return .failure(SettingError("color string expected, got \(SettingError.type(L, i))")) }
        guard let c = SheetColor(hex: s) else { return .failure(SettingError("a color \"#RRGGBB\" or \"#RRGGBBAA\" expected, got '\(s)'")) }
        return .success(c)
    }
}

extension Size: SettingValue {
    static var luaType: LuaType { .table }
    func push(_ call: LuaCall) { call.push(size: self) }
    static func read(_ L: OpaquePointer, _ i: Int32) -> Result<Size, SettingError> {
        guard lua_type(L, i) == LUA_TTABLE else {
            return .failure(SettingError("{width =, height =} expected, got \(SettingError.type(L, i))"))
        }
        if let w = StageTables.number(L, i, "width"), let h = StageTables.number(L, i, "height"), w.isFinite, h.isFinite {
            return .success(Size(width: w, height: h))
        }
        return .failure(SettingError("a table with finite numbers width and height expected"))
    }
}

/// Enumerations travel as their case names.
protocol NamedSetting: SettingValue, RawRepresentable, CaseIterable where RawValue == String {}

extension NamedSetting {
    static var luaType: LuaType { .string }
    func push(_ call: LuaCall) { call.stack.push(rawValue) }
    static func read(_ L: OpaquePointer, _ i: Int32) -> Result<Self, SettingError> {
        let names = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        let s = LuaStack(L).string(at: i)
        guard let s, let value = Self(rawValue: s) else {
            let got = s.map { "'\($0)'" } ?? SettingError.type(L, i)
            return .failure(SettingError("one of \(names) expected, got \(got)"))
        }
        return .success(value)
    }
}

extension AnimationCurveOption: NamedSetting {}
extension StatusBarStyle: NamedSetting {}

/// The library's optionals: nil or false means "none" (`scale = false` turns scaling off,
/// `title = false` removes the cancel title), true means the library's default (`scale = true`
/// is 0.9 × 0.9 again, `title = true` is "Cancel"), anything else is the wrapped value.
extension Optional: SettingValue where Wrapped: SettingValue {
    static var luaType: LuaType { .oneOf([Wrapped.luaType, .boolean]) }
    func push(_ call: LuaCall) {
        if let self { self.push(call) } else { lua_pushnil(call.L) }
    }
    static func read(_ L: OpaquePointer, _ i: Int32) -> Result<Wrapped?, SettingError> {
        if lua_type(L, i) <= LUA_TNIL || (lua_type(L, i) == LUA_TBOOLEAN && lua_toboolean(L, i) == 0) { return .success(nil) }
        return Wrapped.read(L, i).map { $0 }
    }
    static func read(_ L: OpaquePointer, _ i: Int32, default: Wrapped?) -> Result<Wrapped?, SettingError> {
        if lua_type(L, i) == LUA_TBOOLEAN && lua_toboolean(L, i) != 0 { return .success(`default`) }
        return read(L, i)
    }
}

/// One settings field: its Lua property (get/set) and how the constructor's option applies it.
struct SettingField {
    let property: LuaPropertyDecl
    let option: LuaOption
}

enum SheetSettingsAPI {
    static let rootKey = LuaTypeKey("ActionControllerSettings")
    static let behaviorKey = LuaTypeKey("BehaviorSettings")
    static let cancelViewKey = LuaTypeKey("CancelViewSettings")
    static let collectionViewKey = LuaTypeKey("CollectionViewSettings")
    static let animationKey = LuaTypeKey("AnimationSettings")
    static let phaseKey = LuaTypeKey("AnimationPhaseSettings")
    static let statusBarKey = LuaTypeKey("StatusBarSettings")

    typealias Settings = ActionControllerSettings

    // MARK: Generic get/set (called from each field's C closure)

    static func get<G, V: SettingValue>(_ L: OpaquePointer, _ ctx: UnsafeMutableRawPointer?, _ field: WritableKeyPath<G, V>) -> Int32 {
        let call = LuaCall(L, ctx)
        guard let group = call.current(1, as: SettingsGroup<G>.self) else { return call.staleHandle(1) }
        group.sheet.settings[keyPath: group.path][keyPath: field].push(call)
        return 1
    }

    /// A length in points: whole numbers come back as Lua integers, like every coordinate of
    /// the stage API (`call.push(points:)`).
    static func getPoints<G>(_ L: OpaquePointer, _ ctx: UnsafeMutableRawPointer?, _ field: WritableKeyPath<G, Double>) -> Int32 {
        let call = LuaCall(L, ctx)
        guard let group = call.current(1, as: SettingsGroup<G>.self) else { return call.staleHandle(1) }
        call.push(points: group.sheet.settings[keyPath: group.path][keyPath: field])
        return 1
    }

    static func set<G, V: SettingValue>(_ L: OpaquePointer, _ ctx: UnsafeMutableRawPointer?, _ field: WritableKeyPath<G, V>,
                                        _ name: String, _ check: (V) -> String? = { _ in nil }) -> Int32 {
        let call = LuaCall(L, ctx)
        guard let group = call.current(1, as: SettingsGroup<G>.self) else { return call.staleHandle(1) }
        let value: V
        switch V.read(L, 2, default: Settings()[keyPath: group.path][keyPath: field]) {
        case .success(let v): value = v
        case .failure(let e): return call.error("bad value for \(group.name).\(name) (\(e.message))")
        }
        if let message = check(value) { return call.error("bad value for \(group.name).\(name) (\(message))") }
        do {
            try group.sheet.updateSettings { $0[keyPath: group.path][keyPath: field] = value }
        } catch {
            return call.fail(error)
        }
        return 0
    }

    static func nonNegative(_ d: Double) -> String? { d >= 0 ? nil : "a non-negative number expected, got \(Fmt.number(d))" }
    static func seconds(_ d: Double) -> String? {
        do { _ = try SimDuration.validated(seconds: d); return nil } catch { return error.message }
    }

    // MARK: Fields, per group

    static let behaviorFields: [SettingField] = [
        field("behavior", \Settings.Behavior.hideOnTap, "hideOnTap", "true", "a tap on the background dismisses the sheet",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Behavior.hideOnTap) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Behavior.hideOnTap, "hideOnTap") }),
        field("behavior", \Settings.Behavior.hideOnScrollDown, "hideOnScrollDown", "true",
              "a swipe down dismisses the sheet (ignored while scrollEnabled)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Behavior.hideOnScrollDown) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Behavior.hideOnScrollDown, "hideOnScrollDown") }),
        field("behavior", \Settings.Behavior.scrollEnabled, "scrollEnabled", "false", "the content scrolls (drag, sheet:scroll)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Behavior.scrollEnabled) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Behavior.scrollEnabled, "scrollEnabled") }),
        field("behavior", \Settings.Behavior.bounces, "bounces", "false", "scrolling rubber-bands past both ends",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Behavior.bounces) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Behavior.bounces, "bounces") }),
        field("behavior", \Settings.Behavior.useDynamics, "useDynamics", "false",
              "UIKit Dynamics layout (forced true by tweetbot; informational elsewhere: the style decides the variant)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Behavior.useDynamics) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Behavior.useDynamics, "useDynamics") }),
        field("behavior", \Settings.Behavior.hideNavigationBarOnShow, "hideNavigationBarOnShow", "true",
              "hide the presenter's navigation bar while shown",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Behavior.hideNavigationBarOnShow) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Behavior.hideNavigationBarOnShow, "hideNavigationBarOnShow") }),
    ]

    static let cancelViewFields: [SettingField] = [
        field("cancelView", \Settings.CancelView.showCancel, "showCancel", "false",
              "a bottom \"Cancel\" bar (unrelated to \"cancel\"-style actions)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.CancelView.showCancel) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CancelView.showCancel, "showCancel") }),
        field("cancelView", \Settings.CancelView.title, "title", "\"Cancel\"", "the bar's title (false: none, reads nil then; true: \"Cancel\")",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.CancelView.title) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CancelView.title, "title") }),
        field("cancelView", \Settings.CancelView.titleFont, "titleFont", "\"system\"", "the title's font name (renderings ignore it)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.CancelView.titleFont) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CancelView.titleFont, "titleFont") }),
        field("cancelView", \Settings.CancelView.titleSize, "titleSize", "14", "the title's point size", check: nonNegative,
              get: { L, c in SheetSettingsAPI.getPoints(L, c, \Settings.CancelView.titleSize) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CancelView.titleSize, "titleSize", SheetSettingsAPI.nonNegative) }),
        field("cancelView", \Settings.CancelView.height, "height", "60", "the button's height; the bar adds the bottom safe area",
              check: nonNegative,
              get: { L, c in SheetSettingsAPI.getPoints(L, c, \Settings.CancelView.height) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CancelView.height, "height", SheetSettingsAPI.nonNegative) }),
        field("cancelView", \Settings.CancelView.backgroundColor, "backgroundColor", "\"#000000cc\"", "the bar's color (#RRGGBB or #RRGGBBAA)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.CancelView.backgroundColor) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CancelView.backgroundColor, "backgroundColor") }),
        field("cancelView", \Settings.CancelView.titleColor, "titleColor", "\"#ffffff\"", "the title's color",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.CancelView.titleColor) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CancelView.titleColor, "titleColor") }),
        field("cancelView", \Settings.CancelView.hideCollectionViewBehindCancelView, "hideCollectionViewBehindCancelView", "false",
              "the bar overlays the last rows instead of adding its height to the content (spotify)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.CancelView.hideCollectionViewBehindCancelView) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CancelView.hideCollectionViewBehindCancelView, "hideCollectionViewBehindCancelView") }),
    ]

    static let collectionViewFields: [SettingField] = [
        field("collectionView", \Settings.CollectionView.lateralMargin, "lateralMargin", "0", "subtracted on both sides of each row",
              get: { L, c in SheetSettingsAPI.getPoints(L, c, \Settings.CollectionView.lateralMargin) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CollectionView.lateralMargin, "lateralMargin") }),
        field("collectionView", \Settings.CollectionView.cellHeightWhenDynamicsIsUsed, "cellHeightWhenDynamicsIsUsed", "50",
              "row height in tweetbot's content height", check: nonNegative,
              get: { L, c in SheetSettingsAPI.getPoints(L, c, \Settings.CollectionView.cellHeightWhenDynamicsIsUsed) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.CollectionView.cellHeightWhenDynamicsIsUsed, "cellHeightWhenDynamicsIsUsed", SheetSettingsAPI.nonNegative) }),
    ]

    static let phaseFields: [SettingField] = [
        field("animation.present", \Settings.Animation.Phase.damping, "damping", "1", "spring damping ratio (1: no overshoot)", check: nonNegative,
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Animation.Phase.damping) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Animation.Phase.damping, "damping", SheetSettingsAPI.nonNegative) }),
        field("animation.present", \Settings.Animation.Phase.delay, "delay", "0", "seconds before the animation starts", check: seconds,
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Animation.Phase.delay) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Animation.Phase.delay, "delay", SheetSettingsAPI.seconds) }),
        field("animation.present", \Settings.Animation.Phase.duration, "duration", "0.7", "seconds", check: seconds,
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Animation.Phase.duration) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Animation.Phase.duration, "duration", SheetSettingsAPI.seconds) }),
        field("animation.present", \Settings.Animation.Phase.springVelocity, "springVelocity", "0", "initial spring velocity (distances per second)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Animation.Phase.springVelocity) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Animation.Phase.springVelocity, "springVelocity") }),
        field("animation.present", \Settings.Animation.Phase.options, "options", "\"easeOut\" (present), \"easeIn\" (dismiss)",
              "curve option: \"easeInOut\", \"easeIn\", \"easeOut\", \"linear\" (ignored inside springs, as UIKit does)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Animation.Phase.options) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Animation.Phase.options, "options") }),
        field("animation.present", \Settings.Animation.Phase.offset, "offset", "0", "dismiss: extra distance travelled below the start point",
              get: { L, c in SheetSettingsAPI.getPoints(L, c, \Settings.Animation.Phase.offset) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Animation.Phase.offset, "offset") }),
    ]

    static let animationFields: [SettingField] = [
        field("animation", \Settings.Animation.scale, "scale", "{width = 0.9, height = 0.9}",
              "the presenting screen's scale while shown (false: no scaling, reads nil then; true: the library's 0.9 × 0.9)",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.Animation.scale) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.Animation.scale, "scale") }),
    ]

    static let statusBarFields: [SettingField] = [
        field("statusBar", \Settings.StatusBar.showStatusBar, "showStatusBar", "true", "the status bar stays visible",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.StatusBar.showStatusBar) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.StatusBar.showStatusBar, "showStatusBar") }),
        field("statusBar", \Settings.StatusBar.style, "style", "\"lightContent\"", "\"default\", \"lightContent\" or \"darkContent\"",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.StatusBar.style) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.StatusBar.style, "style") }),
        field("statusBar", \Settings.StatusBar.modalPresentationCapturesStatusBarAppearance, "modalPresentationCapturesStatusBarAppearance",
              "true", "the sheet controls the status bar's appearance",
              get: { L, c in SheetSettingsAPI.get(L, c, \Settings.StatusBar.modalPresentationCapturesStatusBarAppearance) },
              set: { L, c in SheetSettingsAPI.set(L, c, \Settings.StatusBar.modalPresentationCapturesStatusBarAppearance, "modalPresentationCapturesStatusBarAppearance") }),
    ]

    /// One field's declarations; its Lua type is `V.luaType` (see `SettingValue`).
    static func field<G, V: SettingValue>(_ group: String, _ path: WritableKeyPath<G, V>, _ name: String, _ defaultValue: String,
                                          _ doc: String, check: (V) -> String? = { _ in nil },
                                          get: LuaImpl, set: LuaImpl) -> SettingField {
        SettingField(
            property: LuaPropertyDecl(name, V.luaType, doc: doc + " (default \(defaultValue)).",
                                      example: "print(stage.actionController().settings.\(group).\(name))", get: get, set: set),
            option: LuaOption(name, V.luaType, default: defaultValue, doc))
    }

    // MARK: The constructor's `settings` option

    static var optionGroups: [LuaOption] {
        [
            LuaOption("behavior", .options(behaviorFields.map(\.option))),
            LuaOption("cancelView", .options(cancelViewFields.map(\.option))),
            LuaOption("collectionView", .options(collectionViewFields.map(\.option))),
            LuaOption("animation", .options(animationFields.map(\.option) + [
                LuaOption("present", .options(phaseFields.map(\.option))),
                LuaOption("dismiss", .options(phaseFields.map(\.option))),
            ])),
            LuaOption("statusBar", .options(statusBarFields.map(\.option))),
        ]
    }

    /// Applies the constructor's `settings = {...}` (keys already checked by the trampoline).
    /// Returns "path': message" for the first bad value.
    static func apply(_ o: LuaOptions, to s: inout Settings) -> String? {
        func one<G, V: SettingValue>(_ group: LuaOptions?, _ groupName: String, _ key: String,
                                     _ path: WritableKeyPath<Settings, G>, _ field: WritableKeyPath<G, V>,
                                     _ check: (V) -> String? = { _ in nil }) -> String? {
            let fallback = Settings()[keyPath: path][keyPath: field]
            guard let group, let read = group.field(key, { L, i in V.read(L, i, default: fallback) }) else { return nil }
            switch read {
            case .failure(let e): return "\(groupName).\(key)': \(e.message)"
            case .success(let v):
                if let m = check(v) { return "\(groupName).\(key)': \(m)" }
                s[keyPath: path][keyPath: field] = v
                return nil
            }
        }
        let b = o.options("behavior")
        if let m = one(b, "behavior", "hideOnTap", \.behavior, \.hideOnTap) { return m }
        if let m = one(b, "behavior", "hideOnScrollDown", \.behavior, \.hideOnScrollDown) { return m }
        if let m = one(b, "behavior", "scrollEnabled", \.behavior, \.scrollEnabled) { return m }
        if let m = one(b, "behavior", "bounces", \.behavior, \.bounces) { return m }
        if let m = one(b, "behavior", "useDynamics", \.behavior, \.useDynamics) { return m }
        if let m = one(b, "behavior", "hideNavigationBarOnShow", \.behavior, \.hideNavigationBarOnShow) { return m }
        let cv = o.options("cancelView")
        if let m = one(cv, "cancelView", "showCancel", \.cancelView, \.showCancel) { return m }
        if let m = one(cv, "cancelView", "title", \.cancelView, \.title) { return m }
        if let m = one(cv, "cancelView", "titleFont", \.cancelView, \.titleFont) { return m }
        if let m = one(cv, "cancelView", "titleSize", \.cancelView, \.titleSize, nonNegative) { return m }
        if let m = one(cv, "cancelView", "height", \.cancelView, \.height, nonNegative) { return m }
        if let m = one(cv, "cancelView", "backgroundColor", \.cancelView, \.backgroundColor) { return m }
        if let m = one(cv, "cancelView", "titleColor", \.cancelView, \.titleColor) { return m }
        if let m = one(cv, "cancelView", "hideCollectionViewBehindCancelView", \.cancelView, \.hideCollectionViewBehindCancelView) { return m }
        let col = o.options("collectionView")
        if let m = one(col, "collectionView", "lateralMargin", \.collectionView, \.lateralMargin) { return m }
        if let m = one(col, "collectionView", "cellHeightWhenDynamicsIsUsed", \.collectionView, \.cellHeightWhenDynamicsIsUsed, nonNegative) { return m }
        if let a = o.options("animation") {
            if let m = one(a, "animation", "scale", \.animation, \.scale) { return m }
            for (name, path) in [("present", \Settings.animation.present), ("dismiss", \Settings.animation.dismiss)] {
                let p = a.options(name)
                let g = "animation." + name
                if let m = one(p, g, "damping", path, \.damping, nonNegative) { return m }
                if let m = one(p, g, "delay", path, \.delay, seconds) { return m }
                if let m = one(p, g, "duration", path, \.duration, seconds) { return m }
                if let m = one(p, g, "springVelocity", path, \.springVelocity) { return m }
                if let m = one(p, g, "options", path, \.options) { return m }
                if let m = one(p, g, "offset", path, \.offset) { return m }
            }
        }
        let sb = o.options("statusBar")
        if let m = one(sb, "statusBar", "showStatusBar", \.statusBar, \.showStatusBar) { return m }
        if let m = one(sb, "statusBar", "style", \.statusBar, \.style) { return m }
        if let m = one(sb, "statusBar", "modalPresentationCapturesStatusBarAppearance", \.statusBar, \.modalPresentationCapturesStatusBarAppearance) { return m }
        return nil
    }

    // MARK: Types

    static var types: [LuaTypeDecl] {
        [
            LuaTypeDecl(rootKey, doc: """
                A sheet's settings (XLActionController's ActionControllerSettings), by group. Read \
                any time; write before present (frozen afterwards: writing is an error).
                """, properties: [
                    groupProperty("behavior", behaviorKey, "hideOnTap, hideOnScrollDown, scrollEnabled, bounces, useDynamics, hideNavigationBarOnShow") { L, c in
                        SheetSettingsAPI.group(L, c, \.behavior, "behavior", SheetSettingsAPI.behaviorKey)
                    },
                    groupProperty("cancelView", cancelViewKey, "the bottom Cancel bar") { L, c in
                        SheetSettingsAPI.group(L, c, \.cancelView, "cancelView", SheetSettingsAPI.cancelViewKey)
                    },
                    groupProperty("collectionView", collectionViewKey, "lateralMargin, cellHeightWhenDynamicsIsUsed") { L, c in
                        SheetSettingsAPI.group(L, c, \.collectionView, "collectionView", SheetSettingsAPI.collectionViewKey)
                    },
                    groupProperty("animation", animationKey, "scale, present, dismiss") { L, c in
                        SheetSettingsAPI.group(L, c, \.animation, "animation", SheetSettingsAPI.animationKey)
                    },
                    groupProperty("statusBar", statusBarKey, "showStatusBar, style, modalPresentationCapturesStatusBarAppearance") { L, c in
                        SheetSettingsAPI.group(L, c, \.statusBar, "statusBar", SheetSettingsAPI.statusBarKey)
                    },
                ]),
            LuaTypeDecl(behaviorKey, doc: "settings.behavior: background taps, swipe-down, scrolling, bounces, dynamics, navigation bar.", properties: behaviorFields.map(\.property)),
            LuaTypeDecl(cancelViewKey, doc: "settings.cancelView: the bottom Cancel bar.", properties: cancelViewFields.map(\.property)),
            LuaTypeDecl(collectionViewKey, doc: "settings.collectionView: lateral margin and the Dynamics row height.", properties: collectionViewFields.map(\.property)),
            LuaTypeDecl(animationKey, doc: "settings.animation: scale, present, dismiss.", properties: animationFields.map(\.property) + [
                LuaPropertyDecl("present", .object(phaseKey), doc: "The present spring (duration 0.7, damping 1, ease-out).",
                                example: "local sheet = stage.actionController()\nsheet.settings.animation.present.duration = 0.3", get: { L, c in
                    let call = LuaCall(L, c)
                    guard let g = call.current(1, as: SettingsGroup<Settings.Animation>.self) else { return call.staleHandle(1) }
                    return call.returning(object: SettingsGroup(g.sheet, \Settings.animation.present, "settings.animation.present"), as: SheetSettingsAPI.phaseKey)
                }),
                LuaPropertyDecl("dismiss", .object(phaseKey), doc: "The dismiss spring (duration 0.7, damping 1, ease-in, offset 0).",
                                example: "local sheet = stage.actionController()\nsheet.settings.animation.dismiss.offset = 30", get: { L, c in
                    let call = LuaCall(L, c)
                    guard let g = call.current(1, as: SettingsGroup<Settings.Animation>.self) else { return call.staleHandle(1) }
                    return call.returning(object: SettingsGroup(g.sheet, \Settings.animation.dismiss, "settings.animation.dismiss"), as: SheetSettingsAPI.phaseKey)
                }),
            ]),
            LuaTypeDecl(phaseKey, doc: "settings.animation.present / .dismiss: one spring animation (damping, delay, duration, springVelocity, options, offset).", properties: phaseFields.map(\.property)),
            LuaTypeDecl(statusBarKey, doc: "settings.statusBar: kept and readable; the stage has no status bar to change.", properties: statusBarFields.map(\.property)),
        ]
    }

    static func groupProperty(_ name: String, _ key: LuaTypeKey, _ doc: String, get: LuaImpl) -> LuaPropertyDecl {
        LuaPropertyDecl(name, .object(key), doc: "settings.\(name): \(doc).", example: "print(stage.actionController().settings.\(name))", get: get)
    }

    static func group<G>(_ L: OpaquePointer, _ ctx: UnsafeMutableRawPointer?, _ path: WritableKeyPath<Settings, G>,
                         _ name: String, _ key: LuaTypeKey) -> Int32 {
        let call = LuaCall(L, ctx)
        guard let root = call.current(1, as: SettingsGroup<Settings>.self) else { return call.staleHandle(1) }
        return call.returning(object: SettingsGroup(root.sheet, path, "settings." + name), as: key)
    }
}
