@testable import StageKit
import Testing

/// `MachineDriver` on a toy machine: a turnstile that counts coins and relocks a while after each
/// coin. These tests own the driver's rules (state stored before effects; timers in slots, the
/// one staleness rule; calls from callbacks after the step, or nested where the machine says;
/// invariants reported on the clock; a non-move that changed the state caught); the components'
/// tables and scenarios own their transitions.
@Suite struct MachineDriverTests {
    struct Turnstile: InvariantChecking, Equatable {
        var coins = 0
        var unlocked = false
        /// What a check costs (a large model's is its size).
        var invariantCheckCost = 1
        /// A deliberately broken state for the tests: coins below zero.
        func checkInvariants() throws(InvariantBroken) {
            try InvariantBroken.check(coins >= 0, "\(coins) coins")
        }
    }

    enum Machine: StateMachine {
        enum Input: Equatable { case coin, push, spend(Int), sneakyIgnore, relock, relockLater(SimDuration), forget, shout }
        enum Effect: Equatable {
            case log(String)
            /// A user callback (the owner runs `onCallback` inside `runningUserCallback`).
            case callback(String)
            /// A callback whose calls the library runs at once.
            case nestedCallback(String)
            case timer(TimerRequest<Slot, Input>)
        }
        enum Slot: Hashable { case relock }
        struct Refusal: Error, Equatable { var why: String }

        static func transition(_ s: inout Turnstile, _ input: Input, _ ctx: Void) -> MachineStep<Effect, Refusal> {
            switch input {
            case .coin:
                s.coins += 1
                s.unlocked = true
                return .moved([.log("coin"), .callback("unlocked"), .timer(.schedule(.relock, after: 1, .relock))])
            case .push:
                guard s.coins > 0 else { return .refused(Refusal(why: "locked")) }
                return .ignored(why: "a push does nothing here")
            case .spend(let n):
                s.coins -= n
                return .moved([])
            case .sneakyIgnore:
                s.coins += 100
                return .ignored(why: "but it changed the state")
            case .relock:
                guard s.unlocked else { return .ignored(why: "locked") }
                s.unlocked = false
                return .moved([.log("relock")])
            case .relockLater(let d):
                return .moved([.timer(.schedule(.relock, after: d, .relock))])
            case .forget:
                s.unlocked = false
                return .moved([.timer(.cancel(.relock))])
            case .shout:
                return .moved([.nestedCallback("shout"), .log("after shout")])
            }
        }

        static func label(_ input: Input) -> String { "\(input)" }

        static func timerRequest(_ effect: Effect) -> TimerRequest<Slot, Input>? {
            if case .timer(let r) = effect { return r }
            return nil
        }
        static func awaits(_ slot: Slot, in state: Turnstile, _ context: Void) -> Bool { state.unlocked }
        static func slotName(_ slot: Slot) -> String { "relock" }
        static let slotNames = ["relock"]
        static func reentry(during effect: Effect) -> Reentry {
            if case .nestedCallback = effect { return .nested }
            return .afterStep
        }
    }

    final class Owner {
        var state = Turnstile()
        var performed: [Machine.Effect] = []
        var seenCoins: [Int] = []
        let clock: SimClock
        let driver: MachineDriver<Machine>
        /// What a callback does (a Lua handler re-entering the API).
        var onCallback: ((String) -> Void)?

        init(clock: SimClock) {
            self.clock = clock
            driver = MachineDriver(component: "turnstile#1", clock: clock)
            driver.deliver = { [weak self] _, _, input in self?.send(input) }
        }

        @discardableResult
        func send(_ input: Machine.Input) -> MachineStep<Machine.Effect, Machine.Refusal> {
            if driver.deferIfStepping({ [self] in send(input) }) { return .moved([]) }
            return driver.send(input, (), on: self, at: \.state) { e in
                performed.append(e)
                seenCoins.append(state.coins)
                switch e {
                case .callback(let name), .nestedCallback(let name): clock.runningUserCallback { onCallback?(name) }
                default: break
                }
            }
        }
    }

    @Test func storesTheStateBeforeTheEffectsRun() {
        let o = Owner(clock: SimClock())
        o.send(.coin)
        #expect(o.state.coins == 1)
        #expect(o.performed == [.log("coin"), .callback("unlocked")])   // the timer request is the driver's
        #expect(o.seenCoins == [1, 1])
        #expect(o.driver.isPending(.relock))
    }

    @Test func aTimerIsDeliveredWhenDueAndCountedInTheLedger() throws {
        let clock = SimClock()
        let o = Owner(clock: clock)
        let ledger = MachineTimerLedger()
        try MachineTimerLedger.$current.withValue(ledger) {
            o.send(.coin)
            _ = try clock.advance(by: 1)
        }
        #expect(o.performed.last == .log("relock") && !o.state.unlocked && !o.driver.isPending(.relock))
        #expect(ledger.counts(machine: "Machine", slot: "relock").delivered == 1)
    }

