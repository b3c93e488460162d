import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import StageKit

/// Reference easeOut progress by bisection on the Bézier polynomial (independent of CubicBezier).
func referenceEaseOut(_ u: Double) -> Double {
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let t = (lo + hi) / 2
        let x = 3 * (1 - t) * t * t * 0.58 + t * t * t
        if x < u { lo = t } else { hi = t }
    }
    let t = (lo + hi) / 2
    return 3 * (1 - t) * (1 - t) * t * 0 + 3 * (1 - t) * t * t * 1 + t * t * t
}

@Suite struct RenderTests {
    /// A small scene: a table at the bottom, a modal card sliding up (easeOut, 0.5 s) over a
    /// 30 % backdrop, read half-way through.
    func scene() throws -> (Stage, CardLayer) {
        let stage = Stage(size: Size(width: 200, height: 300), safeArea: EdgeInsets(top: 20, bottom: 10))
        let table = CardLayer(stage, kind: "table", title: "Inbox", level: .content, frame: Rect(x: 0, y: 20, width: 200, height: 270))
        stage.layers.present(table)
        let card = CardLayer(stage, kind: "popup", title: "Hello", frame: Rect(x: 25, y: 300, width: 150, height: 100), backdrop: 0.3)
        stage.layers.present(card)
        let slide = card.frame.animate(to: Rect(x: 25, y: 100, width: 150, height: 100), at: stage.now, duration: 0.5, curve: .easeOut)
        stage.clock.schedule(at: slide.end) { stage.log(card.source, "didPop") }
        try stage.clock.advance(by: 0.25)
        return (stage, card)
    }

    @Test func midAnimationFrameFollowsTheCurve() throws {
        let (stage, card) = try scene()
        let y = card.frame.value(at: stage.now).y
        #expect(abs(y - (300 - 200 * referenceEaseOut(0.5))) < 1e-9)
        #expect(abs(y - 163.07136) < 1e-4)
    }

    @Test func textSnapshotOfASmallScene() throws {
        let (stage, _) = try scene()
        let text = TextRenderer(columns: 20).render(stage)
        #expect(text == """
            t=0.250  200x300
            +--------------------+
            |....................|
            |+table#1-----------+|
            ||..................||
            ||..................||
            ||..................||
            ||..................||
            ||..................||
            ||......Inbox.......||
            ||..+popup#1------+.||
            ||..|             |.||
            ||..|    Hello    |.||
            ||..|             |.||
            ||..+-------------+.||
            ||..................||
            |+------------------+|
            +--------------------+
            popup#1  popup  "Hello"  {x=0, y=0, width=200, height=300}
            table#1  content  "Inbox"  {x=0, y=20, width=200, height=270}

            """)
        // Stable across runs and renders.
        #expect(TextRenderer(columns: 20).render(stage) == text)
    }

    @Test func fadingLayersAreFaintThenGone() throws {
        let stage = Stage(size: Size(width: 100, height: 100), safeArea: .zero)
        let card = CardLayer(stage, title: "Fade", frame: Rect(x: 0, y: 0, width: 100, height: 50))
        stage.layers.present(card)
        card.alpha.animate(to: 0, at: .zero, duration: 1, curve: .linear)
        try stage.clock.advance(by: 0.6)   // alpha 0.4: faint border, text still drawn
        let faint = TextRenderer(columns: 10).grid(stage.drawScene(), screen: stage.screen.size)
        #expect(faint[1] == "|.card#1...|")
        #expect(faint[2] == "|:  Fade  :|")
        try stage.clock.advance(by: 0.38)  // alpha 0.02: not drawn
        let gone = TextRenderer(columns: 10).grid(stage.drawScene(), screen: stage.screen.size)
        #expect(gone.dropFirst().dropLast().allSatisfy { $0 == "|          |" })
    }

    @Test func svgIsWellFormedXML() throws {
        let (stage, _) = try scene()
        let card = CardLayer(stage, kind: "popup", title: "Tom & \"Jerry\" <3", frame: Rect(x: 10, y: 10, width: 50, height: 20))
        stage.layers.present(card)
        let svg = SVGRenderer().render(stage)
        let parsed = try XMLCheck.parse(svg)
        #expect(parsed.root == "svg")
        // One group per layer, the screen's clip, the status bar; the layers' texts and the time.
        #expect(parsed.elements["g"] == 5)
        #expect(parsed.elements["text"] == 4)
        #expect(parsed.texts.contains("Tom & \"Jerry\" <3"))
        #expect(parsed.attributes.contains("data-source=popup#1"))
        // The sliding card at its mid-animation position.
        #expect(svg.contains("<rect x=\"25\" y=\"163.07\" width=\"150\" height=\"100\" rx=\"13\""))
        #expect(svg.contains("opacity=\"0.3\""))
        #expect(SVGRenderer().render(stage) == svg)
    }

    @Test func timelineChartIsWellFormedXML() throws {
        let (stage, card) = try scene()
        try stage.clock.advance(by: 0.5)
        stage.layers.remove(card)
        _ = stage.tap(at: Point(x: 5, y: 5))
        try stage.clock.advance(by: 0.25)
        let svg = TimelineChart().render(stage)
        let parsed = try XMLCheck.parse(svg)
        #expect(parsed.root == "svg")
        // Rows: table#1, popup#1 (presences), screen (the tap).
        #expect(parsed.texts.contains("table#1") && parsed.texts.contains("popup#1") && parsed.texts.contains("screen"))
        #expect(parsed.texts.contains("[  0.500] popup#1 didPop"))
        #expect(parsed.texts.contains("popup#1 \"Hello\" 0.000–0.750"))
        #expect(parsed.texts.contains("table#1 \"Inbox\" 0.000–now"))
    }

    /// Past TimelineChart.detailLimit events, marks of a row in the same half point merge: the
    /// chart of 400 000 events stays small (the fuzzer met a 92 MB one) and still counts them.
    @Test func aLongTimelineMergesOverlappingMarks() throws {
        let stage = Stage()
        for i in 0..<400_000 {
            if i % 1000 == 0 { try stage.clock.advance(by: 0.001) }
            stage.log("screen", "panChanged", [EventField("n", .integer(i))])
        }
        let svg = TimelineChart().render(stage)
        #expect(svg.utf8.count < 2_000_000)
        let parsed = try XMLCheck.parse(svg)
        #expect(parsed.texts.contains { $0.hasPrefix("[  0.001] screen panChanged n=0\n") && $0.hasSuffix("(+997 more events here)") })
        // A short timeline keeps a mark per event.
        let short = Stage()
        for i in 0..<3 { short.log("screen", "tap", [EventField("n", .integer(i))]) }
        #expect(TimelineChart().render(short).components(separatedBy: "<line x1=").count - 1 >= 3)
    }
}

/// Parses XML with Foundation's XMLParser (tests only) and counts what it saw.
final class XMLCheck: NSObject, XMLParserDelegate {
    var root: String?
    var elements: [String: Int] = [:]
    var attributes: [String] = []
    var texts: [String] = []
    private var text = ""

    static func parse(_ xml: String) throws -> XMLCheck {
        let check = XMLCheck()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = check
        guard parser.parse() else {
            throw parser.parserError ?? NSError(domain: "XMLCheck", code: 1)
        }
        return check
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        if root == nil { root = name }
        elements[name, default: 0] += 1
        for (k, v) in attributes.sorted(by: { $0.key < $1.key }) { self.attributes.append(k + "=" + v) }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if !text.isEmpty { texts.append(text) }
        text = ""
    }
}
