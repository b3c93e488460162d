@testable import StageKit
import Testing

/// Random sequences on an app (a table with swipe actions in a tab bar controller with its popup
/// bar, popups, a sheet) with rotations at random points, on an iPhone 15 and an iPad: after every
/// step each component's invariants hold (the drivers check them after every transition too, and
/// a violation would stop the advance), and once a turn has started the components are laid out
/// for the screen: a full-screen table's frame, each rotating popup's view, an on-screen sheet's
/// layout and the bar's layout have the screen's size.
@Suite struct RotationPropertyTests {
    typealias Rng = SwipePropertyTests.Rng

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func randomSequencesWithRotations(seed: Int) throws {
        var rng = Rng(s: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1)
        let stage = Stage(device: seed % 2 == 0 ? .iPad : .iPhone15)
        let tabs = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["Library", "Search"]), title: "Podcasts")
        tabs.present()
        let table = try SwipeTable(stage: stage, rows: (1...20).map { "Ep. \($0)" }, rowHeight: 64)
        table.safeAreaProvider = tabs
        table.delegate.editActions = { _, o in
            o == .right ? [SwipeAction(style: .destructive, title: "Delete"), SwipeAction(title: "Queue")]
                : [SwipeAction(title: "Played")]
        }
        table.present()
        let manager = PopupManager(stage: stage, policy: seed % 3 == 0 ? .swift : .objc)
        func makePopup(_ k: Int) -> Popup {
            PopupTest.popup(manager, group: "g\(k)") { c in
                c.hemStyle = [.center, .bottom, .top][k]
                c.isObserverScreenRotation = k != 2
            }
        }
        var popups = (0..<3).map(makePopup)
        let sheet = try ActionController(stage: stage, style: .preset(seed % 2 == 0 ? .spotify : .default), header: nil)
        for t in ["Play next", "Share", "Mark as played"] { try sheet.addAction(SheetAction(data: ActionData(title: t))) { _ in } }
        let orientations: [DeviceOrientation] = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]

        for step in 0..<200 {
            let row = rng.int(6)
            do {
                switch rng.int(12) {
                case 0, 1: _ = try? stage.rotate(to: orientations[rng.int(4)], duration: rng.int(4) == 0 ? .zero : nil)
                case 2: _ = try table.showSwipe(row: row, orientation: rng.int(2) == 0 ? .right : .left, animated: rng.int(2) == 0)
                case 3: _ = try table.hideSwipe(row: row, animated: rng.int(2) == 0)
                case 4:
                    // A dismissed popup cannot pop again: the app makes a new one.
                    let k = rng.int(3)
                    if popups[k].state.isEnded { popups[k] = makePopup(k) }
                    _ = try popups[k].pop()
                case 5: _ = popups[rng.int(3)].dismiss()
                case 6: _ = try sheet.present()
                case 7: _ = try sheet.dismiss()
                case 8: try tabs.presentPopupBar(with: PopupBarContainerTests.song(), animated: rng.int(2) == 0)
                case 9: _ = rng.int(2) == 0 ? tabs.openPopup() : tabs.closePopup()
                default: try stage.clock.advance(by: SimDuration(seconds: rng.double(0, 0.5)))
                }
            } catch is SwipeError, is PopupError, is ActionSheetError, is PopupBarError {
                // Refusals are allowed (a row not on screen, a sheet already gone); the world must stay whole.
            }
            if let e = stage.takeReportedError() { #expect(!(e is InvariantViolation), "step \(step): \(e)") }
            #expect(table.brokenInvariants.isEmpty, "step \(step): \(table.brokenInvariants)")
            #expect(manager.brokenInvariants.isEmpty, "step \(step): \(manager.brokenInvariants)")
            #expect(sheet.brokenInvariants.isEmpty, "step \(step): \(sheet.brokenInvariants)")
            let screen = stage.screen.size
            #expect(table.frame.size == screen, "step \(step)")
            for p in popups where p.configuration.isObserverScreenRotation && !p.state.isEnded {
                #expect(p.space.size == screen, "step \(step): \(p.source) \(p.space.size)")
            }
            if sheet.state.isOnScreen { #expect(sheet.layout?.device.size == screen, "step \(step)") }
            #expect(tabs.layout.container.size == screen, "step \(step)")
        }
        // The sequence really turned the screen with things up.
        let names = Set(stage.timeline.events.map(\.name))
        #expect(names.isSuperset(of: ["transitionCompleted", "willBeginEditing", "willPresentView", "didPop", "willOpen"]),
                "\(names.sorted())")
        stage.invalidate()
        #expect(stage.clock.pending == 0)
    }
}