    @Test func schedulingIntoASlotReplacesWhatWasPending() throws {
        let clock = SimClock()
        let o = Owner(clock: clock)
        o.send(.coin)                     // relock at 1
        o.send(.relockLater(3))           // replaced: relock at 3
        #expect(clock.pending == 1)
        _ = try clock.advance(by: 2)
        #expect(o.state.unlocked)
        _ = try clock.advance(by: 1)
        #expect(!o.state.unlocked)
    }

    @Test func aCancelDropsThePendingInput() throws {
        let clock = SimClock()
        let o = Owner(clock: clock)
        o.send(.coin)
        o.send(.forget)
        #expect(clock.pending == 0 && o.driver.pendingCount == 0)
    }

    @Test func aDueInputTheStateNoLongerAwaitsIsDropped() throws {
        let clock = SimClock()
        let o = Owner(clock: clock)
        let ledger = MachineTimerLedger()
        try MachineTimerLedger.$current.withValue(ledger) {
            o.send(.coin)
            o.state.unlocked = false      // moved on without a cancel (as a buggy machine would)
            _ = try clock.advance(by: 1)
        }
        #expect(!o.performed.contains(.log("relock")))
        #expect(ledger.counts(machine: "Machine", slot: "relock") == {
            var c = MachineTimerLedger.Counts(); c.stale = 1; return c }())
    }

    @Test func aRequestTheStateNoLongerAwaitsIsNotScheduled() {
        let o = Owner(clock: SimClock())
        o.send(.relockLater(1))           // locked: nothing awaits a relock
        #expect(o.driver.pendingCount == 0)
    }

    @Test func callsFromACallbackWaitForTheStep() {
        let o = Owner(clock: SimClock())
        var states: [Int] = []
        o.onCallback = { _ in
            guard o.state.coins < 2 else { return }
            // Accepted now, run once this coin's step (its timer request included) is done.
            #expect(o.send(.coin) == .moved([]))
            states.append(o.state.coins)
        }
        o.send(.coin)
        #expect(states == [1])            // the callback saw its own step's state
        #expect(o.state.coins == 2)
        #expect(o.performed == [.log("coin"), .callback("unlocked"), .log("coin"), .callback("unlocked")])
    }

    @Test func aNestedCallbackRunsItsCallsAtOnce() {
        let o = Owner(clock: SimClock())
        o.onCallback = { name in if name == "shout" { o.send(.coin) } }
        o.send(.shout)
        #expect(o.performed == [.nestedCallback("shout"), .log("coin"), .callback("unlocked"), .log("after shout")])
    }

    @Test func callbacksThatKeepCallingBackStopAtTheLimit() {
        let clock = SimClock()
        let o = Owner(clock: clock)
        o.onCallback = { _ in o.send(.coin) }
        o.send(.coin)
        #expect(clock.takeReportedError() is ReentryLimitError)
        #expect(o.state.coins == MachineDriver<Machine>.queueLimit + 1)
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
        o.driver.checksInvariants = true
        o.send(.spend(3))
        let error = clock.takeReportedError()
        #expect((error as? InvariantViolation)?.description == "internal error: turnstile#1 invariant broken after spend(3) at 0.000: -3 coins")
        #expect(error is any ClockAbortingError)
    }

    /// A model that costs 3 budgets is checked every third step: amortized O(budget) per step in
    /// a debug build, and a broken invariant is still reported, two steps late.
    @Test func aLargeModelIsCheckedEveryFewSteps() throws {
        let clock = SimClock()
        let o = Owner(clock: clock)
        o.driver.checksInvariants = true
        o.state.invariantCheckCost = 3 * MachineDriver<Machine>.stepBudget
        o.send(.spend(3))
        #expect(clock.takeReportedError() == nil)
        o.send(.spend(0))
        #expect(clock.takeReportedError() == nil)
        o.send(.spend(0))
        let error = clock.takeReportedError()
        #expect((error as? InvariantViolation)?.description == "internal error: turnstile#1 invariant broken after spend(0) at 0.000: -3 coins")
        o.state.invariantCheckCost = 1
        o.send(.spend(0))
        #expect(clock.takeReportedError() != nil, "a small model is checked at every step")
    }

    @Test func anIgnoredStepThatChangedTheStateIsCaught() {
        let clock = SimClock()
        let o = Owner(clock: clock)
        o.driver.checksInvariants = true
        o.send(.sneakyIgnore)
        #expect((clock.takeReportedError() as? InvariantViolation)?.problems == ["a step that was not a move changed the state"])
    }

    @Test func stepGivesTheNextStateAsAValue() {
        let (next, step) = Machine.step(Turnstile(), .coin)
        #expect(next == Turnstile(coins: 1, unlocked: true))
        #expect(step == .moved([.log("coin"), .callback("unlocked"), .timer(.schedule(.relock, after: 1, .relock))]))
        let (same, refused) = Machine.step(Turnstile(), .push)
        #expect(same == Turnstile() && refused == .refused(Machine.Refusal(why: "locked")))
    }
}
