import LuaBridge
import StageKit

// The parts of a popup container as Lua sees them: `c.popupBar` (PopupBar), `c.popupContent`
// (PopupContent) and `c.popupItem` (PopupItem), plus reading a content table. Handles come from
// the stage's handle cache (`PopupBarRef` and its siblings), so they go stale with the stage.

extension PopupBarRef: StageElement { public var elementName: String { "popupBar" } }
extension PopupBarContentRef: StageElement { public var elementName: String { "popupContent" } }
extension PopupBarScrollViewRef: StageElement { public var elementName: String { "scrollView" } }
extension PopupBarItemRef: StageElement { public var elementName: String { "popupItem" } }
extension PopupBarButtonRef: StageElement {
    public var elementName: String { "\(leading ? "leading" : "trailing") bar button \(position + 1)" }
}

enum PopupBarPartsAPI {
    static let barKey = LuaTypeKey("PopupBar")
    static let contentKey = LuaTypeKey("PopupContent")
    static let itemKey = LuaTypeKey("PopupItem")
    static let scrollKey = LuaTypeKey("PopupScrollView")
    static let buttonKey = LuaTypeKey("PopupBarButton")



    static let buttonType = LuaType.oneOf([.string, .options([
        LuaOption("title", .string, "the button's title"),
        LuaOption("image", .string, "a system image name (a 44-pt icon button), e.g. \"play.fill\""),
        LuaOption("accessibilityLabel", .string, "what VoiceOver reads (default: title, else image)"),
        LuaOption("enabled", .boolean, default: "true", "a disabled button ignores taps"),
        LuaOption("action", .fn(), "action(), called when the button is tapped"),
    ])])
    /// A side's buttons: the simulation keeps at most 1,000 (more is an error naming the cap).
    static let buttonsType = LuaType.capped(.list(buttonType), atMost: 1000, "buttons")

    /// The popup item's value fields, each declared once: a key of the content table (the
    /// field's doc; its default is the engine's) and a property of PopupItem (`doc`, and the
    /// example after `presented`; strings read nil when unset).
    static let itemFields: [(field: Setting<PopupBarItem>, doc: String, example: String)] = [
        (Setting(\.title, "title", "the bar's title", type: .string),
         "The title (nil: the content controller's title is shown when subtitle is nil too).",
         "tabs.popupItem.title = \"Next song\"\nprint(tabs.popupBar.accessibilityLabel)"),
        (Setting(\.subtitle, "subtitle", "the bar's subtitle", type: .string),
         "The subtitle.",
         "print(tabs.popupItem.subtitle)   --> Artist"),
        (Setting(\.image, "image", "an image name (a placeholder on prominent and floating bars)", type: .string),
         "The image name (drawn as a placeholder).",
         "tabs.popupItem.image = \"cover\""),
        (Setting(\.progress, "progress", "playback progress, clamped to [0, 1]", type: .number),
         "Progress in [0, 1]; values outside are clamped (NaN → 0), as the library does.",
         "tabs.popupItem.progress = 1.7\nprint(tabs.popupItem.progress)   --> 1.0"),
        (
            Setting(
                \.accessibilityLabel, "accessibilityLabel", "the bar's spoken label instead of title and subtitle",
                type: .string),
         "The bar's spoken label override.",
            "tabs.popupItem.accessibilityLabel = \"Now playing\"\nprint(tabs.popupBar.accessibilityLabel)   --> Now "
                + "playing"
        ),
        (Setting(\.accessibilityHint, "accessibilityHint", "instead of \"Double tap to open.\"", type: .string),
         "The hint override.",
         "tabs.popupItem.accessibilityHint = \"Opens the player\""),
        (Setting(\.accessibilityImageLabel, "accessibilityImageLabel", "the image's spoken label", type: .string),
         "The image's spoken label.",
         "tabs.popupItem.accessibilityImageLabel = \"Cover\""),
        (
            Setting(
                \.accessibilityProgressLabel, "accessibilityProgressLabel", "the progress view's spoken label",
                type: .string),
         "The progress view's spoken label.",
         "tabs.popupItem.accessibilityProgressLabel = \"Elapsed\""),
        (Setting(\.accessibilityProgressValue, "accessibilityProgressValue", "instead of \"N percent\"", type: .string),
         "The progress value override (default \"N percent\").",
         "tabs.popupItem.accessibilityProgressValue = \"1:02 of 3:30\""),
    ]

    /// What the content table's other keys write: the new content controller, in a world.
    typealias ContentInput = (vc: PopupBarContentController, world: StageWorld)

