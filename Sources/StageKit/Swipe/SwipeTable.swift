/// A table (or collection) view of swipeable rows on a stage (SwipeCellKit's `SwipeTableViewCell`
/// / `SwipeCollectionViewCell` in their list): rows with data and heights in optional sections,
/// a scroll offset, one `SwipeRowState` per row that is not at rest, fed through a
/// `MachineDriver<SwipeMachine>` (`self[rowState: id]` is the row's state); it carries out the
/// effects (delegate calls, timeline events, clock-scheduled completions, handlers, deletion) and
/// answers taps and pans routed to it by the screen. Only rows away from rest keep a state, and
/// every per-row lookup is O(log n) (`SwipeRowStore`), so cost per operation does not grow with
/// the row count.
///
/// Invariants (`checkInvariants()`, run by the driver after every step and after every insert or
/// delete where invariants are checked): at most one row dragging (a pan that begins while
/// another row drags is dropped, SwipeController.swift 76-79; more than one row may be *open*: a
/// programmatic open hides only the rows that are open at rest, SwipeController.swift 511-516
/// and 463-464, so a row opened from a callback or a timer while another is dragged stays open
/// beside it); every state on a live row or a collapsing ghost; each row state's own; a timer
/// exactly on the rows that wait for an animation's end; the store's.
///
/// ```swift
/// let stage = Stage(size: Size(width: 375, height: 667))
/// let table = SwipeTable(stage: stage, rows: ["Mail 1", "Mail 2"], rowHeight: 76)
/// table.delegate.editActions = { _, o in o == .right ? [SwipeAction(style: .destructive, title: "Delete")] : nil }
/// table.present()
/// try table.swipe(row: 0, dx: -220, duration: 0.25)   // opens: state .right, offset −74
/// ```
public final class SwipeTable: StageLayer, TimelineSource, InvariantChecking {
    public enum Kind: String, Sendable { case table, collection }

    public let stage: Stage
    public let source: String
    public let kind: Kind
    public var delegate = SwipeTableDelegate()
    public internal(set) var frame: Rect
    /// Made without a frame: the table fills the screen and follows it through a rotation.
    let followsScreen: Bool
    private var rotationToken: ObserverToken?
    public internal(set) var store = SwipeRowStore()
    /// Selection, highlight and the rows whose model changed before a reload
    /// (`SwipeTable+Selection.swift`, `SwipeTable+RowChanges.swift`).
    public internal(set) var selection = SwipeRowSelection()
    /// The cells' contents and views (rows given as strings have none): `SwipeTable+Cells.swift`.
    var cells = TableCells()
    /// UIKit's `isEditing` (tables only): no swipes while true.
    public private(set) var isEditing = false
    /// The app keeps an empty section when its last row is deleted (else deleting it is refused,
    /// as UIKit's "invalid number of rows").
    public var keepsEmptySections = false
    /// The divergences from SwipeCellKit this table's script turned on (none by default).
    public var fixes = SwipeFixes()
    public let hasSections: Bool
    public let defaultRowHeight: Double
    /// How far the content is scrolled from its resting place at the top: 0 there, up to
    /// `maximumScroll`. UIKit's `contentOffset.y` is this minus `adjustedContentInset.top`
    /// (`contentOffset`); scripts get this 0-based value so a scroll reads the same whatever the
    /// insets (docs/SWIPE.md, "Safe area").
    public internal(set) var scrollOffset = 0.0
    /// UIScrollView's `contentInsetAdjustmentBehavior`. A change keeps `scrollOffset` (a table
    /// at the top stays at the top, as UIKit keeps it), clamped to the new range.
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic { didSet { clampScroll() } }
    /// UIScrollView's `alwaysBounceVertical`: UITableView sets it, UICollectionView leaves it
    /// false, so a collection whose content fits its frame gets no top or bottom adjustment.
    public var alwaysBounceVertical: Bool { didSet { clampScroll() } }
    /// Where the table's safe-area insets come from; nil: the stage's screen. A container (a
    /// navigation or tab bar controller) sets itself here. Dropped at `stage.reset`, which
    /// breaks the cycle a container holding the table makes.
    public var safeAreaProvider: (any SafeAreaProviding)? { didSet { clampScroll() } }

