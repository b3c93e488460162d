import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import StageKit

/// The pictures' options and phone look: crops, the device chrome, presenter scaling, image
/// placeholders, ellipsized texts, and the timeline's labels, stacks and phases.
@Suite struct RenderPictureOptionsTests {
    /// A 200×400 screen with a card near the bottom over a dimming backdrop.
    func cardScene() -> (Stage, CardLayer) {
        let stage = Stage(size: Size(width: 200, height: 400), safeArea: EdgeInsets(top: 59, bottom: 34))
        let card = CardLayer(stage, kind: "popup", title: "Hello", frame: Rect(x: 20, y: 300, width: 160, height: 60))
        stage.layers.present(card)
        return (stage, card)
    }

    @Test func contentCropShowsOnlyTheRowsWithSomethingInThem() {
        let (stage, _) = cardScene()
        let full = TextRenderer(columns: 20).render(stage)
        let cropped = TextRenderer(columns: 20, crop: .content).render(stage)
        let fullRows = full.split(separator: "\n").filter { $0.hasPrefix("|") }.count
        let croppedRows = cropped.split(separator: "\n").filter { $0.hasPrefix("|") }.count
        #expect(fullRows == 20)
        // The card (y 300 to 360) and 8-pt margins (292 to 368), in 10×20-pt cells: the cells a
        // box of that frame covers, its edges rounded as every box's are (rows 15 to 17, the
        // card's own; the margins are less than half a cell). The header names the region.
        #expect(croppedRows == 3, "\(cropped)")
        #expect(cropped.contains("Hello"))
        #expect(cropped.hasPrefix("t=0.000  200x400  showing {x=12, y=292, width=176, height=76}\n"), "\(cropped)")
        // The same cells as in the whole picture.
        let body = cropped.split(separator: "\n").filter { $0.hasPrefix("|") }
        #expect(body.allSatisfy { line in full.contains(line.dropFirst().dropLast()) })
        // An explicit rect; nothing drawn keeps the whole screen.
        let corner = TextRenderer(columns: 20, crop: .rect(Rect(x: 0, y: 0, width: 50, height: 40))).render(stage)
        #expect(corner.split(separator: "\n")[1] == "+-----+")
        let empty = Stage(size: Size(width: 200, height: 400), safeArea: .zero)
        #expect(TextRenderer(columns: 20, crop: .content).render(empty).contains("showing {x=0, y=0, width=200, height=400}"))
    }

    @Test func contentBoundsIgnoreShadesAndBackgrounds() {
        var canvas = Canvas()
        let screen = Rect(x: 0, y: 0, width: 100, height: 100)
        canvas.shade(screen, opacity: 0.5)
        canvas.box(screen, isBackground: true)
        #expect(canvas.contentBounds(in: screen) == nil)
        canvas.text("Hi", in: Rect(x: 10, y: 20, width: 30, height: 10))
        canvas.image("cat", in: Rect(x: 50, y: 60, width: 10, height: 10))
        canvas.box(Rect(x: -50, y: 90, width: 60, height: 100))   // clipped to the screen
        #expect(canvas.contentBounds(in: screen) == Rect(x: 0, y: 20, width: 60, height: 80))
        #expect(PictureCrop.content.region(of: canvas, screen: screen) == Rect(x: 0, y: 12, width: 68, height: 88))
        #expect(PictureCrop.rect(Rect(x: .nan, y: 0, width: 1, height: 1)).region(of: canvas, screen: screen) == screen)
    }

