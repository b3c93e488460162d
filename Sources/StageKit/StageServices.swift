/// What a component keeps per stage without the stage naming it: settings chosen at
/// `stage.reset` (`StageSetting` values, by type) and objects that live as long as the stage
/// (the popups' manager), made on first use. Both go with the stage (`invalidate`).
///
/// ```swift
/// stage.set(PopupSettings(policy: .swift))
/// let manager = stage.service(PopupManager.self) { PopupManager(stage: $0, policy: .swift) }
/// ```
public protocol StageSetting: Sendable {}

struct StageServices {
    var settings: [ObjectIdentifier: any StageSetting] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]

    mutating func removeAll() {
        settings.removeAll()
        objects.removeAll()
    }
}

extension Stage {
    /// The setting of type `T` given at reset, nil when none was (the component's default).
    public func setting<T: StageSetting>(_ type: T.Type) -> T? { services.settings[ObjectIdentifier(type)] as? T }

    public func set<T: StageSetting>(_ setting: T) { services.settings[ObjectIdentifier(T.self)] = setting }

    /// The stage's one object of type `T`, made by `make` on first use (while the stage is valid;
    /// an ended stage makes a fresh one each time and keeps none).
    public func service<T: AnyObject>(_ type: T.Type, make: (Stage) -> T) -> T {
        if let o = services.objects[ObjectIdentifier(type)] as? T { return o }
        let o = make(self)
        if isValid { services.objects[ObjectIdentifier(type)] = o }
        return o
    }
}
