import LuaBridge
import StageKit

/// An engine object with settings that Lua reads and writes by group.
protocol SettingsOwner: StageBound {
    associatedtype Settings: Sendable
    var settings: Settings { get }
    /// Applies `change`, or throws once the settings are frozen.
    func updateSettings(_ change: (inout Settings) -> Void) throws
}

/// A settings group of one owner (`sheet.settings.behavior`): a key path into its settings.
final class SettingsGroup<Owner: SettingsOwner, Group>: StageBound {
    let owner: Owner
    let path: WritableKeyPath<Owner.Settings, Group>
    /// "settings.animation.present", for messages.
    let name: String

    init(_ owner: Owner, _ path: WritableKeyPath<Owner.Settings, Group>, _ name: String) {
        self.owner = owner
        self.path = path
        self.name = name
    }

    var stage: Stage { owner.stage }
    var handleName: String { "\(owner.handleName) \(name)" }
    var value: Group { owner.settings[keyPath: path] }
}
