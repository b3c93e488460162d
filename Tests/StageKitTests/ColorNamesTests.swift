import Testing
@testable import StageKit

/// UIKit's color names (`Color.uikitNames`): every name's light-mode value, as Apple gives it
/// (HIG "Color" for the system and UI element colors; UIColor's documentation for the fixed ones).
@Suite struct ColorNamesTests {
    static let expected: [(String, String)] = [
        ("systemRed", "#ff3b30"), ("systemOrange", "#ff9500"), ("systemYellow", "#ffcc00"),
        ("systemGreen", "#34c759"), ("systemMint", "#00c7be"), ("systemTeal", "#30b0c7"),
        ("systemCyan", "#32ade6"), ("systemBlue", "#007aff"), ("systemIndigo", "#5856d6"),
        ("systemPurple", "#af52de"), ("systemPink", "#ff2d55"), ("systemBrown", "#a2845e"),
        ("systemGray", "#8e8e93"), ("systemGray2", "#aeaeb2"), ("systemGray3", "#c7c7cc"),
        ("systemGray4", "#d1d1d6"), ("systemGray5", "#e5e5ea"), ("systemGray6", "#f2f2f7"),
        ("label", "#000000"), ("secondaryLabel", "#3c3c4399"), ("tertiaryLabel", "#3c3c434d"),
        ("quaternaryLabel", "#3c3c432e"), ("placeholderText", "#3c3c434d"), ("link", "#007aff"),
        ("separator", "#3c3c434a"), ("opaqueSeparator", "#c6c6c8"),
        ("systemFill", "#78788033"), ("secondarySystemFill", "#78788029"),
        ("tertiarySystemFill", "#7676801f"), ("quaternarySystemFill", "#74748014"),
        ("systemBackground", "#ffffff"), ("secondarySystemBackground", "#f2f2f7"),
        ("tertiarySystemBackground", "#ffffff"), ("systemGroupedBackground", "#f2f2f7"),
        ("secondarySystemGroupedBackground", "#ffffff"), ("tertiarySystemGroupedBackground", "#f2f2f7"),
        ("black", "#000000"), ("darkGray", "#555555"), ("lightGray", "#aaaaaa"), ("white", "#ffffff"),
        ("gray", "#808080"), ("red", "#ff0000"), ("green", "#00ff00"), ("blue", "#0000ff"),
        ("cyan", "#00ffff"), ("yellow", "#ffff00"), ("magenta", "#ff00ff"), ("orange", "#ff8000"),
        ("purple", "#800080"), ("brown", "#996633"), ("clear", "#00000000"),
    ]

    @Test(arguments: expected)
    func eachNameHasItsValue(_ name: String, _ hex: String) {
        #expect(Color(named: name)?.hex == hex)
        #expect(Color(lua: name)?.hex == hex)
    }

    @Test func theTableListsEveryNameOnceAndNothingElse() {
        let names = Color.uikitNames.map(\.name)
        #expect(names == Self.expected.map(\.0))
        #expect(Set(names).count == names.count)
    }

    @Test func namesAreCaseSensitiveAndHexStillParses() {
        #expect(Color(named: "Orange") == nil)
        #expect(Color(named: "systemorange") == nil)
        #expect(Color(lua: "ornage") == nil)
        #expect(Color(lua: "#FF9500") == Color(named: "systemOrange"))
        #expect(Color(lua: "#00000000")?.alpha == 0)
    }

    /// The drawing constants the names share are the same colors where they are opaque.
    @Test func opaqueDrawingConstantsAgreeWithTheirNames() {
        for (name, c) in [("systemBlue", Color.systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
                          ("systemOrange", .systemOrange), ("systemGray", .systemGray), ("label", .label),
                          ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
                          ("black", .black), ("white", .white), ("clear", .clear)] {
            #expect(Color(named: name) == c, "\(name)")
        }
    }
}
