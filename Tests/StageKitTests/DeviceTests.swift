@testable import StageKit
import Testing

/// The device presets' pinned numbers (iOS 17 in portrait) and how a custom device is derived.
@Suite struct DeviceTests {
    /// The iPad (10th generation): 820×1180 points, no home button, so the 24-pt status bar of
    /// the iPads without one and the 20-pt home-indicator inset (Geoff Hackworth, "How iPad Apps
    /// Adapt to the New 11" and 12.9" iPads Pro", hacknicity.medium.com, 2018, "Safe Area").
    @Test(arguments: [
        ("iPhone 15", 393.0, 852.0, 59.0, 34.0, 54.0),
        ("iPhone SE", 375.0, 667.0, 20.0, 0.0, 20.0),
        ("iPad", 820.0, 1180.0, 24.0, 20.0, 24.0),
    ])
    func presets(name: String, width: Double, height: Double, top: Double, bottom: Double, statusBar: Double) throws {
        let d = try #require(Device.named(name))
        #expect(d.size == Size(width: width, height: height))
        #expect(d.safeArea == EdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        #expect(d.statusBarFrame == Rect(x: 0, y: 0, width: width, height: statusBar))
    }

    @Test func theDefaultIsTheIPhone15() {
        #expect(Device.default == .iPhone15)
        #expect(Stage().screen.device == .iPhone15)
    }

    /// A custom screen keeps its base's status bar, capped at its top inset; a preset's numbers
    /// give the preset back.
    @Test(arguments: [
        (Device.iPhone15, Size(width: 320, height: 568), EdgeInsets(top: 20), "custom", 20.0),
        (Device.iPhone15, Size(width: 430, height: 932), EdgeInsets(top: 59, bottom: 34), "custom", 54.0),
        (Device.iPhoneSE, Size(width: 375, height: 667), EdgeInsets(), "custom", 0.0),
        (Device.iPhone15, Size(width: 375, height: 667), EdgeInsets(top: 20), "iPhone SE", 20.0),
    ])
    func customDevices(base: Device, size: Size, safeArea: EdgeInsets, name: String, statusBar: Double) {
        let d = base.custom(size: size, safeArea: safeArea)
        #expect(d.name == name && d.statusBarHeight == statusBar)
    }

    /// Since iOS 12 the iPad's navigation bar, toolbar and tab bar are 50 pt and a large title's
    /// bar 102 (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height Changes in iOS 12",
    /// hacknicity.medium.com); the iPhone's stay 44, 44, 49 and 96.
    @Test func iPadBarsAreFiftyPointsSinceIOS12() {
        #expect(SystemBarMetrics.of(.iPad) == SystemBarMetrics(navigationBar: 50, largeTitleNavigationBar: 102, toolbar: 50, tabBar: 50))
        #expect(SystemBarMetrics.of(.iPhone15) == SystemBarMetrics(navigationBar: 44, largeTitleNavigationBar: 96, toolbar: 44, tabBar: 49))
        // A custom screen made from the iPad keeps the idiom, and so the bars.
        #expect(SystemBarMetrics.of(Device.iPad.custom(size: Size(width: 1180, height: 820), safeArea: EdgeInsets(top: 24, bottom: 20))) == .iPad)
        #expect(SystemBarMetrics.iPad.bottomBarFrameHeight(SystemBarMetrics.iPad.tabBar, on: .iPad) == 70)
        let tabs = PopupBarDocking(kind: .tabBarController(tabs: ["A", "B"]), screen: Device.iPad.size, safeArea: Device.iPad.safeArea, bars: .iPad)
        #expect(tabs.frame == Rect(x: 0, y: 1110, width: 820, height: 70))
        let toolbar = PopupBarDocking(kind: .navigationController(toolbar: true), screen: Device.iPad.size, safeArea: Device.iPad.safeArea, bars: .iPad)
        #expect(toolbar.frame == Rect(x: 0, y: 1110, width: 820, height: 50))
    }

    @Test func bottomBarsCoverTheHomeIndicatorArea() {
        #expect(SystemBarMetrics.iPhone.bottomBarFrameHeight(SystemBarMetrics.iPhone.tabBar, on: .iPhone15) == 83)
        #expect(SystemBarMetrics.iPhone.bottomBarFrameHeight(SystemBarMetrics.iPhone.toolbar, on: .iPhoneSE) == 44)
    }
}
