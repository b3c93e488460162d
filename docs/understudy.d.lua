---@meta
-- Understudy's Lua API for editors (LuaLS). Generated from the API registry; do not edit.
error("this is a definition file for editors, not a module")

---@class stage
stage = {}

--- Creates an action sheet (XLActionController's `ActionController`, or one of its six example subclasses by `style`). Add actions and sections, then `present()` it: settings and layout freeze then, and the sheet slides up, bottom-aligned above the bottom safe area but never closer than 30 pt to the top one. Its timeline source is "sheet#n"; it logs willPresentView, didPresentView, willDismissView (with `reason`), didDismissView and handler. Styles: "default" (rows 60), "skype" (rows 60 on a blue shape, jelly present 0.5 s, gravity dismissal), "tweetbot" (Dynamics: sections fly in 0.3 s apart, rows 50, side margins 12; no header), "twitter" (header 45, rows 56), "youtube" (rows 46 overlapping 0.5), "periscope" (text-fit header, 5-pt section bands), "spotify" (header 84, cancel bar over the last row, scrolls).
---@param options? { style?: "default"|"skype"|"tweetbot"|"twitter"|"youtube"|"periscope"|"spotify", header?: string|{ title?: string, subtitle?: string, image?: string }, settings?: { behavior?: { hideOnTap?: boolean, hideOnScrollDown?: boolean, scrollEnabled?: boolean, bounces?: boolean, useDynamics?: boolean, hideNavigationBarOnShow?: boolean }, cancelView?: { showCancel?: boolean, title?: string|boolean?, titleFont?: string, titleSize?: number, height?: number, backgroundColor?: string, titleColor?: string, hideCollectionViewBehindCancelView?: boolean }, collectionView?: { lateralMargin?: number, cellHeightWhenDynamicsIsUsed?: number }, animation?: { scale?: { width: number, height: number }|boolean?, present?: { damping?: number, delay?: number, duration?: number, springVelocity?: number, options?: "easeInOut"|"easeIn"|"easeOut"|"linear", offset?: number }, dismiss?: { damping?: number, delay?: number, duration?: number, springVelocity?: number, options?: "easeInOut"|"easeIn"|"easeOut"|"linear", offset?: number } }, statusBar?: { showStatusBar?: boolean, style?: "default"|"lightContent"|"darkContent", modalPresentationCapturesStatusBarAppearance?: boolean } }, cellHeight?: number, headerHeight?: number, sectionHeaderHeight?: number }
---@return ActionController
function stage.actionController(options) end

--- A text picture of the screen now: every visible layer at its current (animated) position and opacity, bottom to top, in a character grid `width` columns wide (a cell is twice as tall as wide), followed by a legend of the layers, top first. Stable across runs (snapshot it).
---@param options? { width?: integer }
---@return string
function stage.render(options) end

--- A fresh world: time 0, an empty screen of the given size, an empty timeline, numbering restarted. Handles to objects made before the reset (timers, sheets, popups, ...) fail with a clear error afterwards.
---@param options? { width?: number, height?: number, safeArea?: { top?: number, bottom?: number, left?: number, right?: number }, reduceMotion?: boolean, rightToLeft?: boolean }
function stage.reset(options) end

--- An SVG picture of the screen now (the same scene as `render`, with colors, corner radii and opacity). Write it to a file and open it in a browser.
---@return string
function stage.svg() end

--- An SVG strip chart of the timeline: one row per layer showing when it was presented, with a mark per event (hover for its trace line).
---@return string
function stage.timelineSvg() end

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

--- Calls `fn(timer)` after `seconds` of simulated time (when an advance reaches it). Returns the timer; `timer:cancel()` stops it. Each firing is logged as `clock timer` with the timer's name. The due time must lie within the clock's range (before 9e9 s), as `advance`'s target must.
---@param seconds number delay from now (0 to 1e9)
---@param fn function called with the timer when it fires
---@return Timer
function stage.clock.after(seconds, fn) end

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
stage.log = {}

--- Forgets the events recorded so far (the clock and the layers are untouched).
function stage.log.clear() end

--- The events matching the filter (all when omitted), oldest first, each a table `{t=, source=, name=, <fields>}`.
---@param filter? { source?: string, name?: string, from?: number, to?: number }
---@return table
function stage.log.events(filter) end

--- The matching events as text, one `[  0.300] sheet#1 didPresentView` line each (what `print` prints).
---@param filter? { source?: string, name?: string, from?: number, to?: number }
---@return string
function stage.log.format(filter) end

--- Prints the matching events with Lua's `print`, one line each: `[  0.300] sheet#1 didPresentView`.
---@param filter? { source?: string, name?: string, from?: number, to?: number }
function stage.log.print(filter) end

---@class stage.screen
---@field height number Screen height in points.
---@field keyboard table The keyboard: `{shown=, height=, frame=}` (shown is the model state, true from keyboardWillShow; frame is where it is now, mid-slide included).
---@field safeArea table Safe-area insets `{top=, left=, bottom=, right=}`.
---@field traits table `{reduceMotion=, rightToLeft=}` (change with `setTraits`).
---@field width number Screen width in points.
stage.screen = {}

--- A pan gesture: the finger goes down at `from`, moves to `to` over `duration` seconds of simulated time (the clock advances by it, sampled at 120 Hz; other events fire in between) and lifts. The layer under `from` gets panBegan/panChanged/panEnded with translation and velocity (the release velocity is measured over the last 50 ms unless `velocity` is given). A zero duration is an instantaneous flick with the given velocity. Returns the receiving layer's source or nil (a miss).
---@param options { from?: table, to?: table, path?: table, duration?: number, velocity?: table }
---@return string|nil
function stage.screen.drag(options) end

--- Hides the keyboard (`keyboardWillHide` now, `keyboardDidHide` after the slide). Nothing happens when it is hidden.
---@param options? { duration?: number }
function stage.screen.hideKeyboard(options) end

--- What is presented, top first: a list of `{source=, title=, level=, frame=}` (level is "content", "popupBar", "actionSheet", "popup", "keyboard" or a number; frame at the current animated position).
---@return table
function stage.screen.layers() end

--- Changes traits (omitted keys keep their value); logs `screen traitsChanged` when something changed.
---@param traits { reduceMotion?: boolean, rightToLeft?: boolean }
function stage.screen.setTraits(traits) end

--- Shows the keyboard (or changes its height): logs `screen keyboardWillShow` now and `keyboardDidShow` when the slide ends; components that avoid the keyboard react to both.
---@param options? { height?: number, duration?: number }
function stage.screen.showKeyboard(options) end

--- Taps at (x, y) in screen points. Returns the source of the layer that received it ("popup#1"), or nil for a miss (nothing there, or off the screen); either way the tap is logged as `screen tap`. No time passes.
---@param x number
---@param y number
---@return string|nil
function stage.screen.tap(x, y) end

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
---@field presentingScale number The scale the presenting screen is drawn at now (settings.animation.scale while shown: 0.9 by default; 1 when not scaling).
---@field scrollOffset number How far the content is scrolled up from rest (points).
---@field sections Section[] The sections (a list of Section); the first is created by the first addAction.
---@field settings ActionControllerSettings The settings (spec §2), grouped as in the library: behavior, cancelView, collectionView, animation (scale, present, dismiss), statusBar. Readable any time; writable before present; writing one afterwards is an error (they are frozen when the sheet is presented).
---@field source string The timeline source, "sheet#1".
---@field state string "idle", "presenting", "presented", "dismissing" or "dismissed".
---@field style "default"|"skype"|"tweetbot"|"twitter"|"youtube"|"periscope"|"spotify" The style preset's name.
local ActionController = {}

--- Appends an action to the last section (creating the first section if there is none). A string is a title. Before present only. The handler receives the action; by default it runs after the sheet is dismissed (after didDismissView), with `executeImmediatelyOnTouch` on touch, before willDismissView. An action without a title has a 0×0 row, as in the library.
---@param action string|{ title?: string, subtitle?: string, image?: string, style?: "default"|"cancel"|"destructive", enabled?: boolean, executeImmediatelyOnTouch?: boolean, handler?: function }
---@return Action
function ActionController:addAction(action) end

--- Appends a section; actions added afterwards go into it. Its header shows only when the style has section headers and the section has data (periscope's added sections always get their 5-pt band). Presenting with an empty last section is an error (the library crashes).
---@param section? { data?: string }
---@return Section
function ActionController:addSection(section) end

--- Dismisses the sheet (no handler runs): willDismissView now, didDismissView when the style's dismissal ends, then `completion()`. Allowed during the present animation. During a dismissal it does nothing and returns false (UIKit refuses the second dismissal; its completion is dropped). An error before present and after the dismissal.
---@param completion? function
---@return boolean
function ActionController:dismiss(completion) end

--- A pan on the sheet from the middle of its content, through `stage.screen.drag`. With scrolling off and hideOnScrollDown on, a swipe down dismisses the sheet (no handler): at least 50 pt down, within about 27° of vertical (|dx| ≤ dy/2), released at 300 pt/s or faster (the simulation's threshold; UIKit does not document its own). With scrollEnabled the drag scrolls the content instead (rubber-banding past the ends when bounces is on, springing back in 0.4 s).
---@param options { dy: number, dx?: number, duration?: number, velocity?: { x: number, y: number }|number[] }
function ActionController:drag(options) end

--- The action's row on screen now, `{x=, y=, width=, height=}` at its current animated and scrolled position; nil while its section is not revealed (tweetbot). An error before present and after the dismissal.
---@param action string|integer a title or a 1-based index
---@return table|nil
function ActionController:frameOf(action) end

--- Presents the sheet: settings and layout freeze, willPresentView now, the style's present animation, didPresentView at delay + duration (0.7 s by default; tweetbot's second section arrives at 0.3 s). Errors: presenting twice, an empty last section.
function ActionController:present() end

--- Scrolls the content at once (setContentOffset), clamped to the scroll range; returns the new offset from rest. Needs settings.behavior.scrollEnabled (spotify has it).
---@param dy number points to scroll the content up (negative: down)
---@return number
function ActionController:scroll(dy) end

--- Taps the middle of an action's visible row through the screen (`stage.screen.tap`). Returns true when the tap selected it (the sheet dismisses; the handler runs after didDismissView, or now with executeImmediatelyOnTouch), false when it was ignored (a disabled action, or a dismissal already running). Fails clearly when the row is off screen, covered (spotify's cancel bar), not revealed yet (tweetbot), or the index/title does not exist.
---@param action string|integer a title (the first match) or a 1-based index in display order
---@return boolean
function ActionController:tap(action) end

--- Taps the empty area above the sheet through the screen. With settings.behavior.hideOnTap (the default) the sheet dismisses without running any handler (not even a "cancel" action's) and this returns true; otherwise nothing happens (false).
---@return boolean
function ActionController:tapBackground() end

--- Taps the cancel bar's button (settings.cancelView.showCancel; spotify has one): the sheet dismisses, no handler runs. An error when the sheet has no cancel bar.
---@return boolean
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

--- A section of a sheet: its header data and its actions.
---@class Section
---@field actions Action[] The section's actions (a list of Action).
---@field data string? The section header's data, or nil.
---@field index integer 1-based.
---@field revealed boolean Whether the section's rows are on the screen now: from present on, except that tweetbot (Dynamics) inserts section n at 0.3·(n − 1) s; false once dismissed.
local Section = {}

--- settings.statusBar: kept and readable; the stage has no status bar to change.
---@class StatusBarSettings
---@field modalPresentationCapturesStatusBarAppearance boolean the sheet controls the status bar's appearance (default true).
---@field showStatusBar boolean the status bar stays visible (default true).
---@field style "default"|"lightContent"|"darkContent" "default", "lightContent" or "darkContent" (default "lightContent").
local StatusBarSettings = {}

--- A callback scheduled with `stage.clock.after`.
---@class Timer
---@field due number? When the timer fires (seconds), or nil once it fired or was cancelled.
---@field name string The timer's name in the timeline ("timer#1", numbered per stage).
---@field pending boolean True until the timer fires or is cancelled.
local Timer = {}

--- Stops the timer. Returns true if it was pending, false if it had already fired or been cancelled.
---@return boolean
function Timer:cancel() end