    /// How far above its model place the content is drawn while it slides back into range with
    /// the bars (`safeAreaDidChange`); 0 at rest.
    var scrollSlide = Animated(0.0)
    /// Swipe state of the rows that are not at rest, by row id (deleted rows collapsing included).
    public private(set) var states: [Int: SwipeRowState] = [:]
    /// Feeds the rows their inputs and checks the invariants after each (debug builds).
    let driver: MachineDriver<SwipeMachine>
    /// The rows' keepings beside their states (completions, fills, the handler log).
    private var work = SwipeRowWork()
    /// Rows sliding and collapsing after the rows changed.
    var motion = SwipeRowMotion()
    var activePan: ActivePan?
    /// Every handler call (row id, delegate index, the perform that caused it), for checks.
    public var handlerCalls: [(rowID: Int, action: Int, perform: Int)] { work.handlerCalls }
    /// Bytes charged to the stage's memory: the table itself and its rows (`accountMemory`).
    public private(set) var memoryHeld = 0

    struct ActivePan {
        var rowID: Int?
        var scroll: Bool
        var startScroll: Double
    }

    /// Row frames animate for this long after a delete or insert (UIKit's table update).
    public static let rowMoveDuration: SimDuration = 0.3
    public static let defaultHeaderHeight = 28.0

    /// What a table holds besides its rows (its states, delegate, layout): measured at about
    /// 2.3 KB, charged as 3 KB.
    public static let shellBytes = 3 << 10

    /// Rows without sections (`sections` nil) or with them: each section a header title (nil: an
    /// untitled 0-pt header) and its rows. Throws, making nothing, when the stage's memory limit
    /// cannot hold the rows (reserved before the store is built). `label`: the name the script
    /// gave the table (`TimelineSource`).
    public init(stage: Stage, rows: [String] = [], sections: [(header: String?, rows: [String])]? = nil,
                rowHeight: Double = 44, rowHeights: [Double]? = nil, frame: Rect? = nil, kind: Kind = .table,
                label: String? = nil) throws(EngineMemoryError) {
        // The rows' strings as the store will count them (a repeated string's storage once).
        var items = rows.count, strings = EngineMemory.StringBytes(rows)
        if let sections {
            items = 0
            strings = EngineMemory.StringBytes()
            for s in sections {
                items = EngineMemory.sum(items, EngineMemory.sum(1, s.rows.count))
                strings.add(s.header ?? "")
                for r in s.rows { strings.add(r) }
            }
        }
        let dataBytes = EngineMemory.sum(strings.bytes, strings.tableBytes)
        let reserved = EngineMemory.sum(
            Self.shellBytes, SwipeRowStore.estimatedFootprint(items: items, dataBytes: dataBytes))
        try stage.memory.reserve(reserved, for: .rows)
        self.stage = stage
        self.kind = kind
        self.source = stage.makeSource(kind: kind == .table ? "table" : "collection", label: label)
        self.frame = frame ?? stage.screen.bounds
        self.followsScreen = frame == nil
        self.defaultRowHeight = rowHeight
        self.alwaysBounceVertical = kind == .table
        self.hasSections = sections != nil
        self.driver = MachineDriver(component: "swipe table \(source)", clock: stage.clock)
        memoryHeld = reserved
        let source = self.source
        driver.timerLabel = { _, _ in "\(source) row animation" }
        store.reserveCapacity(items)
        var k = 0
        func height() -> Double {
            defer { k += 1 }
            if let rowHeights, k < rowHeights.count { return rowHeights[k] }
            return rowHeight
        }
        if let sections {
            for s in sections {
                store.appendHeader(height: s.header == nil ? 0 : Self.defaultHeaderHeight, title: s.header ?? "")
                for r in s.rows { store.appendRow(height: height(), data: r) }
            }
        } else {
            for r in rows { store.appendRow(height: height(), data: r) }
        }
        accountMemory()
        driver.deliver = { [weak self] id, _, input in try self?.send(id, input) }
        rotationToken = stage.addRotationObserver { [weak self] change in self?.screenDidTransition(change) }
        stage.observeSafeArea(self)
        stage.onInvalidate { [weak self] in
            self?.delegate = SwipeTableDelegate()
            self?.safeAreaProvider = nil
            self?.work.removeAll()
            self?.driver.forgetTimers()
            self?.dropRows()
        }
    }

    deinit {
        stage.memory.release(memoryHeld, for: .rows)
        if let rotationToken { stage.removeRotationObserver(rotationToken) }
    }

    /// Charges (or releases) the difference between what is charged and what the table holds
    /// now: O(1), after every change of the rows or the handler log.
    func accountMemory() {
        stage.memory.adjust(
            &memoryHeld, to: EngineMemory.sum(
                Self.shellBytes,
                EngineMemory.sum(store.footprint, EngineMemory.sum(work.logBytes, selection.footprint))),
                            for: .rows)
    }

