import CLua
import LuaBridge
import StageKit

// The parts of a popup container as Lua sees them: `c.popupBar` (PopupBar), `c.popupContent`
// (PopupContent) and `c.popupItem` (PopupItem), plus reading a content table. Handles come from
// the stage's handle cache (PopupContainerHandles.swift), so they go stale with the stage.

extension PopupBarRef: StageElement { public var elementName: String { "popupBar" } }
extension PopupContentRef: StageElement { public var elementName: String { "popupContent" } }
extension PopupScrollViewRef: StageElement { public var elementName: String { "scrollView" } }
extension PopupItemRef: StageElement { public var elementName: String { "popupItem" } }

enum PopupBarPartsAPI {
    static let barKey = LuaTypeKey("PopupBar")
    static let contentKey = LuaTypeKey("PopupContent")
    static let itemKey = LuaTypeKey("PopupItem")
    static let scrollKey = LuaTypeKey("PopupScrollView")

    static var types: [LuaTypeDecl] { [barType, contentType, itemType, scrollType] }

    static let statusBarStyles = PopupStatusBarStyle.allCases.map(\.rawValue)

    static let buttonType = LuaType.oneOf([.string, .options([
        LuaOption("title", .string, "the button's title"),
        LuaOption("image", .string, "a system image name (a 44-pt icon button), e.g. \"play.fill\""),
        LuaOption("accessibilityLabel", .string, "what VoiceOver reads (default: title, else image)"),
        LuaOption("enabled", .boolean, default: "true", "a disabled button ignores taps"),
        LuaOption("action", .function, "action(), called when the button is tapped"),
    ])])

    static let itemStrings = ["title", "subtitle", "image", "accessibilityLabel", "accessibilityHint",
                              "accessibilityImageLabel", "accessibilityProgressLabel", "accessibilityProgressValue"]

    static let contentOptions: [LuaOption] = [
        LuaOption("title", .string, "the bar's title"),
        LuaOption("subtitle", .string, "the bar's subtitle"),
        LuaOption("image", .string, "an image name (a placeholder on prominent and floating bars)"),
        LuaOption("progress", .number, default: "0", "playback progress, clamped to [0, 1]"),
        LuaOption("buttons", .list(buttonType), "the trailing bar buttons (barButtonItems): titles or {title=, image=, action=, ...}"),
        LuaOption("leadingButtons", .list(buttonType), "the leading bar buttons"),
        LuaOption("controllerTitle", .string, "the content controller's own title: the bar shows it when title and subtitle are both nil"),
        LuaOption("accessibilityLabel", .string, "the bar's spoken label instead of title and subtitle"),
        LuaOption("accessibilityHint", .string, "instead of \"Double tap to open.\""),
        LuaOption("accessibilityImageLabel", .string, "the image's spoken label"),
        LuaOption("accessibilityProgressLabel", .string, "the progress view's spoken label"),
        LuaOption("accessibilityProgressValue", .string, "instead of \"N percent\""),
        LuaOption("hasScrollView", .boolean, default: "false", "the content has a scroll view the size of its view, at its top and not scrollable: a drag down moves the popup (`scrollView` gives one that scrolls)"),
        LuaOption("scrollView", .options([
            LuaOption("contentSize", .shape(.size), required: true, "the scrollable content's size (bounds: the container's size)"),
            LuaOption("contentOffset", .shape(.point), default: "{x=0, y=0}", "the starting offset (clamped to the scrollable range)"),
        ]), "a scroll view filling the content: drags scroll it, and hand over to the closing pan at its top"),
        LuaOption("statusBarStyle", .enumeration(PopupStatusBarStyle.allCases.map(\.rawValue)), default: "\"default\"",
                  "preferredStatusBarStyle: what the status bar shows while the content covers it"),
        LuaOption("layoutMarginsTop", .range(LuaRange()), "the content view's top layout margin (default: the safe area's top); the close button sits 1 pt below"),
        LuaOption("transitionImage", .options([
            LuaOption("frame", .shape(.rect), required: true, "where the image sits in the open content"),
            LuaOption("cornerRadius", .range(LuaRange(min: 0)), default: "0", "its corner radius"),
        ]), "viewForPopupTransition: the view the bar image morphs into on open (prominent/floating bar, snap, with an image)"),
    ]

