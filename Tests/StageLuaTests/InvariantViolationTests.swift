@testable import StageKit
import Testing

/// A broken model invariant, in a debug build, reaches Lua as an internal error (issue 21's one
/// invariant rule): the popup manager checks after every input and reports on the clock.
@Suite struct InvariantViolationTests {
    #if DEBUG
    @Test func aBrokenPopupInvariantFailsTheLuaCallAfterWhichItBroke() throws {
        let h = try StageLuaHarness()
        try h.run("p = stage.popup{ content = { width = 100, height = 50 } }")
        #expect(h.error("p:pop()") == "no error")
        h.world.stage.popups.brokenInvariantForTesting = "a deliberately broken invariant"
        let message = h.error("p:dismiss()")
        #expect(message.contains("internal error: popups invariant broken after dismiss(popup#1)"), "\(message)")
        #expect(message.contains("a deliberately broken invariant"), "\(message)")
        // Inside an advance it stops the advance and is raised by it.
        h.world.stage.popups.brokenInvariantForTesting = nil
        try h.run("q = stage.popup{ content = { width = 100, height = 50 } } q:pop()")
        h.world.stage.popups.brokenInvariantForTesting = "broken while the clock runs"
        let advance = h.error("stage.clock.advance(1)")
        #expect(advance.contains("internal error: popups invariant broken after"), "\(advance)")
    }
    #endif
}