    /// The content table's other keys, each declared once: its option, and what it writes into
    /// the new content controller (the value was checked against the option's type).
    static let contentKeys: LuaOptionFields<ContentInput> = [
        LuaOptionField("buttons", buttonsType, { setButtons($0.vc, leading: false, $1, $0.world) },
                       "the trailing bar buttons (barButtonItems): titles or {title=, image=, action=, ...}"),
        LuaOptionField("leadingButtons", buttonsType, { setButtons($0.vc, leading: true, $1, $0.world) },
                       "the leading bar buttons"),
        LuaOptionField("view", ViewAPI.anyView, { $0.vc.view = ViewAPI.view($1) },
                       "the content controller's view (the app's player, docs/VIEWS.md): it fills the open content"),
        LuaOptionField("controllerTitle", .string, { $0.vc.title = $1.string },
                       "the content controller's own title: the bar shows it when title and subtitle are both nil"),
        LuaOptionField("hasScrollView", .boolean, default: "false",
            { if $1.truthy { $0.vc.scrollView = PopupBarScrollView(contentSize: $0.world.stage.screen.size) } },
            "the content has a scroll view the size of its view, at its top and not scrollable: a drag down moves "
                + "the popup (`scrollView` gives one that scrolls)"
        ),
        LuaOptionField("scrollView", .options([
                LuaOption(
                    "contentSize", .shape(.size), required: true,
                    "the scrollable content's size (bounds: the container's size)"),
                LuaOption(
                    "contentOffset", .shape(.point), default: "{x=0, y=0}",
                    "the starting offset (clamped to the scrollable range)"),
        ]), { c, v in
            let bounds = c.world.stage.screen.size
            var scroll = PopupBarScrollView(contentSize: v.options?.field("contentSize") { $0.size } ?? bounds)
            scroll.setContentOffset(v.options?.point("contentOffset") ?? .zero, bounds: bounds)
            c.vc.scrollView = scroll
        }, "a scroll view filling the content: drags scroll it, and hand over to the closing pan at its top"),
        LuaOptionField(
            "statusBarStyle", PopupBarStatusBarStyle.luaType, default: "\"default\"",
            { $0.vc.preferredStatusBarStyle = .read($1) },
                       "preferredStatusBarStyle: what the status bar shows while the content covers it"),
        LuaOptionField("layoutMarginsTop", .range(LuaRange()), { $0.vc.layoutMarginsTop = $1.number },
            "the content view's top layout margin (default: the safe area's top); the close button sits 1 pt below"),
        LuaOptionField("transitionImage", .options([
            LuaOption("frame", .shape(.rect), required: true, "where the image sits in the open content"),
            LuaOption("cornerRadius", .range(LuaRange(min: 0)), default: "0", "its corner radius"),
        ]), { c, v in
            guard let ti = v.options, let frame = ti.field("frame", { $0.rect }) else { return }
                c.vc.transitionTarget = PopupBarImageMorph.Target(
                    frame: frame, cornerRadius: ti.number("cornerRadius") ?? 0)
            },
            "viewForPopupTransition: the view the bar image morphs into on open (prominent/floating bar, snap, with "
                + "an image)"
        ),
    ]

    /// The content table's keys in their documented order: the item's first four, the buttons and
    /// the controller's title, the item's accessibility strings, then the rest.
    static let contentOptions =
        Array(itemOptions[..<4]) + contentKeys.options[..<3] + itemOptions[4...] + contentKeys.options[3...]
    static let itemOptions = itemFields.map { f in
        LuaOption(f.field.name, f.field.type, default: defaultText(f.field), f.field.doc)
    }

    /// The engine's default of an item field as the docs write it (nil for an unset string).
    static func defaultText(_ f: Setting<PopupBarItem>) -> String? {
        f.literal(PopupBarItem()) == "nil" ? nil : f.literal(PopupBarItem())
    }

    /// A content controller from a content table (its keys and types were checked).
    static func readContent(_ call: LuaCall, _ t: LuaOptions) -> PopupBarContentController {
        var content = (vc: PopupBarContentController(), world: call.world)
        itemFields.map(\.0).apply(t, to: &content.vc.popupItem, PopupBarItem())
        contentKeys.apply(t, to: &content)
        return content.vc
    }

    /// One side's bar buttons of an item.
    static func buttonsPath(_ leading: Bool) -> WritableKeyPath<PopupBarItem, [PopupBarButtonItem]> {
        leading ? \.leadingBarButtonItems : \.trailingBarButtonItems
    }

    /// Sets one side's buttons of `vc` from the (checked) list in `list`, with their actions.
    /// Every read is raw: a button table's metatable never runs.
    static func setButtons(_ vc: PopupBarContentController, leading: Bool, _ list: LuaSlot, _ world: StageWorld) {
        let buttons = list.elements { b -> (PopupBarButtonItem, AnyObject?) in
            guard let o = b.options else { return (PopupBarButtonItem(title: b.string ?? ""), nil) }
            return (
                PopupBarButtonItem(
                    title: o.string("title"), image: o.string("image"),
                    accessibilityLabel: o.string("accessibilityLabel"),
                                       isEnabled: o.bool("enabled") ?? true), o.ref("action"))
        }
        let items = buttons.map(\.0), actions = buttons.map(\.1)
        // Keep the other side's actions: the controller holds one closure for both.
        let old = vc.barButtonActions ?? ([], [])
        let (l, r) = leading ? (actions, old.trailing) : (old.leading, actions)
        vc.popupItem[keyPath: buttonsPath(leading)] = items
        vc.barButtonActions = (l, r)
        vc.barButtonAction = { isLeading, index in
            let list = isLeading ? l : r
            guard index < list.count, let fn = list[index] as? LuaRef else { return }
            try world.invoke(fn, as: "action of \(isLeading ? "leading" : "trailing") bar button \(index + 1)")
        }
    }