    /// A content controller from a content table (its keys and types were checked).
    static func readContent(_ call: LuaCall, _ t: LuaOptions) -> PopupContentController {
        var item = PopupItem(progress: t.number("progress") ?? 0)
        item.title = t.string("title")
        item.subtitle = t.string("subtitle")
        item.image = t.string("image")
        item.accessibilityLabel = t.string("accessibilityLabel")
        item.accessibilityHint = t.string("accessibilityHint")
        item.accessibilityImageLabel = t.string("accessibilityImageLabel")
        item.accessibilityProgressLabel = t.string("accessibilityProgressLabel")
        item.accessibilityProgressValue = t.string("accessibilityProgressValue")
        let vc = PopupContentController(title: t.string("controllerTitle"), item: item)
        let bounds = call.world.stage.screen.size
        if t.bool("hasScrollView") == true { vc.scrollView = PopupScrollView(contentSize: bounds) }
        if let sv = t.options("scrollView") {
            var scroll = PopupScrollView(contentSize: sv.field("contentSize") { L, i in size(L, i) } ?? bounds)
            scroll.setContentOffset(sv.point("contentOffset") ?? .zero, bounds: bounds)
            vc.scrollView = scroll
        }
        if let name = t.string("statusBarStyle"), let st = PopupStatusBarStyle(rawValue: name) { vc.preferredStatusBarStyle = st }
        vc.layoutMarginsTop = t.number("layoutMarginsTop")
        if let ti = t.options("transitionImage"), let f = ti.field("frame", { L, i in rect(L, i) }) {
            vc.transitionTarget = PopupImageMorph.Target(frame: f, cornerRadius: ti.number("cornerRadius") ?? 0)
        }
        let world = call.world
        if let list = t.options("buttons") { setButtons(vc, leading: false, call.L, list.index, world) }
        if let list = t.options("leadingButtons") { setButtons(vc, leading: true, call.L, list.index, world) }
        return vc
    }

    /// Sets one side's buttons of `vc` from the list at `i`, with their actions.
    static func setButtons(_ vc: PopupContentController, leading: Bool, _ L: OpaquePointer, _ i: Int32, _ world: StageWorld) {
        let n = min(Int(lua_rawlen(L, i)), 1000)
        var items: [PopupBarButtonItem] = []
        var actions: [AnyObject?] = []
        for k in 0..<n {
            lua_rawgeti(L, i, lua_Integer(k + 1))
            let j = lua_gettop(L)
            if lua_type(L, j) == LUA_TTABLE {
                var enabled = true
                lua_getfield(L, j, "enabled")
                if lua_type(L, -1) != LUA_TNIL { enabled = lua_toboolean(L, -1) != 0 }
                lua_settop(L, -2)
                items.append(PopupBarButtonItem(title: StageTables.string(L, j, "title"), image: StageTables.string(L, j, "image"),
                                                accessibilityLabel: StageTables.string(L, j, "accessibilityLabel"), isEnabled: enabled))
                lua_getfield(L, j, "action")
                actions.append(lua_type(L, -1) == LUA_TFUNCTION ? LuaRef(L, index: -1) : nil)
                lua_settop(L, -2)
            } else {
                items.append(PopupBarButtonItem(title: LuaStack(L).string(at: j) ?? ""))
                actions.append(nil)
            }
            lua_settop(L, -2)
        }
        var lead = leading ? actions : [], trail = leading ? [] : actions
        // Keep the other side's actions: the controller holds one closure for both.
        if let old = vc.barButtonActions {
            if leading { trail = old.trailing } else { lead = old.leading }
        }
        if leading { vc.popupItem.leadingBarButtonItems = items } else { vc.popupItem.trailingBarButtonItems = items }
        vc.barButtonActions = (lead, trail)
        let l = lead, r = trail
        vc.barButtonAction = { isLeading, index in
            let list = isLeading ? l : r
            guard index < list.count, let fn = list[index] as? LuaRef else { return }
            try world.invoke(fn, as: "action of \(isLeading ? "leading" : "trailing") bar button \(index + 1)")
        }
    }

    /// A checked `{width =, height =}` / `{x =, y =, width =, height =}` at `i`.
    static func size(_ L: OpaquePointer, _ i: Int32) -> Size {
        Size(width: StageTables.number(L, i, "width") ?? 0, height: StageTables.number(L, i, "height") ?? 0)
    }

    static func rect(_ L: OpaquePointer, _ i: Int32) -> Rect {
        Rect(x: StageTables.number(L, i, "x") ?? 0, y: StageTables.number(L, i, "y") ?? 0,
             width: StageTables.number(L, i, "width") ?? 0, height: StageTables.number(L, i, "height") ?? 0)
    }

