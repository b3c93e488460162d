/// An sRGB color with alpha, as the action sheet's settings and style presets give them
/// (`UIColor.black.withAlphaComponent(0.8)` becomes `SheetColor(white: 0, alpha: 0.8)`).
/// Written and read as `#RRGGBB` or `#RRGGBBAA` text so Lua and SVG share one spelling.
///
/// ```swift
/// SheetColor(hex: "#000000cc")?.alpha   // 0.8
/// SheetColor(red: 18, green: 165, blue: 244).hex   // "#12a5f4"
/// ```
public struct SheetColor: Hashable, Sendable, CustomStringConvertible {
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

    public static let black = SheetColor(white: 0)
    public static let white = SheetColor(white: 1)
    public static let clear = SheetColor(white: 0, alpha: 0)

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
        func byte(_ v: Double) -> String {
            let b = Int(clamping: v.rounded(), to: 0...255)
            let digits = Array("0123456789abcdef")
            return String([digits[b / 16], digits[b % 16]])
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? rgb : rgb + byte(alpha * 255)
    }

    /// The same color with its alpha multiplied by `factor` (fades, disabled rows).
    public func fading(_ factor: Double) -> SheetColor {
        SheetColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    public var description: String { hex }
}
