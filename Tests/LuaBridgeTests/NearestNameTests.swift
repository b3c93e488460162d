import LuaBridge
import Testing

/// The one "did you mean" rule (`NearestName`): its distance, its threshold at the edges, its
/// tie-break and its case. Every place that suggests a name uses it (NearestNameEverywhereTests
/// in UnderstudyTests gives one misspelling to all of them).
@Suite struct NearestNameTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var typed: String
        var names: [String]
        /// All names at the best distance, in the rule's order (empty: no suggestion).
        var expected: [String]
        var why: String
        var testDescription: String { "\(typed) -> \(expected): \(why)" }
    }

    static let cases: [Case] = [
        // Threshold: at most a third of the candidate's bytes (at least 1), fewer than all of them.
        Case(typed: "rendr", names: ["render"], expected: ["render"], why: "1 edit of 6 bytes (limit 2)"),
        Case(typed: "rndr", names: ["render"], expected: ["render"], why: "2 edits of 6 bytes: at the limit"),
        Case(typed: "rnd", names: ["render"], expected: [], why: "3 edits of 6 bytes: past the limit"),
        Case(typed: "sevg", names: ["svg"], expected: ["svg"], why: "1 edit of 3 bytes (limit 1)"),
        Case(typed: "sevgg", names: ["svg"], expected: [], why: "2 edits of 3 bytes"),
        Case(typed: "timelin", names: ["timeline"], expected: ["timeline"], why: "8 bytes allow 2"),
        Case(typed: "tmelin", names: ["timeline"], expected: ["timeline"], why: "2 edits of 8 bytes"),
        Case(typed: "tmeln", names: ["timeline"], expected: [], why: "3 edits of 8 bytes"),
        Case(typed: "abcdefghi", names: ["abcdefxyz"], expected: ["abcdefxyz"], why: "9 bytes allow 3"),
        Case(typed: "a", names: ["ab"], expected: ["ab"], why: "1 edit of 2 bytes: less than the whole name"),
        Case(typed: "", names: ["ab"], expected: [], why: "2 edits of 2 bytes: the whole name"),
        Case(typed: "x", names: ["y"], expected: [], why: "a 1-byte name allows no edit"),
        Case(typed: "zebra", names: ["state", "style"], expected: [], why: "not a slip of the fingers"),
        // Distance: a swap of neighbours is one edit.
        Case(typed: "advanec", names: ["advance", "advanceTo", "after"], expected: ["advance"], why: "a swap"),
        Case(typed: "qiut", names: ["quit", "help"], expected: ["quit"], why: "a swap"),
        // Case: ignored by the distance, so a change of case alone is distance 0.
        Case(typed: "groupID", names: ["group", "groupId"], expected: ["groupId"], why: "case only"),
        Case(typed: "X", names: ["x", "y"], expected: ["x"], why: "case only, even for one byte"),
        Case(typed: "RENDR", names: ["render"], expected: ["render"], why: "case and an edit"),
        Case(typed: "ÉTAT", names: ["état", "etat"], expected: ["état"], why: "Unicode lowercasing; É is not E"),
        // Best distance only; ties in byte order of the names, whatever order they come in.
        Case(typed: "stat", names: ["style", "state", "static"], expected: ["state"], why: "1 beats 2"),
        Case(typed: "lod", names: ["log", "load"], expected: ["load", "log"], why: "a tie: byte order"),
        Case(typed: "lod", names: ["load", "log"], expected: ["load", "log"], why: "the same tie given the other way"),
        Case(typed: "abc", names: ["abe", "ABd"], expected: ["ABd", "abe"], why: "byte order of the names as given: 'A' < 'a'"),
        Case(typed: "stat", names: ["state", "state"], expected: ["state"], why: "each name once"),
        // Words: one name is the other's last camelCase words, when nothing is near.
        Case(typed: "textStyle", names: ["style", "text"], expected: ["style"], why: "UIKit's longer name"),
        Case(typed: "enabled", names: ["isEnabled", "hidden"], expected: ["isEnabled"], why: "the shorter typed"),
        Case(typed: "TEXTSTYLE", names: ["style"], expected: [], why: "no camelCase boundary"),
        Case(typed: "subtext", names: ["text"], expected: [], why: "not a word of its own"),
        Case(typed: "isOn", names: ["on"], expected: [], why: "the shorter under 4 bytes"),
        Case(typed: "styl", names: ["style", "textStyle"], expected: ["style"], why: "a near name comes first"),
    ]

    @Test(arguments: cases) func theRule(_ c: Case) {
        #expect(NearestName.all(c.typed, among: c.names) == c.expected)
        #expect(NearestName.first(c.typed, among: c.names) == c.expected.first)
    }

    @Test func thresholdEdges() {
        let limits = [0: -1, 1: 0, 2: 1, 3: 1, 5: 1, 6: 2, 8: 2, 9: 3, 30: 10]
        for (length, limit) in limits { #expect(NearestName.threshold(length) == limit, "length \(length)") }
    }

    @Test func distanceIsOptimalStringAlignmentIgnoringCase() {
        #expect(NearestName.distance("ab", "ba") == 1)
        #expect(NearestName.distance("abc", "") == 3)
        #expect(NearestName.distance("", "") == 0)
        #expect(NearestName.distance("kitten", "sitting") == 3)
        #expect(NearestName.distance("AdVaNcE", "advance") == 0)
        // Optimal string alignment, not full Damerau: a swapped pair is not edited again.
        #expect(NearestName.distance("ca", "abc") == 3)
    }

    @Test func typedNamesLongerThan64BytesGetNoSuggestion() {
        let name64 = String(repeating: "a", count: 64)
        #expect(NearestName.first(name64, among: [name64 + "b"]) == name64 + "b")
        #expect(NearestName.first(name64 + "a", among: [name64 + "a"]) == nil)
    }

    @Test func itemsWithTheSameKeyAllStayInTheirOrder() {
        let items = [("PopupBar:tap", "tap"), ("stage.screen.tap", "tap"), ("ActionController:tab", "tab"), ("x:tip", "tip")]
        let near = NearestName.all("ta", among: items, key: \.1).map(\.0)
        // "tab" before "tap" (byte order of the keys), the two "tap"s as given; "tip" is 2 away.
        #expect(near == ["ActionController:tab", "PopupBar:tap", "stage.screen.tap"])
    }
}