    /// VoiceOver elements as `{role=, label=, value=, hint=, traits={...}, spoken=, frame=}`.
    static func pushElements(_ call: LuaCall, _ elements: [PopupBarAccessibility.Element]) -> Int32 {
        lua_createtable(call.L, Int32(clamping: elements.count), 0)
        for (k, e) in elements.enumerated() {
            lua_createtable(call.L, 0, 7)
            call.setString("role", e.role)
            call.setString("label", e.label)
            if let v = e.value { call.setString("value", v) }
            if let h = e.hint { call.setString("hint", h) }
            call.setString("spoken", e.spoken)
            lua_createtable(call.L, Int32(clamping: e.traits.count), 0)
            for (j, tr) in e.traits.enumerated() {
                LuaStack(call.L).push(tr)
                lua_rawseti(call.L, -2, lua_Integer(j + 1))
            }
            lua_setfield(call.L, -2, "traits")
            if let f = e.frame {
                call.push(rect: f)
                lua_setfield(call.L, -2, "frame")
            }
            lua_rawseti(call.L, -2, lua_Integer(k + 1))
        }
        return 1
    }

    static func pushButtons(_ call: LuaCall, _ items: [PopupBarButtonItem]) -> Int32 {
        lua_createtable(call.L, Int32(clamping: items.count), 0)
        for (k, b) in items.enumerated() {
            lua_createtable(call.L, 0, 4)
            if let t = b.title { call.setString("title", t) }
            if let t = b.image { call.setString("image", t) }
            if let t = b.accessibilityLabel { call.setString("accessibilityLabel", t) }
            call.setBool("enabled", b.isEnabled)
            lua_rawseti(call.L, -2, lua_Integer(k + 1))
        }
        return 1
    }

    static func styles<T: CaseIterable & CustomStringConvertible>(_ t: T.Type) -> [String] { T.allCases.map(\.description) }
    static func named<T: CaseIterable & CustomStringConvertible>(_ t: T.Type, _ s: String) -> T? { T.allCases.first { $0.description == s } }

    static let gestureOptions: [LuaOption] = [
        LuaOption("dy", .range(LuaRange()), required: true, "vertical travel in points (positive = down)"),
        LuaOption("dx", .range(LuaRange()), default: "0", "horizontal travel in points (a sideways pan scrolls a mixed-axis content scroll view)"),
        LuaOption("duration", StageTypes.seconds, default: "0.3", "seconds the finger moves (the clock advances by it)"),
        LuaOption("velocity", .number, "release velocity in points/s, vertical (default: measured over the last 50 ms)"),
    ]

    static func drag(_ call: LuaCall, _ body: (Double, Double, SimDuration, Point?) throws -> Void) -> Int32 {
        guard let o = call.options(2) else { return 0 }
        let d = (try? SimDuration.validated(seconds: o.number("duration") ?? 0.3)) ?? SimDuration(seconds: 0.3)
        do {
            try body(o.number("dx") ?? 0, o.number("dy") ?? 0, d, o.number("velocity").map { Point(x: 0, y: $0) })
        } catch let e as PopupBarError {
            return call.fail(e)
        } catch {
            return ClockAPI.clockFailure(call, error)
        }
        return call.finish(0)
    }

    /// A read-only number property pushed as points (whole numbers print as integers).
    static func points<T: StageBound>(_ t: T.Type, _ name: String, doc: String, example: String,
                                      _ get: @escaping @Sendable (T) -> Double) -> LuaPropertyDecl {
        .on(t, name, .number, doc: doc, example: example, get: { o, call in call.push(points: get(o)); return 1 })
    }

    static let presented = "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", subtitle = \"Artist\", progress = 0.25 }, animated = false }\n"

    // MARK: PopupBar

