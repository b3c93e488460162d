@testable import StageKit

/// Shared helpers of the popup tests.
enum PopupTest {
    static let size = Size(width: 280, height: 160)

    static func make(_ policy: PopupPolicyKind, tieBreak: PopupTieBreak = .lifo) -> (Stage, PopupManager) {
        let stage = Stage()
        return (stage, PopupManager(stage: stage, policy: policy, tieBreak: tieBreak))
    }

    static func popup(_ m: PopupManager, priority: Double = 0, group: String? = nil, showTime: Double = 0,
                      isStack: Bool = false, isSingle: Bool = false, host: String = PopupManager.defaultHost,
                      identifier: String = "", _ edit: (inout PopupConfiguration) -> Void = { _ in }) -> Popup {
        var c = PopupConfiguration(contentSize: size)
        c.priority = priority
        c.groupId = group
        c.showTime = showTime
        c.isStack = isStack
        c.isSingle = isSingle
        c.identifier = identifier
        edit(&c)
        return m.makePopup(c, host: host)
    }

    /// "name@t" for the popup's events (t in ms).
    static func events(_ stage: Stage, _ p: Popup) -> [String] {
        stage.timeline.events(source: p.source).map { e in
            "\(e.name)@\(Int((e.t.seconds * 1000).rounded()))"
        }
    }

    static func names(_ stage: Stage, _ p: Popup) -> [String] { stage.timeline.events(source: p.source).map(\.name) }

    static func countdowns(_ stage: Stage, _ p: Popup) -> [String] {
        stage.timeline.events(source: p.source, name: "countdown").map { e in
            let v = e.fields.first { $0.key == "remaining" }?.value.description ?? "?"
            return "\(v)@\(Int((e.t.seconds * 1000).rounded()))"
        }
    }

    static func advance(_ stage: Stage, _ s: Double) throws { _ = try stage.clock.advance(by: SimDuration(seconds: s)) }
}
