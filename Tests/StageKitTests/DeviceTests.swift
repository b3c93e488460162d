@testable import StageKit
import Testing

/// The device presets' pinned numbers (iOS 17 in portrait) and how a custom device is derived.
@Suite struct DeviceTests {
    @Test(arguments: [
        ("iPhone 15", 393.0, 852.0, 59.0, 34.0, 54.0),
        ("iPhone SE", 375.0, 667.0, 20.0, 0.0, 20.0),
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

    @Test func bottomBarsCoverTheHomeIndicatorArea() {
        #expect(SystemBarMetrics.bottomBarFrameHeight(SystemBarMetrics.tabBar, on: .iPhone15) == 83)
        #expect(SystemBarMetrics.bottomBarFrameHeight(SystemBarMetrics.toolbar, on: .iPhoneSE) == 44)
    }
}
