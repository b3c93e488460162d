import ExampleComponent
@testable import StageKit
import Testing

/// Random inputs on a real stage: the toast's invariants after every step, and the timeline in
/// the machine's order.
@Suite struct ToastPropertyTests {
    @Test(arguments: 1...20)
    func invariantsHoldAfterEveryStep(seed: UInt64) throws {
        var rng = PopupPropertyTests.Rng(s: seed)
        let stage = Stage()
        let toast = try Toast(stage: stage, text: "Saved", stay: SimDuration(seconds: Double(rng.int(3))))
        for _ in 0..<30 {
            switch rng.int(3) {
            case 0: _ = try? toast.show()
            case 1: _ = try? toast.tap()
            default: try stage.clock.advance(by: SimDuration(seconds: Double(rng.int(5)) / 10))
            }
            try toast.checkInvariants()
        }
        try stage.clock.advance(by: 10)
        try toast.checkInvariants()
        let names = stage.timeline.events.filter { $0.source == toast.source }.map(\.name)
        #expect(names.isEmpty || names == ["willShow", "didShow", "willHide", "didHide"] || names == ["willShow", "willHide", "didHide"],
                "\(names)")
    }
}
