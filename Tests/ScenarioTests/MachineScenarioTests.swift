import ExampleComponent
import Foundation
import TestSupport
import MachineScenarios
import StageKit
import Testing

/// The scenario helper's own rules: it fails on an unasserted delivered input, effect or state
/// change and on a scheduled input still pending at the end; a machine that schedules on the raw
/// clock is rejected by tools/time-owners.lua, and the stale-timer case fails on it.
@Suite struct MachineScenarioTests {
    typealias T = ToastMachine

    static func toast() -> MachineScenario<T> { MachineScenario(T.self, state: .idle) { T.Context(now: $0) } }

    @Test func aFullyAssertedScenarioPasses() {
        let s = Self.toast()
        s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
        s.effects(ToastScenarios.shown)
        s.advance(by: 0.1)
        s.send(.tap) { $0 = .hiding }
        s.effects(ToastScenarios.hides)
        s.advance(by: 0.3)
        s.receive(.slideEnded) { $0 = .gone }
        s.effects([.detach, .emit("didHide")])
        s.finish()
        #expect(s.failures == [])
        // The slide-in's end was replaced by the slide-out's, the stay cancelled.
        #expect(s.cancellations == ["stay", "slide"])
    }

    @Test func anUnassertedDeliveredInputFails() {
        let s = Self.toast()
        s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
        s.effects(ToastScenarios.shown)
        s.advance(by: 0.2)                       // slideEnded delivered, never received
        s.send(.tap) { $0 = .hiding }
        #expect(s.failures.contains { $0.hasPrefix("send(tap): unreceived [\"slideEnded (timer at 0.200)\"]") })
    }

    @Test func anUnassertedEffectFails() {
        let s = Self.toast()
        s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
        s.advance(by: 0.1)
        #expect(s.failures.first?.hasPrefix("advance(by: 0.1 s): unasserted effects") == true, "\(s.failures)")
    }

    @Test func anUnassertedStateChangeFails() {
        let s = Self.toast()
        s.send(.show(slide: 0.2, stay: 3))       // no update: the state must not change
        #expect(s.failures == ["show (sent): expected state idle, got showing"])
    }

    @Test func aScheduledInputStillPendingAtTheEndFails() {
        let s = Self.toast()
        s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
        s.effects(ToastScenarios.shown)
        s.finish()
        #expect(s.failures == ["finish: 2 scheduled input(s) still pending: [\"slide\", \"stay\"]"])
    }

    @Test func aWrongDeliveryFails() {
        let s = Self.toast()
        s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
        s.effects(ToastScenarios.shown)
        s.advance(by: 0.2)
        s.receive(.timeUp) { $0 = .shown }
        #expect(s.failures == ["receive: expected timeUp, the driver delivered slideEnded (timer)"])
    }

    /// The stale-timer case on a toast that schedules through the raw clock: the slide-in's end
    /// arrives 0.2 s into the 0.3 s slide-out and ends it.
    @Test func theStaleTimerCaseFailsOnARawClockMachine() {
        let s = RawClockToast.scenario()
        s.send(.show(slide: 0.2, stay: 3)) { $0 = .showing }
        s.effects([.attach, .emit("willShow"), .animate(to: 1, 0.2), .schedule(after: 0.2, .slideEnded), .schedule(after: 3.2, .timeUp)])
        s.advance(by: 0.1)
        s.send(.tap) { $0 = .hiding }
        s.effects([.emit("willHide"), .animate(to: 0, 0.3), .schedule(after: 0.3, .slideEnded)])
        s.advance(by: 0.3)
        s.receive(.slideEnded, at: SimTime(seconds: 0.4)) { $0 = .gone }
        s.effects([.detach, .emit("didHide")])
        s.finish()
        #expect(s.failures.contains("receive(slideEnded): delivered at 0.200, expected 0.400"))
        #expect(s.failures.contains { $0.hasPrefix("finish(): unreceived [\"slideEnded (timer at 0.400)\"]") }, "\(s.failures)")
    }

    /// tools/time-owners.lua (run by `make test` over Sources and the example) refuses the
    /// fixture and accepts the example toast.
    @Test func theClockCheckRejectsTheRawClockFixture() throws {
        func check(_ path: String) throws -> (Int32, String) {
            let r = try ChildProcess.run("/usr/bin/env", ["lua5.4", "tools/time-owners.lua", path], in: Repository.root)
            return (r.status, r.stderr)
        }
        let (bad, message) = try check("Tests/ScenarioTests/Fixtures/RawClockToast.swift")
        #expect(bad == 1)
        #expect(message.contains("RawClockToast.swift:48: schedules on the clock directly"))
        let (good, _) = try check("Tests/ExampleComponent")
        #expect(good == 0)
    }
}
