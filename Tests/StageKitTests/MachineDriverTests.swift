@testable import StageKit
import Testing

/// `MachineDriver` on a toy machine: a turnstile that counts coins. These tests own the driver's
/// rules (state stored before effects, stale effects skipped, invariants reported on the clock,
/// a non-move that changed the state caught); the components' tables own their transitions.
@Suite struct MachineDriverTests {
    struct Turnstile: InvariantChecking, Equatable {
        var coins = 0
        var epoch = 0
        /// A deliberately broken state for the tests: coins below zero.
        func checkInvariants() throws(InvariantBroken) {
            try InvariantBroken.check(coins >= 0, "\(coins) coins")
        }
    }

    enum Machine: StateMachine {
        enum Input { case coin, push, spend(Int), sneakyIgnore }
        enum Effect: Equatable { case unlock(epoch: Int), log(String) }
        struct Refusal: Error, Equatable { var why: String }

        static func transition(_ s: inout Turnstile, _ input: Input, _ ctx: Void) -> MachineStep<Effect, Refusal> {
            switch input {
            case .coin:
                s.coins += 1
                s.epoch += 1
                return .moved([.log("coin"), .unlock(epoch: s.epoch)])
            case .push:
                guard s.coins > 0 else { return .refused(Refusal(why: "locked")) }
                return .ignored(why: "a push does nothing here")
            case .spend(let n):
                s.coins -= n
                return .moved([])
            case .sneakyIgnore:
                s.coins += 100
                return .ignored(why: "but it changed the state")
            }
        }

        static func label(_ input: Input) -> String { "\(input)" }

        static func stamp(_ effect: Effect, in state: Turnstile) -> Int? {
            if case .unlock = effect { return state.epoch }
            return nil
        }
    }

    final class Owner {
        var state = Turnstile()
        var performed: [Machine.Effect] = []
        var seenCoins: [Int] = []
        let driver: MachineDriver<Machine>
        var reenter = false

        init(clock: SimClock) { driver = MachineDriver(component: "turnstile#1", clock: clock) }

        @discardableResult
        func send(_ input: Machine.Input) -> MachineStep<Machine.Effect, Machine.Refusal> {
            driver.send(input, (), on: self, at: \.state) { e in
                performed.append(e)
                seenCoins.append(state.coins)
                if reenter, case .log = e {
                    reenter = false
                    send(.coin)
                }
            }
        }
    }

    @Test func storesTheStateBeforeTheEffectsRun() {
        let o = Owner(clock: SimClock())
        o.send(.coin)
        #expect(o.state.coins == 1)
        #expect(o.performed == [.log("coin"), .unlock(epoch: 1)])
        #expect(o.seenCoins == [1, 1])
    }

    @Test func skipsEffectsMadeStaleByAReentrantTransition() {
        let o = Owner(clock: SimClock())
        o.reenter = true
        o.send(.coin)
        // The outer log re-enters; the inner coin moves the epoch to 2 and runs its effects; the
        // outer unlock, stamped with epoch 1, is stale and skipped.
        #expect(o.performed == [.log("coin"), .log("coin"), .unlock(epoch: 2)])
        #expect(o.state.coins == 2)
    }

    @Test func refusalsAndIgnoredInputsPerformNothing() {
        let o = Owner(clock: SimClock())
        #expect(o.send(.push) == .refused(Machine.Refusal(why: "locked")))
        o.send(.coin)
        #expect(o.send(.push) == .ignored(why: "a push does nothing here"))
        #expect(o.performed.count == 2 && o.state.coins == 1)
    }

    @Test func aBrokenInvariantIsReportedOnTheClock() throws {
        let clock = SimClock()
        let o = Owner(clock: clock)
        o.send(.spend(3))
        let error = clock.takeReportedError()
        #expect((error as? InvariantViolation)?.description == "internal error: turnstile#1 invariant broken after spend(3) at 0.000: -3 coins")
        #expect(error is any ClockAbortingError)
    }

    @Test func anIgnoredStepThatChangedTheStateIsCaught() {
        let clock = SimClock()
        let o = Owner(clock: clock)
        o.send(.sneakyIgnore)
        #expect((clock.takeReportedError() as? InvariantViolation)?.problems == ["a step that was not a move changed the state"])
    }

    @Test func stepGivesTheNextStateAsAValue() {
        let (next, step) = Machine.step(Turnstile(), .coin)
        #expect(next == Turnstile(coins: 1, epoch: 1))
        #expect(step == .moved([.log("coin"), .unlock(epoch: 1)]))
        let (same, refused) = Machine.step(Turnstile(), .push)
        #expect(same == Turnstile() && refused == .refused(Machine.Refusal(why: "locked")))
    }
}
