import Testing
@testable import StageKit

/// `CommandOutcome` (calls that do nothing, issue 27 item 2): from a machine step, the popup
/// bar's no-op rule, and `Stage.givingBackSources` (a failed constructor takes no id).
@Suite struct CommandOutcomeTests {
    struct Refusal: Error, Equatable {}

    @Test func aStepSaysWhatTheCommandDid() throws {
        #expect(try CommandOutcome(MachineStep<Int, Refusal>.moved([])) == .acted)
        #expect(try CommandOutcome(MachineStep<Int, Refusal>.moved([1, 2])).acted)
        let ignored = try CommandOutcome(MachineStep<Int, Refusal>.ignored(why: "the row is not open"))
        #expect(ignored == .didNothing("the row is not open"))
        #expect(ignored.reason == "the row is not open")
        #expect(throws: Refusal.self) { try CommandOutcome(MachineStep<Int, Refusal>.refused(Refusal())) }
        #expect(CommandOutcome(acted: false, otherwise: "why") == .didNothing("why"))
        #expect(CommandOutcome(acted: true, otherwise: "why").reason == nil)
    }

    /// Every (call, target) pair: nil where `run` acts, the reason where it drops the call.
    @Test(arguments: [
        (PopupBarOperation.Kind.open, PopupBarPresentationState.barHidden, true),
        (.open, .barPresented, false), (.open, .open, true),
        (.close, .barHidden, true), (.close, .barPresented, true), (.close, .open, false),
        (.dismiss, .barHidden, true), (.dismiss, .barPresented, false), (.dismiss, .open, false),
        (.present, .barHidden, false), (.present, .barPresented, false), (.present, .open, false),
    ])
    func popupBarNoOps(_ kind: PopupBarOperation.Kind, _ target: PopupBarPresentationState, _ dropped: Bool) {
        #expect((PopupBarMachine.noOpReason(kind, target: target) != nil) == dropped)
    }

    @Test func aFailedConstructorGivesItsSourceBack() {
        let stage = Stage()
        #expect(stage.makeSource(kind: "sheet") == "sheet#1")
        let failed = stage.givingBackSources(ifFailed: { $0 < 0 }) { () -> Int in
            _ = stage.makeSource(kind: "sheet", label: "share")
            _ = stage.makeSource(kind: "popup")
            return -1
        }
        #expect(failed == -1)
        #expect(stage.timeline.labels["sheet#2"] == nil)
        #expect(stage.makeSource(kind: "sheet") == "sheet#2")
        #expect(stage.makeSource(kind: "popup") == "popup#1")
        let kept = stage.givingBackSources(ifFailed: { $0 < 0 }) { () -> Int in
            _ = stage.makeSource(kind: "sheet")
            return 1
        }
        #expect(kept == 1)
        #expect(stage.makeSource(kind: "sheet") == "sheet#4")
    }

    @Test func aThrowingConstructorGivesItsSourceBackToo() {
        let stage = Stage()
        #expect(throws: Refusal.self) {
            try stage.givingBackSources(ifFailed: { (_: Int) in false }) { () throws -> Int in
                _ = stage.makeSource(kind: "table")
                throw Refusal()
            }
        }
        #expect(stage.makeSource(kind: "table") == "table#1")
    }
}
