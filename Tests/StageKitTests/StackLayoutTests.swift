@testable import StageKit
import Testing

/// UIStackView's arrangement (`StackLayout`, docs/VIEWS.md "Stack views"): each distribution and
/// alignment, the tie rules, shrinking, margins, and the fitting size. Every number is here once.
@Suite struct StackLayoutTests {
    typealias L = StackLayout
    static let a = L.Item(size: Size(width: 100, height: 20))
    static let b = L.Item(size: Size(width: 50, height: 31))
    static let c = L.Item(size: Size(width: 30, height: 10))

    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    static let cases: [(String, [L.Item], Size, L.Axis, L.Distribution, L.Alignment, Double, EdgeInsets, [Rect])] = [
        ("fill stretches the first of equal hugging", [a, b], Size(width: 300, height: 40), .horizontal, .fill, .fill, 8, .zero,
         [r(0, 0, 242, 40), r(250, 0, 50, 40)]),
        ("fill, the lower hugging stretches", [a, L.Item(size: b.size, hugging: 200)], Size(width: 300, height: 40), .horizontal, .fill, .fill, 8, .zero,
         [r(0, 0, 100, 40), r(108, 0, 192, 40)]),
        ("fill shrinks the first of equal resistance", [a, b], Size(width: 120, height: 40), .horizontal, .fill, .fill, 8, .zero,
         [r(0, 0, 62, 40), r(70, 0, 50, 40)]),
        ("fill shrinks the lower resistance first, to 0", [a, L.Item(size: b.size, resistance: 500)], Size(width: 80, height: 40), .horizontal, .fill, .fill, 8, .zero,
         [r(0, 0, 72, 40), r(80, 0, 0, 40)]),
        ("center", [a, b], Size(width: 300, height: 40), .horizontal, .fill, .center, 8, .zero,
         [r(0, 10, 242, 20), r(250, 4.5, 50, 31)]),
        ("leading (top)", [a, b], Size(width: 300, height: 40), .horizontal, .fill, .top, 8, .zero,
         [r(0, 0, 242, 20), r(250, 0, 50, 31)]),
        ("trailing (bottom)", [a, b], Size(width: 300, height: 40), .horizontal, .fill, .bottom, 8, .zero,
         [r(0, 20, 242, 20), r(250, 9, 50, 31)]),
        ("a cross size past the stack's is cut to it", [a, b], Size(width: 300, height: 25), .horizontal, .fill, .leading, 8, .zero,
         [r(0, 0, 242, 20), r(250, 0, 50, 25)]),
        ("fillEqually", [a, b], Size(width: 300, height: 40), .horizontal, .fillEqually, .fill, 8, .zero,
         [r(0, 0, 146, 40), r(154, 0, 146, 40)]),
        ("fillProportionally", [a, b], Size(width: 300, height: 40), .horizontal, .fillProportionally, .fill, 0, .zero,
         [r(0, 0, 200, 40), r(200, 0, 100, 40)]),
        ("equalSpacing", [a, b, c], Size(width: 300, height: 40), .horizontal, .equalSpacing, .fill, 8, .zero,
         [r(0, 0, 100, 40), r(160, 0, 50, 40), r(270, 0, 30, 40)]),
        ("equalSpacing too long: fill's shrinking", [a, b], Size(width: 120, height: 40), .horizontal, .equalSpacing, .fill, 8, .zero,
         [r(0, 0, 62, 40), r(70, 0, 50, 40)]),
        ("equalCentering", [a, b, c], Size(width: 300, height: 40), .horizontal, .equalCentering, .fill, 8, .zero,
         [r(0, 0, 100, 40), r(142.5, 0, 50, 40), r(270, 0, 30, 40)]),
        ("equalCentering that cannot keep its spacing", [a, b, c], Size(width: 220, height: 40), .horizontal, .equalCentering, .fill, 8, .zero,
         [r(0, 0, 100, 40), r(108, 0, 50, 40), r(166, 0, 30, 40)]),
        ("vertical with margins", [a, b], Size(width: 140, height: 100), .vertical, .fill, .fill, 4, EdgeInsets(top: 8, left: 10, bottom: 8, right: 10),
         [r(10, 8, 120, 49), r(10, 61, 120, 31)]),
        ("vertical center", [a, b], Size(width: 140, height: 100), .vertical, .fill, .center, 4, .zero,
         [r(20, 0, 100, 65), r(45, 69, 50, 31)]),
    ]

    @Test(arguments: cases.indices)
    func frames(_ i: Int) {
        let (name, items, size, axis, distribution, alignment, spacing, margins, want) = Self.cases[i]
        let got = L.frames(items, in: size, axis: axis, distribution: distribution, alignment: alignment, spacing: spacing, margins: margins)
        #expect(got == want, "\(name)")
    }

    @Test(arguments: [
        (L.Axis.horizontal, L.Distribution.fill, 8.0, EdgeInsets.zero, Size(width: 158, height: 31)),
        (.vertical, .fill, 8, .zero, Size(width: 100, height: 59)),
        (.horizontal, .fillEqually, 8, .zero, Size(width: 208, height: 31)),
        (.horizontal, .fill, 0, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8), Size(width: 166, height: 47)),
    ])
    func fittingSize(_ axis: L.Axis, _ distribution: L.Distribution, _ spacing: Double, _ margins: EdgeInsets, _ want: Size) {
        #expect(L.fittingSize([Self.a, Self.b], axis: axis, distribution: distribution, spacing: spacing, margins: margins) == want)
    }

    @Test func noItemsNoFrames() {
        #expect(L.frames([], in: Size(width: 10, height: 10), axis: .horizontal).isEmpty)
        #expect(L.fittingSize([], axis: .vertical, margins: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) == Size(width: 16, height: 16))
    }
}
