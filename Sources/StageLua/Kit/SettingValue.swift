import LuaBridge
import StageKit

/// A settings value as Lua reads and writes it. Its `luaType` is what the trampoline and the
/// docs use; `read` gets a value that passed it (type and content), so it cannot fail.
protocol SettingValue: SendableMetatype {
    static var luaType: LuaType { get }
    func push(_ call: LuaCall)
    static func read(_ v: LuaSlot) -> Self
    /// `read`, knowing the library's default for the field (optionals take `true` for it).
    static func read(_ v: LuaSlot, default: Self) -> Self
    /// How the docs write the value (`0.7`, `"Cancel"`, `{width = 0.9, height = 0.9}`).
    var literal: String { get }
    /// What `print` shows once it is pushed (nil for a table).
    var printed: String? { get }
}

extension SettingValue {
    static func read(_ v: LuaSlot, default: Self) -> Self { read(v) }
    var printed: String? { literal }
}

extension Bool: SettingValue {
    static var luaType: LuaType { .boolean }
    func push(_ call: LuaCall) { call.push(self) }
    static func read(_ v: LuaSlot) -> Bool { v.truthy }
    var literal: String { self ? "true" : "false" }
}

extension Double: SettingValue {
    static var luaType: LuaType { .range(LuaRange()) }
    func push(_ call: LuaCall) { call.push(self) }
    static func read(_ v: LuaSlot) -> Double { v.number ?? 0 }
    var literal: String { Fmt.number(self) }
    /// Lua prints a float with a whole value as "1.0".
    var printed: String? { self == rounded() && abs(self) < 1e15 ? Fmt.number(self) + ".0" : Fmt.number(self) }
}

extension String: SettingValue {
    static var luaType: LuaType { .string }
    func push(_ call: LuaCall) { call.stack.push(self) }
    static func read(_ v: LuaSlot) -> String { v.string ?? "" }
    var literal: String { "\"\(self)\"" }
    var printed: String? { self }
}

extension Color: SettingValue {
    static var luaType: LuaType { StageTypes.color }
    func push(_ call: LuaCall) { call.stack.push(hex) }
    static func read(_ v: LuaSlot) -> Color { v.color ?? .black }
    var literal: String { "\"\(hex)\"" }
    var printed: String? { hex }
}

extension Size: SettingValue {
    static var luaType: LuaType { .shape(.size) }
    func push(_ call: LuaCall) { call.push(self) }
    static func read(_ v: LuaSlot) -> Size { v.size ?? Size(width: 0, height: 0) }
    var literal: String { "{width = \(Fmt.number(width)), height = \(Fmt.number(height))}" }
    var printed: String? { nil }
}

/// The library's optionals: nil or false means "none" (`scale = false` turns scaling off),
/// true means the library's default (`scale = true` is 0.9 × 0.9 again).
extension Optional: SettingValue where Wrapped: SettingValue {
    // Nullable: the getter gives nil for "none", and a setter takes nil as false.
    static var luaType: LuaType { .nullable(.oneOf([Wrapped.luaType, .boolean])) }
    func push(_ call: LuaCall) {
        if let self { self.push(call) } else { call.stack.pushNil() }
    }
    static func read(_ v: LuaSlot) -> Wrapped? {
        v.isNil || v.kind == .boolean ? nil : Wrapped.read(v)
    }
    static func read(_ v: LuaSlot, default: Wrapped?) -> Wrapped? {
        v.boolean == true ? `default` : read(v)
    }
    var literal: String { self?.literal ?? "nil" }
    var printed: String? { self.map { $0.printed } ?? "nil" }
}
