import Foundation
import LuaBridge
import Testing
@testable import StageLua

/// Each library's behavior reference (docs/behavior/<library>.md) names the library's pinned
/// commit, records its audit, and is an inventory whose every row is tied to a test:
///
/// - every entry of its component's registry (`stage.popup`, `Popup:pop`, `Popup.showTime`,
///   `Popup`) is in the first cell of a row, in backticks, so no part of the API is left without
///   the library's file and line it follows;
/// - every table ends with a "checked by" column naming, per row, the tests that check it (a Lua
///   describe/it path or a Swift suite and test: `BehaviorInventory`); each named test exists and
///   cites one of the row's source lines (the same file, an overlapping line range);
/// - an "Audited:" entry names the date, the commit, what was read and what was found.
///
/// The world's members spliced into a component's types (`WindowAPI`: a container's `parent`, a
/// table's `parent`) are the window's, not the library's, and are not asked for.
@Suite struct BehaviorInventoryTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let docs = root.appendingPathComponent("docs/behavior")

    struct Library: CustomTestStringConvertible, Sendable {
        var file: String
        var commit: String
        var registry: @Sendable () -> APIRegistry
        var testDescription: String { file }
    }

    static let libraries: [Library] = [
        Library(file: "xlactioncontroller.md", commit: "c688f26", registry: { ActionSheetAPI.registry }),
        Library(file: "swipecellkit.md", commit: "6d632bd", registry: { SwipeAPI.registry }),
        Library(file: "lstpopview.md", commit: "7a5f52e", registry: { PopupAPI.registry }),
        Library(file: "lnpopupcontroller.md", commit: "e14712b", registry: { PopupBarAPI.registry }),
    ]

    /// The world's member names, which a component's types carry but its library does not own.
    static var worldMembers: Set<String> {
        Set(WindowAPI.containerProperties.map { "PopupContainer." + $0.name }
            + WindowAPI.containerMethods.map { "PopupContainer:" + $0.name }
            + ["SwipeTable." + WindowAPI.tableParent.name])
    }

    static func text(_ library: Library) throws -> String {
        try String(contentsOf: docs.appendingPathComponent(library.file), encoding: .utf8)
    }

    static func rows(_ library: Library) throws -> (rows: [BehaviorInventory.Row], problems: [String]) {
        let lib = try #require(BehaviorInventory.libraries[library.file])
        return BehaviorInventory.rows(of: library.file, text: try text(library), library: lib)
    }

    @Test(arguments: libraries)
    func theReferenceNamesItsCommitAndItsAudit(_ library: Library) throws {
        let text = try Self.text(library)
        #expect(text.contains(library.commit), "\(library.file) does not name the pinned commit \(library.commit)")
        let audit = text.components(separatedBy: "\n").first { $0.contains("Audited:") }
        #expect(audit?.contains(library.commit) == true, "\(library.file) has no \"Audited:\" entry naming \(library.commit)")
    }

    @Test(arguments: libraries)
    func everyRegistryEntryHasARow(_ library: Library) throws {
        let r = library.registry()
        let entries = APISearch.entries(modules: r.modules.filter { $0.path != "stage" || !$0.functions.isEmpty }, types: r.types)
            .map(\.name).filter { $0 != "stage" && !Self.worldMembers.contains($0) }
        let listed = Set(try Self.rows(library).rows.flatMap(\.apiNames))
        let missing = entries.filter { !listed.contains($0) }
        #expect(missing.isEmpty, "\(library.file): \(missing.count) of \(entries.count) registry entries are in no row's first cell: \(missing.joined(separator: ", "))")
    }

    @Test(arguments: libraries)
    func everyRowNamesATestThatCitesItsSource(_ library: Library) throws {
        let (rows, problems) = try Self.rows(library)
        let lib = try #require(BehaviorInventory.libraries[library.file])
        var failures = problems
        for row in rows {
            let at = "\(row.doc):\(row.line)"
            guard !row.tests.isEmpty else { failures.append("\(at): names no test: \(row.text)"); continue }
            for ref in row.tests {
                switch BehaviorInventory.testText(ref, root: Self.root) {
                case .failure(let e):
                    failures.append("\(at): \(e.message)")
                case .success(let body):
                    guard !row.citations.isEmpty else { continue }
                    let cited = BehaviorInventory.citations(in: body, for: lib)
                    if !row.citations.contains(where: { c in cited.contains { c.meets($0) } }) {
                        failures.append("\(at): \(ref) cites none of the row's \(row.citations.map(\.description).joined(separator: "; "))"
                                        + (cited.isEmpty ? " (it cites nothing)" : " (it cites \(cited.map(\.description).joined(separator: "; ")))"))
                    }
                }
            }
        }
        // INVENTORY_REPORT=dir writes each library's failures to dir/<library>.txt, one a line.
        if let dir = ProcessInfo.processInfo.environment["INVENTORY_REPORT"] {
            try? failures.joined(separator: "\n").write(toFile: dir + "/" + library.file + ".txt", atomically: true, encoding: .utf8)
        }
        #expect(rows.count > 10, "\(library.file) has \(rows.count) rows")
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) of \(rows.count) rows fail:\n" + failures.joined(separator: "\n")))
    }

    /// The machinery itself, on small inputs: citations with aliases and lists, rows, references,
    /// a Lua spec's describe/it paths and a Swift suite's tests.
    @Test func theMachineryReadsCitationsRowsAndTests() throws {
        let lib = try #require(BehaviorInventory.libraries["lstpopview.md"])
        let c = BehaviorInventory.citations(in: "`m:852-861`, LSTTimer.m:41, 47-50 and LSTPopView.m 1394", for: lib)
        #expect(c.map(\.description) == ["LSTPopView.m:852-861", "LSTTimer.m:41, 47-50", "LSTPopView.m:1394"])
        #expect(c[0].meets(BehaviorInventory.Citation(file: "LSTPopView.m", ranges: [855...855])))
        #expect(!c[0].meets(BehaviorInventory.Citation(file: "LSTPopView.m", ranges: [862...900])))
        let (rows, problems) = BehaviorInventory.rows(of: "t.md", text: """
            | a | library | checked by |
            |---|---|---|
            | `Popup:pop` | m:844-922 | `spec/x_spec.lua` › `d` › `it "quoted"` ; `Tests/T.swift` › `S` › `t` |

            | b | c |
            |---|---|
            | x | y |
            """, library: lib)
        #expect(problems.count == 1)
        #expect(rows.count == 2 && rows[0].apiNames == ["Popup:pop"] && rows[0].tests.count == 2)
        #expect(rows[0].tests[0].names == ["d", "it \"quoted\""])
        let spec = LuaSpecScanner("""
            -- top
            describe("outer", function()
              -- m:1
              it("first \\"one\\"", function()
                x()
              end)
              describe('inner', function()
                it("second", function() end)
              end)
            end)
            """)
        #expect(spec.blocks.filter { $0.kind == "it" }.map { $0.path } == [["outer", "first \"one\""], ["outer", "inner", "second"]])
        let body = try spec.test(["outer", "first \"one\""]).get()
        #expect(body.contains("-- m:1") && body.contains("-- top") && body.contains("x()"))
        #expect((try? spec.test(["inner", "second"]).get()) == nil)
        let swift = SwiftTestScanner("""
            @Suite struct S {
                /// m:12
                @Test func t() {
                    let a = { 1 }
                }
            }
            """)
        #expect(try swift.test(["S", "t"]).get().contains("m:12"))
        #expect((try? swift.test(["T", "t"]).get()) == nil)
    }
}
