/// The popups' model chosen at `stage.reset{ popupPolicy =, tieBreak = }`: the policy ("objc",
/// the library whose source is read; "swift", LSTPopViewSwift as its README describes it) and
/// the "swift" policy's tie-break. A stage without one uses the defaults.
///
/// ```swift
/// stage.set(PopupSettings(policy: .swift, tieBreak: .fifo))
/// stage.popups.policy      // .swift
/// ```
public struct PopupSettings: StageSetting, Hashable {
    public var policy: PopupPolicyKind
    public var tieBreak: PopupTieBreak

    public init(policy: PopupPolicyKind = .objc, tieBreak: PopupTieBreak = .lifo) {
        self.policy = policy
        self.tieBreak = tieBreak
    }
}

extension Stage {
    public var popupSettings: PopupSettings { setting(PopupSettings.self) ?? PopupSettings() }

    /// The stage's popup manager, made on first use with its settings.
    public var popups: PopupManager {
        service(PopupManager.self) {
            PopupManager(stage: $0, policy: $0.popupSettings.policy, tieBreak: $0.popupSettings.tieBreak)
        }
    }
}