    @Test func svgIsAPhoneWithOptionalSafeAreaGuide() throws {
        let (stage, _) = cardScene()
        let svg = SVGRenderer().render(stage)
        _ = try XMLCheck.parse(svg)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"224\" height=\"424\" viewBox=\"-12 -12 224 424\""))
        #expect(svg.contains("clip-path=\"url(#screen)\""))
        #expect(svg.contains("data-source=\"status bar\""))
        #expect(svg.contains(">9:41</text>"))
        #expect(svg.contains("data-source=\"home indicator\""))
        #expect(!svg.contains("stroke-dasharray"))
        #expect(SVGRenderer(options: .init(safeArea: true)).render(stage).contains("stroke-dasharray=\"4 4\""))
        let bare = SVGRenderer(options: .init(device: false)).render(stage)
        #expect(bare.contains("viewBox=\"0 0 200 400\"") && !bare.contains("status bar") && !bare.contains("clipPath"))
        let cropped = SVGRenderer(options: .init(crop: .content)).render(stage)
        #expect(cropped.contains("viewBox=\"12 292 176 76\""), "\(cropped.prefix(200))")
        #expect(!cropped.contains("clipPath"))
        // Deterministic byte for byte.
        #expect(SVGRenderer().render(stage) == svg)
    }

    @Test func statusBarIsLightOverDarkContent() {
        let (stage, _) = cardScene()
        #expect(SVGRenderer().render(stage).contains("fill=\"#000000\" text-anchor=\"middle\" dominant-baseline=\"central\">9:41"))
        let dim = CardLayer(stage, kind: "popup", title: "Dim", frame: Rect(x: 20, y: 100, width: 100, height: 50), backdrop: 0.8)
        stage.layers.present(dim)
        #expect(SVGRenderer().render(stage).contains("fill=\"#FFFFFF\" text-anchor=\"middle\" dominant-baseline=\"central\">9:41"))
    }

    @Test func aPresentingViewIsScaledAboutTheCenter() {
        let stage = Stage(size: Size(width: 200, height: 400), safeArea: EdgeInsets(top: 59, bottom: 34))
        stage.layers.present(CardLayer(stage, kind: "table", title: "Inbox", level: .content, frame: Rect(x: 0, y: 0, width: 200, height: 300)))
        let sheet = ScalingLayer(stage, scale: 0.9)
        stage.layers.present(sheet)
        stage.presentation(.present(sheet.source, from: PresentationChain.root))
        let svg = SVGRenderer().render(stage)
        // 0.9 about (100, 200): translate by (10, 20); the app background and the card scale, the sheet does not.
        #expect(svg.contains("<g data-source=\"table#1\" transform=\"matrix(0.9 0 0 0.9 10 20)\">"))
        #expect(svg.contains("fill=\"#F2F2F7\" transform=\"matrix(0.9 0 0 0.9 10 20)\"/>"))
        #expect(svg.contains("<g data-source=\"\(sheet.source)\">"))
        #expect(svg.contains("fill=\"#000000\"/>\n<rect x=\"0\" y=\"0\" width=\"200\" height=\"400\" fill=\"#F2F2F7\""))
    }

    @Test func imagesTextsAndCurvedTopsInTheSVG() {
        var canvas = Canvas()
        canvas.image("night-at-the-opera", in: Rect(x: 0, y: 0, width: 48, height: 48))
        canvas.text("The Great Gig in the Sky", in: Rect(x: 0, y: 0, width: 100, height: 20), fontSize: 17)
        canvas.box(Rect(x: 0, y: 100, width: 100, height: 50), fill: .systemBlue, topCurve: 20)
        let r = SVGRenderer()
        let svg = canvas.items.map { r.element($0.item) }.joined(separator: "\n")
        #expect(svg.contains("<title>image night-at-the-opera</title>"))
        #expect(svg.contains(">night-at-t…</text>") || svg.contains(">night-at-the…</text>") || svg.contains("…</text>"))
        #expect(svg.contains("<title>The Great Gig in the Sky</title>The Great…</text>"), "\(svg)")
        #expect(svg.contains("<path d=\"M0 150 L0 100 Q50 80 100 100 L100 150 Z\" fill=\"#007AFF\"/>"))
    }

    @Test func fontWidthsFitAndEllipsize() {
        #expect(abs(FontWidths.width(of: "Delete", fontSize: 10) - 28.9) < 0.01)
        #expect(FontWidths.fit("Delete", width: 40, fontSize: 10) == "Delete")
        #expect(FontWidths.fit("Remove profile picture", width: 60, fontSize: 10) == "Remove pr…")
        #expect(FontWidths.fit("a\nb\tc", width: 100, fontSize: 10) == "a b c")
        // Only as far as the width reaches: a 4 MB title costs what a short one does (it took
        // the fuzzer's SVG of eight popup bars past its 30 s limit).
        let huge = String(repeating: "ab", count: 2 << 20)
        #expect(FontWidths.fit(huge, width: 60, fontSize: 10) == "abababab…")
        #expect(FontWidths.fit(String(repeating: "\u{301}", count: 1 << 20), width: 60, fontSize: 10) == "…")
        #expect(FontWidths.prefix(huge, 3) == "aba…")
        #expect(FontWidths.prefix("abc", 3) == "abc")
        #expect(FontWidths.fit("Remove profile picture", width: 5, fontSize: 10) == "")
        #expect(FontWidths.fit("日本語のテキスト", width: 35, fontSize: 10) == "日本…")
        for w in [0.0, -1, .nan, .infinity] { _ = FontWidths.fit("abc", width: w, fontSize: .nan) }
    }

    @Test func timelineLabelsStackAndPhases() throws {
        let stage = Stage()
        stage.log("sheet#1", "willPresentView")
        stage.log("sheet#1", "stateChanged")
        stage.log("screen", "tap")
        try stage.clock.advance(by: 0.5)
        stage.log("sheet#1", "didPresentView")
        try stage.clock.advance(by: 0.5)
        stage.log("sheet#1", "willDismissView")
        let svg = TimelineChart().render(stage)
        let parsed = try XMLCheck.parse(svg)
        // Every event's name is drawn, not only in titles.
        for name in ["willPresentView", "stateChanged", "didPresentView", "willDismissView", "tap"] {
            #expect(svg.contains(">\(name)</text>"), "\(name)")
        }
        // The two events at t=0 of sheet#1 stack in lanes 12 pt apart.
        func labelY(_ name: String) -> Double? {
            guard let r = svg.range(of: ">\(name)</text>") else { return nil }
            let line = svg[..<r.lowerBound].split(separator: "\n").last ?? ""
            guard let y = line.range(of: " y=\"") else { return nil }
            return Double(line[y.upperBound...].prefix { $0 != "\"" })
        }
        if let a = labelY("willPresentView"), let b = labelY("stateChanged") { #expect(b - a == 12) } else { Issue.record("labels missing") }
        // Phases: present (closed), dismiss (still running).
        #expect(parsed.texts.contains("sheet#1 present 0.000–0.500"))
        #expect(parsed.texts.contains("sheet#1 dismiss 1.000–now"))
        #expect(TimelineChart().render(stage) == svg)
    }

    /// A megabyte-long field (a title) is cut in the marks' tooltips: the chart stays small.
    @Test func longFieldsAreCutInTooltips() {
        let stage = Stage()
        let title = String(repeating: "t", count: 1 << 20)
        for _ in 0..<20 { stage.log("sheet#1", "handler", [EventField("action", .string(title))]) }
        let svg = TimelineChart().render(stage)
        #expect(svg.utf8.count < 100_000, "\(svg.utf8.count)")
        #expect(svg.contains("handler action=&quot;ttt"))
    }

    @Test func hugeTimelineStaysSmall() {
        let stage = Stage()
        for i in 0..<432_000 {
            if i % 1000 == 0 { _ = try? stage.clock.advance(by: 0.001) }
            stage.log(i % 2 == 0 ? "screen" : "table#1", "panChanged")
        }
        let svg = TimelineChart().render(stage)
        #expect(svg.utf8.count < 1_500_000, "\(svg.utf8.count)")
        #expect(svg.contains(">panChanged ×"))
    }
}

/// A layer that scales its presenting view (once in the chain), as an action sheet does.
final class ScalingLayer: StageLayer {
    let source: String
    let scale: Double
    init(_ stage: Stage, scale: Double) {
        source = stage.makeSource(kind: "sheet")
        self.scale = scale
    }
    var title: String { "sheet" }
    var level: LayerLevel { .actionSheet }
    func frame(at t: SimTime) -> Rect { Rect(x: 0, y: 300, width: 200, height: 100) }
    func draw(into canvas: inout Canvas, at t: SimTime) { canvas.box(frame(at: t), fill: .white) }
    func presenterScale(at t: SimTime) -> Double { scale }
}