    /// After `stage.reset` nothing reads the rows (handles refuse): their memory goes now, even
    /// while Lua still holds the table's handle.
    private func dropRows() {
        for v in cells.removeAll() { v.leaveHost() }
        store = SwipeRowStore()
        work.removeAll()
        motion.removeAll()
        states.removeAll()
        accountMemory()
    }

    public func present() { stage.layers.present(self) }

    // MARK: Reading

    public var rowCount: Int { store.rowCount }
    public var sectionCount: Int { hasSections ? store.headerCount : 1 }
    public var title: String { rowCount > 0 ? store.data(ofRow: 0) : source }
    public var level: LayerLevel { .content }
    public func frame(at t: SimTime) -> Rect { frame }
    public func isVisible(at t: SimTime) -> Bool { notInWindowReason == nil }
    /// A table lies in its container's view (`safeAreaProvider`), or in the implicit plain root
    /// controller's: out of the window when that is not shown.
    public var notInWindowReason: String? {
        if let p = safeAreaProvider {
            return p.whyContentNotShown.map { "\(labeledSource) is not in the window: " + $0 }
        }
        guard let root = stage.containment.root else { return nil }
        return
            "\(labeledSource) is not in the window (its root view controller is \(stage.labeled(root)); give the "
                + "table a parent)"
    }

    public func checkRow(_ i: Int) throws(SwipeError) {
        guard stage.isValid else { throw .stageReset(source: source) }
        guard i >= 0 && i < rowCount else { throw .rowOutOfRange(index: i, count: rowCount) }
    }

    public func rowData(_ i: Int) throws(SwipeError) -> String {
        try checkRow(i)
        return store.data(ofRow: i)
    }

    public func rowID(_ i: Int) throws(SwipeError) -> Int {
        try checkRow(i)
        return store.id(ofRow: i)
    }

    public func rowIndex(ofID id: Int) -> Int? { store.rowIndex(ofID: id) }

    /// Flat index → section and row within it.
    public func path(ofRow i: Int) -> SwipeRowPath {
        guard hasSections else { return SwipeRowPath(index: i, section: 0, row: i) }
        let agg = store.aggregateBefore(store.item(ofRow: i))
        let s = agg.headers - 1
        let first = store.aggregateBefore(store.item(ofHeader: s)).rows
        return SwipeRowPath(index: i, section: s, row: i - first)
    }

    public func path(ofID id: Int) -> SwipeRowPath? { rowIndex(ofID: id).map { path(ofRow: $0) } }

    /// Rows in section `s`.
    public func rowCount(inSection s: Int) -> Int {
        guard hasSections else { return rowCount }
        let a = store.aggregateBefore(store.item(ofHeader: s)).rows
        let b = s + 1 < store.headerCount ? store.aggregateBefore(store.item(ofHeader: s + 1)).rows : rowCount
        return b - a
    }

    public func swipeState(ofRow i: Int) throws(SwipeError) -> SwipeRowState {
        self[rowState: try rowID(i)]
    }

    /// The content height (rows and headers).
    public var contentHeight: Double { store.totalHeight }

    /// UIKit's `safeAreaInsets` of the table: how far its frame reaches into the part of its
    /// container (the screen unless `safeAreaProvider` says otherwise) that is not safe. Read
    /// each time, O(1).
    public var safeAreaInsets: EdgeInsets {
        .safeArea(of: frame, within: (safeAreaProvider ?? stage.screen).safeAreaFrame)
    }

    /// UIKit's `adjustedContentInset` (the content inset itself is 0): the safe-area insets the
    /// behavior lets through. A table always bounces vertically, so under `.automatic` it gets
    /// its top and bottom insets; a collection only while its content is taller than its frame.
    public var adjustedContentInset: EdgeInsets {
        contentInsetAdjustmentBehavior.adjustedInset(safeArea: safeAreaInsets,
            scrollsVertically: alwaysBounceVertical || contentHeight > frame.height,
            containerAdjusts: safeAreaProvider?.adjustsScrollViewInsetsWhenNotScrollable ?? false)
    }

    /// The largest `scrollOffset`: the last row can scroll up until it sits above the bottom
    /// inset (UIKit's range of contentOffset.y is −top ... contentHeight + bottom − height).
    public var maximumScroll: Double {
        let inset = adjustedContentInset
        return max(0, contentHeight + inset.top + inset.bottom - frame.height)
    }

    /// UIKit's `contentOffset` (the bounds origin): y = −adjustedContentInset.top at the top.
    /// x is 0: a table never scrolls sideways.
    public var contentOffset: Point { Point(x: 0, y: scrollOffset - adjustedContentInset.top) }

