/// An opaque RGB color (opacity is separate, on canvas items). Named colors follow iOS's
/// light-mode system palette so pictures look like the real thing.
///
/// ```swift
/// Color(hex: 0xFF3B30).svg   // "#FF3B30"
/// ```
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public init(hex: UInt32) {
        self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
    }

    /// "#RRGGBB".
    public var svg: String {
        let digits = Array("0123456789ABCDEF")
        var s = "#"
        for c in [red, green, blue] {
            s.append(digits[Int(c >> 4)])
            s.append(digits[Int(c & 0xF)])
        }
        return s
    }

    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    public static let systemBackground = Color(hex: 0xFFFFFF)
    public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
    public static let tertiarySystemBackground = Color(hex: 0xE5E5EA)
    public static let label = Color(hex: 0x000000)
    public static let secondaryLabel = Color(hex: 0x8A8A8E)
    public static let separator = Color(hex: 0xC6C6C8)
    public static let systemBlue = Color(hex: 0x007AFF)
    public static let systemRed = Color(hex: 0xFF3B30)
    public static let systemGreen = Color(hex: 0x34C759)
    public static let systemOrange = Color(hex: 0xFF9500)
    public static let systemGray = Color(hex: 0x8E8E93)
    public static let keyboard = Color(hex: 0xD1D3D9)
    /// The dimming view behind modal content (drawn with the dim's opacity).
    public static let dim = Color(hex: 0x000000)
}
