@testable import StageKit
import Testing

/// What each kind of view needs (its fitting size, docs/VIEWS.md "Sizes and layout"), from the
/// engine's text model (`TextMetrics`: 0.55 × the point size a character, lines 1.2 × it) and the
/// HIG's text style sizes (`TextStyleMetrics`). Every number is here once.
@Suite struct ViewSizeTests {
    static func stage(_ category: ContentSizeCategory = .large) -> Stage { Stage(traits: Traits(contentSizeCategory: category)) }

    @Test(arguments: [
        ("Hello", TextStyleMetrics.Style.body, ContentSizeCategory.large, Size(width: 46.75, height: 20.4)),
        ("What's new", .title2, .large, Size(width: 121, height: 26.4)),
        ("Hi", .largeTitle, .large, Size(width: 37.4, height: 40.8)),
        ("Hi", .caption2, .extraSmall, Size(width: 12.1, height: 13.2)),
        ("Hi", .footnote, .accessibilityExtraExtraExtraLarge, Size(width: 48.4, height: 52.8)),
        ("", .body, .large, Size.zero),
    ])
    func label(_ text: String, _ style: TextStyleMetrics.Style, _ category: ContentSizeCategory, _ want: Size) {
        let l = Label(stage: Self.stage(category), text: text, style: style)
        let got = l.fittingSize()
        #expect(abs(got.width - want.width) < 1e-9 && abs(got.height - want.height) < 1e-9, "\(got)")
    }

    @Test func aLabelKeepsItsFontUnlessItAdjusts() {
        let s = Self.stage()
        let fixed = Label(stage: s, text: "Hi"), adjusting = Label(stage: s, text: "Hi")
        adjusting.adjustsFontForContentSizeCategory = true
        s.setTraits(Traits(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(fixed.fontSize == 17)
        #expect(adjusting.fontSize == 53)
        #expect(adjusting.frame.height == 53 * 1.2)
    }

    @Test func aWrappingLabelTakesItsLines() {
        let l = Label(stage: Self.stage(), text: "one two three")
        l.numberOfLines = 0
        #expect(l.fittingSize(width: 60).width == 46.75 && abs(l.fittingSize(width: 60).height - 61.2) < 1e-9)
        l.numberOfLines = 2
        #expect(l.fittingSize(width: 60).height == 40.8)
        #expect(l.fittingSize().height == 20.4, "no width: one line")
    }

    @Test(arguments: [
        ("Continue", nil, Size(width: 98.8, height: 34.4)),
        (nil, "ellipsis", Size(width: 44.4, height: 34.4)),
        ("Play", "play.fill", Size(width: 85.8, height: 34.4)),
        (nil, nil, Size(width: 24, height: 14)),
    ] as [(String?, String?, Size)])
    func button(_ title: String?, _ image: String?, _ want: Size) {
        let got = Button(stage: Self.stage(), title: title, image: image).fittingSize()
        #expect(abs(got.width - want.width) < 1e-9 && abs(got.height - want.height) < 1e-9, "\(got)")
    }

    @Test func imageViewsAndSwitches() {
        let s = Self.stage()
        let symbol = ImageView(stage: s, symbol: "play.fill")
        #expect(abs(symbol.fittingSize().width - 20.4) < 1e-9)
        symbol.pointSize = 34
        #expect(abs(symbol.fittingSize().height - 40.8) < 1e-9)
        #expect(ImageView(stage: s, image: .named("cover")).fittingSize() == .zero, "a named image has no size of its own")
        let sw = Switch(stage: s, frame: Rect(x: 5, y: 6, width: 200, height: 100))
        #expect(sw.frame == Rect(x: 5, y: 6, width: 51, height: 31), "UISwitch keeps its size")
    }

    @Test func aStackSizesFromItsArrangedViewsAndSkipsHiddenOnes() throws {
        let s = Self.stage()
        let stack = StackView(stage: s, axis: .vertical, spacing: 8)
        let a = Label(stage: s, text: "A"), b = Button(stage: s, title: "B")
        try stack.addArrangedSubview(a)
        try stack.addArrangedSubview(b)
        #expect(abs(stack.frame.height - 62.8) < 1e-9)
        #expect(abs(stack.frame.width - 33.35) < 1e-9)
        #expect(abs(b.frame.y - 28.4) < 1e-9)
        a.isHidden = true
        #expect(abs(stack.frame.height - 34.4) < 1e-9 && b.frame.y == 0, "a hidden arranged view takes no room")
        a.isHidden = false
        a.text = "A much longer title"
        #expect(abs(stack.frame.width - 19 * 9.35) < 1e-9, "a label's new text re-measures the stack")
    }

    @Test func aScrollViewsContentSizeIsItsSubviewsExtentUnlessSet() throws {
        let s = Self.stage()
        let sv = ScrollView(stage: s, frame: Rect(x: 0, y: 0, width: 320, height: 400))
        try sv.addSubview(View(stage: s, frame: Rect(x: 0, y: 900, width: 10, height: 100)))
        #expect(sv.contentSize == Size(width: 320, height: 1000) || sv.contentSize == Size(width: 10, height: 1000))
        #expect(sv.maximumContentOffset.y == 600)
        #expect(sv.scrollRectToVisible(Rect(x: 0, y: 950, width: 10, height: 10)) == Point(x: 0, y: 560))
        sv.contentSize = Size(width: 320, height: 500)
        #expect(sv.maximumContentOffset.y == 100)
    }
}
