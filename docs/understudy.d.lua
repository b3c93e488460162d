---@meta
-- Understudy's Lua API for editors (LuaLS). Generated from the API registry; do not edit.
error("this is a definition file for editors, not a module")

---@class stage
stage = {}

--- Creates an action sheet (XLActionController's `ActionController`, or one of its six example subclasses by `style`). Add actions and sections, then `present()` it: settings and layout freeze then, and the sheet slides up, bottom-aligned above the bottom safe area but never closer than 30 pt to the top one. Its timeline source is "sheet#n"; it logs willPresentView, didPresentView, willDismissView (with `reason`), didDismissView and handler. Styles: "default" (rows 60), "skype" (rows 60 on a blue shape, jelly present 0.5 s, gravity dismissal), "tweetbot" (Dynamics: sections fly in 0.3 s apart, rows 50, side margins 12; no header), "twitter" (header 45, rows 56), "youtube" (rows 46 overlapping 0.5), "periscope" (text-fit header, a 5-pt band over each section added with addSection), "spotify" (header 84, cancel bar over the last row, scrolls).
--- 
--- Durations in seconds, present/dismiss (settings.animation.present.duration, .dismiss.duration): default 0.7/0.7, skype 0.5/0.7, tweetbot 0.5/0.5, twitter 0.6/0.6, youtube 0.6/0.6, periscope 0.6/0.5, spotify 0.7/0.7.
---@param options? { style?: "default"|"skype"|"tweetbot"|"twitter"|"youtube"|"periscope"|"spotify", header?: string|{ title: string, subtitle?: string, image?: string }, settings?: { behavior?: { hideOnTap?: boolean, hideOnScrollDown?: boolean, scrollEnabled?: boolean, bounces?: boolean, useDynamics?: boolean, hideNavigationBarOnShow?: boolean }, cancelView?: { showCancel?: boolean, title?: string|boolean?, titleFont?: string, titleSize?: number, height?: number, backgroundColor?: string, titleColor?: string, hideCollectionViewBehindCancelView?: boolean }, collectionView?: { lateralMargin?: number, cellHeightWhenDynamicsIsUsed?: number }, animation?: { scale?: { width: number, height: number }|boolean?, present?: { damping?: number, delay?: number, duration?: number, springVelocity?: number, options?: "easeInOut"|"easeIn"|"easeOut"|"linear", offset?: number }, dismiss?: { damping?: number, delay?: number, duration?: number, springVelocity?: number, options?: "easeInOut"|"easeIn"|"easeOut"|"linear", offset?: number } }, statusBar?: { showStatusBar?: boolean, style?: "default"|"lightContent"|"darkContent", modalPresentationCapturesStatusBarAppearance?: boolean } }, cellHeight?: number, headerHeight?: number, sectionHeaderHeight?: number, name?: string, fixes?: { ignoresTapsWhileFalling?: boolean, logsSkypeDismissHooks?: boolean } }
---@return ActionController
function stage.actionController(options) end

--- A popup with LSTAlert's defaults: Fade/Fade, bgAlpha 0.3 and, because LSTAlert copies every field of its config, swipeVelocity 0 (any release is a swipe), dragReboundTime 0, dragDismissStyle set ("fade") and rectCorners 0 (a cornerRadius rounds no corner). Same options as stage.popup.
---@param options? { content?: { width?: number, height?: number, name?: string, view?: View|Label|Button|ImageView|Switch|ScrollView|StackView }, parent?: Host|string|SwipeTable|PopupContainer, name?: string, fixes?: { resumeSkipsSingle?: boolean, resumeKeepsVisible?: boolean, flyOutEndsWithDismissal?: boolean, dragClampsAtOrigin?: boolean }, identifier?: string, hemStyle?: "center"|"top"|"left"|"bottom"|"right"|"topLeft"|"bottomLeft"|"bottomRight"|"topRight", adjustX?: number, adjustY?: number, cornerRadius?: number, rectCorners?: number, bgColor?: string, bgAlpha?: number, isHideBg?: boolean, isClickBgDismiss?: boolean, isObserverScreenRotation?: boolean, isClickFeedback?: boolean, isAvoidKeyboard?: boolean, avoidKeyboardSpace?: number, convertsKeyboardFrame?: boolean, showTime?: number, groupId?: string?, priority?: number, isStack?: boolean, isSingle?: boolean, popStyle?: "fade"|"no"|"scale"|"smoothFromTop"|"smoothFromLeft"|"smoothFromBottom"|"smoothFromRight"|"springFromTop"|"springFromLeft"|"springFromBottom"|"springFromRight"|"cardDropFromLeft"|"cardDropFromRight", dismissStyle?: "fade"|"no"|"scale"|"smoothToTop"|"smoothToLeft"|"smoothToBottom"|"smoothToRight"|"cardDropToLeft"|"cardDropToRight"|"cardDropToTop", popDuration?: number?, dismissDuration?: number?, dragDismissDuration?: number?, dragStyle?: "no"|"xPositive"|"xNegative"|"yPositive"|"yNegative"|"x"|"y"|"all", sweepStyle?: "no"|"xPositive"|"xNegative"|"yPositive"|"yNegative"|"x"|"y"|"all", dragDistance?: number, dragDismissStyle?: "fade"|"no"|"scale"|"smoothToTop"|"smoothToLeft"|"smoothToBottom"|"smoothToRight"|"cardDropToLeft"|"cardDropToRight"|"cardDropToTop"?, dragReboundTime?: number, swipeVelocity?: number, sweepDismissStyle?: "velocity"|"smooth", isImpactFeedback?: boolean, onWillPop?: (fun(p: Popup)), onDidPop?: (fun(p: Popup)), onCountdown?: (fun(p: Popup, remaining: number)), onCountdownFinish?: (fun(p: Popup)), onWillDismiss?: (fun(p: Popup)), onDidDismiss?: (fun(p: Popup)), onSuspended?: (fun(p: Popup)), onResumed?: (fun(p: Popup)), onBgClick?: (fun(p: Popup)), onPanOffset?: (fun(p: Popup, offset: { x: number, y: number })), onKeyboardWillShow?: (fun(p: Popup, change: { beginFrame: { x: number, y: number, width: number, height: number }, endFrame: { x: number, y: number, width: number, height: number }, duration: number })), onKeyboardDidShow?: (fun(p: Popup, change: { beginFrame: { x: number, y: number, width: number, height: number }, endFrame: { x: number, y: number, width: number, height: number }, duration: number })), onKeyboardWillHide?: (fun(p: Popup, change: { beginFrame: { x: number, y: number, width: number, height: number }, endFrame: { x: number, y: number, width: number, height: number }, duration: number })), onKeyboardDidHide?: (fun(p: Popup, change: { beginFrame: { x: number, y: number, width: number, height: number }, endFrame: { x: number, y: number, width: number, height: number }, duration: number })) }
---@return Popup
function stage.alert(options) end

--- Makes a button (UIButton, system type with a configuration): a title and/or an SF Symbol image in the tint color; `action(button)` runs on touch-up inside, through the screen (`b:tap()`, or stage.screen.tap at it), logging `button#n touchUpInside` with its title.
---@param options? { frame?: { x: number, y: number, width: number, height: number }, hidden?: boolean, alpha?: number, userInteractionEnabled?: boolean, clipsToBounds?: boolean, backgroundColor?: string?, cornerRadius?: number, tintColor?: string?, width?: number, height?: number, x?: number, y?: number, title?: string?, image?: string?, style?: "largeTitle"|"title1"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption1"|"caption2", enabled?: boolean, accessibilityLabel?: string?, action?: (fun(control: any))?, subviews?: (View|Label|Button|ImageView|Switch|ScrollView|StackView)[], name?: string }
---@return Button
function stage.button(options) end

--- Creates a collection view (a single-column list: swipes may begin while editing, a row's whole frame is its hit region, and deleting a row is deleteItems) of swipeable rows (SwipeCellKit) and puts it on the screen. Rows are 1-based flat indices across sections. Swipes and taps go through the screen's hit-testing. Timeline source "collection#n": editActions, editActionsOptions, willBeginEditing, didEndEditing, haptic, expanded, collapsed, fill, fulfill, deleteRow, handler, insertRow, reloadRow, scroll, and the selection's didHighlightRow, didUnhighlightRow, didDeselectRow, didSelectRow, selectRow, deselectRow. See docs/SWIPE.md.
---@param options? { rows?: (string|{ text: string, secondaryText?: string, image?: string, accessory?: "none"|"disclosureIndicator"|"checkmark", accessoryView?: View|Label|Button|ImageView|Switch|ScrollView|StackView, contentView?: View|Label|Button|ImageView|Switch|ScrollView|StackView })[]|number, sections?: ({ header?: string, rows?: (string|{ text: string, secondaryText?: string, image?: string, accessory?: "none"|"disclosureIndicator"|"checkmark", accessoryView?: View|Label|Button|ImageView|Switch|ScrollView|StackView, contentView?: View|Label|Button|ImageView|Switch|ScrollView|StackView })[]|number })[], rowHeight?: number, frame?: { x: number, y: number, width: number, height: number }, parent?: PopupContainer, contentInsetAdjustmentBehavior?: "automatic"|"scrollableAxes"|"never", alwaysBounceVertical?: boolean, keepsEmptySections?: boolean, editActions?: (fun(row: integer, orientation: "left"|"right", path: { section: integer, row: integer }): (SwipeAction|table)[]?), editActionsOptions?: (fun(row: integer, orientation: "left"|"right", path: { section: integer, row: integer }): { transitionStyle?: "border"|"drag"|"reveal", expansionStyle?: "selection"|"destructive"|"destructiveAfterFill"|"fill"|{ style?: "selection"|"destructive"|"destructiveAfterFill"|"fill", automaticallyDelete?: boolean, timing?: "with"|"after", target?: { percentage?: number, edgeInset?: number }, triggers?: { touchThreshold?: number, overscroll?: number }[], elasticOverscroll?: boolean, completionAnimation?: "bounce"|{ fill: "delete"|"reset"|"manual", timing?: "with"|"after" }, minimumTargetOverscroll?: number, targetOverscrollElasticity?: number }, expansionDelegate?: boolean|{ duration?: number, scale?: number, interButtonDelay?: number }, backgroundColor?: string, maximumButtonWidth?: number, minimumButtonWidth?: number, buttonVerticalAlignment?: "centerFirstBaseline"|"center", buttonPadding?: number, buttonSpacing?: number })|{ transitionStyle?: "border"|"drag"|"reveal", expansionStyle?: "selection"|"destructive"|"destructiveAfterFill"|"fill"|{ style?: "selection"|"destructive"|"destructiveAfterFill"|"fill", automaticallyDelete?: boolean, timing?: "with"|"after", target?: { percentage?: number, edgeInset?: number }, triggers?: { touchThreshold?: number, overscroll?: number }[], elasticOverscroll?: boolean, completionAnimation?: "bounce"|{ fill: "delete"|"reset"|"manual", timing?: "with"|"after" }, minimumTargetOverscroll?: number, targetOverscrollElasticity?: number }, expansionDelegate?: boolean|{ duration?: number, scale?: number, interButtonDelay?: number }, backgroundColor?: string, maximumButtonWidth?: number, minimumButtonWidth?: number, buttonVerticalAlignment?: "centerFirstBaseline"|"center", buttonPadding?: number, buttonSpacing?: number }, willBeginEditing?: (fun(row: integer, orientation: "left"|"right", path: { section: integer, row: integer })), didEndEditing?: (fun(row: integer?, orientation: "left"|"right", path: { section: integer, row: integer }?)), visibleRect?: (fun(): { x: number, y: number, width: number, height: number })|{ x: number, y: number, width: number, height: number }, didSelectRow?: (fun(row: integer, path: { section: integer, row: integer })), name?: string, fixes?: { immediateCompletion?: boolean, overscrollReadsContent?: boolean, strictFulfill?: boolean, hideForgetsFulfill?: boolean } }
---@return SwipeTable
function stage.collectionView(options) end

--- A custom container supplying its own bottom docking view (bottomDockingViewForPopupBar, defaultFrameForBottomDockingView, insetsForBottomDockingView).
---@param options? { dockingFrame?: { x: number, y: number, width: number, height: number }, insetsBottom?: number, title?: string, parent?: PopupContainer, onScreen?: boolean, name?: string, fixes?: { drainQueueAfterNoOp?: boolean, willOpenOnce?: boolean, dismissHiddenCompletes?: boolean, settleAtRelease?: boolean } }
---@return PopupContainer
function stage.customContainer(options) end

--- A named group and scope on the key window ("window" is the default one): pass it as a popup's `parent`; groups and scopes are per host (a view given as `parent` has its own).
---@param name string the container's name
---@return Host
function stage.host(name) end

--- Makes an image view (UIImageView): an SF Symbol by name, drawn with the project's glyphs, or a named image (a placeholder tile). It takes no touch.
---@param options? { frame?: { x: number, y: number, width: number, height: number }, hidden?: boolean, alpha?: number, userInteractionEnabled?: boolean, clipsToBounds?: boolean, backgroundColor?: string?, cornerRadius?: number, tintColor?: string?, width?: number, height?: number, x?: number, y?: number, image?: string?, imageNamed?: string?, pointSize?: number, subviews?: (View|Label|Button|ImageView|Switch|ScrollView|StackView)[], name?: string }
---@return ImageView
function stage.imageView(options) end

--- Makes a label (UILabel): text in a text style's font, sized to fit unless given a width (and numberOfLines 0 wraps to it). It takes no touch.
---@param options? { frame?: { x: number, y: number, width: number, height: number }, hidden?: boolean, alpha?: number, userInteractionEnabled?: boolean, clipsToBounds?: boolean, backgroundColor?: string?, cornerRadius?: number, tintColor?: string?, width?: number, height?: number, x?: number, y?: number, text?: string, style?: "largeTitle"|"title1"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption1"|"caption2"?, fontSize?: number, adjustsFontForContentSizeCategory?: boolean, textColor?: string, textAlignment?: "natural"|"left"|"center"|"right", numberOfLines?: number, subviews?: (View|Label|Button|ImageView|Switch|ScrollView|StackView)[], name?: string }
---@return Label
function stage.label(options) end

--- A navigation controller: its navigation bar (44 pt below the top inset, titled `title`) at the top; with `toolbar = true` the popup bar docks on its toolbar, else on the bottom safe area. Tables made with `parent =` it start below the navigation bar.
---@param options? { toolbar?: boolean, navigationBarHidden?: boolean, prefersLargeTitles?: boolean, title?: string, parent?: PopupContainer, onScreen?: boolean, name?: string, fixes?: { drainQueueAfterNoOp?: boolean, willOpenOnce?: boolean, dismissHiddenCompletes?: boolean, settleAtRelease?: boolean } }
---@return PopupContainer
function stage.navigationController(options) end

--- Creates a popup (LSTPopView) with every property as an option (defaults as in the library's code) and the callbacks. `p:pop()` shows it, or queues it behind a higher-priority popup of its group. Its timeline source is "popup#n"; it logs willPop, didPop, countdown {remaining}, countdownFinish, willDismiss {reason}, didDismiss, suspended, resumed, bgClick, retired, dropped and haptic.
---@param options? { content?: { width?: number, height?: number, name?: string, view?: View|Label|Button|ImageView|Switch|ScrollView|StackView }, parent?: Host|string|SwipeTable|PopupContainer, name?: string, fixes?: { resumeSkipsSingle?: boolean, resumeKeepsVisible?: boolean, flyOutEndsWithDismissal?: boolean, dragClampsAtOrigin?: boolean }, identifier?: string, hemStyle?: "center"|"top"|"left"|"bottom"|"right"|"topLeft"|"bottomLeft"|"bottomRight"|"topRight", adjustX?: number, adjustY?: number, cornerRadius?: number, rectCorners?: number, bgColor?: string, bgAlpha?: number, isHideBg?: boolean, isClickBgDismiss?: boolean, isObserverScreenRotation?: boolean, isClickFeedback?: boolean, isAvoidKeyboard?: boolean, avoidKeyboardSpace?: number, convertsKeyboardFrame?: boolean, showTime?: number, groupId?: string?, priority?: number, isStack?: boolean, isSingle?: boolean, popStyle?: "fade"|"no"|"scale"|"smoothFromTop"|"smoothFromLeft"|"smoothFromBottom"|"smoothFromRight"|"springFromTop"|"springFromLeft"|"springFromBottom"|"springFromRight"|"cardDropFromLeft"|"cardDropFromRight", dismissStyle?: "fade"|"no"|"scale"|"smoothToTop"|"smoothToLeft"|"smoothToBottom"|"smoothToRight"|"cardDropToLeft"|"cardDropToRight"|"cardDropToTop", popDuration?: number?, dismissDuration?: number?, dragDismissDuration?: number?, dragStyle?: "no"|"xPositive"|"xNegative"|"yPositive"|"yNegative"|"x"|"y"|"all", sweepStyle?: "no"|"xPositive"|"xNegative"|"yPositive"|"yNegative"|"x"|"y"|"all", dragDistance?: number, dragDismissStyle?: "fade"|"no"|"scale"|"smoothToTop"|"smoothToLeft"|"smoothToBottom"|"smoothToRight"|"cardDropToLeft"|"cardDropToRight"|"cardDropToTop"?, dragReboundTime?: number, swipeVelocity?: number, sweepDismissStyle?: "velocity"|"smooth", isImpactFeedback?: boolean, onWillPop?: (fun(p: Popup)), onDidPop?: (fun(p: Popup)), onCountdown?: (fun(p: Popup, remaining: number)), onCountdownFinish?: (fun(p: Popup)), onWillDismiss?: (fun(p: Popup)), onDidDismiss?: (fun(p: Popup)), onSuspended?: (fun(p: Popup)), onResumed?: (fun(p: Popup)), onBgClick?: (fun(p: Popup)), onPanOffset?: (fun(p: Popup, offset: { x: number, y: number })), onKeyboardWillShow?: (fun(p: Popup, change: { beginFrame: { x: number, y: number, width: number, height: number }, endFrame: { x: number, y: number, width: number, height: number }, duration: number })), onKeyboardDidShow?: (fun(p: Popup, change: { beginFrame: { x: number, y: number, width: number, height: number }, endFrame: { x: number, y: number, width: number, height: number }, duration: number })), onKeyboardWillHide?: (fun(p: Popup, change: { beginFrame: { x: number, y: number, width: number, height: number }, endFrame: { x: number, y: number, width: number, height: number }, duration: number })), onKeyboardDidHide?: (fun(p: Popup, change: { beginFrame: { x: number, y: number, width: number, height: number }, endFrame: { x: number, y: number, width: number, height: number }, duration: number })) }
---@return Popup
function stage.popup(options) end

--- A text picture of the screen now: every visible layer at its current (animated) position and opacity, bottom to top, in a character grid `width` columns wide (a cell is twice as tall as wide), followed by a legend of the layers, top first. `crop = true` draws only the part of the screen where something is (a short sheet is a few rows instead of the screen's 52); the header then names the part shown. Stable across runs (snapshot it). docs/PICTURES.md shows the pictures.
---@param options? { width?: integer, crop?: boolean|"content"|"screen"|{ x: number, y: number, width: number, height: number }|ActionController|Action|Popup|SwipeTable|SwipeRow|PopupContainer|PopupBar|PopupContent }
---@return string
function stage.render(options) end

--- A fresh world: time 0, an empty screen of the given size, an empty timeline, numbering restarted. Handles to objects made before the reset (timers, sheets, popups, ...) fail with a clear error afterwards.
---@param options? { device?: "iPhone 15"|"iPhone SE"|"iPad", orientation?: "portrait"|"portraitUpsideDown"|"landscapeLeft"|"landscapeRight", width?: number, height?: number, safeArea?: { top?: number, bottom?: number, left?: number, right?: number }, reduceMotion?: boolean, rightToLeft?: boolean, popupPolicy?: "swift"|"objc", tieBreak?: "lifo"|"fifo" }
function stage.reset(options) end

--- Makes a scroll view (UIScrollView): its subviews move with its contentOffset and are clipped to its bounds; a pan on them scrolls it.
---@param options? { frame?: { x: number, y: number, width: number, height: number }, hidden?: boolean, alpha?: number, userInteractionEnabled?: boolean, clipsToBounds?: boolean, backgroundColor?: string?, cornerRadius?: number, tintColor?: string?, width?: number, height?: number, x?: number, y?: number, contentSize?: { width: number, height: number }, contentOffset?: { x: number, y: number }|number[], scrollEnabled?: boolean, subviews?: (View|Label|Button|ImageView|Switch|ScrollView|StackView)[], name?: string }
---@return ScrollView
function stage.scrollView(options) end

--- Makes a stack view (UIStackView): it lays out its arranged subviews along its axis from their fitting sizes, and sizes itself from them unless given a size.
---@param options? { frame?: { x: number, y: number, width: number, height: number }, hidden?: boolean, alpha?: number, userInteractionEnabled?: boolean, clipsToBounds?: boolean, backgroundColor?: string?, cornerRadius?: number, tintColor?: string?, width?: number, height?: number, x?: number, y?: number, axis?: "horizontal"|"vertical", distribution?: "fill"|"fillEqually"|"fillProportionally"|"equalSpacing"|"equalCentering", alignment?: "fill"|"leading"|"top"|"center"|"trailing"|"bottom", spacing?: number, layoutMargins?: { top: number, left: number, bottom: number, right: number }, layoutMarginsRelativeArrangement?: boolean, arrangedSubviews?: (View|Label|Button|ImageView|Switch|ScrollView|StackView)[], subviews?: (View|Label|Button|ImageView|Switch|ScrollView|StackView)[], name?: string }
---@return StackView
function stage.stackView(options) end

--- An SVG picture of the screen now, drawn as the phone shows it: the same scene as `render` with each style's colors, corner radii and opacity, the content behind an action sheet scaled as the sheet scales its presenting view, image placeholders with their names, texts ellipsized to their frames, inside the device outline with its status bar and home indicator. Deterministic byte for byte. Write it to a file and open it in a browser (docs/PICTURES.md).
---@param options? { crop?: boolean|"content"|"screen"|{ x: number, y: number, width: number, height: number }|ActionController|Action|Popup|SwipeTable|SwipeRow|PopupContainer|PopupBar|PopupContent, device?: boolean, safeArea?: boolean }
---@return string
function stage.svg(options) end

--- Creates a swipe action (SwipeCellKit's SwipeAction) with every property of the library's SwipeAction (defaults: white 15-pt title; systemRed background when destructive, else systemGray3). Return a list of them from editActions. The handler receives (action, row, {section =, row =}); under a fill expansion it completes the fill with action:fulfill("delete") or action:fulfill("reset").
---@param options { title?: string, image?: string, highlightedImage?: string, imageSize?: { width: number, height: number }, style?: "default"|"destructive", fontSize?: number, textColor?: string, highlightedTextColor?: string, backgroundColor?: string, backgroundEffect?: string, highlightedBackgroundColor?: string, identifier?: string, hidesWhenSelected?: boolean, accessibilityLabel?: string, transitionDelegate?: boolean|{ duration?: number, initialScale?: number, threshold?: number }, handler?: (fun(action: SwipeAction, row: integer, path: { section: integer, row: integer })) }
---@return SwipeAction
function stage.swipeAction(options) end

--- Makes a switch (UISwitch, 51 × 31): a tap toggles it, logs `switch#n valueChanged` and runs `action(switch)`.
---@param options? { frame?: { x: number, y: number, width: number, height: number }, hidden?: boolean, alpha?: number, userInteractionEnabled?: boolean, clipsToBounds?: boolean, backgroundColor?: string?, cornerRadius?: number, tintColor?: string?, width?: number, height?: number, x?: number, y?: number, on?: boolean, onTintColor?: string?, enabled?: boolean, accessibilityLabel?: string?, action?: (fun(control: any))?, subviews?: (View|Label|Button|ImageView|Switch|ScrollView|StackView)[], name?: string }
---@return Switch
function stage.switch(options) end

--- A tab bar controller (a UITabBarController with LNPopupController): its tab bar (49 pt + the home-indicator area) is the bottom docking view, the popup bar sits on it. Timeline source "bar#n".
---@param options? { tabs?: (string|PopupContainer)[], title?: string, parent?: PopupContainer, onScreen?: boolean, name?: string, fixes?: { drainQueueAfterNoOp?: boolean, willOpenOnce?: boolean, dismissHiddenCompletes?: boolean, settleAtRelease?: boolean } }
---@return PopupContainer
function stage.tabBarController(options) end

--- Creates a table view of swipeable rows (SwipeCellKit) and puts it on the screen. Rows are 1-based flat indices across sections. Swipes and taps go through the screen's hit-testing. Timeline source "table#n": editActions, editActionsOptions, willBeginEditing, didEndEditing, haptic, expanded, collapsed, fill, fulfill, deleteRow, handler, insertRow, reloadRow, scroll, and the selection's didHighlightRow, didUnhighlightRow, didDeselectRow, didSelectRow, selectRow, deselectRow. See docs/SWIPE.md.
---@param options? { rows?: (string|{ text: string, secondaryText?: string, image?: string, accessory?: "none"|"disclosureIndicator"|"checkmark", accessoryView?: View|Label|Button|ImageView|Switch|ScrollView|StackView, contentView?: View|Label|Button|ImageView|Switch|ScrollView|StackView })[]|number, sections?: ({ header?: string, rows?: (string|{ text: string, secondaryText?: string, image?: string, accessory?: "none"|"disclosureIndicator"|"checkmark", accessoryView?: View|Label|Button|ImageView|Switch|ScrollView|StackView, contentView?: View|Label|Button|ImageView|Switch|ScrollView|StackView })[]|number })[], rowHeight?: number, frame?: { x: number, y: number, width: number, height: number }, parent?: PopupContainer, contentInsetAdjustmentBehavior?: "automatic"|"scrollableAxes"|"never", alwaysBounceVertical?: boolean, keepsEmptySections?: boolean, editActions?: (fun(row: integer, orientation: "left"|"right", path: { section: integer, row: integer }): (SwipeAction|table)[]?), editActionsOptions?: (fun(row: integer, orientation: "left"|"right", path: { section: integer, row: integer }): { transitionStyle?: "border"|"drag"|"reveal", expansionStyle?: "selection"|"destructive"|"destructiveAfterFill"|"fill"|{ style?: "selection"|"destructive"|"destructiveAfterFill"|"fill", automaticallyDelete?: boolean, timing?: "with"|"after", target?: { percentage?: number, edgeInset?: number }, triggers?: { touchThreshold?: number, overscroll?: number }[], elasticOverscroll?: boolean, completionAnimation?: "bounce"|{ fill: "delete"|"reset"|"manual", timing?: "with"|"after" }, minimumTargetOverscroll?: number, targetOverscrollElasticity?: number }, expansionDelegate?: boolean|{ duration?: number, scale?: number, interButtonDelay?: number }, backgroundColor?: string, maximumButtonWidth?: number, minimumButtonWidth?: number, buttonVerticalAlignment?: "centerFirstBaseline"|"center", buttonPadding?: number, buttonSpacing?: number })|{ transitionStyle?: "border"|"drag"|"reveal", expansionStyle?: "selection"|"destructive"|"destructiveAfterFill"|"fill"|{ style?: "selection"|"destructive"|"destructiveAfterFill"|"fill", automaticallyDelete?: boolean, timing?: "with"|"after", target?: { percentage?: number, edgeInset?: number }, triggers?: { touchThreshold?: number, overscroll?: number }[], elasticOverscroll?: boolean, completionAnimation?: "bounce"|{ fill: "delete"|"reset"|"manual", timing?: "with"|"after" }, minimumTargetOverscroll?: number, targetOverscrollElasticity?: number }, expansionDelegate?: boolean|{ duration?: number, scale?: number, interButtonDelay?: number }, backgroundColor?: string, maximumButtonWidth?: number, minimumButtonWidth?: number, buttonVerticalAlignment?: "centerFirstBaseline"|"center", buttonPadding?: number, buttonSpacing?: number }, willBeginEditing?: (fun(row: integer, orientation: "left"|"right", path: { section: integer, row: integer })), didEndEditing?: (fun(row: integer?, orientation: "left"|"right", path: { section: integer, row: integer }?)), visibleRect?: (fun(): { x: number, y: number, width: number, height: number })|{ x: number, y: number, width: number, height: number }, didSelectRow?: (fun(row: integer, path: { section: integer, row: integer })), name?: string, fixes?: { immediateCompletion?: boolean, overscrollReadsContent?: boolean, strictFulfill?: boolean, hideForgetsFulfill?: boolean } }
---@return SwipeTable
function stage.tableView(options) end

--- An SVG strip chart of the timeline: one row per source (layer, screen, clock), a bar while each layer was on the screen with its animation phases (presenting, dismissing, ...) in it, and a labelled mark per event, events at the same instant stacked (hover a mark for its trace line). Past 5,000 events, marks that would overlap merge.
---@return string
function stage.timelineSvg() end

--- Makes a plain view (UIView): a rectangle with subviews, clear unless given a backgroundColor.
---@param options? { frame?: { x: number, y: number, width: number, height: number }, hidden?: boolean, alpha?: number, userInteractionEnabled?: boolean, clipsToBounds?: boolean, backgroundColor?: string?, cornerRadius?: number, tintColor?: string?, width?: number, height?: number, x?: number, y?: number, subviews?: (View|Label|Button|ImageView|Switch|ScrollView|StackView)[], name?: string }
---@return View
function stage.view(options) end

--- A plain view controller: the bar docks on the bottom safe area (the library's invisible helper view).
---@param options? { view?: View|Label|Button|ImageView|Switch|ScrollView|StackView, title?: string, parent?: PopupContainer, onScreen?: boolean, name?: string, fixes?: { drainQueueAfterNoOp?: boolean, willOpenOnce?: boolean, dismissHiddenCompletes?: boolean, settleAtRelease?: boolean } }
---@return PopupContainer
function stage.viewController(options) end

--- Makes a plain host and puts it on the screen (on top of the window's subviews, as a popup or a sheet is added): its root view fills its frame, is drawn there and takes the touches that land on it. Its source is "viewHost#n".
---@param options { frame: { x: number, y: number, width: number, height: number }, root?: View|Label|Button|ImageView|Switch|ScrollView|StackView, backgroundColor?: string, name?: string }
---@return ViewHost
function stage.viewHost(options) end

---@class stage.clock
stage.clock = {}

--- Moves time forward by `seconds`, firing every event due up to the new time in order (each sees `now()` equal to its due time); events scheduled meanwhile inside the window fire too. Returns the new time. Negative, NaN, infinite and absurd (> 1e9 s) values are refused, and so is a target at or past the end of the clock's range (9e9 s).
---@param seconds number how far to move (0 to 1e9)
---@return number
function stage.clock.advance(seconds) end

--- Moves time forward to the absolute time `t` (seconds since reset), like `advance`. A time in the past is an error.
---@param t number the absolute time in seconds (not in the past)
---@return number
function stage.clock.advanceTo(t) end

--- Calls `fn(timer)` after `seconds` of simulated time (when an advance reaches it). Returns the timer; `timer:cancel()` stops it. Each firing is logged as `clock timer` with the timer's name: the one `options.name` gives (`{ name = "tick" }`: `clock timer timer="tick"`, picked by `stage.log.events{ source = "tick" }` and named in the timeline chart), else "timer#n". The due time must lie within the clock's range (before 9e9 s), as `advance`'s target must.
---@param seconds number delay from now (0 to 1e9)
---@param fn (fun(timer: Timer)) called with the timer when it fires
---@param options? { name?: string }
---@return Timer
function stage.clock.after(seconds, fn, options) end

--- Calls `fn(timer)` every `seconds` of simulated time, the first time `seconds` from now, until `timer:cancel()` (sinon's setInterval). Each firing is logged as `clock timer` with the timer's name, as for `after`; a run of firings with nothing between them prints as one line (`clock timer ×40 over 3.9 s timer="tick"`). `runUntilIdle` never sees it idle: it stops at its limit. A period of 0 is refused (it would fire forever at one instant), and a timer that would fire more than 10,000 times in one advance stops there, the advance raising why (advance in smaller steps).
---@param seconds number the period (above 0, at most 1e9)
---@param fn (fun(timer: Timer)) called with the timer at each firing
---@param options? { name?: string }
---@return Timer
function stage.clock.every(seconds, fn, options) end

--- Fires the event(s) due at the earliest pending instant and returns that time, or nil when nothing is pending.
---@return number|nil
function stage.clock.next() end

--- The current simulated time in seconds since the last reset.
---@return number
function stage.clock.now() end

--- How many events are waiting to fire (timers, animation completions, gesture samples).
---@return integer
function stage.clock.pending() end

--- Fires events until none is pending and returns the final time. Fails with a clear error (naming the limit and the next pending event) rather than fire more than `limit` events: a timer that re-arms itself forever is caught.
---@param options? { limit?: integer }
---@return number
function stage.clock.runUntilIdle(options) end

---@class stage.log
---@field count integer How many events the timeline holds.
---@field last table? The most recent event `{t=, source=, name=, <fields>}`, or nil when there is none.
stage.log = {}

--- Forgets the events recorded so far (the clock and the layers are untouched).
function stage.log.clear() end

--- The events matching the filter (all when omitted), oldest first, each a table `{t=, source=, name=, <fields>}` (and `label=` for a named component's). Every gesture sample is there unless `collapse = true`, which gives a run of samples as its first one with `count =` and `last =`.
---@param filter? { source?: string|string[], name?: string, from?: number, to?: number, names?: string[], exclude?: string[], first?: integer, last?: integer, collapse?: boolean }
---@return table
function stage.log.events(filter) end

--- The matching events as text, one `[  0.300] sheet#1 didPresentView` line each, every line ending with a newline (so texts join: `format{ source = 'a' } .. format{ source = 'b' }`; no events: ""), a run of gesture samples or of one timer's firings as one line (what `print` prints; `collapse = false` for every event).
---@param filter? { source?: string|string[], name?: string, from?: number, to?: number, names?: string[], exclude?: string[], first?: integer, last?: integer, collapse?: boolean }
---@return string
function stage.log.format(filter) end

--- Prints the matching events with Lua's `print`, one line each: `[  0.300] sheet#1 didPresentView`; a run of gesture samples is one line, `[  0.017] screen panChanged ×35, x 349 → 257 over 0.283 s` (`collapse = false` prints every sample).
---@param filter? { source?: string|string[], name?: string, from?: number, to?: number, names?: string[], exclude?: string[], first?: integer, last?: integer, collapse?: boolean }
function stage.log.print(filter) end

---@class stage.popups
---@field policy "swift"|"objc" The stage's popup policy (stage.reset{ popupPolicy = }).
---@field tieBreak "lifo"|"fifo" "swift": which equal-priority waiter comes back first (stage.reset{ tieBreak = }).
stage.popups = {}

--- The registered popups (queued, shown, suspended; not those mid-dismissal): "swift" in creation order, "objc" in the library's ascending-priority array (duplicates kept).
---@param options? { parent?: Host|string|SwipeTable|PopupContainer }
---@return Popup
function stage.popups.all(options) end

--- The first registered popup with this identifier ("": nil).
---@param identifier string
---@return Popup|nil
function stage.popups.forKey(identifier) end

--- The registered members of the popup's group (same host and groupId).
---@param popup Popup
---@return Popup
function stage.popups.group(popup) end

--- "swift": the host's popups end at once without animation (willDismiss, didDismiss, retired), its waiters retire, and a later pop of any of them is refused. "objc" (no scopes in the library): the host's registered popups are removed with style "no".
---@param host Host|string|SwipeTable|PopupContainer
---@return boolean acted
---@return string? reason
function stage.popups.invalidate(host) end

--- Every host's scope ends (see invalidate).
---@return boolean acted
---@return string? reason
function stage.popups.invalidateAllScopes() end

--- The waiting popups of (host, groupId) in the order they would come back.
---@param host? Host|string|SwipeTable|PopupContainer
---@param groupId? string
---@return Popup
function stage.popups.queue(host, groupId) end

--- Dismisses the popup with style "no" (removePopView:); completion at its didDismiss ("objc": after the instance dismiss style's time, LSTPopView.m:1063, 1092-1096). A popup not registered: nothing (false and why; the completion runs now).
---@param popup Popup
---@param completion? (fun()) called at the popup's didDismiss (now when there is nothing to remove)
---@return boolean acted
---@return string? reason
function stage.popups.remove(popup, completion) end

--- Removes every registered popup with style "no", in listing order.
---@param completion? (fun()) called at the last one's didDismiss
---@return boolean acted
---@return string? reason
function stage.popups.removeAll(completion) end

--- Removes the first popup with this identifier (no match: completion now).
---@param identifier string
---@param completion? (fun()) called at the popup's didDismiss (now when there is nothing to remove)
---@return boolean acted
---@return string? reason
function stage.popups.removeForKey(identifier, completion) end

--- Removes the last popup shown ("objc": showList's last entry not yet freed, so a popup mid-dismissal stays last).
---@param completion? (fun())
---@return boolean acted
---@return string? reason
function stage.popups.removeLast(completion) end

---@class stage.screen
---@field device string The phone: "iPhone 15" (the default), "iPhone SE", or "custom" for a screen made with width, height or safeArea (`stage.reset{ device = "iPhone SE" }`).
---@field height number Screen height in points.
---@field keyboard table The keyboard: `{shown=, height=, frame=}` (shown is the model state, true from keyboardWillShow; frame is where it is now, mid-slide included).
---@field orientation string The interface orientation: "portrait" (every device starts so), "landscapeLeft", "landscapeRight" or "portraitUpsideDown"; during a turn, the one it turns to (change with `rotate`).
---@field rotating boolean True while a turn runs (from `rotate` until `transitionCompleted`).
---@field safeArea table Safe-area insets `{top=, left=, bottom=, right=}`.
---@field statusBarFrame table The status bar's area `{x=, y=, width=, height=}`: the top of the screen, 54 pt on an iPhone 15, 20 on an iPhone SE (a custom screen's is at most its top inset).
---@field traits table `{reduceMotion=, rightToLeft=, contentSizeCategory=}` (change with `setTraits`).
---@field width number Screen width in points.
stage.screen = {}

--- A pan gesture in the one drag shape, `{ dx =, dy =, duration =, velocity = {vx, vy} }`, from the point `from` (or to the point `to`, or along `path`): the finger goes down at `from`, moves `dx`, `dy` over `duration` seconds of simulated time (the clock advances by it, sampled at 120 Hz; other events fire in between) and lifts. The layer under `from` gets panBegan/panChanged/panEnded with translation and velocity (the release velocity is measured over the last 50 ms unless `velocity` is given). A zero duration is an instantaneous flick with the given velocity. Returns the receiving layer's source or nil (a miss).
---@param options { from?: { x: number, y: number }|number[], to?: { x: number, y: number }|number[], path?: table, dx?: number, dy?: number, duration?: number, velocity?: { x: number, y: number }|number[] }
---@return string|nil
function stage.screen.drag(options) end

--- Hides the keyboard (`keyboardWillHide` now, `keyboardDidHide` after the slide). Nothing happens when it is hidden.
---@param options? { duration?: number }
function stage.screen.hideKeyboard(options) end

--- What is presented, top first: a list of `{source=, label=, title=, level=, frame=, visible=, superlayer=}` (label: the component's name, if it was given one; level is "content", "popupBar", "actionSheet", "popup", "keyboard" or a number; frame at the current animated position; visible: drawn now; superlayer: the source of the view it lies in, a popup's parent view, if any).
---@return table
function stage.screen.layers() end

--- Turns the interface to an orientation ("portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown" where the device supports it: not on the iPhone 15) on the simulated clock. The device's numbers for the new orientation take effect at once (`screen viewWillTransition`, `screen safeAreaInsetsDidChange`): size, safe area, status bar, system bars, and every component lays out again as its library does on a size change; `screen transitionCompleted` logs the turn's end. A rotation requested during a turn waits for it (the latest wins). Returns true, or false and why (already there).
---@param orientation "portrait"|"portraitUpsideDown"|"landscapeLeft"|"landscapeRight"
---@param options? { duration?: number }
---@return boolean acted
---@return string? reason
function stage.screen.rotate(orientation, options) end

--- Changes traits (omitted keys keep their value); logs `screen traitsChanged` when something changed.
---@param traits { reduceMotion?: boolean, rightToLeft?: boolean, contentSizeCategory?: "extraSmall"|"small"|"medium"|"large"|"extraLarge"|"extraExtraLarge"|"extraExtraExtraLarge"|"accessibilityMedium"|"accessibilityLarge"|"accessibilityExtraLarge"|"accessibilityExtraExtraLarge"|"accessibilityExtraExtraExtraLarge" }
function stage.screen.setTraits(traits) end

--- Shows the keyboard (or changes its height): logs `screen keyboardWillShow` now and `keyboardDidShow` when the slide ends; components that avoid the keyboard react to both.
---@param options? { height?: number, duration?: number }
function stage.screen.showKeyboard(options) end

--- Taps at (x, y) in screen points. Returns the source of the layer that received it ("popup#1"), or nil for a miss (nothing there, or off the screen); either way the tap is logged as `screen tap`. No time passes.
---@param x number
---@param y number
---@return string|nil
function stage.screen.tap(x, y) end

---@class stage.window
---@field root PopupContainer? The window's root view controller: a container at the top of its hierarchy, or nil for the implicit plain controller (the default). A container with a parent is refused (remove it from its parent first).
---@field visibleViewController PopupContainer? The content controller a user sees (what an app's `self` is): from the root down the selected tabs and each navigation or plain controller's last child; nil while the root is the implicit plain controller.
stage.window = {}

---@class understudy
---@field expect function `expect(value)`, Jest's matchers with the stage's timeline and snapshots (docs/TESTING.md): the function the global `expect` holds.
---@field stage table The stage: the table the global `stage` holds.
---@field version string Understudy's version.
understudy = {}

--- Sets the memory cap and the time limit of this Lua state, and returns the limits as last set (`{ memory = bytes, time = seconds }`, nil for none). They cover the run of `scope`: by default the function that called `limits` (a script's main chunk; at lua5.4's prompt, the line), for the busted helper each test. When one is reached, the code running stops with `memory limit exceeded (limit 64M)` or `time limit exceeded (timeout 5 s)`, raised again at every hook (a `pcall` cannot hold it) until `scope` has returned; a deadline reached after that is dropped. In the understudy program they apply to every chunk from then on, as `--memory-limit` and `--timeout` do (under `understudy test`, its per-test `--timeout` again from the next test), and they can only be lower than the program's: false gives back the program's own. The program's own limits hold whatever a script does: a `scope` (or a `pcall` around the call) ends only the script's stops, and a time limit never moves the program's deadline later. Refused with the reason when the state cannot keep a limit (a debug hook set by C code, which the time limit's hook would replace) or when the cap is below the memory already in use. The simulation never reads the clock: these are safety limits.
---@param options? { memory?: integer|string|boolean, time?: number|boolean, scope?: function }
---@return table
function understudy.limits(options) end

--- One action of a sheet (its handler receives it). `enabled` and `executeImmediatelyOnTouch` can change at any time (the library's Action keeps them mutable); the rest is fixed when the action is added.
---@class Action
---@field enabled boolean A disabled action ignores taps (the sheet stays).
---@field executeImmediatelyOnTouch boolean Run the handler on touch instead of after the dismissal.
---@field image string? The image name, or nil.
---@field index integer 1-based position among all actions (display order).
---@field section integer 1-based index of its section.
---@field style "default"|"cancel"|"destructive" "default", "cancel" or "destructive".
---@field subtitle string? The subtitle, or nil.
---@field title string The title ("" when the action has none).
local Action = {}

--- An action sheet (XLActionController). Configure it (actions, sections, header, settings) before `present()`; from then on settings are frozen and writing one is an error. `state` is "idle", "presenting", "presented" (from didPresentView), "dismissing" or "dismissed". Taps and drags go through the screen's input path, so a row that is off screen, covered or not revealed yet fails with a clear error.
---@class ActionController
---@field actions Action[] The actions in display order (a list of Action).
---@field contentHeight number The sheet's content height (headers, insets, rows; plus the cancel bar unless it hides rows behind it; tweetbot: actions × 50 + section insets + 6). Frozen at present; before, what present would compute.
---@field header any The global header as {title=, subtitle=, image=} (nil when none). Writable before present only (a string, such a table, or nil); the tweetbot style cannot have one, nor can styles without a header view (skype, youtube, default unless headerHeight).
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field presentingScale number The scale the presenting screen is drawn at now (settings.animation.scale while shown: 0.9 by default; 1 when not scaling).
---@field scrollOffset number How far the content is scrolled up from rest (points).
---@field sections Section[] The sections (a list of Section); the first is created by the first addAction.
---@field settings ActionControllerSettings The settings (XLActionController's ActionControllerSettings), grouped as in the library: behavior, cancelView, collectionView, animation (scale, present, dismiss), statusBar. Readable any time; writable before present; writing one afterwards is an error (they are frozen when the sheet is presented).
---@field source string The timeline source, "sheet#1".
---@field state string "idle", "presenting", "presented", "dismissing" or "dismissed".
---@field style "default"|"skype"|"tweetbot"|"twitter"|"youtube"|"periscope"|"spotify" The style preset's name.
local ActionController = {}

--- Appends an action to the last section (creating the first section if there is none). A string is a title. Before present only. The handler receives the action; by default it runs after the sheet is dismissed (after didDismissView), with `executeImmediatelyOnTouch` on touch, before willDismissView. An action without a title has a 0×0 row, as in the library.
---@param action string|{ title?: string, subtitle?: string, image?: string, style?: "default"|"cancel"|"destructive", enabled?: boolean, executeImmediatelyOnTouch?: boolean, handler?: (fun(action: Action)) }
---@return Action
function ActionController:addAction(action) end

--- Appends a section (the library's addSection takes any Section); actions added afterwards go into it. Its header shows only when the style has section headers and the section has data. On periscope it adds the example's `PeriscopeSection`, whose data is set, so it gets the 5-pt band; `plain = true` adds a plain Section, with no data and no band, as the first section (made by addAction) is. Presenting with an empty last section is an error (the library crashes).
---@param section? { data?: string, plain?: boolean }
---@return Section
function ActionController:addSection(section) end

--- Dismisses the sheet (no handler runs): willDismissView now, didDismissView when the style's dismissal ends, then `completion()`. A sheet that presents another is dismissed with it, as UIKit does: the top one animates out, this one leaves at once (removedFromStack) and `completion()` runs when the top one is gone. Allowed during the present animation. During a dismissal (its own, or one above it: a presentationRefused event) it does nothing and returns false and why; its completion is dropped. An error before present and after the dismissal.
---@param completion? (fun())
---@return boolean acted
---@return string? reason
function ActionController:dismiss(completion) end

--- A pan on the sheet from the middle of its content, through `stage.screen.drag`. With scrolling off and hideOnScrollDown on, a swipe down dismisses the sheet (no handler): at least 50 pt down, within about 27° of vertical (|dx| ≤ dy/2), released at 300 pt/s or faster (the simulation's threshold; UIKit does not document its own). With scrollEnabled the drag scrolls the content instead (rubber-banding past the ends when bounces is on, springing back in 0.4 s). Raises (an error, not false) when the sheet is not on screen or the middle of its content is covered (naming what covers it).
---@param options? { dx?: number, dy?: number, duration?: number, velocity?: { x: number, y: number }|number[] } the drag: { dx =, dy =, duration =, velocity = { vx, vy } }
---@return boolean acted
---@return string? reason
function ActionController:drag(options) end

--- The action's row on screen now, `{x=, y=, width=, height=}` at its current animated and scrolled position; nil while its section is not revealed (tweetbot). An error before present and after the dismissal.
---@param action string|integer a title or a 1-based index
---@return table|nil
function ActionController:frameOf(action) end

--- Presents the sheet: settings and layout freeze, willPresentView now, the style's present animation, didPresentView at delay + duration (0.7 s by default; tweetbot's second section arrives at 0.3 s). It is presented from the window's root view controller, or from the sheet `from`. As in UIKit, a presenter that already presents a sheet (or whose presentation or dismissal is in progress, or is not on screen) refuses: nothing happens, the sheet stays idle, a `presentationRefused` event carries UIKit's warning and this returns false with it. Errors: presenting twice, an empty last section.
---@param options? { from?: ActionController|PopupContainer|PopupContent|Popup|View|Label|Button|ImageView|Switch|ScrollView|StackView }
---@return boolean acted
---@return string? reason
function ActionController:present(options) end

--- Scrolls the content at once (setContentOffset), clamped to the scroll range; returns the new offset from rest. Needs settings.behavior.scrollEnabled (spotify has it).
---@param dy number points to scroll the content up (negative: down)
---@return number
function ActionController:scroll(dy) end

--- Taps the middle of an action's visible row through the screen (`stage.screen.tap`). Returns true when the tap selected it (the sheet dismisses; the handler runs after didDismissView, or now with executeImmediatelyOnTouch), false and why when it was ignored (a disabled action, or a dismissal already running). Raises (an error, not false) when the row cannot be touched: the sheet is not on screen (not presented yet, or gone), the row is off screen, covered (spotify's cancel bar, a popup above), not revealed yet (tweetbot), or no action has that index or title.
---@param action string|integer a title (the first match) or a 1-based index in display order
---@return boolean acted
---@return string? reason
function ActionController:tap(action) end

--- Taps the empty area above the sheet through the screen. With settings.behavior.hideOnTap (the default) the sheet dismisses without running any handler (not even a "cancel" action's) and this returns true; otherwise nothing happens (false and why). Raises (an error, not false) when the sheet is not on screen or the point is covered (naming what covers it).
---@return boolean acted
---@return string? reason
function ActionController:tapBackground() end

--- Taps the cancel bar's button (settings.cancelView.showCancel; spotify has one): the sheet dismisses, no handler runs. Raises (an error, not false) when the sheet has no cancel bar, is not on screen, or the bar is covered.
---@return boolean acted
---@return string? reason
function ActionController:tapCancel() end

--- A sheet's settings (XLActionController's ActionControllerSettings), by group. Read any time; write before present (frozen afterwards: writing is an error).
---@class ActionControllerSettings
---@field animation AnimationSettings settings.animation: scale, present, dismiss.
---@field behavior BehaviorSettings settings.behavior: hideOnTap, hideOnScrollDown, scrollEnabled, bounces, useDynamics, hideNavigationBarOnShow.
---@field cancelView CancelViewSettings settings.cancelView: the bottom Cancel bar.
---@field collectionView CollectionViewSettings settings.collectionView: lateralMargin, cellHeightWhenDynamicsIsUsed.
---@field statusBar StatusBarSettings settings.statusBar: showStatusBar, style, modalPresentationCapturesStatusBarAppearance.
local ActionControllerSettings = {}

--- settings.animation.present / .dismiss: one spring animation (damping, delay, duration, springVelocity, options, offset).
---@class AnimationPhaseSettings
---@field damping number spring damping ratio (1: no overshoot) (default 1).
---@field delay number seconds before the animation starts (default 0).
---@field duration number seconds (default 0.7).
---@field offset number dismiss: extra distance travelled below the start point (default 0).
---@field options "easeInOut"|"easeIn"|"easeOut"|"linear" curve option: "easeInOut", "easeIn", "easeOut", "linear" (ignored inside springs, as UIKit does) (default "easeOut" (present), "easeIn" (dismiss)).
---@field springVelocity number initial spring velocity (distances per second) (default 0).
local AnimationPhaseSettings = {}

--- settings.animation: scale, present, dismiss.
---@class AnimationSettings
---@field dismiss AnimationPhaseSettings The dismiss spring (duration 0.7, damping 1, ease-in, offset 0).
---@field present AnimationPhaseSettings The present spring (duration 0.7, damping 1, ease-out).
---@field scale { width: number, height: number }|boolean? the presenting screen's scale while shown (false: no scaling, reads nil then; true: the library's 0.9 × 0.9) (default {width = 0.9, height = 0.9}).
local AnimationSettings = {}

--- settings.behavior: background taps, swipe-down, scrolling, bounces, dynamics, navigation bar.
---@class BehaviorSettings
---@field bounces boolean scrolling rubber-bands past both ends (default false).
---@field hideNavigationBarOnShow boolean hide the presenter's navigation bar while shown (default true).
---@field hideOnScrollDown boolean a swipe down dismisses the sheet (ignored while scrollEnabled) (default true).
---@field hideOnTap boolean a tap on the background dismisses the sheet (default true).
---@field scrollEnabled boolean the content scrolls (drag, sheet:scroll) (default false).
---@field useDynamics boolean UIKit Dynamics layout (forced true by tweetbot; informational elsewhere: the style decides the variant) (default false).
local BehaviorSettings = {}

--- A button (UIButton, system): a title and/or an SF Symbol; its action runs on touch-up inside.
---@class Button
---@field accessibilityLabel string? what VoiceOver reads (a button's default: its title, else its image name)
---@field action (fun(control: any))? action(control), run on touch-up inside (a switch's after it toggled)
---@field alpha number UIKit's alpha (drawn at it; below 0.01 not hit)
---@field backgroundColor string? the background color (nil: none, clear)
---@field bounds { x: number, y: number, width: number, height: number } The bounds: the view's own coordinates (a scroll view's origin is its contentOffset).
---@field clipsToBounds boolean draw subviews only inside the bounds (a scroll view does by default)
---@field cornerRadius number layer.cornerRadius (drawn; touches still use the rectangle)
---@field enabled boolean a disabled control takes no touch: it goes on to what lies behind it
---@field frame { x: number, y: number, width: number, height: number } the frame in the superview's coordinates; setting it fixes the view's size (a stack view still sets its arranged subviews')
---@field hidden boolean UIKit's isHidden: not drawn, not hit; a stack view gives it no room
---@field highlighted boolean UIKit's isHighlighted: a finger is down on it, inside (see press).
---@field image string? an SF Symbol's name (UIImage(systemName:)), drawn with the project's glyphs
---@field kind string The kind: "view", "label", "button", "imageView", "switch", "scrollView", "stackView".
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field screenFrame { x: number, y: number, width: number, height: number }? The frame on screen now (its host's place and scale, its superviews' offsets), nil while no host shows its tree.
---@field source string The timeline source, "button#1".
---@field style "largeTitle"|"title1"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption1"|"caption2" the title's text style ("body"; it follows the text size)
---@field subviews (View|Label|Button|ImageView|Switch|ScrollView|StackView)[] The subviews, back to front.
---@field superview View|Label|Button|ImageView|Switch|ScrollView|StackView? The superview, nil for a root.
---@field tintColor string? UIKit's tintColor (nil: the superview's, the system blue at the top)
---@field title string? the title
---@field userInteractionEnabled boolean UIKit's isUserInteractionEnabled: false and neither it nor its subviews take a touch (false by default for labels and image views)
local Button = {}

--- UIKit's addSubview: on top of the others. Adding a view to itself or to a view inside it is an error.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to add on top (it leaves its old superview or host)
function Button:addSubview(view) end

--- UIKit's bringSubviewToFront: the subview goes on top (nothing for a view that is not a subview).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView one of its subviews
function Button:bringSubviewToFront(view) end

--- The size the view takes when nothing sets it (UIKit's intrinsic content size; text measured by the engine's text model).
---@param width? number the width text may wrap to
---@return table
function Button:fittingSize(width) end

--- UIKit's hitTest(_:with:): the deepest view at the point that takes a touch (hidden, interaction off, alpha below 0.01 and points outside a view's bounds reach none of its subviews), or nil.
---@param x number in the view's bounds coordinates
---@param y number
---@return View|Label|Button|ImageView|Switch|ScrollView|StackView|nil
function Button:hitTest(x, y) end

--- UIKit's insertSubview(_:at:): at a place among the subviews, 1 being the back.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to insert
---@param index integer its 1-based place, 1 at the back
function Button:insertSubview(view, index) end

--- Holds a finger on the control (checked as tap is), highlighted while the clock advances by `duration`, then lifts it inside: its action runs then.
---@param options? { duration?: number }
---@return boolean acted
---@return string? reason
function Button:press(options) end

--- UIKit's removeFromSuperview (a root leaves its host).
function Button:removeFromSuperview() end

--- Taps the control through the screen at the centre of the part of it that shows: the screen's hit test must reach it (touch-up inside: its action; a switch toggles first). Raises (an error, not false) when it cannot be reached: not in the window, hidden (or a superview), off screen or clipped away, covered. A disabled control does nothing (false and why): the tap goes on to what lies behind it.
---@return boolean acted
---@return string? reason
function Button:tap() end

--- settings.cancelView: the bottom Cancel bar.
---@class CancelViewSettings
---@field backgroundColor string the bar's color (#RRGGBB or #RRGGBBAA) (default "#000000cc").
---@field height number the button's height; the bar adds the bottom safe area (default 60).
---@field hideCollectionViewBehindCancelView boolean the bar overlays the last rows instead of adding its height to the content (spotify) (default false).
---@field showCancel boolean a bottom "Cancel" bar (unrelated to "cancel"-style actions) (default false).
---@field title string|boolean? the bar's title (false: none, reads nil then; true: "Cancel") (default "Cancel").
---@field titleColor string the title's color (default "#ffffff").
---@field titleFont string the title's font name (renderings ignore it) (default "system").
---@field titleSize number the title's point size (default 14).
local CancelViewSettings = {}

--- settings.collectionView: lateral margin and the Dynamics row height.
---@class CollectionViewSettings
---@field cellHeightWhenDynamicsIsUsed number row height in tweetbot's content height (default 50).
---@field lateralMargin number subtracted on both sides of each row (default 0).
local CollectionViewSettings = {}

--- A named group and scope of popups on the key window (the whole screen); groups and scopes are per host.
---@class Host
---@field name string The host's name.
local Host = {}

--- Ends the host's scope (stage.popups.invalidate(host)).
---@return boolean acted
---@return string? reason
function Host:invalidate() end

--- The host's registered popups (stage.popups.all{ parent = host }).
---@return Popup
function Host:popups() end

--- An image view (UIImageView): an SF Symbol or a named image; it takes no touch.
---@class ImageView
---@field alpha number UIKit's alpha (drawn at it; below 0.01 not hit)
---@field backgroundColor string? the background color (nil: none, clear)
---@field bounds { x: number, y: number, width: number, height: number } The bounds: the view's own coordinates (a scroll view's origin is its contentOffset).
---@field clipsToBounds boolean draw subviews only inside the bounds (a scroll view does by default)
---@field cornerRadius number layer.cornerRadius (drawn; touches still use the rectangle)
---@field frame { x: number, y: number, width: number, height: number } the frame in the superview's coordinates; setting it fixes the view's size (a stack view still sets its arranged subviews')
---@field hidden boolean UIKit's isHidden: not drawn, not hit; a stack view gives it no room
---@field image string? an SF Symbol's name (UIImage(systemName:)): the project's glyph, a neutral one for a name it does not know
---@field imageNamed string? a named image (UIImage(named:)): a placeholder tile with its name; give the view a size
---@field kind string The kind: "view", "label", "button", "imageView", "switch", "scrollView", "stackView".
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field pointSize number the symbol's point size (the body style's at the text size it was made at)
---@field screenFrame { x: number, y: number, width: number, height: number }? The frame on screen now (its host's place and scale, its superviews' offsets), nil while no host shows its tree.
---@field source string The timeline source, "button#1".
---@field subviews (View|Label|Button|ImageView|Switch|ScrollView|StackView)[] The subviews, back to front.
---@field superview View|Label|Button|ImageView|Switch|ScrollView|StackView? The superview, nil for a root.
---@field tintColor string? UIKit's tintColor (nil: the superview's, the system blue at the top)
---@field userInteractionEnabled boolean UIKit's isUserInteractionEnabled: false and neither it nor its subviews take a touch (false by default for labels and image views)
local ImageView = {}

--- UIKit's addSubview: on top of the others. Adding a view to itself or to a view inside it is an error.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to add on top (it leaves its old superview or host)
function ImageView:addSubview(view) end

--- UIKit's bringSubviewToFront: the subview goes on top (nothing for a view that is not a subview).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView one of its subviews
function ImageView:bringSubviewToFront(view) end

--- The size the view takes when nothing sets it (UIKit's intrinsic content size; text measured by the engine's text model).
---@param width? number the width text may wrap to
---@return table
function ImageView:fittingSize(width) end

--- UIKit's hitTest(_:with:): the deepest view at the point that takes a touch (hidden, interaction off, alpha below 0.01 and points outside a view's bounds reach none of its subviews), or nil.
---@param x number in the view's bounds coordinates
---@param y number
---@return View|Label|Button|ImageView|Switch|ScrollView|StackView|nil
function ImageView:hitTest(x, y) end

--- UIKit's insertSubview(_:at:): at a place among the subviews, 1 being the back.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to insert
---@param index integer its 1-based place, 1 at the back
function ImageView:insertSubview(view, index) end

--- UIKit's removeFromSuperview (a root leaves its host).
function ImageView:removeFromSuperview() end

--- A label (UILabel): text in a text style's font; it takes no touch.
---@class Label
---@field adjustsFontForContentSizeCategory boolean the font follows the text size (false: it keeps the size it had when its style was set)
---@field alpha number UIKit's alpha (drawn at it; below 0.01 not hit)
---@field backgroundColor string? the background color (nil: none, clear)
---@field bounds { x: number, y: number, width: number, height: number } The bounds: the view's own coordinates (a scroll view's origin is its contentOffset).
---@field clipsToBounds boolean draw subviews only inside the bounds (a scroll view does by default)
---@field cornerRadius number layer.cornerRadius (drawn; touches still use the rectangle)
---@field fontSize number the font's point size now; writing one gives a fixed font (no style)
---@field frame { x: number, y: number, width: number, height: number } the frame in the superview's coordinates; setting it fixes the view's size (a stack view still sets its arranged subviews')
---@field hidden boolean UIKit's isHidden: not drawn, not hit; a stack view gives it no room
---@field kind string The kind: "view", "label", "button", "imageView", "switch", "scrollView", "stackView".
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field numberOfLines number UIKit's numberOfLines (1; 0: as many as the width needs)
---@field screenFrame { x: number, y: number, width: number, height: number }? The frame on screen now (its host's place and scale, its superviews' offsets), nil while no host shows its tree.
---@field source string The timeline source, "button#1".
---@field style "largeTitle"|"title1"|"title2"|"title3"|"headline"|"body"|"callout"|"subheadline"|"footnote"|"caption1"|"caption2"? UIKit's text style (UIFont.preferredFont(forTextStyle:)): its size at the text size when set ("body" by default; nil after fontSize is written)
---@field subviews (View|Label|Button|ImageView|Switch|ScrollView|StackView)[] The subviews, back to front.
---@field superview View|Label|Button|ImageView|Switch|ScrollView|StackView? The superview, nil for a root.
---@field text string the text
---@field textAlignment "natural"|"left"|"center"|"right" "natural" (left here), "left", "center" or "right"
---@field textColor string the text's color (label)
---@field tintColor string? UIKit's tintColor (nil: the superview's, the system blue at the top)
---@field userInteractionEnabled boolean UIKit's isUserInteractionEnabled: false and neither it nor its subviews take a touch (false by default for labels and image views)
local Label = {}

--- UIKit's addSubview: on top of the others. Adding a view to itself or to a view inside it is an error.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to add on top (it leaves its old superview or host)
function Label:addSubview(view) end

--- UIKit's bringSubviewToFront: the subview goes on top (nothing for a view that is not a subview).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView one of its subviews
function Label:bringSubviewToFront(view) end

--- The size the view takes when nothing sets it (UIKit's intrinsic content size; text measured by the engine's text model).
---@param width? number the width text may wrap to
---@return table
function Label:fittingSize(width) end

--- UIKit's hitTest(_:with:): the deepest view at the point that takes a touch (hidden, interaction off, alpha below 0.01 and points outside a view's bounds reach none of its subviews), or nil.
---@param x number in the view's bounds coordinates
---@param y number
---@return View|Label|Button|ImageView|Switch|ScrollView|StackView|nil
function Label:hitTest(x, y) end

--- UIKit's insertSubview(_:at:): at a place among the subviews, 1 being the back.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to insert
---@param index integer its 1-based place, 1 at the back
function Label:insertSubview(view, index) end

--- UIKit's removeFromSuperview (a root leaves its host).
function Label:removeFromSuperview() end

--- A popup (LSTPopView). Every property of the library is a field, readable and writable (writes follow the library's setters; "swift" freezes group, priority, mode, showTime and styles at `pop`, "objc" reads them live). `state` is "idle", "queued", "presenting", "shown", "suspended", "dismissing", "dismissed" or "retired". Taps and drags go through the screen's hit-testing.
---@class Popup
---@field adjustX number Horizontal offset from the anchored position (every write re-lays out at once, unanimated, an unchanged value too). Default 0.
---@field adjustY number Vertical offset from the anchored position (every write re-lays out at once, unanimated, an unchanged value too). Default 0.
---@field alpha number The content's opacity now.
---@field avoidKeyboardSpace number The gap kept between the content's bottom and the keyboard's top. Default 10.
---@field backdropAlpha number The backdrop's opacity now (bgAlpha while shown; 0 without a backdrop).
---@field bgAlpha number The backdrop's opacity, clamped to 0...1 by the setter (the code's 0.25; LSTAlert 0.3). Default 0.25.
---@field bgColor string The backdrop's color (its RGB; the alpha comes from bgAlpha). A fully transparent color ("#00000000") is the library's exact clearColor: no backdrop. Default #000000.
---@field content table The content: {width =, height =, name =} (change the size with resize).
---@field convertsKeyboardFrame boolean Ours (off: the library's comparison): converts the keyboard's top into the popup's coordinates before avoiding it. The library compares the window y with the content's, so a popup in a parent view below the screen's top avoids too little (docs/POPUPS.md, "In a parent view"). Default false.
---@field cornerRadius number The content's corner radius (drawn when > 0 and rectCorners has a bit set). Default 0.
---@field customView View|Label|Button|ImageView|Switch|ScrollView|StackView? The custom view given as `content.view` (nil: none).
---@field dismissDuration number? The dismiss animation's seconds. nil = the style's default; under "objc" values <= 0 are ignored (the library's setter), under "swift" they reset to the default Default nil.
---@field dismissStyle "fade"|"no"|"scale"|"smoothToTop"|"smoothToLeft"|"smoothToBottom"|"smoothToRight"|"cardDropToLeft"|"cardDropToRight"|"cardDropToTop" How it leaves (LSTDismissStyle). Default seconds when dismissDuration is not set: 0.2 fade; 0 no; 0.3 scale; 0.5 smoothToTop, smoothToLeft, smoothToBottom, smoothToRight, cardDropToLeft, cardDropToRight, cardDropToTop. Default no.
---@field dragDismissDuration number? The drag-dismissal's seconds. nil = the style's default; under "objc" values <= 0 are ignored (the library's setter), under "swift" they reset to the default Default nil.
---@field dragDismissStyle "fade"|"no"|"scale"|"smoothToTop"|"smoothToLeft"|"smoothToBottom"|"smoothToRight"|"cardDropToLeft"|"cardDropToRight"|"cardDropToTop"? The drag-dismissal's style; nil = never set (dismissStyle is used). Default nil.
---@field dragDistance number A release this far from the origin dismisses (0 = never by distance). Default 0.
---@field dragReboundTime number Seconds a released drag takes to spring back (after a 0.1 s delay). Default 0.25.
---@field dragStyle "no"|"xPositive"|"xNegative"|"yPositive"|"yNegative"|"x"|"y"|"all" Which half-axes the content can be dragged along ("x" = both X halves, "all", ...). Default no.
---@field frame { x: number, y: number, width: number, height: number } The content's frame on screen now (animated, scale applied).
---@field groupId string? The group (with the host): popups of one group queue behind each other; nil is a group of its own. Default nil.
---@field hemStyle "center"|"top"|"left"|"bottom"|"right"|"topLeft"|"bottomLeft"|"bottomRight"|"topRight" Where the content is anchored: one of the nine anchors. Takes effect at the next layout (pop, resume, resize, adjustX/Y). Default center.
---@field host string What the popup is in, by name: the host's ("window" by default), or the parent view's source ("table#1").
---@field identifier string The key of stage.popups.forKey / removeForKey ("" = none). Default "".
---@field isAvoidKeyboard boolean Moves the content above the stage keyboard when it would cover it. Default true.
---@field isClickBgDismiss boolean A tap on the backdrop dismisses the popup (after bgClick). Default false.
---@field isClickFeedback boolean Dead in the library (no recognizer is attached); kept for completeness. Default false.
---@field isHideBg boolean A clear, touch-transparent background: taps outside the content reach the layers below. Every write, either value, clears the backdrop at once until the next pop or resume (the library's setter). Default false.
---@field isImpactFeedback boolean A medium haptic (logged `haptic`) on every pop and resume. Default false.
---@field isObserverScreenRotation boolean On a rotation (`stage.screen.rotate`), the popup takes the new screen's size (even in a parent view) and lays its content out again at once; false: nothing moves. Default true.
---@field isSingle boolean Replaces its group: the visible members are dismissed, never-shown waiters dropped. Default false.
---@field isStack boolean Shows on top of its group's current popup instead of suspending it. Default false.
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field parent Host|string|SwipeTable|PopupContainer Where the popup is (LSTPopView's parentView): the view given as `parent` (a table or a container), else the Host.
---@field popDuration number? The pop animation's seconds. nil = the style's default; under "objc" values <= 0 are ignored (the library's setter), under "swift" they reset to the default Default nil.
---@field popStyle "fade"|"no"|"scale"|"smoothFromTop"|"smoothFromLeft"|"smoothFromBottom"|"smoothFromRight"|"springFromTop"|"springFromLeft"|"springFromBottom"|"springFromRight"|"cardDropFromLeft"|"cardDropFromRight" How it enters (LSTPopStyle). Default seconds when popDuration is not set: 0.2 fade; 0 no; 0.3 scale; 0.6 smoothFromTop, smoothFromLeft, smoothFromBottom, smoothFromRight, springFromTop, springFromLeft, springFromBottom, springFromRight, cardDropFromLeft, cardDropFromRight. Default no.
---@field priority number Higher shows first; an equal or higher arrival suspends ("swift") or covers ("objc") the current one. Not clamped. Default 0.
---@field rectCorners number Which corners are rounded: bits topLeft 1, topRight 2, bottomLeft 4, bottomRight 8 (UIRectCorner; all = 15). Default 15.
---@field remaining number? Seconds left of the countdown (nil when none runs; while suspended, the paused remainder).
---@field rotation number The content's rotation now, in radians (card drops).
---@field scale number The content's scale now (the Scale and card-drop styles animate it).
---@field showTime number Seconds before an automatic dismissal (0 = none), counted from didPop; "objc" truncates it to whole seconds. Default 0.
---@field source string The timeline source, "popup#1" (readable after a reset too).
---@field state "idle"|"queued"|"presenting"|"shown"|"suspended"|"dismissing"|"dismissed"|"retired" The popup's state.
---@field sweepDismissStyle "velocity"|"smooth" How a swipe dismisses: "velocity" (fly along it, then fade) or "smooth" (SmoothTo the swipe's side). Default velocity.
---@field sweepStyle "no"|"xPositive"|"xNegative"|"yPositive"|"yNegative"|"x"|"y"|"all" Which half-axes a fast release (>= swipeVelocity) dismisses along. Default no.
---@field swipeVelocity number The release speed (points/s) that counts as a swipe. Default 1000.
local Popup = {}

--- Adds a delegate, as the library's `delegate` setter does (LSTPopView.m:810-813): a set of them, each called before the popup's own block (568-631), in the order added (the library's weak hash table has no order). Methods: willPop, didPop, countdown(p, remaining), countdownFinish, willDismiss, didDismiss; bgClick and bgLongPress are never called (commented out, 1215-1221, 1267-1273). The same table twice does nothing (false and why); its methods are read when it is added.
---@param delegate { willPop?: (fun(p: Popup)), didPop?: (fun(p: Popup)), countdown?: (fun(p: Popup, remaining: number)), countdownFinish?: (fun(p: Popup)), willDismiss?: (fun(p: Popup)), didDismiss?: (fun(p: Popup)), bgClick?: (fun(p: Popup)), bgLongPress?: (fun(p: Popup)) } a table of delegate methods, each called with the popup
---@return boolean acted
---@return string? reason
function Popup:addDelegate(delegate) end

--- Dismisses the popup (a queued one leaves its queue); the next waiter of its group comes back. Under "swift", dismissing a popup never popped, or twice, does nothing (false and why); "objc" dismisses it all the same (willDismiss again).
---@param options? { style?: "fade"|"no"|"scale"|"smoothToTop"|"smoothToLeft"|"smoothToBottom"|"smoothToRight"|"cardDropToLeft"|"cardDropToRight"|"cardDropToTop", duration?: number }
---@return boolean acted
---@return string? reason
function Popup:dismiss(options) end

--- A pan from the content's center through `stage.screen.drag`: the content follows along the allowed half-axes (dragStyle); the release rebounds, dismisses (distance, dragDismissStyle) or swipes away (sweepStyle, swipeVelocity). Raises (an error, not false) when the popup is not on screen (not popped, queued, gone) or its content's center is covered (naming what covers it).
---@param options? { dx?: number, dy?: number, duration?: number, velocity?: { x: number, y: number }|number[] } the drag: { dx =, dy =, duration =, velocity = { vx, vy } }
---@return boolean acted
---@return string? reason
function Popup:drag(options) end

--- Pops the popup (or queues it behind a higher-priority member of its group). Under "swift" a popup already queued or on screen is not popped again (false and why). An error for a dismissed popup and for a retired one (its host's scope was invalidated; the refusal logs `retired`).
---@param options? { style?: "fade"|"no"|"scale"|"smoothFromTop"|"smoothFromLeft"|"smoothFromBottom"|"smoothFromRight"|"springFromTop"|"springFromLeft"|"springFromBottom"|"springFromRight"|"cardDropFromLeft"|"cardDropFromRight", duration?: number }
---@return boolean acted
---@return string? reason
function Popup:pop(options) end

--- Removes every delegate (`removeAllDelegate`, LSTPopView.m:1421-1425), an onCountdownFinish option's too (it is a delegate: the library has no block for it).
---@return boolean acted
---@return string? reason
function Popup:removeAllDelegate() end

--- Removes that delegate (`removeForDelegate:`, LSTPopView.m:1412-1418); false when it is not one.
---@param delegate table a table given to addDelegate
---@return boolean acted
---@return string? reason
function Popup:removeForDelegate(delegate) end

--- Changes the content's size; the content re-anchors at once (the library's frame observer: a bottom popup grows upwards). The same size does nothing (false and why).
---@param size { width: number, height: number }
---@return boolean acted
---@return string? reason
function Popup:resize(size) end

--- Taps the backdrop outside the content through the screen: bgClick, then the dismissal when isClickBgDismiss. Raises (an error, not false) when the backdrop cannot be touched: covered, not shown, or touch-transparent with isHideBg.
---@return boolean acted
---@return string? reason
function Popup:tapBackground() end

--- A container's popup bar (LNPopupBar): its style and appearance, where it is now, what VoiceOver reads, the marquee, and gestures through the screen.
---@class PopupBar
---@field accessibilityElements table[] The bar's VoiceOver elements in reading order, each {role=, label=, value=, hint=, traits={...}, spoken=, frame=}: the image ("image" trait, accessibilityImageLabel), the title area (label = title and subtitle unless overridden, hint "Double tap to open."), the progress view (shown ones only), the buttons. Empty while hidden.
---@field accessibilityHint string? The title area's hint ("Double tap to open.").
---@field accessibilityLabel string? What VoiceOver reads for the title area (title and subtitle on two lines), nil without content.
---@field accessibilityValue string? The progress view's value ("25 percent"); nil when no progress view is shown.
---@field barStyle "default"|"compact"|"prominent"|"floating"|"custom" "default" (floating on iOS 17), "compact" (40 pt), "prominent" (64), "floating" (64, inset capsule) or "custom" (needs customBarHeight, else it acts as "default").
---@field customBarHeight number? A custom bar's preferred height (setting it sets a custom bar: style "custom"; nil removes it, back to "default").
---@field effectiveBarStyle "compact"|"prominent"|"floating"|"custom" The resolved style (never "default").
---@field frame { x: number, y: number, width: number, height: number } The bar's frame now (mid-animation too); height 0 while hidden.
---@field height number The bar height for its style (compact 40, prominent/floating 64).
---@field marqueeOffset number How far the title has scrolled now (0 unless marquee is on and the title overflows).
---@field marqueeScrollDelay number Seconds before the marquee starts (2).
---@field marqueeScrollEnabled boolean Scroll long titles (off by default): after 2 s, at 30 pt/s.
---@field marqueeScrollRate number Marquee speed in points per second (30).
---@field progressViewStyle "default"|"bottom"|"top"|"none" "default" (= "none"), "bottom", "top" or "none".
---@field subtitleMarqueeOffset number The subtitle's marquee offset now.
---@field wantsDefaultHighlightGestureRecognizer boolean A custom bar's opt-out (true by default; only a custom bar honours false): touching the bar highlights it.
---@field wantsDefaultPanGestureRecognizer boolean A custom bar's opt-out (true by default; only a custom bar honours false): a swipe or drag on the bar opens it (the open content's closing pan stays).
---@field wantsDefaultTapGestureRecognizer boolean A custom bar's opt-out (true by default; only a custom bar honours false): a tap on the bar opens the popup.
local PopupBar = {}

--- A vertical pan from the bar's title area through `stage.screen.drag`. Snap (the default): a swipe up opens after 0.15 s. Drag: the popup follows the finger and the release decides by velocity sign, else the 20% rule. Raises (an error, not false) when the bar cannot be touched, as tap does.
---@param options? { dx?: number, dy?: number, duration?: number, velocity?: { x: number, y: number }|number[] } the drag: { dx =, dy =, duration =, velocity = { vx, vy } }
---@return boolean acted
---@return string? reason
function PopupBar:drag(options) end

--- Touches and holds the bar: the highlight only, no open. Raises (an error, not false) when the bar cannot be touched, as tap does.
---@param options? { duration?: number }
---@return boolean acted
---@return string? reason
function PopupBar:longPress(options) end

--- Taps the bar's title area through the screen: the popup opens (0.2 s highlight). Raises (an error, not false) when the bar cannot be touched: not presented (or still moving), out of the window, or covered (a sheet over it).
---@return boolean acted
---@return string? reason
function PopupBar:tap() end

--- Taps the shown item's bar button with that title, accessibility label or image name (leading first) through the screen: barButtonTapped, then its action. An error naming the buttons there when none has the name; raises as tap does otherwise.
---@param name string its title, accessibility label or image name
---@return boolean acted
---@return string? reason
function PopupBar:tapButton(name) end

--- One bar button item of a popup item (`popupItem.buttons[i]`): reading and writing it changes the item itself, so the bar shows a new title or image at once.
---@class PopupBarButton
---@field accessibilityLabel string? What VoiceOver reads (default: the title, else the image).
---@field enabled boolean A disabled button ignores taps.
---@field image string? The SF Symbol's name (nil: a title button); writing it changes the glyph.
---@field index integer Its 1-based place on its side.
---@field leading boolean A leading button (else trailing).
---@field title string? The title (nil: an image button).
local PopupBarButton = {}

--- Taps the button through the screen: `barButtonTapped` with its title, then its action. Raises (an error, not false) when the bar is not presented, the button is covered, or its item is not the one the bar shows.
---@return boolean acted
---@return string? reason
function PopupBarButton:tap() end

--- A presentation container with its popup bar (LNPopupController 3.0.7). Calls are queued and coalesced as the library does (docs/POPUPBAR.md): a later present or dismiss drops a pending present, dismiss drops everything pending, open and close drop each other; a dropped call's completion is never called. `popupPresentationState` changes only when an animation ends. Events go to the timeline from "bar#n".
---@class PopupContainer
---@field accessibilityElements table[] What VoiceOver reaches of the popup now: the bar's elements while presented (as popupBar.accessibilityElements), only the close button ("Close") while open (the content is modal), nothing while hidden.
---@field allowPopupHapticFeedbackGeneration boolean Log haptics (true in 3.0.7).
---@field backButtonTitle string? The back button's label: the title of the controller below the top ("Back" when it has none); nil at the root.
---@field bottomSafeAreaInset number The bottom safe-area inset the container's content sees now (its tab bar or toolbar plus the bar, animated with it).
---@field children PopupContainer[] The containers it holds, in the order they were added (UIKit's children).
---@field contentSafeAreaInsets { top: number, left: number, bottom: number, right: number } The safe-area insets its children and the tables inside it see: below its navigation bar (top inset + 44, or 96 with prefersLargeTitles), above its tab bar or toolbar and what its popup bar adds (model values: a bar being dismissed gives its final inset).
---@field effectivePopupInteractionStyle "drag"|"snap"|"scroll"|"none" The resolved interaction style ("default" → "snap" on iOS).
---@field hidesBottomBarWhenPushed boolean UIViewController's hidesBottomBarWhenPushed (false): while it is the top of a navigation controller in a tab bar controller, the tab bar hides (the popup bar follows).
---@field inWindow boolean Its view is in the window now: on the stage, inside a parent that shows it (a tab bar controller shows only the selected tab's child), and at the top the window's root (any top-level container while stage.window.root is nil). Tables inside a container that is not in the window are neither drawn nor hit.
---@field kind "tabBarController"|"navigationController"|"viewController"|"custom" Which container this is.
---@field largeTitleDisplayMode "automatic"|"always"|"never" UINavigationItem's largeTitleDisplayMode ("automatic"): "always", "never", or the controller's below (the root: the bar's prefersLargeTitles).
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field navigationBarAppearance "scrollEdge"|"standard" Which of iOS 15's bar appearances shows: "scrollEdge" (the content's background, no shadow) while no content is under the bar, "standard" once the top controller's table scrolled under it (past the large title, if one shows).
---@field navigationBarFrame { x: number, y: number, width: number, height: number }? The navigation bar on screen now (from the screen's top, its background under the status bar): 44 pt below the top inset, 96 with a large title, which collapses to 44 as the top controller's table scrolls 52 pt (linearly, approximate); nil when hidden or not a navigation controller.
---@field navigationBarHidden boolean A navigation controller's isNavigationBarHidden (false): hidden, the content's top inset is the view's.
---@field navigationTransitioning boolean A push or pop is running (touches are ignored).
---@field onScreen boolean The container is on the stage ("in a window").
---@field parent PopupContainer? The container holding this one (UIKit's parent), nil at the top. Set with the constructor's `parent` or `tabs`, or `addChild`.
---@field pendingOperations ("present"|"open"|"close"|"dismiss")[] The queued calls waiting for the running one (at most two: coalescing keeps one per family).
---@field popupBar PopupBar The popup bar (style, frame, accessibility, marquee, gestures).
---@field popupContent PopupContent The popup content view (frame, close button, gestures).
---@field popupInteractionStyle "default"|"drag"|"snap"|"customizedSnap"|"scroll"|"none" How the user opens and closes the popup: "default" (snap on iOS), "drag", "snap", "customizedSnap" (snap with `popupSnapPercent` kept), "scroll" or "none". Setting "snap" resets popupSnapPercent to 0.32.
---@field popupItem PopupItem? The item of the content the bar shows (nil while nothing is presented). Its writable fields update the bar at once.
---@field popupPresentationState "barHidden"|"barPresented"|"open" "barHidden", "barPresented" or "open": changes only when an animation ends (and during the effects of a synchronous call, so will* callbacks see the old value).
---@field popupSnapPercent number The fraction of the container height a snap drag must travel to close (0.32); clamped to [0.1, 0.9] as the library does.
---@field popupTransitioning boolean True while a present, open, close, dismiss or drag is in flight.
---@field preferredStatusBarStyle "default"|"lightContent"|"darkContent" The container's own preferredStatusBarStyle ("default"), shown while the popup content does not cover the status bar.
---@field prefersLargeTitles boolean A navigation controller's navigationBar.prefersLargeTitles (false): the bar is 96 pt below the top inset instead of 44.
---@field safeAreaInsets { top: number, left: number, bottom: number, right: number } UIKit's safeAreaInsets of the container's view {top =, left =, bottom =, right =}: the screen's at the top of the hierarchy, else what its parent gives its children.
---@field selectedTab integer The selected tab, 1-based (1 for containers without tabs). Setting it selects the tab as UITabBarController's selectedIndex does: no touch and no tabSelected event (Apple: tabBarController(_:didSelect:) is "called only in response to user taps in the tab bar"); a tab out of range does nothing.
---@field shouldExtendPopupBarUnderSafeArea boolean Extend the bar's background under the home indicator (true).
---@field source string The timeline source, "bar#1".
---@field statusBarStyle "default"|"lightContent"|"darkContent" The status bar style the container reports now: the popup content's preferredStatusBarStyle while the content covers the status bar (its top at or above half the status-bar height), else the container's own. A programmatic open or close flips it at its start; a drag when it crosses the line (0.3 s). Logged statusBarStyleChanged {from, to, duration}.
---@field tabTitles string[] The tabs' titles in order, as tapTab takes them (a tab given as a container has its title then); empty for a container without tabs.
---@field title string? The controller's title (its navigationItem's): what a navigation bar shows while it is on top, and the back button above it.
---@field topViewController PopupContainer The top of the stack (during a pop already the one it goes to): the last pushed controller, or the navigation controller itself at its root (and for other containers).
---@field view View|Label|Button|ImageView|Switch|ScrollView|StackView? The controller's view (UIViewController's `view`; nil until given): it fills the screen under the container's tables and bars, is shown while the container is, and hands the touches that land on it to its controls. Setting it replaces the one there.
---@field viewControllers PopupContainer[] The controllers pushed on a navigation controller's own content (its root), bottom first; empty at the root and for other containers.
local PopupContainer = {}

--- UIKit's addChild with the child's view added: the child fills this container's view and sees its safe area. A tab bar controller's child is one tab's content (replacing the one there). Refused for a cycle and for the window's root.
---@param child PopupContainer the container to hold (it leaves its old parent)
---@param tab? integer for a tab bar controller: which tab (1-based) it is the content of
function PopupContainer:addChild(child, tab) end

--- Closes the open popup: willClose now, didClose at 0.5 s, then `completion`. A popup that is not open: nothing (false and why), the completion still called.
---@param options? { animated?: boolean, completion?: (fun()) }
---@return boolean acted
---@return string? reason
function PopupContainer:closePopup(options) end

--- Sets the presentation delegate (LNPopupPresentationDelegate) as functions; it replaces the previous one (handlers not given are removed; nil removes all). `will*` run while popupPresentationState still has the old value, `did*` after.
---@param handlers? { willPresentPopupBar?: (fun(animated: boolean)), didPresentPopupBar?: (fun(animated: boolean)), willOpen?: (fun(animated: boolean)), didOpen?: (fun(animated: boolean)), willClose?: (fun(animated: boolean)), didClose?: (fun(animated: boolean)), willDismissPopupBar?: (fun(animated: boolean)), didDismissPopupBar?: (fun(animated: boolean)), stateChanged?: (fun(from: string, to: string)) }
function PopupContainer:delegate(handlers) end

--- Dismisses the bar (0.5 s; from open it closes first: 1 s in all), then `completion`. Dismiss drops every pending call. On a hidden bar nothing (false and why): the completion runs at once.
---@param options? { animated?: boolean, completion?: (fun()) }
---@return boolean acted
---@return string? reason
function PopupContainer:dismissPopupBar(options) end

--- The interactive pop: a drag from the screen's left edge by `dx` through the screen. The pop follows the finger; on release it finishes past half the width or faster than 500 pt/s to the right, and is cancelled otherwise (approximate: docs/NAVIGATION.md).
---@param options? { dx?: number, dy?: number, duration?: number, velocity?: { x: number, y: number }|number[] } the drag: { dx =, dy =, duration =, velocity = { vx, vy } }
---@return boolean acted
---@return string? reason
function PopupContainer:edgeSwipe(options) end

--- The controller's appearance overrides (UIViewController's viewWillAppear and the like), as functions called with `animated`; they replace the previous ones. A call they make waits until the step that ran them is done.
---@param handlers? { viewWillAppear?: (fun(animated: boolean)), viewDidAppear?: (fun(animated: boolean)), viewWillDisappear?: (fun(animated: boolean)), viewDidDisappear?: (fun(animated: boolean)) }
function PopupContainer:onAppearance(handlers) end

--- Opens the popup: willOpen now, didOpen when the 0.5 s animation ends, then `completion`. Already open, or on a hidden bar: nothing (false and why), but the completion is still called.
---@param options? { animated?: boolean, completion?: (fun()) }
---@return boolean acted
---@return string? reason
function PopupContainer:openPopup(options) end

--- UINavigationController's popViewController: the controller below the top becomes the top; the popped one leaves when the animation ends. At the root, or during a transition, nothing (false and why).
---@param animated? boolean animate (0.35 s)
---@return boolean acted
---@return string? reason
function PopupContainer:pop(animated) end

--- UINavigationController's popToViewController. Raises for a controller not in the stack ("Tried to pop to a view controller that doesn't exist.").
---@param controller PopupContainer a controller in the stack (or the navigation controller itself: its root)
---@param animated? boolean animate (0.35 s)
---@return boolean acted
---@return string? reason
function PopupContainer:popTo(controller, animated) end

--- UINavigationController's popToRootViewController: back to the navigation controller's own content; the controllers between leave without appearance events.
---@param animated? boolean animate (0.35 s)
---@return boolean acted
---@return string? reason
function PopupContainer:popToRoot(animated) end

--- Puts a container made with `onScreen = false` on the stage ("in a window"); the calls made before run now, in order, non-animated. Nothing for one already on screen (false and why).
---@return boolean acted
---@return string? reason
function PopupContainer:present() end

--- Presents the bar with new content: willPresentPopupBar now, didPresentPopupBar at 0.5 s (animated), then `completion`. With `openPopup` the popup opens too (willOpen now, didOpen at 0.5 s). While presented or open it swaps the content at once (popupItemDidUpdate, no present events). Presenting the container itself is an error.
---@param options { content: { title?: string, subtitle?: string, image?: string, progress?: number, buttons?: (string|{ title?: string, image?: string, accessibilityLabel?: string, enabled?: boolean, action?: (fun()) })[], leadingButtons?: (string|{ title?: string, image?: string, accessibilityLabel?: string, enabled?: boolean, action?: (fun()) })[], view?: View|Label|Button|ImageView|Switch|ScrollView|StackView, accessibilityLabel?: string, accessibilityHint?: string, accessibilityImageLabel?: string, accessibilityProgressLabel?: string, accessibilityProgressValue?: string, controllerTitle?: string, hasScrollView?: boolean, scrollView?: { contentSize: { width: number, height: number }, contentOffset?: { x: number, y: number }|number[] }, statusBarStyle?: "default"|"lightContent"|"darkContent", layoutMarginsTop?: number, transitionImage?: { frame: { x: number, y: number, width: number, height: number }, cornerRadius?: number } }|PopupContainer, openPopup?: boolean, animated?: boolean, completion?: (fun()) }
---@return boolean acted
---@return string? reason
function PopupContainer:presentPopupBar(options) end

--- UINavigationController's pushViewController: the controller becomes the top of the stack at once; its view slides in over the old top (viewWillDisappear / viewWillAppear now, viewDidDisappear / viewDidAppear when the animation ends). During a transition it does nothing (false and UIKit's warning). Raises for a controller already in the stack, a navigation controller, the window's root or a child of another container.
---@param controller PopupContainer a view controller (not a navigation controller)
---@param animated? boolean animate (0.35 s)
---@return boolean acted
---@return string? reason
function PopupContainer:push(controller, animated) end

--- UIKit's removeFromParent: the container leaves its parent (and the window, unless stage.window.root is nil and it shows at the top). One without a parent: nothing (false and why).
---@return boolean acted
---@return string? reason
function PopupContainer:removeFromParent() end

--- Hides or shows the container's tab bar or toolbar; the popup bar follows it (no effect on plain and custom containers).
---@param hidden boolean hide (hidesBottomBarWhenPushed / setToolbarHidden) or show the tab bar or toolbar
---@param animated? boolean 0.5 s with the bar following
---@return boolean acted
---@return string? reason
function PopupContainer:setBottomBarHidden(hidden, animated) end

--- UINavigationController's setNavigationBarHidden: the content's inset at once, the bar sliding over UINavigationController.hideShowBarDuration (0.2 s, approximate) when animated.
---@param hidden boolean hide or show the navigation bar
---@param animated? boolean animate (0.35 s)
---@return boolean acted
---@return string? reason
function PopupContainer:setNavigationBarHidden(hidden, animated) end

--- UINavigationController's setViewControllers: the stack above the root at once; a push when the new top is new, a pop when it was in the stack, no transition when the top stays. Raises for a controller listed twice.
---@param controllers PopupContainer[] the stack above the root, bottom first
---@param animated? boolean animate (0.35 s)
---@return boolean acted
---@return string? reason
function PopupContainer:setViewControllers(controllers, animated) end

--- Taps the back button through the screen: backButtonTapped, then an animated pop. Raises (an error, not false) when there is none (at the root) or it cannot be touched.
---@return boolean acted
---@return string? reason
function PopupContainer:tapBack() end

--- Taps a tab of the tab bar through the screen (tabSelected); cancels a bar drag in progress. Raises (an error, not false) when the tab cannot be touched: off screen, out of the window, or covered (naming what covers it).
---@param tab string|integer a tab's title or its 1-based index
---@return boolean acted
---@return string? reason
function PopupContainer:tapTab(tab) end

--- A container's popup content view (LNPopupContentView): where it is, its close button, gestures.
---@class PopupContent
---@field accessibilityViewIsModal boolean The open content is accessibility-modal (VoiceOver reaches only it).
---@field closeButtonFlat boolean The chevron close button is flattened (while the open content is dragged).
---@field closeButtonFrame { x: number, y: number, width: number, height: number }? The close button's frame now (nil for style "none").
---@field closeButtonStyle "default"|"round"|"chevron"|"grabber"|"none" "default" (grabber on iOS), "round", "chevron", "grabber" or "none".
---@field effectiveCloseButtonStyle "round"|"chevron"|"grabber"|"none" The resolved close button style.
---@field frame { x: number, y: number, width: number, height: number } The content's frame now (height 0 while closed).
---@field hasScrollView boolean The content has a vertical scroll view: at its top, a drag down moves the popup instead of scrolling (the "scroll" style needs it).
---@field layoutMarginsTop number? The installed content view's top layout margin (nil: the safe area's top). The close button sits 1 pt below it (round: at it, at least 12); a change while open moves it over 0.25 s (closeButtonRepositioned).
---@field preferredStatusBarStyle "default"|"lightContent"|"darkContent"? The installed content's preferredStatusBarStyle (nil without content): the status bar shows it while the content covers it (see the container's statusBarStyle).
---@field scrollView PopupScrollView? The installed content's scroll view (nil without one): give one with the content's `scrollView = {contentSize =}` option. A drag on the open content scrolls it until it is at its top; dragging on down from there closes the popup as usual.
---@field transitionImage table? The bar image's morph into the content's transitionImage while an open or close runs it: {frame=, cornerRadius=, phase="opening"|"closing"}; nil otherwise.
local PopupContent = {}

--- A vertical pan on the open content (from a quarter of its height) through the screen. Snap: the content rubber-bands and closes by itself once the travel passes popupSnapPercent × the container height (272.6 pt on 852); a shorter release reopens. Drag: follows 1:1, release by velocity sign, else the 20% rule. A release (or the auto-close) sooner than 0.5 s after the drag began settles from then. Raises (an error, not false) when the popup is not open or the content is covered.
---@param options? { dx?: number, dy?: number, duration?: number, velocity?: { x: number, y: number }|number[] } the drag: { dx =, dy =, duration =, velocity = { vx, vy } }
---@return boolean acted
---@return string? reason
function PopupContent:drag(options) end

--- Taps the open content's close button through the screen: the popup closes. Raises (an error, not false) when the popup is not open or the button is covered.
---@return boolean acted
---@return string? reason
function PopupContent:tapCloseButton() end

--- The popup item of one content controller (LNPopupItem). Writing a field updates the bar at once (a changed title or subtitle restarts the marquee).
---@class PopupItem
---@field accessibilityHint string? The hint override.
---@field accessibilityImageLabel string? The image's spoken label.
---@field accessibilityLabel string? The bar's spoken label override.
---@field accessibilityProgressLabel string? The progress view's spoken label.
---@field accessibilityProgressValue string? The progress value override (default "N percent").
---@field buttons (string|{ title?: string, image?: string, accessibilityLabel?: string, enabled?: boolean, action?: (fun()) })[] The trailing bar buttons: reading gives PopupBarButton handles (writing one's title or image changes the bar).
---@field displayTitle string? The title the bar shows (with the content controller's title as fallback).
---@field image string? The image name (drawn as a placeholder).
---@field leadingButtons (string|{ title?: string, image?: string, accessibilityLabel?: string, enabled?: boolean, action?: (fun()) })[] The leading bar buttons.
---@field progress number Progress in [0, 1]; values outside are clamped (NaN → 0), as the library does.
---@field shown boolean This item's content is the one the bar shows (false after a swap).
---@field subtitle string? The subtitle.
---@field title string? The title (nil: the content controller's title is shown when subtitle is nil too).
local PopupItem = {}

--- The scroll view of one content controller. Its bounds are the container's size; offsets stay inside the scrollable range (no bounce is modelled). A drag on the open content scrolls it; at its top a downward drag becomes the popup's closing pan (scrollViewHandoff on the timeline) with the offset pinned at 0.
---@class PopupScrollView
---@field contentOffset { x: number, y: number }|number[] The scroll offset {x, y}; setting it clamps to [0, contentSize − bounds].
---@field contentSize { width: number, height: number } The scrollable content's size {width, height} (the offset is re-clamped).
---@field isAtTop boolean The offset is at the top: a downward drag now moves the popup.
---@field maximumContentOffset { x: number, y: number }|number[] The largest offset on each axis (contentSize − bounds, at least 0).
---@field shown boolean Its content is the one installed (false after a swap).
local PopupScrollView = {}

--- A scroll view (UIScrollView): its subviews move with its contentOffset and are clipped to it.
---@class ScrollView
---@field alpha number UIKit's alpha (drawn at it; below 0.01 not hit)
---@field backgroundColor string? the background color (nil: none, clear)
---@field bounds { x: number, y: number, width: number, height: number } The bounds: the view's own coordinates (a scroll view's origin is its contentOffset).
---@field clipsToBounds boolean draw subviews only inside the bounds (a scroll view does by default)
---@field contentOffset { x: number, y: number }|number[] the bounds' origin: how far the content is scrolled (not clamped, as UIKit's setter is not)
---@field contentSize { width: number, height: number } the scrolled content's size (unset: its subviews' extent)
---@field cornerRadius number layer.cornerRadius (drawn; touches still use the rectangle)
---@field frame { x: number, y: number, width: number, height: number } the frame in the superview's coordinates; setting it fixes the view's size (a stack view still sets its arranged subviews')
---@field hidden boolean UIKit's isHidden: not drawn, not hit; a stack view gives it no room
---@field kind string The kind: "view", "label", "button", "imageView", "switch", "scrollView", "stackView".
---@field maximumContentOffset { x: number, y: number }|number[] The largest offset on each axis (contentSize − bounds, at least 0).
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field screenFrame { x: number, y: number, width: number, height: number }? The frame on screen now (its host's place and scale, its superviews' offsets), nil while no host shows its tree.
---@field scrollEnabled boolean UIKit's isScrollEnabled: a pan on the content scrolls it
---@field source string The timeline source, "button#1".
---@field subviews (View|Label|Button|ImageView|Switch|ScrollView|StackView)[] The subviews, back to front.
---@field superview View|Label|Button|ImageView|Switch|ScrollView|StackView? The superview, nil for a root.
---@field tintColor string? UIKit's tintColor (nil: the superview's, the system blue at the top)
---@field userInteractionEnabled boolean UIKit's isUserInteractionEnabled: false and neither it nor its subviews take a touch (false by default for labels and image views)
local ScrollView = {}

--- UIKit's addSubview: on top of the others. Adding a view to itself or to a view inside it is an error.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to add on top (it leaves its old superview or host)
function ScrollView:addSubview(view) end

--- UIKit's bringSubviewToFront: the subview goes on top (nothing for a view that is not a subview).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView one of its subviews
function ScrollView:bringSubviewToFront(view) end

--- The size the view takes when nothing sets it (UIKit's intrinsic content size; text measured by the engine's text model).
---@param width? number the width text may wrap to
---@return table
function ScrollView:fittingSize(width) end

--- UIKit's hitTest(_:with:): the deepest view at the point that takes a touch (hidden, interaction off, alpha below 0.01 and points outside a view's bounds reach none of its subviews), or nil.
---@param x number in the view's bounds coordinates
---@param y number
---@return View|Label|Button|ImageView|Switch|ScrollView|StackView|nil
function ScrollView:hitTest(x, y) end

--- UIKit's insertSubview(_:at:): at a place among the subviews, 1 being the back.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to insert
---@param index integer its 1-based place, 1 at the back
function ScrollView:insertSubview(view, index) end

--- UIKit's removeFromSuperview (a root leaves its host).
function ScrollView:removeFromSuperview() end

--- UIKit's scrollRectToVisible (not animated): the least scroll that shows the rectangle, within the scrollable range; returns the new offset.
---@param rect { x: number, y: number, width: number, height: number } in the content's coordinates
---@return table
function ScrollView:scrollRectToVisible(rect) end

--- Scrolls the least that shows the view (a descendant); false when it is not inside this scroll view.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView a view inside the scroll view
---@return boolean
function ScrollView:scrollToVisible(view) end

--- A section of a sheet: its header data and its actions.
---@class Section
---@field actions Action[] The section's actions (a list of Action).
---@field data string? The section header's data, or nil.
---@field index integer 1-based.
---@field revealed boolean Whether the section's rows are on the screen now: from present on, except that tweetbot (Dynamics) inserts section n at 0.3·(n − 1) s; false once dismissed.
local Section = {}

--- A stack view (UIStackView): it lays out its arranged subviews along its axis.
---@class StackView
---@field alignment "fill"|"leading"|"top"|"center"|"trailing"|"bottom" "fill", "leading"/"top", "center" or "trailing"/"bottom"
---@field alpha number UIKit's alpha (drawn at it; below 0.01 not hit)
---@field arrangedSubviews (View|Label|Button|ImageView|Switch|ScrollView|StackView)[] The arranged subviews, in order.
---@field axis "horizontal"|"vertical" "horizontal" (UIKit's default) or "vertical"
---@field backgroundColor string? the background color (nil: none, clear)
---@field bounds { x: number, y: number, width: number, height: number } The bounds: the view's own coordinates (a scroll view's origin is its contentOffset).
---@field clipsToBounds boolean draw subviews only inside the bounds (a scroll view does by default)
---@field cornerRadius number layer.cornerRadius (drawn; touches still use the rectangle)
---@field distribution "fill"|"fillEqually"|"fillProportionally"|"equalSpacing"|"equalCentering" "fill", "fillEqually", "fillProportionally", "equalSpacing" or "equalCentering"
---@field frame { x: number, y: number, width: number, height: number } the frame in the superview's coordinates; setting it fixes the view's size (a stack view still sets its arranged subviews')
---@field hidden boolean UIKit's isHidden: not drawn, not hit; a stack view gives it no room
---@field kind string The kind: "view", "label", "button", "imageView", "switch", "scrollView", "stackView".
---@field layoutMargins { top: number, left: number, bottom: number, right: number } UIView's layoutMargins (8 on each side), used with layoutMarginsRelativeArrangement
---@field layoutMarginsRelativeArrangement boolean arrange inside the layout margins (false)
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field screenFrame { x: number, y: number, width: number, height: number }? The frame on screen now (its host's place and scale, its superviews' offsets), nil while no host shows its tree.
---@field source string The timeline source, "button#1".
---@field spacing number the space between arranged views (0)
---@field subviews (View|Label|Button|ImageView|Switch|ScrollView|StackView)[] The subviews, back to front.
---@field superview View|Label|Button|ImageView|Switch|ScrollView|StackView? The superview, nil for a root.
---@field tintColor string? UIKit's tintColor (nil: the superview's, the system blue at the top)
---@field userInteractionEnabled boolean UIKit's isUserInteractionEnabled: false and neither it nor its subviews take a touch (false by default for labels and image views)
local StackView = {}

--- UIKit's addArrangedSubview.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView arranged last (and a subview on top)
function StackView:addArrangedSubview(view) end

--- UIKit's addSubview: on top of the others. Adding a view to itself or to a view inside it is an error.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to add on top (it leaves its old superview or host)
function StackView:addSubview(view) end

--- UIKit's bringSubviewToFront: the subview goes on top (nothing for a view that is not a subview).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView one of its subviews
function StackView:bringSubviewToFront(view) end

--- The size the view takes when nothing sets it (UIKit's intrinsic content size; text measured by the engine's text model).
---@param width? number the width text may wrap to
---@return table
function StackView:fittingSize(width) end

--- UIKit's hitTest(_:with:): the deepest view at the point that takes a touch (hidden, interaction off, alpha below 0.01 and points outside a view's bounds reach none of its subviews), or nil.
---@param x number in the view's bounds coordinates
---@param y number
---@return View|Label|Button|ImageView|Switch|ScrollView|StackView|nil
function StackView:hitTest(x, y) end

--- UIKit's insertArrangedSubview(_:at:).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view
---@param index integer its 1-based place
function StackView:insertArrangedSubview(view, index) end

--- UIKit's insertSubview(_:at:): at a place among the subviews, 1 being the back.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to insert
---@param index integer its 1-based place, 1 at the back
function StackView:insertSubview(view, index) end

--- UIKit's removeArrangedSubview: no longer arranged, still a subview (as UIKit leaves it).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView an arranged subview
function StackView:removeArrangedSubview(view) end

--- UIKit's removeFromSuperview (a root leaves its host).
function StackView:removeFromSuperview() end

--- settings.statusBar: kept and readable; the stage has no status bar to change.
---@class StatusBarSettings
---@field modalPresentationCapturesStatusBarAppearance boolean the sheet controls the status bar's appearance (default true).
---@field showStatusBar boolean the status bar stays visible (default true).
---@field style "default"|"lightContent"|"darkContent" "default", "lightContent" or "darkContent" (default "lightContent").
local StatusBarSettings = {}

--- A swipe action (stage.swipeAction{...}); its handler receives it.
---@class SwipeAction
---@field accessibilityName string? The VoiceOver name (accessibilityLabel, else title, else image).
---@field backgroundColor string? The effective background color (nil when clear or an effect).
---@field hidesWhenSelected boolean A tap closes the row before the handler.
---@field identifier string? The app's identifier.
---@field image string? The image name.
---@field style "default"|"destructive" "default" or "destructive".
---@field textColor string The effective title color.
---@field title string? The title.
local SwipeAction = {}

--- Completes the fill this action is waiting for (action.fulfill(with:)): "delete" removes the row (later rows move up), "reset" returns it to center. With no fill waiting it does nothing, as in the library (false and why; fixes = { strictFulfill = true }: an error).
---@param style "delete"|"reset" "delete" or "reset"
---@return boolean acted
---@return string? reason
function SwipeAction:fulfill(style) end

--- A finger held on a row (tbl:pan(i)): move it, then release it.
---@class SwipePan
---@field released boolean Whether release() ran.
---@field translation number The finger's horizontal translation from touch-down.
local SwipePan = {}

--- Moves the finger to translation (dx, dy) from touch-down. The first sample is the pan's began (its velocity picks the side), later ones changed. Raises (an error, not false) when the pan was released (touch down again for a new one).
---@param dx number the translation from touch-down (points)
---@param options? { dy?: number, duration?: number }
---@return boolean acted
---@return string? reason
function SwipePan:move(dx, options) end

--- Lifts the finger: the row snaps open or closed by the velocity's sign, as SwipeCellKit does. A second release does nothing (false and why); a move after it is an error.
---@param options? { velocity?: { x: number, y: number }|number[] }
---@return boolean acted
---@return string? reason
function SwipePan:release(options) end

--- One row (from tbl:row(i)): it follows the row as indices shift; deleted rows' handles fail clearly.
---@class SwipeRow
---@field accessoryView View|Label|Button|ImageView|Switch|ScrollView|StackView? The cell's custom accessory view (nil: none).
---@field contentView View|Label|Button|ImageView|Switch|ScrollView|StackView? The cell's custom content view (nil: the standard content).
---@field data string The row's data (the app's model). Writing it is setRowData: the cell shows it once reloaded.
---@field expanded boolean Whether the actions view is expanded.
---@field frame { x: number, y: number, width: number, height: number } The content frame on screen now.
---@field highlighted boolean Whether the row is highlighted (a touch is on it; SwipeCellKit highlights only a row at center). A tap highlights and unhighlights in one instant.
---@field index integer The row's 1-based flat index now.
---@field orientation "left"|"right"? The side whose actions view exists, or nil.
---@field rowInSection integer Its 1-based row within the section.
---@field section integer Its 1-based section.
---@field selected boolean Whether the row is selected.
---@field state "center"|"dragging"|"left"|"right"|"animatingToCenter" "center", "dragging", "left", "right" or "animatingToCenter".
---@field swipeOffset number The content's horizontal offset now (negative: right actions showing).
---@field visibleWidth number How much of the actions view shows now (points).
local SwipeRow = {}

--- VoiceOver's custom actions (the row's accessibilityCustomActions): [right first, left first, rest of right, rest of left], each {name =, orientation =, index =, style =}. Reading asks the delegate for both sides (logged).
---@return table
function SwipeRow:accessibilityActions() end

--- The revealed buttons now, in delegate order: each {index =, title =, frame =, visible =, wrapper =, scale =, alpha =, backgroundColor =, percentVisible =} (screen points; `visible` is the part not clipped). Empty when the row shows no actions.
---@return table
function SwipeRow:buttonFrames() end

--- Performs a custom action as VoiceOver does: the handler, no expansion; a destructive one deletes the row.
---@param action string|integer a name or a 1-based index in accessibilityActions()
---@return boolean acted
---@return string? reason
function SwipeRow:performAccessibilityAction(action) end

--- A table (or collection) view of swipeable rows. Rows are 1-based flat indices (across sections) or SwipeRow handles; every input goes through the screen's hit-testing, so a sheet or popup above the table blocks it with a clear error.
---@class SwipeTable
---@field adjustedContentInset { top: number, left: number, bottom: number, right: number } UIKit's adjustedContentInset {top =, left =, bottom =, right =}: the safe-area insets contentInsetAdjustmentBehavior lets through.
---@field allowsMultipleSelection boolean UITableView's allowsMultipleSelection (false): true, taps add rows to the selection and a tap on a selected row deselects it.
---@field allowsSelection boolean UITableView's allowsSelection (true): false, a tap selects nothing and calls no delegate (and the selection is cleared).
---@field alwaysBounceVertical boolean UIScrollView's alwaysBounceVertical (tables: true, collections: false). A table that does not bounce can scroll only when its rows are taller than its frame, and gets no automatic insets while they fit.
---@field contentInsetAdjustmentBehavior "automatic"|"scrollableAxes"|"never" UIScrollView's contentInsetAdjustmentBehavior. "automatic" (the default) and "scrollableAxes" inset the rows by the safe-area insets the frame reaches into, top and bottom, while the table can scroll vertically (a table always can; a collection when its rows are taller than its frame, or with alwaysBounceVertical): rows start below the status bar and scroll above the home indicator. "never": rows start at the frame's top edge. A change keeps scrollOffset.
---@field contentOffset { x: number, y: number }|number[] UIKit's contentOffset {x =, y =}: y is scrollOffset minus adjustedContentInset.top (negative at the top).
---@field keepsEmptySections boolean The app keeps a section whose last row is deleted (else such a delete is refused, as UIKit's 'invalid number of rows').
---@field kind "table"|"collection" "table" or "collection".
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field openRow integer? The row that is open or being dragged (1-based; the first, when a programmatic open left more than one open), or nil.
---@field parent PopupContainer? The container whose view the table lies in (its safe area insets the rows), or nil: the implicit plain root controller. Setting it moves the table into another container (its scroll offset kept, clamped to the new range), on top of the views already there, as addSubview puts it.
---@field rowCount integer How many rows (all sections).
---@field safeAreaInsets { top: number, left: number, bottom: number, right: number } How far the table's frame reaches into the screen's safe-area insets {top =, left =, bottom =, right =}.
---@field scrollOffset number How far the content is scrolled from its resting place at the top (points; 0 there whatever the insets).
---@field sectionCount integer How many sections (1 without sections).
---@field selectedRows integer[] The selected rows (UITableView's indexPathsForSelectedRows), 1-based, ascending.
---@field source string The timeline source, "table#1" (readable after a reset).
local SwipeTable = {}

--- The app deletes a row (deleteRows): later rows move up (indices shift; frames animate 0.3 s). Deleting a row the library is about to delete itself is a clear error.
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@return boolean acted
---@return string? reason
function SwipeTable:deleteRow(row) end

--- UITableView's deleteRows: the rows as indexed before the delete; later rows move up. Each logs deleteRow with the animation's name.
---@param rows (integer|SwipeRow)[] 1-based flat row indices or SwipeRow handles
---@param animation? "fade"|"right"|"left"|"top"|"bottom"|"none"|"middle"|"automatic" UITableView.RowAnimation's name (logged; the rows below move over 0.3 s, approximate)
---@return boolean acted
---@return string? reason
function SwipeTable:deleteRows(rows, animation) end

--- UITableView's deselectRow, with no delegate call; logs deselectRow via "app".
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@return boolean acted
---@return string? reason
function SwipeTable:deselectRow(row) end

--- Closes an open row (hideSwipe(animated:completion:)); a row that is not open: nothing (false and why), no completion. Without animation the completion is never called (fixes = { immediateCompletion = true }: at once).
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@param options? { animated?: boolean, completion?: (fun()) }
---@return boolean acted
---@return string? reason
function SwipeTable:hideSwipe(row, options) end

--- Inserts a row (later rows move down).
---@param row integer the new row's 1-based index (up to rowCount + 1)
---@param data string
---@param options? { height?: number }
---@return boolean acted
---@return string? reason
function SwipeTable:insertRow(row, data, options) end

--- UITableView's insertRows: each row at its index once inserted (ascending), later rows moving down; each logs insertRow with the animation's name.
---@param rows { row: integer, data: string }[] the rows to insert
---@param animation? "fade"|"right"|"left"|"top"|"bottom"|"none"|"middle"|"automatic" UITableView.RowAnimation's name (logged; the rows below move over 0.3 s, approximate)
---@return boolean acted
---@return string? reason
function SwipeTable:insertRows(rows, animation) end

--- Touches the row down for a step-wise pan: g:move(dx) moves the finger (translation from touch-down), g:release{ velocity = v } lifts it. Raises (an error, not false) when the row cannot be touched, as swipe does.
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@param options? { x?: number }
---@return SwipePan
function SwipeTable:pan(row, options) end

--- UITableView's reloadRows: each row's cell shows its data now (after setRowData, or a row handle's `data` written, the cell keeps what it showed until reloaded). Logs reloadRow.
---@param rows (integer|SwipeRow)[] 1-based flat row indices or SwipeRow handles
---@param animation? "fade"|"right"|"left"|"top"|"bottom"|"none"|"middle"|"automatic" UITableView.RowAnimation's name (logged; the rows below move over 0.3 s, approximate)
---@return boolean acted
---@return string? reason
function SwipeTable:reloadRows(rows, animation) end

--- The handle of a row: it follows the row through deletes and inserts; stale once the row is deleted.
---@param row integer 1-based flat index
---@return SwipeRow
function SwipeTable:row(row) end

--- The row's data.
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@return string
function SwipeTable:rowData(row) end

--- The row's content frame on screen now (moved by its swipe offset).
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@return table
function SwipeTable:rowFrame(row) end

--- Scrolls at once (clamped); open rows close as the list's pan begins. Returns the new offset.
---@param dy number points to scroll the content up
---@return number
function SwipeTable:scroll(dy) end

--- UITableView's selectRow: selects the row (the others deselected unless allowsMultipleSelection) with no delegate call; logs selectRow via "app". Nothing for a row already selected or a table that allows no selection (false and why).
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@return boolean acted
---@return string? reason
function SwipeTable:selectRow(row) end

--- UIKit's setEditing (tables): hides every row without animation and blocks swipes while on.
---@param editing boolean
---@return boolean acted
---@return string? reason
function SwipeTable:setEditing(editing) end

--- The app's model for the row changes (rowData reads it at once); its cell shows the new data once the row is reloaded (reloadRows), as UIKit's cells do.
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@param data string
---@return boolean acted
---@return string? reason
function SwipeTable:setRowData(row, data) end

--- setSwipeOffset(_:animated:completion:): moves the content to the offset, at most the row's width (asking for actions first when needed); without animation the completion is never called (fixes = { immediateCompletion = true }: at once).
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@param offset number content offset (negative: right actions)
---@param options? { animated?: boolean, completion?: (fun()) }
---@return boolean acted
---@return string? reason
function SwipeTable:setSwipeOffset(row, offset, options) end

--- Opens a side programmatically (showSwipe(orientation:animated:completion:)); a side without actions: nothing (false and why); without animation the completion is never called (fixes = { immediateCompletion = true }: at once).
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@param orientation "left"|"right"
---@param options? { animated?: boolean, completion?: (fun()) }
---@return boolean acted
---@return string? reason
function SwipeTable:showSwipe(row, orientation, options) end

--- A horizontal pan on the row from 16 pt inside the edge the finger leaves, then release (open/close decided by the velocity's sign: even a short drag opens, SwipeController.swift 313-322). Raises (an error, not false) when the row cannot be touched: its table out of the window (a tab not shown), the row outside the table (scroll it into view first) or off screen, or covered (naming what covers it).
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@param options? { dx?: number, dy?: number, duration?: number, velocity?: { x: number, y: number }|number[] } the drag: { dx =, dy =, duration =, velocity = { vx, vy } }
---@return boolean acted
---@return string? reason
function SwipeTable:swipe(row, options) end

--- Taps a revealed button of an open row through the screen (touch-up inside performs it). A row that ignores it (still moving, a fill in progress): false and why. Raises (an error, not false) when the button cannot be touched: its table out of the window, the row closed (it shows no buttons: swipe it open first), the button not revealed, off screen or covered.
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@param action string|integer a title or a 1-based delegate index
---@return boolean acted
---@return string? reason
function SwipeTable:tapAction(row, action) end

--- Taps the row's content: closes an open row, else selects it (didSelectRow). Raises (an error, not false) when the row cannot be touched, as swipe does.
---@param row integer|SwipeRow a 1-based flat row index or a SwipeRow
---@return boolean acted
---@return string? reason
function SwipeTable:tapRow(row) end

--- A switch (UISwitch, 51 × 31): a tap toggles it and runs its action.
---@class Switch
---@field accessibilityLabel string? what VoiceOver reads (a button's default: its title, else its image name)
---@field action (fun(control: any))? action(control), run on touch-up inside (a switch's after it toggled)
---@field alpha number UIKit's alpha (drawn at it; below 0.01 not hit)
---@field backgroundColor string? the background color (nil: none, clear)
---@field bounds { x: number, y: number, width: number, height: number } The bounds: the view's own coordinates (a scroll view's origin is its contentOffset).
---@field clipsToBounds boolean draw subviews only inside the bounds (a scroll view does by default)
---@field cornerRadius number layer.cornerRadius (drawn; touches still use the rectangle)
---@field enabled boolean a disabled control takes no touch: it goes on to what lies behind it
---@field frame { x: number, y: number, width: number, height: number } the frame in the superview's coordinates; setting it fixes the view's size (a stack view still sets its arranged subviews')
---@field hidden boolean UIKit's isHidden: not drawn, not hit; a stack view gives it no room
---@field highlighted boolean UIKit's isHighlighted: a finger is down on it, inside (see press).
---@field kind string The kind: "view", "label", "button", "imageView", "switch", "scrollView", "stackView".
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field on boolean UISwitch's isOn (setting it sends nothing, as setOn(_:animated:) does not)
---@field onTintColor string? the track's color when on (nil: the system green)
---@field screenFrame { x: number, y: number, width: number, height: number }? The frame on screen now (its host's place and scale, its superviews' offsets), nil while no host shows its tree.
---@field source string The timeline source, "button#1".
---@field subviews (View|Label|Button|ImageView|Switch|ScrollView|StackView)[] The subviews, back to front.
---@field superview View|Label|Button|ImageView|Switch|ScrollView|StackView? The superview, nil for a root.
---@field tintColor string? UIKit's tintColor (nil: the superview's, the system blue at the top)
---@field userInteractionEnabled boolean UIKit's isUserInteractionEnabled: false and neither it nor its subviews take a touch (false by default for labels and image views)
local Switch = {}

--- UIKit's addSubview: on top of the others. Adding a view to itself or to a view inside it is an error.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to add on top (it leaves its old superview or host)
function Switch:addSubview(view) end

--- UIKit's bringSubviewToFront: the subview goes on top (nothing for a view that is not a subview).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView one of its subviews
function Switch:bringSubviewToFront(view) end

--- The size the view takes when nothing sets it (UIKit's intrinsic content size; text measured by the engine's text model).
---@param width? number the width text may wrap to
---@return table
function Switch:fittingSize(width) end

--- UIKit's hitTest(_:with:): the deepest view at the point that takes a touch (hidden, interaction off, alpha below 0.01 and points outside a view's bounds reach none of its subviews), or nil.
---@param x number in the view's bounds coordinates
---@param y number
---@return View|Label|Button|ImageView|Switch|ScrollView|StackView|nil
function Switch:hitTest(x, y) end

--- UIKit's insertSubview(_:at:): at a place among the subviews, 1 being the back.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to insert
---@param index integer its 1-based place, 1 at the back
function Switch:insertSubview(view, index) end

--- Holds a finger on the control (checked as tap is), highlighted while the clock advances by `duration`, then lifts it inside: its action runs then.
---@param options? { duration?: number }
---@return boolean acted
---@return string? reason
function Switch:press(options) end

--- UIKit's removeFromSuperview (a root leaves its host).
function Switch:removeFromSuperview() end

--- Taps the control through the screen at the centre of the part of it that shows: the screen's hit test must reach it (touch-up inside: its action; a switch toggles first). Raises (an error, not false) when it cannot be reached: not in the window, hidden (or a superview), off screen or clipped away, covered. A disabled control does nothing (false and why): the tap goes on to what lies behind it.
---@return boolean acted
---@return string? reason
function Switch:tap() end

--- A callback scheduled with `stage.clock.after` or `stage.clock.every`.
---@class Timer
---@field due number? When the timer fires (seconds), or nil once it fired or was cancelled.
---@field name string The timer's name in the timeline: `options.name`, else "timer#1" (numbered per stage).
---@field pending boolean True until the timer fires or is cancelled.
local Timer = {}

--- Stops the timer. Returns true if it was pending; false and why if it had already fired or been cancelled.
---@return boolean acted
---@return string? reason
function Timer:cancel() end

--- A plain view (UIView): a rectangle with subviews, drawn with its background; it takes touches.
---@class View
---@field alpha number UIKit's alpha (drawn at it; below 0.01 not hit)
---@field backgroundColor string? the background color (nil: none, clear)
---@field bounds { x: number, y: number, width: number, height: number } The bounds: the view's own coordinates (a scroll view's origin is its contentOffset).
---@field clipsToBounds boolean draw subviews only inside the bounds (a scroll view does by default)
---@field cornerRadius number layer.cornerRadius (drawn; touches still use the rectangle)
---@field frame { x: number, y: number, width: number, height: number } the frame in the superview's coordinates; setting it fixes the view's size (a stack view still sets its arranged subviews')
---@field hidden boolean UIKit's isHidden: not drawn, not hit; a stack view gives it no room
---@field kind string The kind: "view", "label", "button", "imageView", "switch", "scrollView", "stackView".
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field screenFrame { x: number, y: number, width: number, height: number }? The frame on screen now (its host's place and scale, its superviews' offsets), nil while no host shows its tree.
---@field source string The timeline source, "button#1".
---@field subviews (View|Label|Button|ImageView|Switch|ScrollView|StackView)[] The subviews, back to front.
---@field superview View|Label|Button|ImageView|Switch|ScrollView|StackView? The superview, nil for a root.
---@field tintColor string? UIKit's tintColor (nil: the superview's, the system blue at the top)
---@field userInteractionEnabled boolean UIKit's isUserInteractionEnabled: false and neither it nor its subviews take a touch (false by default for labels and image views)
local View = {}

--- UIKit's addSubview: on top of the others. Adding a view to itself or to a view inside it is an error.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to add on top (it leaves its old superview or host)
function View:addSubview(view) end

--- UIKit's bringSubviewToFront: the subview goes on top (nothing for a view that is not a subview).
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView one of its subviews
function View:bringSubviewToFront(view) end

--- The size the view takes when nothing sets it (UIKit's intrinsic content size; text measured by the engine's text model).
---@param width? number the width text may wrap to
---@return table
function View:fittingSize(width) end

--- UIKit's hitTest(_:with:): the deepest view at the point that takes a touch (hidden, interaction off, alpha below 0.01 and points outside a view's bounds reach none of its subviews), or nil.
---@param x number in the view's bounds coordinates
---@param y number
---@return View|Label|Button|ImageView|Switch|ScrollView|StackView|nil
function View:hitTest(x, y) end

--- UIKit's insertSubview(_:at:): at a place among the subviews, 1 being the back.
---@param view View|Label|Button|ImageView|Switch|ScrollView|StackView the view to insert
---@param index integer its 1-based place, 1 at the back
function View:insertSubview(view, index) end

--- UIKit's removeFromSuperview (a root leaves its host).
function View:removeFromSuperview() end

--- A plain host of one root view (docs/VIEWS.md, "Hosts").
---@class ViewHost
---@field backgroundColor string? The host's background (nil: none).
---@field frame { x: number, y: number, width: number, height: number } Where the host is on screen.
---@field name string? The name given by the constructor's `name` option (nil when none); its events carry it as `label`. Read-only: set it when creating the object.
---@field root View|Label|Button|ImageView|Switch|ScrollView|StackView? The root view (nil: an empty host); it fills the host.
---@field source string The timeline source, "viewHost#1".
local ViewHost = {}

--- Takes the host off the screen (its views stay in it, out of the window); false when it was not on it.
---@return boolean acted
---@return string? reason
function ViewHost:remove() end

--- Puts the host back on the screen, on top of the window's subviews.
---@return boolean acted
---@return string? reason
function ViewHost:show() end

-- The part of docs/understudy.d.lua that the registry does not declare: what the stdlib and the
-- test runner give a script or a spec (expect and its matchers, help, the test DSL,
-- stage.keepBetweenTests). `make docs` appends it to the generated definitions;
-- APIReferenceTests checks it against the matchers and the globals a spec sees.

---@alias understudy.Event { t: number, source: string, name: string, label?: string, [string]: any }
---@alias understudy.EventPattern { t?: number, source?: string, name?: string, [string]: any }

--- An expectation (Jest's): `expect(value)` followed by a matcher. A matcher returns the
--- expectation, so they chain; `.never` (or `.no`) before a matcher negates it.
---@class Expectation
---@field never Expectation the same expectation, negated
---@field no Expectation the same expectation, negated
local Expectation = {}

--- The value is `expected` (primitive equality, `rawequal` for tables).
---@param expected any
---@return Expectation
function Expectation:toBe(expected) end

--- The value equals `expected` deeply (tables compared field by field).
---@param expected any
---@return Expectation
function Expectation:toEqual(expected) end

--- The value is neither nil nor false.
---@return Expectation
function Expectation:toBeTruthy() end

--- The value is nil or false.
---@return Expectation
function Expectation:toBeFalsy() end

--- The value is nil.
---@return Expectation
function Expectation:toBeNil() end

--- The number is within 10^-digits / 2 of `expected` (digits: 2 by default).
---@param expected number
---@param digits? integer
---@return Expectation
function Expectation:toBeCloseTo(expected, digits) end

---@param expected number
---@return Expectation
function Expectation:toBeGreaterThan(expected) end

---@param expected number
---@return Expectation
function Expectation:toBeGreaterThanOrEqual(expected) end

---@param expected number
---@return Expectation
function Expectation:toBeLessThan(expected) end

---@param expected number
---@return Expectation
function Expectation:toBeLessThanOrEqual(expected) end

--- The string or table has `n` elements (`#value`).
---@param n integer
---@return Expectation
function Expectation:toHaveLength(n) end

--- The string contains `item` (plain text), or the list contains it (`==`).
---@param item any
---@return Expectation
function Expectation:toContain(item) end

--- The list contains an element deeply equal to `item`.
---@param item any
---@return Expectation
function Expectation:toContainEqual(item) end

--- The string matches the Lua pattern.
---@param pattern string
---@return Expectation
function Expectation:toMatch(pattern) end

--- Calling the function (with no arguments) raises an error: with `expected`, one whose message
--- contains it as plain text or in which the Lua pattern is found.
---@param expected? string
---@return Expectation
function Expectation:toThrow(expected) end

--- The value's text equals the stored snapshot (`__snapshots__/<spec>.snap`); a missing one is
--- written (a failure with --ci), `understudy test -u` rewrites a changed one. For the stage,
--- `options` are stage.render's.
---@param hint? string|table the snapshot's name suffix, or the options
---@param options? { width?: integer, crop?: boolean|string|table }
---@return Expectation
function Expectation:toMatchSnapshot(hint, options) end

--- The timeline (`stage.log`) has events matching `patterns` in order (others may come
--- between unless `exhaustive`; `source`: only that source's events, by source or name); a
--- pattern's fields must be equal (`t` within 1e-9 s) or match a luassert matcher.
---@param patterns understudy.EventPattern[]
---@param options? { source?: string, exhaustive?: boolean }
---@return Expectation
function Expectation:toHaveEvents(patterns, options) end

--- Jest's `expect`: `expect(sheet.state):toBe("presented")`.
---@param value any
---@return Expectation
function expect(value) end

--- Prints the documentation of an API module, function, method, type or enumeration value
--- (`help("stage.clock.advance")`, `help(sheet)`); `help()` lists the modules. The interactive
--- prompt only.
---@param x? any
function help(x) end

--- Keeps the stage between the tests of this spec file (by default each test starts on a fresh
--- stage). `understudy test` and the busted helper only.
function stage.keepBetweenTests() end

-- The test DSL (busted's), in specs.

---@param name string
---@param fn fun()
function describe(name, fn) end

---@param name string
---@param fn fun()
function context(name, fn) end

--- A describe block whose globals and `package.loaded` are restored after it.
---@param name string
---@param fn fun()
function insulate(name, fn) end

--- A describe block whose globals stay for the blocks after it.
---@param name string
---@param fn fun()
function expose(name, fn) end

---@param name string
---@param fn? fun()
function it(name, fn) end

---@param name string
---@param fn? fun()
function spec(name, fn) end

---@param name string
---@param fn? fun()
function test(name, fn) end

--- A pending test (`pending("name")`), or inside a test, ends it as pending.
---@param name string
---@param fn? fun()
function pending(name, fn) end

---@param fn fun()
function before_each(fn) end

---@param fn fun()
function after_each(fn) end

---@param fn fun()
function setup(fn) end

---@param fn fun()
function teardown(fn) end

---@param fn fun()
function strict_setup(fn) end

---@param fn fun()
function strict_teardown(fn) end

---@param fn fun()
function lazy_setup(fn) end

---@param fn fun()
function lazy_teardown(fn) end

--- Inside a test: `fn` runs after the test body, whatever happened.
---@param fn fun()
function finally(fn) end

--- The enclosing block's children run in a shuffled order (from `seed`, default the run's
--- --seed); `randomize(false)` keeps the written order.
---@param seed? integer|boolean
function randomize(seed) end

--- luassert's spies (`spy.new(fn)`, `spy.on(t, "name")`).
spy = {}
--- luassert's stubs (`stub(t, "name")`).
stub = {}
--- luassert's mocks (`mock(t)`).
mock = {}
--- luassert's argument matchers (`match.is_number()`, `match._`).
match = {}