    static var barType: LuaTypeDecl {
        LuaTypeDecl(barKey, doc: """
            A container's popup bar (LNPopupBar): its style and appearance, where it is now, \
            what VoiceOver reads, the marquee, and gestures through the screen.
            """, methods: [
            .method("tap", on: PopupBarRef.self, doc: """
            Taps the bar's title area through the screen: the popup opens (0.2 s highlight). \
            Fails clearly when the bar is not presented, or covered (a sheet over it).
            """, example: presented + "tabs.popupBar:tap()\nstage.clock.advance(0.5)\nprint(tabs.popupPresentationState)   --> open") { b, call in
                try b.owner.tapBar()
                return call.finish(0)
            },
            .method("longPress", on: PopupBarRef.self, params: [LuaParam("options", .options([
                LuaOption("duration", StageTypes.seconds, default: "0.5", "how long the finger stays (the clock advances by it)"),
            ]), optional: true)], doc: "Touches and holds the bar: the highlight only, no open.",
                    example: presented + "tabs.popupBar:longPress()\nprint(tabs.popupPresentationState)   --> barPresented") { b, call in
                let d = (try? SimDuration.validated(seconds: call.options(2)?.number("duration") ?? 0.5)) ?? SimDuration(seconds: 0.5)
                do { try b.owner.longPressBar(holding: d) } catch let e as PopupBarError { return call.fail(e) } catch {
                    return ClockAPI.clockFailure(call, error)
                }
                return call.finish(0)
            },
            .method("drag", on: PopupBarRef.self, params: [LuaParam("options", .options(gestureOptions))], doc: """
            A vertical pan from the bar's title area through `stage.screen.drag`. Snap (the \
            default): a swipe up opens after 0.15 s. Drag: the popup follows the finger and \
            the release decides by velocity sign, else the 20% rule.
            """, example: presented + "tabs.popupBar:drag{ dy = -200, duration = 0.2 }\nstage.clock.advance(1)\nprint(tabs.popupPresentationState)   --> open") { b, call in
                drag(call) { _, dy, d, v in try b.owner.dragBar(dy: dy, duration: d, velocity: v) }
            },
        ], properties: [
            .on(PopupBarRef.self, "barStyle", .enumeration(styles(PopupBarStyle.self)), doc: """
            "default" (floating on iOS 17), "compact" (40 pt), "prominent" (64), "floating" \
            (64, inset capsule) or "custom" (needs customBarHeight, else it acts as "default").
            """, example: "local tabs = stage.tabBarController()\ntabs.popupBar.barStyle = \"compact\"\nprint(tabs.popupBar.height)   --> 40",
                get: { b, call in call.returning(b.owner.popupBar.barStyle.description) },
                set: { b, call in b.owner.popupBar.barStyle = named(PopupBarStyle.self, call.string(2)) ?? .default }),
            .value(PopupBarRef.self, "effectiveBarStyle", .enumeration(["compact", "prominent", "floating", "custom"]),
                   doc: "The resolved style (never \"default\").", example: "print(stage.tabBarController().popupBar.effectiveBarStyle)   --> floating") {
                $0.owner.effectiveBarStyle.description
            },
            .on(PopupBarRef.self, "progressViewStyle", .enumeration(styles(PopupBarProgressViewStyle.self)), doc: """
            "default" (= "none"), "bottom", "top" or "none".
            """, example: "local tabs = stage.tabBarController()\ntabs.popupBar.progressViewStyle = \"bottom\"",
                get: { b, call in call.returning(b.owner.popupBar.progressViewStyle.description) },
                set: { b, call in b.owner.popupBar.progressViewStyle = named(PopupBarProgressViewStyle.self, call.string(2)) ?? .default }),
            .on(PopupBarRef.self, "customBarHeight", .nullable(.range(LuaRange(min: 0))), doc: """
            A custom bar's preferred height (setting it sets a custom bar: style "custom"; nil \
            removes it, back to "default").
            """, example: "local tabs = stage.tabBarController()\ntabs.popupBar.customBarHeight = 90\nprint(tabs.popupBar.effectiveBarStyle)   --> custom",
                get: { b, call in call.returning(b.owner.popupBar.customBarHeight) },
                set: { b, call in b.owner.popupBar.setCustomBar(height: call.optNumber(2)) }),
            points(PopupBarRef.self, "height", doc: "The bar height for its style (compact 40, prominent/floating 64).",
                   example: "print(stage.tabBarController().popupBar.height)   --> 64") { $0.owner.popupBar.height(on: $0.owner.platform) },
            .on(PopupBarRef.self, "frame", .shape(.rect), doc: "The bar's frame now (mid-animation too); height 0 while hidden.",
                example: presented + "local f = tabs.popupBar.frame\nprint(f.x, f.y, f.width, f.height)   --> 0 705 393 64", get: { b, call in
                call.push(rect: b.owner.barFrame())
                return 1
            }),
            .value(PopupBarRef.self, "accessibilityLabel", .nullable(.string), doc: "What VoiceOver reads for the title area (title and subtitle on two lines), nil without content.",
                   example: presented + "print(tabs.popupBar.accessibilityLabel)") { $0.owner.accessibility?.titleArea.label },
            .value(PopupBarRef.self, "accessibilityHint", .nullable(.string), doc: "The title area's hint (\"Double tap to open.\").",
                   example: presented + "print(tabs.popupBar.accessibilityHint)   --> Double tap to open.") { $0.owner.accessibility?.titleArea.hint },
            .value(PopupBarRef.self, "accessibilityValue", .nullable(.string), doc: "The progress view's value (\"25 percent\"); nil when no progress view is shown.",
                   example: presented + "tabs.popupBar.progressViewStyle = \"bottom\"\nprint(tabs.popupBar.accessibilityValue)   --> 25 percent") { $0.owner.accessibility?.progress?.value },
            points(PopupBarRef.self, "marqueeOffset", doc: "How far the title has scrolled now (0 unless marquee is on and the title overflows).",
                   example: presented + "print(tabs.popupBar.marqueeOffset)   --> 0") { $0.owner.marqueeOffsets().title },
            points(PopupBarRef.self, "subtitleMarqueeOffset", doc: "The subtitle's marquee offset now.",
                   example: presented + "print(tabs.popupBar.subtitleMarqueeOffset)   --> 0") { $0.owner.marqueeOffsets().subtitle },
            .on(PopupBarRef.self, "marqueeScrollEnabled", .boolean, doc: "Scroll long titles (off by default): after 2 s, at 30 pt/s.",
                example: "local tabs = stage.tabBarController()\ntabs.popupBar.marqueeScrollEnabled = true",
                get: { b, call in call.returning(b.owner.popupBar.standardAppearance.marqueeScrollEnabled) },
                set: { b, call in b.owner.popupBar.standardAppearance.marqueeScrollEnabled = call.bool(2) }),
            .on(PopupBarRef.self, "marqueeScrollRate", .range(LuaRange(min: 0)), doc: "Marquee speed in points per second (30).",
                example: "print(stage.tabBarController().popupBar.marqueeScrollRate)   --> 30",
                get: { b, call in call.push(points: b.owner.popupBar.standardAppearance.marqueeScrollRate); return 1 },
                set: { b, call in b.owner.popupBar.standardAppearance.marqueeScrollRate = call.number(2) }),
            .on(PopupBarRef.self, "marqueeScrollDelay", StageTypes.seconds, doc: "Seconds before the marquee starts (2).",
                example: "print(stage.tabBarController().popupBar.marqueeScrollDelay)   --> 2.0",
                get: { b, call in call.returning(b.owner.popupBar.standardAppearance.marqueeScrollDelay.seconds) },
                set: { b, call in b.owner.popupBar.standardAppearance.marqueeScrollDelay = SimDuration(seconds: call.number(2)) }),
            gestureFlag("wantsDefaultTapGestureRecognizer", \.tap, "a tap on the bar opens the popup"),
            gestureFlag("wantsDefaultPanGestureRecognizer", \.pan, "a swipe or drag on the bar opens it (the open content's closing pan stays)"),
            gestureFlag("wantsDefaultHighlightGestureRecognizer", \.highlight, "touching the bar highlights it"),
            .on(PopupBarRef.self, "accessibilityElements", .list(.table), doc: """
            The bar's VoiceOver elements in reading order, each {role=, label=, value=, hint=, \
            traits={...}, spoken=, frame=}: the image ("image" trait, accessibilityImageLabel), \
            the title area (label = title and subtitle unless overridden, hint "Double tap to \
            open."), the progress view (shown ones only), the buttons. Empty while hidden.
            """, example: presented + "for _, e in ipairs(tabs.popupBar.accessibilityElements) do print(e.role, e.spoken) end", get: { b, call in
                let c = b.owner
                let els = c.popupPresentationState == .barHidden ? [] : c.accessibility?.elements(contents: c.snapshot().contents, style: c.effectiveBarStyle) ?? []
                return pushElements(call, els)
            }),
        ], bodies: LuaTypeDecl.describing(PopupBarRef.self) { "PopupBar(\($0.owner.source), \($0.owner.popupBar.barStyle))" })
    }