    /// The screen y of the content's top (the first item's top) now.
    var contentOriginY: Double { frame.minY + adjustedContentInset.top - scrollOffset }

    /// Keeps `scrollOffset` in range after the insets or the content changed.
    func clampScroll() { scrollOffset = min(max(scrollOffset, 0), maximumScroll) }

    /// Where the content's top is drawn at `t`: the model place, unless an inset change pulled
    /// the offset back into range and the content still slides there with the bars.
    func displayedContentOriginY(at t: SimTime) -> Double { contentOriginY - scrollSlide.value(at: t) }

    /// The row's frame on screen at `t`, moved by its swipe offset (table cells move whole).
    public func rowFrame(_ i: Int, at t: SimTime? = nil) throws(SwipeError) -> Rect {
        let id = try rowID(i)
        let t = t ?? stage.now
        let top = displayedTop(store.top(ofRow: i), at: t)
        let x = frame.minX + (states[id]?.offset(at: t) ?? 0)
        return Rect(x: x, y: contentOriginY + top, width: frame.width, height: store.height(ofRow: i))
    }

    /// The row's frame at rest (x = the table's), where touches for it land.
    /// `origin`: the content's top on screen (the model's for input, `displayedContentOriginY`
    /// for pictures).
    func restingFrame(ofItem pos: Int, at t: SimTime, origin: Double? = nil) -> Rect {
        let it = store.item(at: pos)
        return Rect(x: frame.minX, y: (origin ?? contentOriginY) + displayedTop(store.top(ofItem: pos), at: t),
                    width: frame.width, height: it.height)
    }

    /// One button as a script reads it.
    public struct ButtonInfo: Sendable {
        public var index: Int
        public var title: String?
        /// Screen frames.
        public var frame: Rect
        public var visible: Rect
        public var wrapper: Rect
        public var scale: Double
        public var alpha: Double
        public var backgroundColor: Color?
        public var percentVisible: Double
    }

    /// The row's buttons on screen at `t` (empty without an actions view), delegate order.
    public func buttonFrames(ofRow i: Int, at t: SimTime? = nil) throws(SwipeError) -> [ButtonInfo] {
        let id = try rowID(i)
        let t = t ?? stage.now
        guard let st = states[id], let view = st.actionsView else { return [] }
        let rowTop = contentOriginY + displayedTop(store.top(ofRow: i), at: t)
        return buttonInfos(view, offset: st.offset(at: t), rowTop: rowTop, at: t)
    }

    func buttonInfos(_ view: SwipeActionsView, offset: Double, rowTop: Double, at t: SimTime) -> [ButtonInfo] {
        let alpha = view.alpha.value(at: t)
        return view.frames(offset: offset, at: t).sorted { $0.index < $1.index }.map { f in
            let a = view.actions[f.index]
            let look = view.looks[f.index]
            return ButtonInfo(index: f.index, title: a.title, frame: f.button.offsetBy(dx: frame.minX, dy: rowTop),
                              visible: f.visible.offsetBy(dx: frame.minX, dy: rowTop),
                              wrapper: f.wrapper.offsetBy(dx: frame.minX, dy: rowTop),
                              scale: look.scale(at: t), alpha: look.alpha(at: t) * alpha,
                              backgroundColor: a.effectiveBackgroundColor, percentVisible: f.percentVisible)
        }
    }

    // MARK: Row frames while rows move

    func displayedTop(_ modelTop: Double, at t: SimTime) -> Double { motion.displayedTop(modelTop, at: t) }

    private func addShift(from y: Double, delta: Double) {
        motion.addShift(from: y, delta: delta, now: stage.now, duration: Self.rowMoveDuration)
    }

    // MARK: Model changes by the app

    /// Deletes row `i` (the app's `deleteRows`): later rows move up over 0.3 s, their indices
    /// shift. An open row being deleted goes with it (its pending work is dropped).
    public func deleteRow(_ i: Int) throws(SwipeError) {
        try checkRow(i)
        try checkDeletable(i)
        try removeRow(i, via: "app")
    }

    /// The library is about to delete this row itself (automatic fulfillment): UIKit would
    /// raise "invalid number of rows" on the second delete.
    func checkDeletable(_ i: Int) throws(SwipeError) {
        if let st = states[store.id(ofRow: i)], st.fulfillable, case .filling(_, let opts) = st.fill,
           opts.autoFulFillmentStyle == .delete {
            throw .doubleDelete(row: i)
        }
    }

