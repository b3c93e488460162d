/// Which model of LSTPopView a stage's popups follow (spec §9.1; picked per stage).
public enum PopupPolicyKind: String, CaseIterable, Hashable, Sendable {
    /// The native Swift module's documented semantics with the simulator's rules (spec §7, §9).
    case swift
    /// The Objective-C library exactly, quirks included (spec §2–§6).
    case objc
}

/// Which waiter of equal priority comes back first under the "swift" policy (spec §9.5).
public enum PopupTieBreak: String, CaseIterable, Hashable, Sendable {
    /// Most recently enqueued or suspended first (what the ObjC library usually does).
    case lifo
    /// Longest waiting first (the "wait until the current one closes" queue of issue #41).
    case fifo
}
