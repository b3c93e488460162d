/// What may change before `present()` (the header, heights, actions, sections, settings), and
/// the two action properties that stay mutable afterwards.
extension ActionController {
    /// The global header. Refused on a style without a header view, on the Dynamics variant, and
    /// once presented (the library crashes when a header appears after its view loaded).
    public func setHeader(_ header: SheetHeader?) throws(ActionSheetError) {
        try checkConfigurable("the header")
        if let header {
            if style.variant == .dynamics { throw .dynamicsHeader }
            // `hasHeader()` needs a header spec (ActionController.swift:648-650): the base class
            // keeps header data it has no view for and shows nothing. The examples whose header
            // data type is Void take no title at all.
            guard style.headerHeight != nil || style.name == .default else {
                throw .noHeaderView(style: style.name.rawValue)
            }
            if style.name == .twitter || style.name == .periscope, header.subtitle != nil || header.image != nil {
                throw .unsupportedData("the \(style.name.rawValue) header is a String: give it a title only")
            }
        }
        model.header = header
        if let header {
            let bytes = EngineMemory.sum(
                EngineMemory.string(header.title),
                EngineMemory.sum(EngineMemory.string(header.subtitle), EngineMemory.string(header.image)))
            stage.memory.charge(bytes, for: .components, heldBy: &memoryHeld)
        }
    }

    /// Overrides the style's `cellSpec`, `headerSpec` or `sectionHeaderSpec` heights (what a
    /// subclass would set in its init).
    public func setHeights(
        cell: Double? = nil, header: Double? = nil, sectionHeader: Double? = nil
    ) throws(ActionSheetError) {
        try checkConfigurable("the heights")
        if let cell { style.cellHeight = cell }
        if let header { style.headerHeight = .fixed(header) }
        if let sectionHeader { style.sectionHeaderHeight = sectionHeader }
    }

    /// Appends to the last section (creating one if needed); returns the global index (0-based).
    @discardableResult
    public func addAction(_ action: SheetAction, handler: Handler? = nil) throws(ActionSheetError) -> Int {
        try checkConfigurable("the actions")
        if style.actionData == .string, let data = action.data, data.subtitle != nil || data.image != nil {
            throw .unsupportedData(
                "the \(style.name.rawValue) style's actions carry a String: give them a title only (no subtitle or "
                    + "image)"
            )
        }
        let i = model.addAction(action)
        if let handler { handlers[i] = handler }
        var bytes = EngineMemory.sum(Self.actionBytes, handler == nil ? 0 : Self.handlerBytes)
        if let d = action.data {
            bytes = EngineMemory.sum(
                bytes,
                EngineMemory.sum(
                    EngineMemory.string(d.title),
                    EngineMemory.sum(EngineMemory.string(d.subtitle), EngineMemory.string(d.image))))
        }
        stage.memory.charge(bytes, for: .components, heldBy: &memoryHeld)
        return i
    }

    /// Appends a section; later actions go into it. Returns its index (0-based). Without data,
    /// periscope's still gets its 5-pt band: the example adds a `PeriscopeSection`, whose data is
    /// set (Periscope.swift 56-61); the first section, made by `addAction`, has no data.
    @discardableResult
    /// Appends a section: the library's `addSection` takes any `Section` (ActionController.swift
    /// 194-198); `plain` is a plain `Section` with no data where the style would add its own
    /// kind (periscope's `PeriscopeSection`, whose data is set: Periscope.swift 56-61).
    public func addSection(data: String? = nil, plain: Bool = false) throws(ActionSheetError) -> Int {
        try checkConfigurable("the sections")
        stage.memory.charge(
            EngineMemory.sum(Self.sectionBytes, EngineMemory.string(data)), for: .components, heldBy: &memoryHeld)
        return model.addSection(SheetSection(data: plain ? nil : data ?? style.addedSectionData))
    }

    /// Changes settings; refused once presented (they are frozen at view load).
    public func updateSettings(_ change: (inout ActionControllerSettings) -> Void) throws(ActionSheetError) {
        try checkConfigurable("settings")
        change(&settings)
    }

    /// `enabled` and `executeImmediatelyOnTouch` stay mutable at any time (xlactioncontroller.md "The model").
    public func updateAction(_ index: Int, _ change: (inout SheetAction) -> Void) {
        model.updateAction(at: index, change)
    }

    func checkConfigurable(_ what: String) throws(ActionSheetError) {
        try checkStage()
        guard state == .idle else { throw .configuredAfterPresent(what: what, state: state.phase.rawValue) }
    }

    func checkStage() throws(ActionSheetError) {
        guard stage.isValid else { throw .stageReset(source: source) }
    }
}