    /// `collapsesSwipe`: the library's fill delete, whose row keeps its state while the cell's
    /// mask collapses (every other delete forgets the row's swipe at once).
    func removeRow(
        _ i: Int, via: String, animation: SwipeRowAnimation? = nil, collapsesSwipe: Bool? = nil
    ) throws(SwipeError) {
        let collapses = collapsesSwipe ?? (via != "app")
        let p = path(ofRow: i)
        if hasSections && !keepsEmptySections && rowCount(inSection: p.section) == 1 {
            throw .invalidNumberOfRows(section: p.section)
        }
        let top = store.top(ofRow: i)
        let h = store.height(ofRow: i)
        let removed = store.removeRow(at: i)
        selection.forget(removed.id)
        // A deleted cell's views leave the window (the collapsing ghost draws its text only).
        for v in cells.remove(row: removed.id) { v.leaveHost() }
        if !collapses { forget(removed.id) }
        stage.log(source, "deleteRow", rowFields(p) + [EventField("via", .string(via))]
                  + (animation.map { [EventField("animation", .string($0.rawValue))] } ?? []))
        addShift(from: top, delta: h)
        // The library's delete collapses the cell it still shows (none when a callback already
        // reset the row).
        if collapses && states[removed.id] != nil {
            let mask = Animation(
                from: 1.0, to: 0, start: stage.now, duration: SwipeMachine.fillDuration, curve: .easeInOut)
            motion.addGhost(SwipeRowMotion.Ghost(top: top, height: h, data: removed.data, mask: mask), id: removed.id)
        }
        accountMemory()
        check(after: "deleteRow(\(p.index + 1), via: \(via))")
    }

    /// Inserts a row so that it gets index `i` (0…rowCount), in the section of the row it pushes
    /// down (the last section at the end). Later rows move down over 0.3 s.
    @discardableResult
    public func insertRow(
        _ i: Int, data: String, height: Double? = nil, animation: SwipeRowAnimation? = nil
    ) throws(SwipeError) -> Int {
        guard stage.isValid else { throw .stageReset(source: source) }
        guard i >= 0 && i <= rowCount else { throw .rowOutOfRange(index: i, count: rowCount + 1) }
        if hasSections && store.headerCount == 0 { store.appendHeader(height: 0) }
        let pos = i < rowCount ? store.item(ofRow: i) : store.itemCount
        let h = height ?? defaultRowHeight
        let top = store.top(ofItem: pos)
        let id = store.insertRow(atItem: pos, height: h, data: data)
        stage.log(source, "insertRow", rowFields(path(ofRow: i))
                  + (animation.map { [EventField("animation", .string($0.rawValue))] } ?? []))
        addShift(from: top + h, delta: -h)
        accountMemory()
        check(after: "insertRow(\(i + 1))")
        return id
    }

    /// UIKit's `setEditing`: editing hides every row without animation and blocks swipes.
    public func setEditing(_ editing: Bool) {
        guard kind == .table else { return }
        isEditing = editing
        if editing { for id in sortedStateIDs() { trySend(id, .hide(animated: false, completion: false)) } }
    }

    /// Scrolls by `dy` (positive: content moves up), clamped; open rows close as the list's pan begins.
    public func scroll(by dy: Double) {
        hideAll(except: nil)
        scrollSlide.set(0)
        scrollOffset = min(max(scrollOffset + dy, 0), maximumScroll)
        stage.log(source, "scroll", [EventField("offset", .number(scrollOffset))])
    }

    // MARK: Programmatic API (SwipeTableViewCell+Display.swift, SwipeController.swift 462-530)

    @discardableResult
    public func hideSwipe(
        row i: Int, animated: Bool = true, completion: (() throws -> Void)? = nil
    ) throws(SwipeError) -> CommandOutcome {
        let id = try rowID(i)
        return try send(id, .hide(animated: animated, completion: completion != nil), completion: completion)
    }

    /// `setSwipeOffset(.greatestFiniteMagnitude · ∓1)`, the library's "fully open".
    @discardableResult
    public func showSwipe(row i: Int, orientation: SwipeActionsOrientation, animated: Bool = true,
                          completion: (() throws -> Void)? = nil) throws(SwipeError) -> CommandOutcome {
        try setSwipeOffset(
            row: i, offset: -.greatestFiniteMagnitude * orientation.scale, animated: animated, completion: completion)
    }

