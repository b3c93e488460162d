/// The stage's one color type: sRGB channels with alpha, as components' settings and style
/// presets give them (`UIColor.black.withAlphaComponent(0.8)` is `Color(white: 0, alpha: 0.8)`)
/// and as the renderers draw them. Named colors follow iOS's light-mode system palette so
/// pictures look like the real thing.
///
/// Two spellings: `hex` (`#rrggbb`, or `#rrggbbaa` when translucent; what Lua reads and writes,
/// parsed back by `init?(hex:)`) and `svg` (`#RRGGBB`, the opaque part: the canvas carries
/// opacity separately, so a drawing passes `alpha` as the item's opacity).
///
/// ```swift
/// Color(hex: "#000000cc")?.alpha                 // 0.8
/// Color(red: 18, green: 165, blue: 244).hex       // "#12a5f4"
/// Color(hex: 0xFF3B30).svg                        // "#FF3B30"
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Channels 0...255.
    public var red: Double
    public var green: Double
    public var blue: Double
    /// 0...1.
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray (`UIColor(white:alpha:)`), white 0...1.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white * 255, green: white * 255, blue: white * 255, alpha: alpha)
    }

    /// An opaque color from `0xRRGGBB`.
    public init(hex: UInt32) {
        self.init(red: Double((hex >> 16) & 0xFF), green: Double((hex >> 8) & 0xFF), blue: Double(hex & 0xFF))
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        var digits: [Int] = []
        for c in text.utf8.dropFirst() {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(Int(c) - 48)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(Int(c) - 87)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(Int(c) - 55)
            default: return nil
            }
            if digits.count > 8 { return nil }
        }
        switch digits.count {
        case 3:
            self.init(red: Double(digits[0] * 17), green: Double(digits[1] * 17), blue: Double(digits[2] * 17))
        case 6, 8:
            let byte = { (i: Int) in Double(digits[2 * i] * 16 + digits[2 * i + 1]) }
            self.init(red: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) / 255 : 1)
        default:
            return nil
        }
    }

    /// `#rrggbb` when opaque, `#rrggbbaa` otherwise (channels rounded to bytes).
    public var hex: String {
        let rgb = "#" + Self.byte(red, Self.lower) + Self.byte(green, Self.lower)
            + Self.byte(blue, Self.lower)
        return alpha >= 1 ? rgb : rgb + Self.byte(alpha * 255, Self.lower)
    }

    /// `#RRGGBB`: the opaque part, as SVG attributes take it.
    public var svg: String {
        "#" + Self.byte(red, Self.upper) + Self.byte(green, Self.upper) + Self.byte(blue, Self.upper)
    }

    /// The opaque part (alpha 1, channels rounded to bytes), for the canvas: a drawing passes
    /// `alpha` as the item's opacity.
    public var rgb: Color {
        func round(_ v: Double) -> Double { Double(Int(clamping: v.rounded(), to: 0...255)) }
        return Color(red: round(red), green: round(green), blue: round(blue))
    }

    /// The same color with its alpha multiplied by `factor` (fades, disabled rows).
    public func fading(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    public var description: String { hex }

    private static let lower = Array("0123456789abcdef".utf8), upper = Array("0123456789ABCDEF".utf8)

    private static func byte(_ v: Double, _ d: [UInt8]) -> String {
        let b = Int(clamping: v.rounded(), to: 0...255)
        return String(decoding: [d[b / 16], d[b % 16]], as: UTF8.self)
    }

    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    public static let clear = Color(white: 0, alpha: 0)
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

/// The action sheet's name for `Color`: its settings and presets use the stage's one color type;
/// the name stays for code written against it.
public typealias SheetColor = Color
