import ExampleComponent
import MachineScenarios
@testable import StageKit
import Testing

/// Every scheduled input of every machine was exercised both ways in a scenario: delivered, and
/// cancelled or dropped as stale. The driver counts both (`MachineTimerLedger`); this test runs
/// every scenario under one ledger and checks each machine's `slotNames`.
@Suite struct ScenarioCoverageTests {
    static let all: [ScenarioCase] = ToastScenarios.cases + SheetScenarios.cases + SwipeScenarios.cases + PopupScenarios.cases
        + PopupBarScenarios.cases + WorldScenarios.cases + ControlScenarios.cases + NavigationScenarios.cases

    /// Each machine and its scheduled inputs' names.
    static let machines: [(String, [String])] = [
        (String(describing: ToastMachine.self), ToastMachine.slotNames),
        (String(describing: SheetMachine.self), SheetMachine.slotNames),
        (String(describing: SwipeMachine.self), SwipeMachine.slotNames),
        (String(describing: SwiftPopupPolicy.self), SwiftPopupPolicy.slotNames),
        (String(describing: ObjCPopupPolicy.self), ObjCPopupPolicy.slotNames),
        (String(describing: PopupBarMachine.self), PopupBarMachine.slotNames),
        (String(describing: PresentationMachine.self), PresentationMachine.slotNames),
        (String(describing: ContainmentMachine.self), ContainmentMachine.slotNames),
        (String(describing: KeyboardMachine.self), KeyboardMachine.slotNames),
        (String(describing: ControlMachine.self), ControlMachine.slotNames),
        (String(describing: NavigationMachine.self), NavigationMachine.slotNames),
        (String(describing: RotationMachine.self), RotationMachine.slotNames),
    ]

    /// Scheduled inputs that are never cancelled and never fall due into a state that does not
    /// await them, by design, with the reason: they need only be delivered.
    static let neverDropped: [String: String] = [
        "ObjCPopupPolicy dispatch": "Objective-C's dispatch_after blocks cannot be cancelled (LSTPopView.m:911, 1078, 1093): every block runs",
        "ObjCPopupPolicy tick": "LSTTimer's shared tick keeps running while a timer does and stops by not scheduling the next one (LSTTimer.m:634-712)",
        "PopupBarMachine bar animation end": "LNPopupController queues every call made during a transition: a running animator always reaches its end",
        "PopupBarMachine popup animation end": "as the bar's: calls and drags wait for the running animator",
        "RotationMachine turn": "a turn always runs to its end: a rotation requested meanwhile waits for it (RotationMachine)",
        "PopupBarMachine snap open": "snap's swipe-up always opens: a pan or a call meanwhile waits for it (LNPopupController.mm 1072-1078)",
    ]

    @Test func everyScheduledInputWasExercisedBothWays() {
        let ledger = MachineTimerLedger()
        MachineTimerLedger.$current.withValue(ledger) {
            for c in Self.all { _ = c.run() }
        }
        for (machine, slots) in Self.machines {
            for slot in slots {
                let counts = ledger.counts(machine: machine, slot: slot)
                #expect(counts.delivered > 0, "\(machine) \(slot) was never delivered in a scenario")
                if Self.neverDropped["\(machine) \(slot)"] == nil {
                    #expect(counts.cancelled + counts.stale > 0, "\(machine) \(slot) was never cancelled or dropped in a scenario (\(counts))")
                }
            }
        }
        // An exemption names a slot that exists.
        for key in Self.neverDropped.keys {
            #expect(Self.machines.contains { m in m.1.contains { "\(m.0) \($0)" == key } }, "\(key) is no machine's slot")
        }
    }

    /// Each machine has at least one scenario.
    @Test func everyMachineHasScenarios() {
        for (machine, _) in Self.machines {
            #expect(Self.all.contains { $0.machine == machine }, "\(machine) has no scenario")
        }
    }
}