    @discardableResult
    public func setSwipeOffset(
        row i: Int, offset: Double, animated: Bool = true, completion: (() throws -> Void)? = nil
    ) throws(SwipeError) -> CommandOutcome {
        let id = try rowID(i)
        guard !offset.isNaN else { throw .badOffset(offset) }
        let row = self[rowState: id]
        var view: SwipeActionsView?
        if SwipeMachine.wantsActions(row, forOffset: offset) {
            view = buildActionsView(id, SwipeActionsOrientation(offset: offset))
            guard store.contains(id: id) else {
                return .didNothing("row \(i + 1) was deleted while its actions were asked for")
            }
        }
        return try send(
            id, .setOffset(offset, animated: animated, view: view, completion: completion != nil),
            completion: completion)
    }

    /// `fulfill(with:)` on a row's pending fill.
    @discardableResult
    public func fulfill(rowID id: Int, style: ExpansionFulfillmentStyle) throws(SwipeError) -> CommandOutcome {
        guard stage.isValid else { throw .stageReset(source: source) }
        return try send(id, .fulfill(style, automatic: false))
    }

    // MARK: Sending inputs

    func context(for id: Int) -> SwipeMachine.Context {
        var ctx = SwipeMachine.Context(now: stage.now, cellWidth: frame.width, referenceWidth: frame.width,
                                       isCollection: kind == .collection, canBegin: kind == .collection || !isEditing,
                                       fixes: fixes)
        for (other, st) in states where other != id {
            if st.state == .dragging { ctx.otherDragging = true }
            if st.state == .dragging || st.state == .left || st.state == .right { ctx.otherActive = true }
        }
        return ctx
    }

    /// Row `id`'s swipe state as the driver reads and stores it: a row at rest has none stored
    /// (reading it gives a fresh `SwipeRowState`; storing an idle one forgets it). O(1).
    subscript(rowState id: Int) -> SwipeRowState {
        get { states[id] ?? SwipeRowState() }
        set { states[id] = newValue.isIdle ? nil : newValue }
    }

    /// Runs one input through the machine and carries out its effects in order; the first refused
    /// effect (a delete UIKit would crash on) ends the input there, and is thrown once the table
    /// was checked. `new`: the caller's completion of a hide or setOffset, kept only when the
    /// input moved the row (an ignored call never calls it and leaves the running one's alone).
    @discardableResult
    func send(
        _ id: Int, _ input: SwipeMachine.Input, completion new: (() throws -> Void)? = nil
    ) throws(SwipeError) -> CommandOutcome {
        // A call from inside a callback of a step waits for it (the driver's rule; the table's
        // callbacks nest, so only a cascade from another component's callback waits here).
        if let waiting = driver.deferring(input, context(for: id), state: self[rowState: id], { [self] in
            try send(id, input, completion: new)
        }) {
            if case .refused(let e) = waiting { throw e }
            return .acted
        }
        let programmatic = input.isProgrammatic
        let completion = programmatic ? new : work.completions[id]
        var view: SwipeActionsView?
        var dropped: (() throws -> Void)?
        var firstError: SwipeError?
        /// What storing the moved row entails, before any effect: the row's keepings settled, and
        /// the caller's completion replacing the stopped animation's.
        func adopt() {
            view = self[rowState: id].actionsView
            let forgot = settle(id, after: input)
            if programmatic && states[id] != nil { work.completions[id] = new }
            dropped = programmatic && states[id] == nil || forgot ? completion : nil
        }
        let step = driver.send(input, context(for: id), on: self, at: \.[rowState: id], instance: id, stored: adopt) {
            effect in
            // A transition to rest that runs the caller's completion (a non-animated hide) keeps
            // it until that effect, though `settle` forgot it with the row.
            if case .runCompletion = effect, let c = dropped {
                if work.completions[id] == nil { work.completions[id] = c }
                dropped = nil
            }
            guard firstError == nil else { return }
            do throws(SwipeError) { try apply(effect, id, view: view) } catch { firstError = error }
        }
        switch step {
        case .ignored(let why):
            return .didNothing(why)
        case .refused(let e):
            throw e
        case .moved:
            if let firstError { throw firstError }
            return .acted
        }
    }

    /// `send` for paths that cannot throw (input handlers, hides of other rows): errors are
    /// reported to the clock, raised by the advance or the binding once the engine is consistent.
    @discardableResult
    func trySend(_ id: Int, _ input: SwipeMachine.Input) -> CommandOutcome {
        do throws(SwipeError) { return try send(id, input) } catch {
            stage.clock.report(error)
            return .didNothing(error.description)
        }
    }

