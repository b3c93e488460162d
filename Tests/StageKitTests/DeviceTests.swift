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

    /// The presets in landscape (docs/WORLD.md, "Rotation"): an iPhone 15 852×393 with 59 pt on
    /// both long sides and 21 at the bottom, top 0 (csl.cool, 2023-09-15), its status bar hidden
    /// in a vertically compact environment (`prefersStatusBarHidden`); an iPhone SE with no insets;
    /// the iPad turned with its bars and insets.
    @Test(arguments: [
        (Device.iPhone15, DeviceOrientation.landscapeLeft, 852.0, 393.0, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 0.0),
        (Device.iPhone15, DeviceOrientation.landscapeRight, 852.0, 393.0, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), 0.0),
        (Device.iPhoneSE, DeviceOrientation.landscapeLeft, 667.0, 375.0, EdgeInsets(), 0.0),
        (Device.iPhoneSE, DeviceOrientation.portraitUpsideDown, 375.0, 667.0, EdgeInsets(top: 20), 20.0),
        (Device.iPad, DeviceOrientation.landscapeRight, 1180.0, 820.0, EdgeInsets(top: 24, bottom: 20), 24.0),
        (Device.iPad, DeviceOrientation.portraitUpsideDown, 820.0, 1180.0, EdgeInsets(top: 24, bottom: 20), 24.0),
    ])
    func rotatedPresets(device: Device, to o: DeviceOrientation, width: Double, height: Double, safe: EdgeInsets,
                        statusBar: Double) throws {
        let d = try #require(device.rotated(to: o))
        #expect(d.size == Size(width: width, height: height) && d.safeArea == safe && d.statusBarHeight == statusBar)
        #expect(d.orientation == o && d.name == device.name)
        #expect(d.rotated(to: .portrait) == device)
    }

    /// Face ID iPhones do not turn upside down; custom screens do not turn at all.
    @Test func rotationsDevicesRefuse() {
        #expect(Device.iPhone15.rotated(to: .portraitUpsideDown) == nil)
        #expect(Device.iPhone15.whyNotRotating(to: .portraitUpsideDown) == "the iPhone 15 does not support it (Face ID iPhones do not)")
        let custom = Device.iPhone15.custom(size: Size(width: 320, height: 568), safeArea: EdgeInsets(top: 20))
        #expect(custom.rotated(to: .landscapeLeft) == nil)
        #expect(custom.whyNotRotating(to: .landscapeLeft)?.hasPrefix("a custom screen") == true)
        #expect(Device.iPhoneSE.whyNotRotating(to: .portraitUpsideDown) == nil)
    }

    /// An iPhone in landscape is vertically compact: its tab bar is 32 pt (hacknicity.medium.com),
    /// its navigation bar and toolbar 32 and no large title (approximate); the iPad keeps 50.
    @Test func compactHeightBars() throws {
        let landscape = try #require(Device.iPhone15.rotated(to: .landscapeLeft))
        #expect(landscape.isVerticallyCompact && !Device.iPhone15.isVerticallyCompact)
        #expect(SystemBarMetrics.of(landscape) == SystemBarMetrics(navigationBar: 32, largeTitleNavigationBar: 32, toolbar: 32, tabBar: 32))
        #expect(SystemBarMetrics.of(try #require(Device.iPad.rotated(to: .landscapeLeft))) == .iPad)
        let tabs = PopupBarDocking(kind: .tabBarController(tabs: ["A", "B"]), screen: landscape.size, safeArea: landscape.safeArea,
                                   bars: .of(landscape))
        #expect(tabs.frame == Rect(x: 0, y: 340, width: 852, height: 53))
    }
}
