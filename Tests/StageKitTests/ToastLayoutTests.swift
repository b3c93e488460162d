import ExampleComponent
@testable import StageKit
import Testing

/// The banner's frame (`ToastLayout`): above the screen at 0, under the top safe area at 1.
@Suite struct ToastLayoutTests {
    @Test(arguments: [
        // width, safe top, progress -> x, y, width, height
        (393.0, 59.0, 0.0, Rect(x: 16, y: -56, width: 361, height: 56)),
        (393.0, 59.0, 0.5, Rect(x: 16, y: 5.5, width: 361, height: 56)),
        (393.0, 59.0, 1.0, Rect(x: 16, y: 67, width: 361, height: 56)),
        (320.0, 20.0, 1.0, Rect(x: 16, y: 28, width: 288, height: 56)),
        (20.0, 0.0, 1.0, Rect(x: 16, y: 8, width: 0, height: 56)),
    ])
    func frame(_ width: Double, _ safeTop: Double, _ progress: Double, _ expected: Rect) {
        #expect(ToastLayout.frame(screen: Size(width: width, height: 852), safeTop: safeTop, progress: progress) == expected)
    }
}
