/// Which controller's view a layer is part of, and what presenting scales. XLActionController
/// transforms the presenting controller's view only (`presentingView`, the transition's
/// `from` controller's view when presenting and its `to` controller's when dismissing:
/// ActionController.swift:517-530, 548-549, 569-570), so a sheet shrinks what its presenter
/// shows and nothing else: the root's content for a sheet from the root, the lower sheet for a
/// sheet from a sheet; popups added to the key window and the keyboard's window stay as they are.
///
/// ```swift
/// chain.controller(ofLayer: "table#1", level: .content)     // "root"
/// chain.controller(ofLayer: "popup#1", level: .popup)       // nil: a window subview of its own
/// chain.viewScale(of: "root") { _ in 0.9 }                  // 0.9 while root presents a sheet
/// ```
extension PresentationChain {
    /// The controller whose view holds the layer: a controller in the chain is its own layer;
    /// the root content (tables, popup bar containers with their bars: the strata below the
    /// window's later subviews) is the root's view; anything else belongs to none.
    public func controller(ofLayer source: String, level: LayerLevel) -> String? {
        if link(of: source) != nil { return source }
        return level.stratum < LayerLevel.actionSheet.stratum ? PresentationChain.root : nil
    }

    /// The scale `controller`'s view is drawn at: the presenter scale of the controller it
    /// presents (`presenterScale`, by name), 1 when it presents nothing. Views are siblings in
    /// the window, so scales do not compound.
    public func viewScale(of controller: String, presenterScale: (String) -> Double) -> Double {
        guard let presented = presented(by: controller) else { return 1 }
        let s = presenterScale(presented)
        return s.isFinite && s > 0 ? s : 1
    }
}
