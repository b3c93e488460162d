/// Which model of LSTPopView a stage's popups follow (docs/behavior/lstpopview.md, "Policies"; picked per stage).
public enum PopupPolicyKind: String, CaseIterable, Hashable, Sendable {
    /// The native Swift module's documented semantics with the simulator's rules (docs/behavior/lstpopview.md, "The
    /// swift policy").
    case swift
    /// The Objective-C library exactly, quirks included (docs/behavior/lstpopview.md).
    case objc
}

/// Which waiter of equal priority comes back first under the "swift" policy (docs/behavior/lstpopview.md, "Policies").
public enum PopupTieBreak: String, CaseIterable, Hashable, Sendable {
    /// Most recently enqueued or suspended first (what the ObjC library usually does).
    case lifo
    /// Longest waiting first (the "wait until the current one closes" queue of issue #41).
    case fifo
}