    /// A drag with the options at 2 (the one drag shape: DragShape): `body` gets the values.
    static func drag(_ call: LuaCall, _ body: (DragShape.Values) throws -> Void) rethrows {
        try body(DragShape.read(call.options(2), duration: 0.3))
    }

    static let presented =
        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", subtitle = "
            + "\"Artist\", progress = 0.25 }, animated = false }\n"

    // MARK: PopupBar

    static var barType: LuaTypeDecl {
        LuaTypeDecl(barKey, doc: """
            A container's popup bar (LNPopupBar): its style and appearance, where it is now, \
            what VoiceOver reads, the marquee, and gestures through the screen.
            """, methods: [
            .command("tapButton", on: PopupBarRef.self,
                     params: [LuaParam("name", .string, "its title, accessibility label or image name")],
                     doc: "Taps the shown item's bar button with that title, accessibility label or image name "
                        + "(leading first) through the screen: barButtonTapped, then its action. An error naming the "
                        + "buttons "
                        + "there when none has the name; raises as tap does otherwise.",
                     example: buttonSample + "tabs.popupBar:tapButton(\"Play\")") { b, call in
                let (leading, i) = try b.owner.barButton(named: call.string(2))
                try b.owner.tapBarButton(leading: leading, index: i)
                return CommandOutcome.acted
            },
            .command("tap", on: PopupBarRef.self, doc: """
            Taps the bar's title area through the screen: the popup opens (0.2 s highlight). \
            Raises (an error, not false) when the bar cannot be touched: not presented (or \
            still moving), out of the window, or covered (a sheet over it).
            """,
                    example: presented
                        + "tabs.popupBar:tap()\nstage.clock.advance(0.5)\nprint(tabs.popupPresentationState)   --> open"
                ) { b, _ in try b.owner.tapBar() },
            .command("longPress", on: PopupBarRef.self, params: [LuaParam("options", .options([
                                LuaOption(
                                    "duration", StageTypes.seconds, default: "0.5",
                                    "how long the finger stays (the clock advances by it)")
                            ]), optional: true)
                    ],
                    doc:
                        "Touches and holds the bar: the highlight only, no open. Raises (an error, not false) when "
                            + "the bar cannot be touched, as tap does.",
                    example:
                        "\(presented)tabs.popupBar:longPress()\nprint(tabs.popupPresentationState)   --> barPresented"
                ) { b, call in
                        try b.owner.longPressBar(
                            holding: SimDuration(seconds: call.options(2)?.number("duration") ?? 0.5))
                    },
            .command("drag", on: PopupBarRef.self, params: [DragShape.param(duration: 0.3)],
                     doc: """
            A vertical pan from the bar's title area through `stage.screen.drag`. Snap (the \
            default): a swipe up opens after 0.15 s. Drag: the popup follows the finger and \
            the release decides by velocity sign, else the 20% rule. Raises (an error, not \
            false) when the bar cannot be touched, as tap does.
            """,
                    example: presented
                        + "tabs.popupBar:drag{ dy = -200, duration = 0.2 "
                            + "}\nstage.clock.advance(1)\nprint(tabs.popupPresentationState)   --> open") { b, call in
                        try drag(call) {
                            try b.owner.dragBar(dy: $0.dy, dx: $0.dx, duration: $0.duration, velocity: $0.velocity)
                        }
                    },
        ], properties: [
            .field(PopupBarRef.self, "barStyle", \.owner.popupBar, \.barStyle, doc: """
            "default" (floating on iOS 17), "compact" (40 pt), "prominent" (64), "floating" \
            (64, inset capsule) or "custom" (needs customBarHeight, else it acts as "default").
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs.popupBar.barStyle = "
                            + "\"compact\"\nprint(tabs.popupBar.height)   --> 40"
                ),
                .value(
                    PopupBarRef.self, "effectiveBarStyle", PopupBarStyle.resolvedType,
                   doc: "The resolved style (never \"default\").",
                    example: "print(stage.tabBarController().popupBar.effectiveBarStyle)   --> floating"
                ) { $0.owner.effectiveBarStyle.description },
            .field(PopupBarRef.self, "progressViewStyle", \.owner.popupBar, \.progressViewStyle, doc: """
            "default" (= "none"), "bottom", "top" or "none".
            """, example: "local tabs = stage.tabBarController()\ntabs.popupBar.progressViewStyle = \"bottom\""),
            .on(PopupBarRef.self, "customBarHeight", .nullable(.range(LuaRange(min: 0))), doc: """
            A custom bar's preferred height (setting it sets a custom bar: style "custom"; nil \
            removes it, back to "default").
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs.popupBar.customBarHeight = "
                            + "90\nprint(tabs.popupBar.effectiveBarStyle)   --> custom",
                get: { b, call in call.returning(b.owner.popupBar.customBarHeight) },
                set: { b, call in b.owner.popupBar.setCustomBar(height: call.optNumber(2)) }),
                .value(
                    PopupBarRef.self, "height", .number,
                   doc: "The bar height for its style (compact 40, prominent/floating 64).",
                    example: "print(stage.tabBarController().popupBar.height)   --> 64"
                ) { LuaCompactNumber($0.owner.popupBar.height(on: $0.owner.platform)) },
            .value(PopupBarRef.self, "frame", .shape(.rect),
                   doc: "The bar's frame now (mid-animation too); height 0 while hidden.",
                    example:
                        "\(presented)local f = tabs.popupBar.frame\nprint(f.x, f.y, f.width, f.height)   --> 0 705 "
                            + "393 64") { $0.owner.barFrame() },
                .value(
                    PopupBarRef.self, "accessibilityLabel", .nullable(.string),
                    doc:
                        "What VoiceOver reads for the title area (title and subtitle on two lines), nil without "
                            + "content.",
                    example: "\(presented)print(tabs.popupBar.accessibilityLabel)"
                ) { $0.owner.accessibility?.titleArea.label },
                .value(
                    PopupBarRef.self, "accessibilityHint", .nullable(.string),
                   doc: "The title area's hint (\"Double tap to open.\").",
                    example: "\(presented)print(tabs.popupBar.accessibilityHint)   --> Double tap to open."
                ) { $0.owner.accessibility?.titleArea.hint },
                .value(
                    PopupBarRef.self, "accessibilityValue", .nullable(.string),
                   doc: "The progress view's value (\"25 percent\"); nil when no progress view is shown.",
                    example:
                        "\(presented)tabs.popupBar.progressViewStyle = "
                        + "\"bottom\"\nprint(tabs.popupBar.accessibilityValue)   --> 25 percent"
                ) { $0.owner.accessibility?.progress?.value },
            .value(PopupBarRef.self, "marqueeOffset", .number,
                   doc: "How far the title has scrolled now (0 unless marquee is on and the title overflows).",
                    example: "\(presented)print(tabs.popupBar.marqueeOffset)   --> 0"
                ) { LuaCompactNumber($0.owner.marqueeOffsets().title) },
                .value(
                    PopupBarRef.self, "subtitleMarqueeOffset", .number,
                   doc: "The subtitle's marquee offset now.",
                    example: "\(presented)print(tabs.popupBar.subtitleMarqueeOffset)   --> 0"
                ) { LuaCompactNumber($0.owner.marqueeOffsets().subtitle) },
                .field(
                    PopupBarRef.self, "marqueeScrollEnabled", \.owner.popupBar,
                    \.standardAppearance.marqueeScrollEnabled,
                   doc: "Scroll long titles (off by default): after 2 s, at 30 pt/s.",
                   example: "local tabs = stage.tabBarController()\ntabs.popupBar.marqueeScrollEnabled = true"),
                .field(
                    PopupBarRef.self, "marqueeScrollRate", \.owner.popupBar, \.standardAppearance.marqueeScrollRate,
                    type: StageTypes.nonNegative, points: true,
                   doc: "Marquee speed in points per second (30).",
                   example: "print(stage.tabBarController().popupBar.marqueeScrollRate)   --> 30"),
                .on(
                    PopupBarRef.self, "marqueeScrollDelay", StageTypes.seconds,
                    doc: "Seconds before the marquee starts (2).",
                example: "print(stage.tabBarController().popupBar.marqueeScrollDelay)   --> 2.0",
                get: { b, call in call.returning(b.owner.popupBar.standardAppearance.marqueeScrollDelay.seconds) },
                    set: { b, call in
                        b.owner.popupBar.standardAppearance.marqueeScrollDelay = SimDuration(seconds: call.number(2))
                    }),
                gestureFlag(
                    "wantsDefaultTapGestureRecognizer", \.customBarGestures.tap, "a tap on the bar opens the popup"),
            gestureFlag("wantsDefaultPanGestureRecognizer", \.customBarGestures.pan,
                        "a swipe or drag on the bar opens it (the open content's closing pan stays)"),
                gestureFlag(
                    "wantsDefaultHighlightGestureRecognizer", \.customBarGestures.highlight,
                    "touching the bar highlights it"),
            .value(PopupBarRef.self, "accessibilityElements", .list(.table), doc: """
            The bar's VoiceOver elements in reading order, each {role=, label=, value=, hint=, \
            traits={...}, spoken=, frame=}: the image ("image" trait, accessibilityImageLabel), \
            the title area (label = title and subtitle unless overridden, hint "Double tap to \
            open."), the progress view (shown ones only), the buttons. Empty while hidden.
            """,
                    example: presented
                        + "for _, e in ipairs(tabs.popupBar.accessibilityElements) do print(e.role, e.spoken) end"
                ) { b in
                b.owner.popupPresentationState == .barHidden ? []
                            : b.owner.accessibility?.elements(
                                contents: b.owner.snapshot().contents, style: b.owner.effectiveBarStyle) ?? []
            },
            ],
            bodies: LuaTypeDecl.describing(PopupBarRef.self) {
                "PopupBar(\($0.owner.labeledSource), \($0.owner.popupBar.barStyle))"
            })
    }

