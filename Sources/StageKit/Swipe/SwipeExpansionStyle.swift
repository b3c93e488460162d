/// What happens to a fully exposed row dragged further (SwipeCellKit's `SwipeExpansionStyle`,
/// SwipeExpansionStyle.swift): where it expands (`target`), what else expands it (`additionalTriggers`), whether the
/// buttons stretch (`elasticOverscroll`), and what completes it (`completionAnimation`).
///
/// ```swift
/// let s = SwipeExpansionStyle.destructive
/// s.targetOffset(cellWidth: 375, preferredWidth: 222)   // max(242, 345) = 345
/// SwipeExpansionStyle.selection.targetOffset(cellWidth: 375, preferredWidth: 74)   // 187.5
/// ```
public struct SwipeExpansionStyle: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        /// A fraction of the cell width.
        case percentage(Double)
        /// The cell width minus this many points.
        case edgeInset(Double)

        public func offset(cellWidth w: Double) -> Double {
            switch self {
            case .percentage(let p): return w * p
            case .edgeInset(let e): return w - e
            }
        }
    }

    public enum Trigger: Hashable, Sendable {
        /// The finger is further than this fraction of the reference width toward the far side.
        case touchThreshold(Double)
        /// The row is dragged this far past fully open.
        case overscroll(Double)
    }

    /// When the handler runs relative to the fill animation.
    public enum HandlerInvocationTiming: String, Hashable, Sendable, CaseIterable {
        case with, after
    }

    public struct FillOptions: Hashable, Sendable {
        /// nil: manual (the app calls `fulfill`).
        public var autoFulFillmentStyle: ExpansionFulfillmentStyle?
        public var timing: HandlerInvocationTiming

        public static func automatic(_ style: ExpansionFulfillmentStyle, timing: HandlerInvocationTiming) -> FillOptions
        {
            FillOptions(autoFulFillmentStyle: style, timing: timing)
        }

        public static func manual(timing: HandlerInvocationTiming) -> FillOptions {
            FillOptions(autoFulFillmentStyle: nil, timing: timing)
        }
    }

    public enum CompletionAnimation: Hashable, Sendable {
        case fill(FillOptions)
        case bounce
    }

    public var target: Target
    public var additionalTriggers: [Trigger]
    public var elasticOverscroll: Bool
    public var completionAnimation: CompletionAnimation
    /// T is at least P + this (20).
    public var minimumTargetOverscroll = 20.0
    /// How much of the finger's travel past T the content follows (0.2; 0 pins, 1 frees).
    public var targetOverscrollElasticity = 0.2
    /// No expansion while |tx| ≤ this (8, the 2.3.0 fix for #194); internal in the library.
    public static let minimumExpansionTranslation = 8.0

    public init(target: Target, additionalTriggers: [Trigger] = [], elasticOverscroll: Bool = false,
                completionAnimation: CompletionAnimation = .bounce) {
        self.target = target
        self.additionalTriggers = additionalTriggers
        self.elasticOverscroll = elasticOverscroll
        self.completionAnimation = completionAnimation
    }

    /// Expands at half the width, bounces back and calls the handler (Mail's read/unread).
    public static let selection = SwipeExpansionStyle(target: .percentage(0.5), elasticOverscroll: true)
    /// Fills and deletes automatically, the handler running with the fill.
    public static let destructive = destructive(automaticallyDelete: true)
    /// Fills, then the handler and the deletion.
    public static let destructiveAfterFill = SwipeExpansionStyle(
        target: .edgeInset(30), additionalTriggers: [.touchThreshold(0.8)],
        completionAnimation: .fill(.automatic(.delete, timing: .after)))
    /// Fills and waits for the app's `fulfill`, the handler running after the fill.
    public static let fill = SwipeExpansionStyle(
        target: .edgeInset(30), additionalTriggers: [.overscroll(30)],
        completionAnimation: .fill(.manual(timing: .after)))

    public static func destructive(
        automaticallyDelete: Bool, timing: HandlerInvocationTiming = .with
    ) -> SwipeExpansionStyle {
        SwipeExpansionStyle(target: .edgeInset(30), additionalTriggers: [.touchThreshold(0.8)],
            completionAnimation: .fill(
                automaticallyDelete ? .automatic(.delete, timing: timing) : .manual(timing: timing)))
    }

    /// `T = max(P + minimumTargetOverscroll, raw_T)` (SwipeExpansionStyle.swift 123-136).
    public func targetOffset(cellWidth w: Double, preferredWidth p: Double) -> Double {
        max(p + minimumTargetOverscroll, target.offset(cellWidth: w))
    }

    /// What the style does, in words from its own values ("expands 30 pt from the far edge or
    /// when the touch passes 80% of the width fills (0.3 s) and deletes the row by itself, ...").
    public var summary: String {
        let fill = "fills (\(Fmt.number(SwipeMachine.fillDuration.seconds)) s)"
        let where_ = switch target {
        case .percentage(let p): "expands at \(Fmt.number(p * 100))% of the row's width"
        case .edgeInset(let d): "expands \(Fmt.number(d)) pt from the far edge"
        }
        let triggers = additionalTriggers.map { t in
            switch t {
            case .touchThreshold(let x): "or when the touch passes \(Fmt.number(x * 100))% of the width"
            case .overscroll(let d): "or on \(Fmt.number(d)) pt of overscroll"
            }
        }
        let end = switch completionAnimation {
        case .bounce: "then bounces back"
            case .fill(let f) where f.autoFulFillmentStyle == nil:
                "\(fill), the handler \(f.timing.rawValue) it, then waits for fulfill"
        case .fill(let f):
                "\(fill) and \(f.autoFulFillmentStyle == .delete ? "deletes the row" : "resets") by itself, the "
                    + "handler \(f.timing.rawValue) the fill"
        }
        return ([where_] + triggers + [end]).joined(separator: " ")
    }

    /// The fill options when the completion is a fill.
    public var fillOptions: FillOptions? {
        if case .fill(let o) = completionAnimation { return o }
        return nil
    }
}

/// How a fill is completed (`ExpansionFulfillmentStyle`): the row is deleted, or returns to center.
public enum ExpansionFulfillmentStyle: String, Hashable, Sendable, CaseIterable {
    case delete, reset
}