    /// What the table keeps beside a row's stored state, brought in line with it once a
    /// transition moved it (before its effects run): a row back at rest loses its timer,
    /// completion, ghost and fill serial; a row that is not deleting has no ghost. A pan's end
    /// and a tapped action start a new perform. Returns whether a completion was forgotten.
    @discardableResult
    private func settle(_ id: Int, after input: SwipeMachine.Input) -> Bool {
        if case .tapAction = input { work.startPerform() }
        if case .panEnded = input { work.startPerform() }
        guard let st = states[id] else {
            let had = work.completions[id] != nil
            forget(id)
            return had
        }
        if st.fill != .deleting { motion.removeGhost(id: id) }
        return false
    }

    private func forget(_ id: Int) {
        states[id] = nil
        driver.cancelAll(instance: id)
        work.forget(id)
        motion.removeGhost(id: id)
    }

    private func apply(_ effect: SwipeMachine.Effect, _ id: Int, view: SwipeActionsView?) throws(SwipeError) {
        let path = self.path(ofID: id)
        switch effect {
        case .willBeginEditing(let o):
            selectionWillBeginEditing(id)
            stage.log(source, "willBeginEditing", pathFields(path) + [EventField("orientation", .string(o.rawValue))])
            if let path, let f = delegate.willBeginEditing { stage.callUser { try f(path, o) } }
        case .didEndEditing(let o):
            if path != nil { resetSelectedState(id) }
            stage.log(source, "didEndEditing", pathFields(path) + [EventField("orientation", .string(o.rawValue))])
            if let f = delegate.didEndEditing { stage.callUser { try f(path, o) } }
        case .expansion(let expanded, let haptic):
            if haptic { stage.log(source, "haptic", pathFields(path) + [EventField("style", .string("light"))]) }
            var title = ""
            if let view, let x = view.expandableIndex { title = view.actions[x].title ?? "" }
            stage.log(
                source, expanded ? "expanded" : "collapsed", pathFields(path) + [EventField("action", .string(title))])
        case .schedule, .cancelSchedule:
            break   // timer requests: the driver's
        case .hideOthers:
            hideAll(except: id)
        case .fill(let k):
            work.startFill(id)
            stage.log(source, "fill", pathFields(path) + [EventField("action", .string(view?.actions[k].title ?? ""))])
        case .runHandler(let k):
            guard let view, view.actions.indices.contains(k) else { return }
            let action = view.actions[k]
            var fields = pathFields(path) + [EventField("action", .string(action.title ?? ""))]
            guard let path else {
                fields.append(EventField("skipped", .string("row deleted")))
                stage.log(source, "handler", fields)
                return
            }
            stage.log(source, "handler", fields)
            work.recordHandler(row: id, action: k)
            accountMemory()
            if let h = action.handler {
                let ref = SwipeActionRef(table: self, rowID: id, index: k, action: action)
                stage.callUser { try h(ref, path) }
            }
        case .autoFulfill(let style):
            try send(id, .fulfill(style, automatic: true))
        case .finishSetOffset:
            try send(id, .finishSetOffset)
        case .finishFulfill(let style, let timing, let offset):
            try send(id, .finishFulfill(style, timing: timing, fillOffset: offset))
        case .fulfilled(let style):
            stage.log(source, "fulfill", pathFields(path) + [EventField("style", .string(style.rawValue))])
        case .deleteRow:
            guard let i = rowIndex(ofID: id) else {
                let err = SwipeError.doubleDelete(row: work.fillRowHint[id] ?? 0)
                forget(id)
                throw err
            }
            do throws(SwipeError) { try removeRow(i, via: kind == .table ? "deleteRows" : "deleteItems") } catch {
                // The table stays as it was; the row returns to rest.
                forget(id)
                throw error
            }
        case .runCompletion:
            if let c = work.completions.removeValue(forKey: id) { stage.callUser { try c() } }
        }
    }

    func hideAll(except keep: Int?) {
        for id in sortedStateIDs() where id != keep {
            if let st = states[id], st.state == .left || st.state == .right {
                trySend(id, .hide(animated: true, completion: false))
            }
        }
    }

    /// Ids of rows with a state, in a fixed order (never hash order).
    func sortedStateIDs() -> [Int] { states.keys.sorted() }

    // MARK: Delegate queries (SwipeController.swift 178-213: editActions → options → visibleRect)