    static func gestureFlag(_ name: String, _ key: WritableKeyPath<PopupCustomBarGestures, Bool> & Sendable, _ what: String) -> LuaPropertyDecl {
        .on(PopupBarRef.self, name, .boolean, doc: "A custom bar's opt-out (true by default; only a custom bar honours false): \(what).",
            example: "local tabs = stage.tabBarController()\ntabs.popupBar.customBarHeight = 80\ntabs.popupBar.\(name) = false",
            get: { b, call in call.returning(b.owner.popupBar.customBarGestures[keyPath: key]) },
            set: { b, call in b.owner.popupBar.customBarGestures[keyPath: key] = call.bool(2) })
    }

    static let opened = presented + "tabs:openPopup{ animated = false }\n"

    // MARK: PopupContent

    static var contentType: LuaTypeDecl {
        LuaTypeDecl(contentKey, doc: "A container's popup content view (LNPopupContentView): where it is, its close button, gestures.", methods: [
            .method("tapCloseButton", on: PopupContentRef.self, doc: "Taps the open content's close button through the screen: the popup closes.",
                    example: presented + "tabs:openPopup{ animated = false }\ntabs.popupContent:tapCloseButton()\nstage.clock.advance(0.5)\nprint(tabs.popupPresentationState)   --> barPresented") { c, call in
                try c.owner.tapCloseButton()
                return call.finish(0)
            },
            .method("drag", on: PopupContentRef.self, params: [LuaParam("options", .options(gestureOptions))], doc: """
            A vertical pan on the open content (from a quarter of its height) through the \
            screen. Snap: the content rubber-bands and closes by itself once the travel passes \
            popupSnapPercent × the container height (272.6 pt on 852); a shorter release \
            reopens. Drag: follows 1:1, release by velocity sign, else the 20% rule.
            """, example: presented + "tabs:openPopup{ animated = false }\ntabs.popupContent:drag{ dy = 300, duration = 0.3 }\nstage.clock.advance(0.5)\nprint(tabs.popupPresentationState)   --> barPresented") { c, call in
                drag(call) { dx, dy, d, v in try c.owner.dragContent(dy: dy, dx: dx, duration: d, velocity: v) }
            },
        ], properties: [
            .on(PopupContentRef.self, "frame", .shape(.rect), doc: "The content's frame now (height 0 while closed).",
                example: presented + "tabs:openPopup{ animated = false }\nprint(tabs.popupContent.frame.height)   --> 852", get: { c, call in
                call.push(rect: c.owner.contentFrame())
                return 1
            }),
            .on(PopupContentRef.self, "closeButtonStyle", .enumeration(styles(PopupCloseButtonStyle.self)), doc: """
            "default" (grabber on iOS), "round", "chevron", "grabber" or "none".
            """, example: "local tabs = stage.tabBarController()\ntabs.popupContent.closeButtonStyle = \"round\"",
                get: { c, call in call.returning(c.owner.popupContentView.popupCloseButtonStyle.description) },
                set: { c, call in c.owner.popupContentView.popupCloseButtonStyle = named(PopupCloseButtonStyle.self, call.string(2)) ?? .default }),
            .value(PopupContentRef.self, "effectiveCloseButtonStyle", .enumeration(["round", "chevron", "grabber", "none"]),
                   doc: "The resolved close button style.", example: "print(stage.tabBarController().popupContent.effectiveCloseButtonStyle)   --> grabber") {
                $0.owner.effectiveCloseButtonStyle.description
            },
            .on(PopupContentRef.self, "closeButtonFrame", .nullable(.shape(.rect)), doc: "The close button's frame now (nil for style \"none\").",
                example: presented + "tabs:openPopup{ animated = false }\nlocal f = tabs.popupContent.closeButtonFrame\nprint(f.x, f.y, f.width, f.height)   --> 178.5 60 36 25", get: { c, call in
                guard let f = c.owner.closeButtonFrame() else { return call.returningNil() }
                call.push(rect: f)
                return 1
            }),
            .on(PopupContentRef.self, "hasScrollView", .boolean, doc: "The content has a vertical scroll view: at its top, a drag down moves the popup instead of scrolling (the \"scroll\" style needs it).",
                example: "local tabs = stage.tabBarController()\ntabs.popupContent.hasScrollView = true",
                get: { c, call in call.returning(c.owner.popupContentView.hasScrollView) },
                set: { c, call in c.owner.popupContentView.hasScrollView = call.bool(2) }),
            .on(PopupContentRef.self, "scrollView", .nullable(.object(scrollKey)), doc: """
            The installed content's scroll view (nil without one): give one with the content's \
            `scrollView = {contentSize =}` option. A drag on the open content scrolls it until \
            it is at its top; dragging on down from there closes the popup as usual.
            """, example: "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", scrollView = { contentSize = { width = 393, height = 3000 } } }, openPopup = true, animated = false }\nprint(tabs.popupContent.scrollView.contentOffset.y)   --> 0",
                get: { c, call in
                guard let r = PopupScrollViewRef.of(c.owner) else { return call.returningNil() }
                return call.returning(object: r, as: scrollKey)
            }),
            .on(PopupContentRef.self, "preferredStatusBarStyle", .nullable(.enumeration(statusBarStyles)), doc: """
            The installed content's preferredStatusBarStyle (nil without content): the status \
            bar shows it while the content covers it (see the container's statusBarStyle).
            """, example: opened + "tabs.popupContent.preferredStatusBarStyle = \"lightContent\"\nprint(tabs.statusBarStyle)   --> lightContent",
                get: { c, call in call.returning(c.owner.popupContentViewController?.preferredStatusBarStyle.rawValue) },
                set: { c, call in
                guard let vc = c.owner.popupContentViewController else {
                    throw PopupBarError.badInput("\(c.owner.source) has no popup content (present it first)")
                }
                vc.preferredStatusBarStyle = PopupStatusBarStyle(rawValue: call.string(2)) ?? .default
            }),
            .on(PopupContentRef.self, "layoutMarginsTop", .nullable(.range(LuaRange())), doc: """
            The installed content view's top layout margin (nil: the safe area's top). The close \
            button sits 1 pt below it (round: at it, at least 12); a change while open moves it \
            over 0.25 s (closeButtonRepositioned).
            """, example: opened + "tabs.popupContent.layoutMarginsTop = 100\nstage.clock.advance(0.25)\nprint(tabs.popupContent.closeButtonFrame.y)   --> 101",
                get: { c, call in
                guard let vc = c.owner.popupContentViewController else { return call.returningNil() }
                return call.returning(vc.layoutMarginsTop ?? c.owner.stage.screen.safeArea.top)
            },
                set: { c, call in
                guard let vc = c.owner.popupContentViewController else {
                    throw PopupBarError.badInput("\(c.owner.source) has no popup content (present it first)")
                }
                vc.layoutMarginsTop = call.optNumber(2)
            }),
            .value(PopupContentRef.self, "closeButtonFlat", .boolean, doc: "The chevron close button is flattened (while the open content is dragged).",
                   example: opened + "print(tabs.popupContent.closeButtonFlat)   --> false") { $0.owner.snapshot().closeButtonFlat },
            .on(PopupContentRef.self, "transitionImage", .nullable(.table), doc: """
            The bar image's morph into the content's transitionImage while an open or close runs \
            it: {frame=, cornerRadius=, phase="opening"|"closing"}; nil otherwise.
            """, example: "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", image = \"cover\", transitionImage = { frame = { x = 40, y = 140, width = 313, height = 313 } } }, animated = false }\ntabs:openPopup()\nstage.clock.advance(0.25)\nprint(tabs.popupContent.transitionImage.phase)   --> opening",
                get: { c, call in
                guard let m = c.owner.snapshot().imageMorph else { return call.returningNil() }
                lua_createtable(call.L, 0, 3)
                call.push(rect: m.frame)
                lua_setfield(call.L, -2, "frame")
                call.push(points: m.cornerRadius)
                lua_setfield(call.L, -2, "cornerRadius")
                call.setString("phase", m.phase.rawValue)
                return 1
            }),
            .value(PopupContentRef.self, "accessibilityViewIsModal", .boolean, doc: "The open content is accessibility-modal (VoiceOver reaches only it).",
                   example: opened + "print(tabs.popupContent.accessibilityViewIsModal)   --> true") { $0.owner.contentIsAccessibilityModal },
        ], bodies: LuaTypeDecl.describing(PopupContentRef.self) { "PopupContent(\($0.owner.source))" })
    }

    // MARK: PopupItem

    static func stringField(_ name: String, _ key: WritableKeyPath<PopupItem, String?> & Sendable, _ doc: String, _ example: String) -> LuaPropertyDecl {
        .on(PopupItemRef.self, name, .nullable(.string), doc: doc, example: example,
            get: { i, call in call.returning(i.controller.popupItem[keyPath: key]) },
            set: { i, call in i.controller.popupItem[keyPath: key] = call.isNoneOrNil(2) ? nil : call.string(2) })
    }

    static var itemType: LuaTypeDecl {
        let ex = presented
        return LuaTypeDecl(itemKey, doc: """
            The popup item of one content controller (LNPopupItem). Writing a field updates the \
            bar at once (a changed title or subtitle restarts the marquee).
            """, properties: [
            stringField("title", \.title, "The title (nil: the content controller's title is shown when subtitle is nil too).",
                        ex + "tabs.popupItem.title = \"Next song\"\nprint(tabs.popupBar.accessibilityLabel)"),
            stringField("subtitle", \.subtitle, "The subtitle.", ex + "print(tabs.popupItem.subtitle)   --> Artist"),
            stringField("image", \.image, "The image name (drawn as a placeholder).", ex + "tabs.popupItem.image = \"cover\""),
            stringField("accessibilityLabel", \.accessibilityLabel, "The bar's spoken label override.", ex + "tabs.popupItem.accessibilityLabel = \"Now playing\"\nprint(tabs.popupBar.accessibilityLabel)   --> Now playing"),
            stringField("accessibilityHint", \.accessibilityHint, "The hint override.", ex + "tabs.popupItem.accessibilityHint = \"Opens the player\""),
            stringField("accessibilityImageLabel", \.accessibilityImageLabel, "The image's spoken label.", ex + "tabs.popupItem.accessibilityImageLabel = \"Cover\""),
            stringField("accessibilityProgressLabel", \.accessibilityProgressLabel, "The progress view's spoken label.", ex + "tabs.popupItem.accessibilityProgressLabel = \"Elapsed\""),
            stringField("accessibilityProgressValue", \.accessibilityProgressValue, "The progress value override (default \"N percent\").", ex + "tabs.popupItem.accessibilityProgressValue = \"1:02 of 3:30\""),
            .on(PopupItemRef.self, "progress", .number, doc: "Progress in [0, 1]; values outside are clamped (NaN → 0), as the library does.",
                example: ex + "tabs.popupItem.progress = 1.7\nprint(tabs.popupItem.progress)   --> 1.0",
                get: { i, call in call.returning(i.controller.popupItem.progress) },
                set: { i, call in i.controller.popupItem.progress = call.number(2) }),
            .on(PopupItemRef.self, "buttons", .list(buttonType), doc: "The trailing bar buttons (reading gives {title=, image=, accessibilityLabel=, enabled=} tables).",
                example: ex + "tabs.popupItem.buttons = { { image = \"pause.fill\", action = function() print(\"pause\") end } }\nprint(#tabs.popupItem.buttons)   --> 1",
                get: { i, call in pushButtons(call, i.controller.popupItem.trailingBarButtonItems) },
                set: { i, call in setButtons(i.controller, leading: false, call.L, 2, call.world) }),
            .on(PopupItemRef.self, "leadingButtons", .list(buttonType), doc: "The leading bar buttons.",
                example: ex + "tabs.popupItem.leadingButtons = { \"Like\" }",
                get: { i, call in pushButtons(call, i.controller.popupItem.leadingBarButtonItems) },
                set: { i, call in setButtons(i.controller, leading: true, call.L, 2, call.world) }),
            .value(PopupItemRef.self, "displayTitle", .nullable(.string), doc: "The title the bar shows (with the content controller's title as fallback).",
                   example: "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { controllerTitle = \"Now Playing\" }, animated = false }\nprint(tabs.popupItem.displayTitle)   --> Now Playing") { $0.controller.resolvedItem.displayTitle },
            .value(PopupItemRef.self, "shown", .boolean, doc: "This item's content is the one the bar shows (false after a swap).",
                   example: ex + "local old = tabs.popupItem\ntabs:presentPopupBar{ content = { title = \"Other\" } }\nprint(old.shown)   --> false") { $0.isShown },
        ], bodies: LuaTypeDecl.describing(PopupItemRef.self) { "PopupItem(\($0.owner.source), '\($0.controller.resolvedItem.displayTitle ?? "")')" })
    }
}