    static func gestureFlag(
        _ name: String, _ key: WritableKeyPath<PopupBar, Bool> & Sendable, _ what: String
    ) -> LuaPropertyDecl {
        .field(PopupBarRef.self, name, \.owner.popupBar, key,
               doc: "A custom bar's opt-out (true by default; only a custom bar honours false): \(what).",
            example:
                "local tabs = stage.tabBarController()\ntabs.popupBar.customBarHeight = 80\ntabs.popupBar.\(name) = "
                    + "false"
        )
    }

    static let opened = presented + "tabs:openPopup{ animated = false }\n"

    /// The bar image's morph as `transitionImage` gives it.
    static let morphRecord = LuaRecord<(frame: Rect, cornerRadius: Double, phase: PopupBarImageMorph.Phase)>([
        .key("frame", \.frame), .computed("cornerRadius") { LuaCompactNumber($0.cornerRadius) },
        .computed("phase") { $0.phase.rawValue },
    ])

    // MARK: PopupContent

    static var contentType: LuaTypeDecl {
        LuaTypeDecl(
            contentKey,
            doc: "A container's popup content view (LNPopupContentView): where it is, its close button, gestures.",
            methods: [
            .command("tapCloseButton", on: PopupBarContentRef.self,
                    doc:
                        "Taps the open content's close button through the screen: the popup closes. Raises (an "
                            + "error, not false) when the popup is not open or the button is covered.",
                    example:
                        "\(presented)tabs:openPopup{ animated = false "
                        + "}\ntabs.popupContent:tapCloseButton()\nstage.clock.advance(0.5)\n"
                        + "print(tabs.popupPresentationState)   --> barPresented"
                ) { c, _ in try c.owner.tapCloseButton() },
            .command("drag", on: PopupBarContentRef.self, params: [DragShape.param(duration: 0.3)],
                     doc: """
            A vertical pan on the open content (from a quarter of its height) through the \
            screen. Snap: the content rubber-bands and closes by itself once the travel passes \
            popupSnapPercent × the container height (272.6 pt on 852); a shorter release \
            reopens. Drag: follows 1:1, release by velocity sign, else the 20% rule. A release \
            (or the auto-close) sooner than 0.5 s after the drag began settles from then. Raises \
            (an error, not false) when the popup is not open or the content is covered.
            """,
                    example: presented
                        + "tabs:openPopup{ animated = false }\ntabs.popupContent:drag{ dy = 300, duration = 0.3 "
                        + "}\nstage.clock.advance(0.8)\nprint(tabs.popupPresentationState)   --> barPresented"
                ) { c, call in
                        try drag(call) {
                            try c.owner.dragContent(dy: $0.dy, dx: $0.dx, duration: $0.duration, velocity: $0.velocity)
                        }
                    },
        ], properties: [
            .value(PopupBarContentRef.self, "frame", .shape(.rect),
                   doc: "The content's frame now (height 0 while closed).",
                    example:
                        "\(presented)tabs:openPopup{ animated = false }\nprint(tabs.popupContent.frame.height)   --> "
                            + "852") { $0.owner.contentFrame() },
                .field(
                    PopupBarContentRef.self, "closeButtonStyle", \.owner.popupContentView, \.popupCloseButtonStyle,
                    doc: """
            "default" (grabber on iOS), "round", "chevron", "grabber" or "none".
            """, example: "local tabs = stage.tabBarController()\ntabs.popupContent.closeButtonStyle = \"round\""),
                .value(
                    PopupBarContentRef.self, "effectiveCloseButtonStyle", PopupBarCloseButtonStyle.resolvedType,
                   doc: "The resolved close button style.",
                    example: "print(stage.tabBarController().popupContent.effectiveCloseButtonStyle)   --> grabber"
                ) { $0.owner.effectiveCloseButtonStyle.description },
                .value(
                    PopupBarContentRef.self, "closeButtonFrame", .nullable(.shape(.rect)),
                   doc: "The close button's frame now (nil for style \"none\").",
                    example:
                        "\(presented)tabs:openPopup{ animated = false }\nlocal f = "
                            + "tabs.popupContent.closeButtonFrame\nprint(f.x, f.y, f.width, f.height)   --> 178.5 60 "
                                + "36 25") { $0.owner.closeButtonFrame() },
            .field(PopupBarContentRef.self, "hasScrollView", \.owner.popupContentView, \.hasScrollView,
                    doc:
                        "The content has a vertical scroll view: at its top, a drag down moves the popup instead of "
                            + "scrolling (the \"scroll\" style needs it).",
                   example: "local tabs = stage.tabBarController()\ntabs.popupContent.hasScrollView = true"),
                .value(
                    PopupBarContentRef.self, "scrollView", .nullable(.object(scrollKey)),
                    doc: """
            The installed content's scroll view (nil without one): give one with the content's \
            `scrollView = {contentSize =}` option. A drag on the open content scrolls it until \
            it is at its top; dragging on down from there closes the popup as usual.
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", "
                            + "scrollView = { contentSize = { width = 393, height = 3000 } } }, openPopup = true, "
                        + "animated = false }\nprint(tabs.popupContent.scrollView.contentOffset.y)   --> 0"
                ) { PopupBarScrollViewRef.of($0.owner).map { LuaObjectValue($0, as: scrollKey) } },
            .on(PopupBarContentRef.self, "preferredStatusBarStyle", .nullable(PopupBarStatusBarStyle.luaType), doc: """
            The installed content's preferredStatusBarStyle (nil without content): the status \
            bar shows it while the content covers it (see the container's statusBarStyle).
            """,
                    example: opened
                        + "tabs.popupContent.preferredStatusBarStyle = \"lightContent\"\nprint(tabs.statusBarStyle)  "
                            + " --> lightContent",
                    get: { c, call in
                        call.returning(c.owner.popupContentViewController?.preferredStatusBarStyle.rawValue)
                    },
                    set: { c, call in
                        try c.installed().preferredStatusBarStyle =
                            PopupBarStatusBarStyle(rawValue: call.string(2)) ?? .default
                    }),
            .on(PopupBarContentRef.self, "layoutMarginsTop", .nullable(.range(LuaRange())), doc: """
            The installed content view's top layout margin (nil: the safe area's top). The close \
            button sits 1 pt below it (round: at it, at least 12); a change while open moves it \
            over 0.25 s (closeButtonRepositioned).
            """,
                    example: opened
                        + "tabs.popupContent.layoutMarginsTop = "
                            + "100\nstage.clock.advance(0.25)\nprint(tabs.popupContent.closeButtonFrame.y)   --> 101",
                    get: { c, call in
                        call.returning(
                            c.owner.popupContentViewController.map {
                                $0.layoutMarginsTop ?? c.owner.stage.screen.safeArea.top
                            })
                    },
                set: { c, call in try c.installed().layoutMarginsTop = call.optNumber(2) }),
            .value(PopupBarContentRef.self, "closeButtonFlat", .boolean,
                   doc: "The chevron close button is flattened (while the open content is dragged).",
                    example: "\(opened)print(tabs.popupContent.closeButtonFlat)   --> false"
                ) { $0.owner.snapshot().closeButtonFlat },
                .value(
                    PopupBarContentRef.self, "transitionImage", .nullable(.table),
                    doc: """
            The bar image's morph into the content's transitionImage while an open or close runs \
            it: {frame=, cornerRadius=, phase="opening"|"closing"}; nil otherwise.
            """,
                    example:
                        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", "
                            + "image = \"cover\", transitionImage = { frame = { x = 40, y = 140, width = 313, height "
                                + "= 313 } } }, animated = false "
                        + "}\ntabs:openPopup()\nstage.clock.advance(0.25)\n"
                        + "print(tabs.popupContent.transitionImage.phase)   --> opening"
                ) { $0.owner.snapshot().imageMorph.map(morphRecord.value) },
                .value(
                    PopupBarContentRef.self, "accessibilityViewIsModal", .boolean,
                   doc: "The open content is accessibility-modal (VoiceOver reaches only it).",
                    example: "\(opened)print(tabs.popupContent.accessibilityViewIsModal)   --> true"
                ) { $0.owner.contentIsAccessibilityModal },
        ], bodies: LuaTypeDecl.describing(PopupBarContentRef.self) { "PopupContent(\($0.owner.labeledSource))" })
    }

    // MARK: PopupItem

    static var itemType: LuaTypeDecl {
        LuaTypeDecl(itemKey, doc: """
            The popup item of one content controller (LNPopupItem). Writing a field updates the \
            bar at once (a changed title or subtitle restarts the marquee).
            """, properties: itemFields.map { f in
                .field(
                    PopupBarItemRef.self, f.field,
                    type: defaultText(f.field) == nil ? .nullable(f.field.type) : f.field.type,
                   doc: f.doc, example: presented + f.example, \.controller.popupItem)
        } + [(false, "buttons",
              "The trailing bar buttons: reading gives PopupBarButton handles (writing one's title or image "
                + "changes the bar).",
                        "\(presented)tabs.popupItem.buttons = { { image = \"pause.fill\", action = function() "
                            + "print(\"pause\") end } }\nprint(#tabs.popupItem.buttons)   --> 1"
                    ),
             (true, "leadingButtons",
              "The leading bar buttons.",
              "\(presented)tabs.popupItem.leadingButtons = { \"Like\" }"),
        ].map { leading, name, doc, example in
            .on(PopupBarItemRef.self, name, buttonsType, doc: doc, example: example,
                get: { i, call in
                    let n = i.controller.popupItem[keyPath: buttonsPath(leading)].count
                    return call.returningList(0..<n) { k in
                        let ref = PopupBarButtonRef.of(i.owner, i.controller, leading: leading, position: k)
                        call.push(object: ref, as: buttonKey)
                    }
                },
                set: { i, call in setButtons(i.controller, leading: leading, call.slot(2), call.world) })
        } + [
                    .value(
                        PopupBarItemRef.self, "displayTitle", .nullable(.string),
                   doc: "The title the bar shows (with the content controller's title as fallback).",
                        example:
                            "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { "
                                + "controllerTitle = \"Now Playing\" }, animated = false "
                            + "}\nprint(tabs.popupItem.displayTitle)   --> Now Playing"
                    ) { $0.controller.resolvedItem.displayTitle },
            .value(PopupBarItemRef.self, "shown", .boolean,
                   doc: "This item's content is the one the bar shows (false after a swap).",
                        example:
                            "\(presented)local old = tabs.popupItem\ntabs:presentPopupBar{ content = { title = "
                                + "\"Other\" } }\nprint(old.shown)   --> false") { $0.isShown },
                ],
            bodies: LuaTypeDecl.describing(PopupBarItemRef.self) {
                "PopupItem(\($0.owner.labeledSource), '\($0.controller.resolvedItem.displayTitle ?? "")')"
            })
    }
}

// MARK: PopupBarButton

extension PopupBarPartsAPI {
    static let buttonSample = "local tabs = stage.tabBarController()\n"
        + "tabs:presentPopupBar{ content = { title = \"Song\", buttons = { { image = \"play.fill\", "
        + "accessibilityLabel = \"Play\" }, \"Next\" } }, animated = false }\n"

    static func buttonField(_ name: String, _ path: WritableKeyPath<PopupBarButtonItem, String?> & Sendable,
                            _ doc: String, _ example: String) -> LuaPropertyDecl {
        .on(PopupBarButtonRef.self, name, .nullable(.string), doc: doc, example: buttonSample + example,
            get: { b, call in ViewAPI.pushString(try b.item()[keyPath: path], call); return 1 },
            set: { b, call in try b.update { $0[keyPath: path] = call.slot(2).string } })
    }

    static var barButtonType: LuaTypeDecl {
        LuaTypeDecl(buttonKey, doc: "One bar button item of a popup item (`popupItem.buttons[i]`): reading and "
                        + "writing it changes the item itself, so the bar shows a new title or image at once.",
                    methods: [
            .command("tap", on: PopupBarButtonRef.self,
                     doc: "Taps the button through the screen: `barButtonTapped` with its title, then its action. "
                        + "Raises (an error, not false) when the bar is not presented, the button is covered, or its "
                        + "item is "
                        + "not the one the bar shows.",
                     example: buttonSample + "tabs.popupItem.buttons[2]:tap()\n"
                        + "print(stage.log.events{ name = \"barButtonTapped\" }[1].title)   --> Next"
            ) { b, _ in try b.tap() },
        ], properties: [
            buttonField("title", \.title, "The title (nil: an image button).",
                        "tabs.popupItem.buttons[2].title = \"Skip\"\n"
                            + "print(tabs.popupItem.buttons[2].title)   --> Skip"),
            buttonField("image", \.image, "The SF Symbol's name (nil: a title button); writing it changes the glyph.",
                        "tabs.popupItem.buttons[1].image = \"pause.fill\"\n"
                            + "print(tabs.popupItem.buttons[1].image)   --> pause.fill"),
            buttonField("accessibilityLabel", \.accessibilityLabel, "What VoiceOver reads (default: the title, else "
                            + "the image).", "print(tabs.popupItem.buttons[1].accessibilityLabel)   --> Play"),
            .on(PopupBarButtonRef.self, "enabled", .boolean, doc: "A disabled button ignores taps.",
                example: buttonSample + "tabs.popupItem.buttons[1].enabled = false\n"
                    + "print(tabs.popupItem.buttons[1].enabled)   --> false",
                get: { b, call in call.returning(try b.item().isEnabled) },
                set: { b, call in try b.update { $0.isEnabled = call.bool(2) } }),
            .value(PopupBarButtonRef.self, "leading", .boolean,
                   doc: "A leading button (else trailing).",
                   example: buttonSample + "print(tabs.popupItem.buttons[1].leading)   --> false") { $0.leading },
            .value(PopupBarButtonRef.self, "index", .integer,
                   doc: "Its 1-based place on its side.",
                   example: buttonSample + "print(tabs.popupItem.buttons[2].index)   --> 2") { $0.position + 1 },
        ], bodies: LuaTypeDecl.describing(PopupBarButtonRef.self) { "PopupBarButton(\($0.handleName))" })
    }
}

// MARK: PopupScrollView

extension PopupBarPartsAPI {
    static let scrollExample =
        "local tabs = stage.tabBarController()\ntabs:presentPopupBar{ content = { title = \"Song\", scrollView = { "
            + "contentSize = { width = 393, height = 3000 } } }, openPopup = true, animated = false }\nlocal sv = "
                + "tabs.popupContent.scrollView\n"

    static var scrollType: LuaTypeDecl {
        LuaTypeDecl(scrollKey, doc: """
            The scroll view of one content controller. Its bounds are the container's \
            size; offsets stay inside the scrollable range (no bounce is modelled). A drag on the \
            open content scrolls it; at its top a downward drag becomes the popup's closing pan \
            (scrollViewHandoff on the timeline) with the offset pinned at 0.
            """, properties: [
                .on(
                    PopupBarScrollViewRef.self, "contentOffset", .shape(.point),
                    doc: "The scroll offset {x, y}; setting it clamps to [0, contentSize − bounds].",
                example: "\(scrollExample)sv.contentOffset = { x = 0, y = 5000 }\nprint(sv.contentOffset.y)   --> 2148",
                get: { s, call in call.returning(try s.checked().contentOffset) },
                set: { s, call in try s.setContentOffset(call.point(2) ?? .zero) }),
                .on(
                    PopupBarScrollViewRef.self, "contentSize", .shape(.size),
                    doc: "The scrollable content's size {width, height} (the offset is re-clamped).",
                example: "\(scrollExample)print(sv.contentSize.height)   --> 3000",
                get: { s, call in call.returning(try s.checked().contentSize) },
                set: { s, call in try s.setContentSize(call.slot(2).size ?? .zero) }),
            .value(PopupBarScrollViewRef.self, "isAtTop", .boolean,
                   doc: "The offset is at the top: a downward drag now moves the popup.",
                    example: "\(scrollExample)print(sv.isAtTop)   --> true"
                ) { $0.controller.scrollView?.isAtTop ?? true },
                .on(
                    PopupBarScrollViewRef.self, "maximumContentOffset", .shape(.point),
                    doc: "The largest offset on each axis (contentSize − bounds, at least 0).",
                example: "\(scrollExample)print(sv.maximumContentOffset.y)   --> 2148",
                get: { s, call in call.returning(try s.checked().maximumOffset(bounds: s.owner.scrollViewBounds)) }),
                .value(
                    PopupBarScrollViewRef.self, "shown", .boolean,
                   doc: "Its content is the one installed (false after a swap).",
                    example: "\(scrollExample)print(sv.shown)   --> true"
                ) { $0.owner.popupContentViewController === $0.controller },
        ], bodies: LuaTypeDecl.describing(PopupBarScrollViewRef.self) { "PopupScrollView(\($0.owner.labeledSource))" })
    }
}

// MARK: Values as Lua sees them

/// The bar's style enumerations travel as their descriptions ("default" first: the fallback).
protocol DescribedSetting: NamedSetting, CaseIterable, CustomStringConvertible {}

extension DescribedSetting {
    var name: String { description }
    /// What an `effective*` property gives: the values past "default".
    static var resolvedType: LuaType { .enumeration(allCases.dropFirst().map(\.description)) }
}

extension PopupBarStyle: DescribedSetting {}
extension PopupBarProgressViewStyle: DescribedSetting {}
extension PopupBarCloseButtonStyle: DescribedSetting {}
extension PopupBarStatusBarStyle: NamedSetting {}

/// A bar button as reading `buttons` gives it: `{title=, image=, accessibilityLabel=, enabled=}`.
extension PopupBarButtonItem: LuaRecordPushable {
    public static let record = LuaRecord<Self>([.key("title", \.title), .key("image", \.image),
        .key("accessibilityLabel", \.accessibilityLabel), .key("enabled", \.isEnabled),
    ])
}

/// A VoiceOver element: `{role=, label=, value=, hint=, spoken=, traits={...}, frame=}`.
extension PopupBarAccessibility.Element: LuaRecordPushable {
    public static let record = LuaRecord<Self>([
        .key("role", \.role), .key("label", \.label), .key("value", \.value), .key("hint", \.hint),
        .key("spoken", \.spoken), .key("traits", \.traits), .key("frame", \.frame),
    ])
}

extension LuaPropertyDecl {
    /// A property of `T` declared as a field of the model that `model` reaches (`Setting`): the
    /// getter pushes the field, the setter writes the value the trampoline checked against
    /// `type` (the field's unless given).
    /// `then` runs after each write (a change the model does not report itself).
    static func field<T: StageBound, M>(
        _ t: T.Type, _ f: Setting<M>, type: LuaType? = nil, doc: String, example: String,
                                        _ model: WritableKeyPath<T, M> & Sendable,
                                        then: (@Sendable (T) -> Void)? = nil) -> LuaPropertyDecl {
        .on(t, f.name, type ?? f.type, doc: doc, example: example,
            get: { o, call in
                f.push(o[keyPath: model], call)
                return 1
            },
            set: { o, call in
                var o = o
                let current = o[keyPath: model]
                f.write(&o[keyPath: model], call.slot(2), current)
                then?(o)
            })
    }

    /// The field `path` of the model `model` reaches, as a property named `name`.
    static func field<T: StageBound, M, V: SettingValue>(
        _ t: T.Type, _ name: String, _ model: WritableKeyPath<T, M> & Sendable,
                                                         _ path: WritableKeyPath<M, V> & Sendable, type: LuaType? = nil,
                                                         points: Bool = false, then: (@Sendable (T) -> Void)? = nil,
                                                         doc: String, example: String) -> LuaPropertyDecl {
        field(t, Setting(path, name, doc, points: points, type: type), doc: doc, example: example, model, then: then)
    }
}
