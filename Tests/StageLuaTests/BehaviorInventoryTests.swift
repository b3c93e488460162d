import Foundation
import LuaBridge
import Testing
@testable import StageLua

/// Each library's behavior reference (docs/behavior/<library>.md) names the library's pinned
/// commit and covers every entry of its component's registry: every function, method, property
/// and type `help` knows (`stage.popup`, `Popup:pop`, `Popup.showTime`, `Popup`), written in
/// backticks, so no part of the API is left without the library's file and line it follows.
/// The world's members spliced into a component's types (`WindowAPI`: a container's `parent`, a
/// table's `parent`) are the window's, not the library's, and are not asked for.
@Suite struct BehaviorInventoryTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/behavior")

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

    @Test(arguments: libraries)
    func theReferenceNamesItsCommitAndCoversTheRegistry(_ library: Library) throws {
        let text = try String(contentsOf: Self.docs.appendingPathComponent(library.file), encoding: .utf8)
        #expect(text.contains(library.commit), "\(library.file) does not name the pinned commit \(library.commit)")
        let r = library.registry()
        let entries = APISearch.entries(modules: r.modules.filter { $0.path != "stage" || !$0.functions.isEmpty }, types: r.types)
            .map(\.name).filter { $0 != "stage" && !Self.worldMembers.contains($0) }
        let missing = entries.filter { !text.contains("`\($0)`") }
        #expect(missing.isEmpty, "\(library.file) lacks \(missing.count) of \(entries.count) registry entries: \(missing.joined(separator: ", "))")
    }
}