// MARK: PopupScrollView

extension PopupBarPartsAPI {
    static let scrollExample = "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", scrollView = { contentSize = { width = 393, height = 3000 } } }, openPopup = true, animated = false }\nlocal sv = tabs.popupContent.scrollView\n"

    static func checkedScroll(_ s: PopupScrollViewRef) throws(PopupBarError) -> PopupScrollView {
        guard let sv = s.controller.scrollView else { throw .badInput("\(s.owner.source) scrollView: its content controller no longer has a scroll view") }
        return sv
    }

    static var scrollType: LuaTypeDecl {
        LuaTypeDecl(scrollKey, doc: """
            The scroll view of one content controller. Its bounds are the container's \
            size; offsets stay inside the scrollable range (no bounce is modelled). A drag on the \
            open content scrolls it; at its top a downward drag becomes the popup's closing pan \
            (scrollViewHandoff on the timeline) with the offset pinned at 0.
            """, properties: [
            .on(PopupScrollViewRef.self, "contentOffset", .shape(.point), doc: "The scroll offset {x, y}; setting it clamps to [0, contentSize − bounds].",
                example: scrollExample + "sv.contentOffset = { x = 0, y = 5000 }\nprint(sv.contentOffset.y)   --> 2148",
                get: { s, call in call.push(point: try checkedScroll(s).contentOffset); return 1 },
                set: { s, call in
                _ = try checkedScroll(s)
                s.setContentOffset(call.point(2) ?? .zero)
            }),
            .on(PopupScrollViewRef.self, "contentSize", .shape(.size), doc: "The scrollable content's size {width, height} (the offset is re-clamped).",
                example: scrollExample + "print(sv.contentSize.height)   --> 3000",
                get: { s, call in call.push(size: try checkedScroll(s).contentSize); return 1 },
                set: { s, call in
                _ = try checkedScroll(s)
                s.setContentSize(size(call.L, 2))
            }),
            .value(PopupScrollViewRef.self, "isAtTop", .boolean, doc: "The offset is at the top: a downward drag now moves the popup.",
                   example: scrollExample + "print(sv.isAtTop)   --> true") { $0.controller.scrollView?.isAtTop ?? true },
            .on(PopupScrollViewRef.self, "maximumContentOffset", .shape(.point), doc: "The largest offset on each axis (contentSize − bounds, at least 0).",
                example: scrollExample + "print(sv.maximumContentOffset.y)   --> 2148",
                get: { s, call in call.push(point: try checkedScroll(s).maximumOffset(bounds: s.owner.scrollViewBounds)); return 1 }),
            .value(PopupScrollViewRef.self, "shown", .boolean, doc: "Its content is the one installed (false after a swap).",
                   example: scrollExample + "print(sv.shown)   --> true") { $0.owner.popupContentViewController === $0.controller },
        ], bodies: LuaTypeDecl.describing(PopupScrollViewRef.self) { "PopupScrollView(\($0.owner.source))" })
    }
}