    /// Asks the delegates for one side's actions; nil when there are none (or the row left).
    func buildActionsView(_ id: Int, _ o: SwipeActionsOrientation) -> SwipeActionsView? {
        guard let path = path(ofID: id) else { return nil }
        stage.log(source, "editActions", pathFields(path) + [EventField("orientation", .string(o.rawValue))])
        var actions: [SwipeAction]?
        if let f = delegate.editActions { stage.callUser { actions = try f(path, o) } }
        guard let actions, !actions.isEmpty, store.contains(id: id) else { return nil }
        stage.log(source, "editActionsOptions", pathFields(path) + [EventField("orientation", .string(o.rawValue))])
        var options = SwipeOptions()
        // A failing options or visibleRect callback leaves the row as it was (its error is raised).
        if let f = delegate.editActionsOptions, !stage.callUser({ options = try f(path, o) }) { return nil }
        var visible: Rect?
        if let f = delegate.visibleRect, !stage.callUser({ visible = try f() }) { return nil }
        guard let i = rowIndex(ofID: id) else { return nil }
        let h = store.height(ofRow: i)
        var insets: (top: Double, bottom: Double) = (0, 0)
        if let visible {
            // The cell in the table's frame coordinates (y = 0 at the frame's top edge).
            let cell = Rect(x: 0, y: contentOriginY - frame.minY + store.top(ofRow: i), width: frame.width, height: h)
            if let vis = cell.intersection(visible) {
                let top = max(0, vis.minY - cell.minY)
                insets = (top, max(0, h - vis.height - top))
            }
        }
        work.fillRowHint[id] = i
        // The safe-area margin on the side the actions come from (SwipeActionsView.swift 40-44):
        // the table view's inset there, added to the open width (65-67).
        let safe = safeAreaInsets
        return SwipeActionsView(orientation: o, actions: actions, options: options, cellWidth: frame.width,
                                cellHeight: h, safeInset: o == .left ? safe.left : safe.right, verticalInsets: insets)
    }

    func pathFields(_ p: SwipeRowPath?) -> [EventField] {
        guard let p else { return [EventField("row", .string("deleted"))] }
        return rowFields(p)
    }

    func rowFields(_ p: SwipeRowPath) -> [EventField] {
        var f = [EventField("row", .integer(p.index + 1))]
        if hasSections {
            f += [EventField("section", .integer(p.section + 1)), EventField("rowInSection", .integer(p.row + 1))]
        }
        return f
    }

    // MARK: Invariants

    /// Checks the table after a change that is not a row's transition (the app's insert or
    /// delete), reporting a violation on the clock as the driver does. Inside a step (the
    /// library's delete is one of its effects) the driver checks once the step is done.
    func check(after change: String) {
        guard driver.checksInvariants, !driver.isStepping else { return }
        stage.clock.check(self, as: driver.component, after: change)
    }

    /// The invariants listed on the type. O(rows away from rest), plus O(n) for the store's own
    /// check in debug builds up to 2,000 rows; tests call it.
    public func checkInvariants() throws(InvariantBroken) {
        var dragging = 0
        for id in sortedStateIDs() {
            guard let st = states[id] else { continue }
            if st.state == .dragging { dragging += 1 }
            try InvariantBroken.check(store.contains(id: id) || motion.hasGhost(id: id),
                                      "state for row id \(id) that is neither live nor collapsing")
            do { try st.checkInvariants() } catch {
                throw InvariantBroken(error.problems.map { "row id \(id): \($0)" })
            }
        }
        try InvariantBroken.check(dragging <= 1, "\(dragging) rows dragging at once")
        try cells.check(owner: source)
        for id in driver.instancesWithTimers {
            try InvariantBroken.check(states[id]?.pending != nil, "timer for row id \(id) without a pending completion")
        }
        for id in sortedStateIDs() where states[id]?.pending != nil {
            try InvariantBroken.check(
                driver.isPending(.animation, instance: id), "row id \(id) waits for an animation with no timer")
        }
        if store.rowCount <= 2_000 { try store.checkInvariants() }
    }

    /// Scheduled completions owned by this table.
    public var pendingCount: Int { driver.pendingCount }
}

/// UIKit clamps a scroll view's offset into its new range when the adjusted content inset
/// changes; inside the bars' animation block the content slides there with them. The model value
/// (`scrollOffset`, row frames, touches) changes at once; only pictures follow the animation.
extension SwipeTable: SafeAreaObserving {
    public func safeAreaDidChange(following animation: Animation<Double>?) {
        let before = scrollOffset
        clampScroll()
        let pulled = before - scrollOffset
        guard pulled != 0, let a = animation else { return }
        let now = stage.now
        let shown = scrollSlide.value(at: now) + pulled
        scrollSlide.set(shown)
        let left = a.start + a.duration - now
        if left > .zero {
            scrollSlide.animate(to: 0, at: now, duration: left, curve: a.curve)
        } else {
            scrollSlide.set(0)
        }
    }
}
