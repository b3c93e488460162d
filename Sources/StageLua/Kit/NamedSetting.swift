import LuaBridge
import StageKit

/// Enumerations travel as their Lua names, `names` in order (a read falls back to the first,
/// though the declared type lets no other name through). A case-iterable type lists its cases;
/// a string-backed one is named by its raw value.
protocol NamedSetting: SettingValue, Sendable {
    static var names: [(String, Self)] { get }
    var name: String { get }
}

extension NamedSetting {
    static var luaType: LuaType { .enumeration(names.map(\.0)) }
    func push(_ call: LuaCall) { call.stack.push(name) }
    static func read(_ v: LuaSlot) -> Self { names.first { $0.0 == v.string }?.1 ?? names[0].1 }
    var literal: String { "\"\(name)\"" }
    var printed: String? { name }
}

extension NamedSetting where Self: CaseIterable {
    static var names: [(String, Self)] { allCases.map { ($0.name, $0) } }
}

extension NamedSetting where Self: RawRepresentable, RawValue == String {
    var name: String { rawValue }
}
