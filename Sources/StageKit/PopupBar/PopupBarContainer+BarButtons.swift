/// The bar's own buttons as buttons a script taps by name (docs/POPUPBAR.md, "The bar's
/// buttons"): the popup item's leading and trailing bar button items (LNPopupItem's
/// `leadingBarButtonItems`, `trailingBarButtonItems`), laid out by `PopupBarContentsLayout`. A tap
/// goes through the screen's hit-checked path at the button's centre, as the bar's other targets
/// do; the container logs `barButtonTapped` with the button's title and runs its action.
extension PopupBarContainer {
    /// The shown item's button whose title, accessibility label or image name is `name`
    /// (leading first, then trailing), as (leading, 0-based index).
    public func barButton(named name: String) throws(PopupBarError) -> (leading: Bool, index: Int) {
        let item = popupItem
        for (leading, list) in [(true, item?.leadingBarButtonItems ?? []), (false, item?.trailingBarButtonItems ?? [])]
        {
            if let i = list.firstIndex(where: { $0.title == name || $0.accessibilityLabel == name || $0.image == name })
            {
                return (leading, i)
            }
        }
        let names = ((item?.leadingBarButtonItems ?? []) + (item?.trailingBarButtonItems ?? [])).map {
            "'\($0.spokenLabel)'"
        }
        throw .badInput(
            "\(labeledSource)'s popup item has no bar button '\(name)'"
                + (names.isEmpty ? " (it has none)" : " (it has \(names.joined(separator: ", ")))"))
    }

    /// Taps bar button `index` (0-based) of a side through the screen. Refused as the bar's tap is
    /// when the bar is not presented, or the button is covered; a disabled button takes the tap
    /// and does nothing (no event), as a disabled UIBarButtonItem does.
    public func tapBarButton(leading: Bool, index: Int) throws(PopupBarError) {
        let side = leading ? "leading" : "trailing"
        let list = (leading ? popupItem?.leadingBarButtonItems : popupItem?.trailingBarButtonItems) ?? []
        guard index >= 0, index < list.count else {
            throw .badInput("\(labeledSource) has no \(side) bar button \(index + 1) (it has \(list.count))")
        }
        let target = "\(side) bar button \(index + 1) ('\(list[index].spokenLabel)') of \(labeledSource)"
        guard stage.isValid else { throw .stageReset(source: labeledSource) }
        let snap = snapshot()
        guard isOnStage, popupPresentationState == .barPresented, snap.barVisible else {
            throw .input(
                .notPresented(
                    operation: "tap a bar button of", kind: "popup bar",
                    state: popupTransitioning ? "transitioning" : popupPresentationState.description,
                    hint: popupPresentationState == .open ? "it is open: close it first" : "present it first"))
        }
        if let why = whyNotShown { throw .input(.absent(target: target, why: why)) }
        guard let frame = snap.contents?.buttons.first(where: { $0.leading == leading && $0.index == index })?.frame
        else {
            throw .input(.absent(target: target, why: "the bar does not show it"))
        }
        do throws(HitError) {
            let p = try stage.touchPoint(
                in: frame, target: target, zeroSize: "it has no size",
                offScreen: { "it lies at \($0), off the screen" })
            try stage.tap(.barButton(leading: leading, index: index), of: self, at: p, target: target) {
                handleTap($0, on: stage)
            }
        } catch {
            throw .input(error)
        }
    }
}
