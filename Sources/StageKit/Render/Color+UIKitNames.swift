/// UIKit's color names, so a script can write `backgroundColor = "systemOrange"` (or `"orange"`)
/// wherever it can write `"#FF9500"`. Light-mode values, as the stage draws light mode:
///
/// - the system colors (`systemRed` ... `systemGray6`) and the UI element colors (`label`,
///   `systemBackground`, `separator`, ...): Apple's Human Interface Guidelines, "Color",
///   "Specifications" (iOS, light, default contrast); the translucent ones keep their alpha;
/// - the fixed colors (`UIColor.black`, `.orange`, ...): UIColor's documentation, each
///   "a color object whose RGB values are ..." (`orange` is 1.0, 0.5, 0.0; `darkGray` is white
///   1/3; `clear` has alpha 0).
///
/// Names are UIColor's property names, case-sensitive as in Swift. The drawing constants
/// (`Color.secondaryLabel`, `Color.separator`, ...) are opaque stand-ins for pictures and keep
/// their own values; a name here is the color UIKit would give the script.
///
/// ```swift
/// Color(named: "systemOrange")?.hex   // "#ff9500"
/// Color(named: "orange")?.hex         // "#ff8000"
/// Color(lua: "#FF9500")               // the same as Color(hex: "#FF9500")
/// Color(named: "ornage")              // nil (StageLua suggests "orange")
/// ```
extension Color {
    /// UIKit's name for each color a script may name, in the order the docs list them.
    public static let uikitNames: [(name: String, color: Color)] = [
        // System colors (HIG, iOS light).
        ("systemRed", Color(red: 255, green: 59, blue: 48)),
        ("systemOrange", Color(red: 255, green: 149, blue: 0)),
        ("systemYellow", Color(red: 255, green: 204, blue: 0)),
        ("systemGreen", Color(red: 52, green: 199, blue: 89)),
        ("systemMint", Color(red: 0, green: 199, blue: 190)),
        ("systemTeal", Color(red: 48, green: 176, blue: 199)),
        ("systemCyan", Color(red: 50, green: 173, blue: 230)),
        ("systemBlue", Color(red: 0, green: 122, blue: 255)),
        ("systemIndigo", Color(red: 88, green: 86, blue: 214)),
        ("systemPurple", Color(red: 175, green: 82, blue: 222)),
        ("systemPink", Color(red: 255, green: 45, blue: 85)),
        ("systemBrown", Color(red: 162, green: 132, blue: 94)),
        ("systemGray", Color(red: 142, green: 142, blue: 147)),
        ("systemGray2", Color(red: 174, green: 174, blue: 178)),
        ("systemGray3", Color(red: 199, green: 199, blue: 204)),
        ("systemGray4", Color(red: 209, green: 209, blue: 214)),
        ("systemGray5", Color(red: 229, green: 229, blue: 234)),
        ("systemGray6", Color(red: 242, green: 242, blue: 247)),
        // UI element colors (HIG, iOS light).
        ("label", Color(red: 0, green: 0, blue: 0)),
        ("secondaryLabel", Color(red: 60, green: 60, blue: 67, alpha: 0.6)),
        ("tertiaryLabel", Color(red: 60, green: 60, blue: 67, alpha: 0.3)),
        ("quaternaryLabel", Color(red: 60, green: 60, blue: 67, alpha: 0.18)),
        ("placeholderText", Color(red: 60, green: 60, blue: 67, alpha: 0.3)),
        ("link", Color(red: 0, green: 122, blue: 255)),
        ("separator", Color(red: 60, green: 60, blue: 67, alpha: 0.29)),
        ("opaqueSeparator", Color(red: 198, green: 198, blue: 200)),
        ("systemFill", Color(red: 120, green: 120, blue: 128, alpha: 0.2)),
        ("secondarySystemFill", Color(red: 120, green: 120, blue: 128, alpha: 0.16)),
        ("tertiarySystemFill", Color(red: 118, green: 118, blue: 128, alpha: 0.12)),
        ("quaternarySystemFill", Color(red: 116, green: 116, blue: 128, alpha: 0.08)),
        ("systemBackground", Color(red: 255, green: 255, blue: 255)),
        ("secondarySystemBackground", Color(red: 242, green: 242, blue: 247)),
        ("tertiarySystemBackground", Color(red: 255, green: 255, blue: 255)),
        ("systemGroupedBackground", Color(red: 242, green: 242, blue: 247)),
        ("secondarySystemGroupedBackground", Color(red: 255, green: 255, blue: 255)),
        ("tertiarySystemGroupedBackground", Color(red: 242, green: 242, blue: 247)),
        // Fixed colors (UIColor's documentation: components 0...1, here ×255).
        ("black", Color(white: 0)),
        ("darkGray", Color(white: 1.0 / 3)),
        ("lightGray", Color(white: 2.0 / 3)),
        ("white", Color(white: 1)),
        ("gray", Color(white: 0.5)),
        ("red", Color(red: 255, green: 0, blue: 0)),
        ("green", Color(red: 0, green: 255, blue: 0)),
        ("blue", Color(red: 0, green: 0, blue: 255)),
        ("cyan", Color(red: 0, green: 255, blue: 255)),
        ("yellow", Color(red: 255, green: 255, blue: 0)),
        ("magenta", Color(red: 255, green: 0, blue: 255)),
        ("orange", Color(red: 255, green: 127.5, blue: 0)),
        ("purple", Color(red: 127.5, green: 0, blue: 127.5)),
        ("brown", Color(red: 153, green: 102, blue: 51)),
        ("clear", Color(white: 0, alpha: 0)),
    ]

    /// The color UIKit names `name` (`"systemOrange"`, `"orange"`), or nil.
    public init?(named name: String) {
        guard let c = Self.uikitNames.first(where: { $0.name == name })?.color else { return nil }
        self = c
    }

    /// A color as scripts write it: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a UIKit name; nil for
    /// anything else.
    public init?(lua text: String) {
        guard let c = text.hasPrefix("#") ? Color(hex: text) : Color(named: text) else { return nil }
        self = c
    }
}
