@testable import StageKit
import Testing

/// Every semantic input of the bar that cannot reach its point (covered, off screen, absent, not
/// presented) fails with the screen's shared `HitError`, wrapped as `PopupBarError.input`, so
/// scripts read one set of messages for every component. (Messages: spec/popupbar.)
@Suite struct PopupBarSemanticInputTests {
    static func make() -> (Stage, PopupBarContainer) {
        let stage = Stage()
        let c = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["Library", "Search"]))
        c.present()
        return (stage, c)
    }

    static func song() -> PopupBarContentController {
        PopupBarContentController(title: "Player", item: PopupBarItem(title: "Song", subtitle: "Artist"))
    }

    /// The `HitError` a bar input failed with (nil: it did not fail, or failed otherwise).
    static func hitError(_ body: () throws -> Void) -> HitError? {
        do { try body() } catch let PopupBarError.input(e) { return e } catch { return nil }
        return nil
    }

    @Test func inputsOnAHiddenBarSayItIsNotPresented() {
        let (_, c) = Self.make()
        #expect(Self.hitError { try c.tapBar() }
                == .notPresented(operation: "tap", kind: "popup bar", state: "barHidden", hint: "present it first"))
        #expect(Self.hitError { try c.longPressBar(holding: 0.1) }
                == .notPresented(operation: "long-press", kind: "popup bar", state: "barHidden", hint: "present it first"))
        #expect(Self.hitError { try c.dragBar(dy: -100, duration: 0.2) }
                == .notPresented(operation: "drag", kind: "popup bar", state: "barHidden", hint: "present it first"))
        #expect(Self.hitError { try c.dragContent(dy: 100, duration: 0.2) }
                == .notPresented(operation: "drag", kind: "popup content", state: "barHidden", hint: "open it first"))
        #expect(Self.hitError { try c.tapCloseButton() }
                == .notPresented(operation: "tap the close button of", kind: "popup content", state: "barHidden", hint: "open it first"))
    }

    @Test func inputsUnderASheetNameIt() throws {
        let (stage, c) = Self.make()
        try c.presentPopupBar(with: Self.song(), animated: false)
        let sheet = try ActionController(stage: stage, style: .preset(.default))
        try sheet.addAction(SheetAction(data: ActionData(title: "Edit"))) { _ in }
        try sheet.present()
        try stage.clock.advance(by: 1)
        let inputs: [(String, String, () throws -> Void)] = [
            ("tap", "cannot tap", { try c.tapBar() }),
            ("longPress", "cannot long-press", { try c.longPressBar(holding: 0.1) }),
            ("drag", "cannot drag", { try c.dragBar(dy: -200, duration: 0.2) }),
            ("tapTab", "cannot tap", { try c.tapTab(1) }),
        ]
        for (name, wording, input) in inputs {
            let error = Self.hitError(input)
            guard case .covered(_, _, let by)? = error?.reason else {
                Issue.record("\(name) was not refused as covered")
                continue
            }
            #expect(by == "sheet#1", "\(name)")
            #expect(error?.description.hasPrefix(wording) == true, "\(name): \(error?.description ?? "")")
        }
        #expect(c.popupPresentationState == .barPresented && c.selectedTab == 0)
    }

    @Test func aTabBarOffTheScreenIsAbsentThenOffScreen() throws {
        let (_, c) = Self.make()
        try c.presentPopupBar(with: Self.song(), animated: false)
        c.setBottomBarHidden(true, animated: false)
        #expect(Self.hitError { try c.tapTab(1) } == .absent(target: "tab 2 ('Search') of bar#1", why: "the tab bar is not on screen"))
        c.setBottomBarHidden(false, animated: true)
        guard case .offScreen(let target, _)? = Self.hitError({ try c.tapTab(1) }) else {
            Issue.record("a tab bar below the screen took the tap")
            return
        }
        #expect(target == "tab 2 ('Search') of bar#1")
    }

    @Test func aMissingCloseButtonIsAbsent() throws {
        let (_, c) = Self.make()
        try c.presentPopupBar(with: Self.song(), openPopup: true, animated: false)
        c.popupContentView.popupCloseButtonStyle = .none
        #expect(Self.hitError { try c.tapCloseButton() }
                == .absent(target: "the close button of bar#1", why: "the close button style is \"none\""))
    }
}
