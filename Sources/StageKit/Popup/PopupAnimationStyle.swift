/// What pop and dismiss styles share (`PopStyle`, `DismissStyle`): the Lua name, the two styles
/// every policy treats specially (`no`, `fade`), and the duration a style has by default.
public protocol PopupAnimationStyle: CaseIterable, Hashable, Sendable {
    /// The Lua name: the case name ("smoothFromBottom").
    var name: String { get }
    /// The library's default duration for the style.
    var defaultDuration: SimDuration { get }
    var isNo: Bool { get }
    var isFade: Bool { get }
}

extension PopupAnimationStyle {
    public init?(name: String) {
        guard let s = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = s
    }
}

extension PopStyle: PopupAnimationStyle {
    public var isNo: Bool { self == .no }
    public var isFade: Bool { self == .fade }
}

extension DismissStyle: PopupAnimationStyle {
    public var isNo: Bool { self == .no }
    public var isFade: Bool { self == .fade }
}
