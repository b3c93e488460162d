import Testing
@testable import StageKit

/// A layer that draws whatever rectangles it is given: extreme geometry for the renderers.
final class ScribbleLayer: StageLayer {
    let source: String
    let rects: [Rect]
    init(_ stage: Stage, rects: [Rect]) {
        source = stage.makeSource(kind: "scribble")
        self.rects = rects
    }
    var title: String { "scribble" }
    var level: LayerLevel { .popup }
    func frame(at t: SimTime) -> Rect { rects.first ?? .zero }
    func hitTest(_ p: Point, at t: SimTime) -> Bool { false }
    func handleTap(_ tap: TapEvent, on stage: Stage) {}
    func handlePan(_ pan: PanEvent, on stage: Stage) {}
    func draw(into canvas: inout Canvas, at t: SimTime) {
        for r in rects {
            canvas.shade(r, opacity: 0.3)
            canvas.box(r, label: "box")
            canvas.text("some text", in: r)
        }
    }
}

/// The renderers never trap and stay bounded, whatever the screen size and the geometry they
/// are given (a denormal screen width trapped in a Double-to-Int conversion: issue 8).
@Suite struct RenderExtremesTests {
    static let sizes: [Double] = [Double.leastNonzeroMagnitude, 1e-300, 0, -1, 0.001, 0.5, 1, 1.5, 393, 100_000, 1e300, .infinity, -.infinity, .nan]
    static let coordinates: [Double] = [-.infinity, -1e300, -1e7, -0.5, 0, 0.25, 10, 1e7, 1e300, .infinity, .nan]

    func stage(width: Double, height: Double) -> Stage {
        let stage = Stage(size: Size(width: width, height: height), safeArea: .zero)
        var rects: [Rect] = []
        for c in Self.coordinates {
            rects.append(Rect(x: c, y: c, width: 10, height: 10))
            rects.append(Rect(x: 0, y: 0, width: c, height: c))
            rects.append(Rect(x: -c, y: 5, width: 2 * abs(c), height: 1))
        }
        stage.layers.present(ScribbleLayer(stage, rects: rects))
        return stage
    }

    @Test func textPicturesOfAnyScreenSize() {
        for w in Self.sizes {
            for h in Self.sizes {
                let s = stage(width: w, height: h)
                // Wide pictures are slow in debug builds: only the corner cases get them.
                let wide = [Double.leastNonzeroMagnitude, 1, 100_000].contains(w) && [Double.leastNonzeroMagnitude, 100_000, .nan].contains(h)
                for columns in wide ? [4, 400] : [8] {
                    let lines = TextRenderer(columns: columns).render(s).split(separator: "\n", omittingEmptySubsequences: false)
                    // Header, at most 1000 grid rows plus two borders, legend.
                    #expect(lines.count <= 1 + Grid.maximumRows + 2 + 2, "\(w)x\(h) at \(columns) columns")
                    #expect(lines[1].count == columns + 2, "\(w)x\(h) at \(columns) columns")
                }
            }
        }
    }

    @Test func gridOfADenormalScreen() {
        let g = Grid(columns: 48, screen: Size(width: Double.leastNonzeroMagnitude, height: Double.leastNonzeroMagnitude))
        #expect(g.rows >= 1 && g.rows <= Grid.maximumRows)
        #expect(g.cellWidth > 0 && g.cellHeight > 0)
    }

    @Test func svgAndTimelineOfAnyScreenSize() {
        for w in Self.sizes {
            for h in [Double.leastNonzeroMagnitude, 1, 100_000, .nan] {
                let s = stage(width: w, height: h)
                #expect(SVGRenderer().render(s).hasSuffix("</svg>\n"))
                #expect(!SVGRenderer().render(s).contains("\"nan"))
                #expect(TimelineChart().render(s).hasSuffix("</svg>\n"))
            }
        }
    }

    @Test func textMetricsWithDegenerateSizes() {
        for size in [0.0, -1, Double.leastNonzeroMagnitude, .nan, .infinity] {
            for width in [0.0, -5, 1e300, .infinity, .nan] {
                let lines = TextMetrics.lines(of: "Hello big world", fontSize: size, maxWidth: width)
                #expect(!lines.isEmpty)
            }
        }
        #expect(TextMetrics.lines(of: "Hello big world", fontSize: 10, maxWidth: 50) == ["Hello big", "world"])
    }

    /// A 100 KB header one character per line (a narrow screen) wrapped in seconds, quadratically
    /// (the remaining word was recounted for every line): wrapping is linear in the text.
    @Test func wrappingAHugeWordIsLinear() {
        let word = String(repeating: "ab", count: 50_000)
        let start = ContinuousClock.now
        let lines = TextMetrics.lines(of: word + " c e", fontSize: 17, maxWidth: 1)
        #expect(ContinuousClock.now - start < .seconds(10), "\(ContinuousClock.now - start)")
        #expect(lines.count == 100_002)
        #expect(lines.prefix(2) == ["a", "b"] && lines.suffix(2) == ["c", "e"])
        #expect(TextMetrics.lines(of: "abcdefg hi jk", fontSize: 10, maxWidth: 16.5) == ["abc", "def", "g", "hi", "jk"])
        #expect(TextMetrics.lines(of: "ab cd efgh", fontSize: 10, maxWidth: 27.5) == ["ab cd", "efgh"])
    }

    @Test func conversionsClamp() {
        #expect(Int(clamping: 1e300, to: 0...1000) == 1000)
        #expect(Int(clamping: -.infinity, to: 0...1000) == 0)
        #expect(Int(clamping: .nan, to: 0...1000) == 0)
        #expect(Int(clamping: .nan, to: 0...1000, nan: 7) == 7)
        #expect(Int(clamping: 9.3e18, to: Int.min...Int.max) == Int.max)
        #expect(Int(clamping: -9.3e18, to: Int.min...Int.max) == Int.min)
        #expect(Int(clamping: -3.7, to: -10...10) == -3)
    }

    @Test func screenSizesHaveADocumentedRange() {
        func message(_ size: Size, _ insets: EdgeInsets = .zero) -> String? {
            do throws(ScreenConfigurationError) {
                try Screen.validate(size: size, safeArea: insets)
                return nil
            } catch { return error.message }
        }
        #expect(message(Size(width: Double.leastNonzeroMagnitude, height: 852)) == "width must be between 1 and 100000, got 5e-324")
        #expect(message(Size(width: 393, height: .nan)) == "height must be between 1 and 100000, got nan")
        #expect(message(Size(width: 100_001, height: 1)) == "width must be between 1 and 100000, got 100001")
        #expect(message(Size(width: 1, height: 100_000)) == nil)
        #expect(message(Size(width: 1.5, height: 2.25)) == nil)
        #expect(message(Size(width: 393, height: 852), EdgeInsets(top: -1)) == "safeArea.top must be a finite number of points, at least 0, got -1")
        #expect(message(Size(width: 393, height: 852), EdgeInsets(left: .infinity)) == "safeArea.left must be a finite number of points, at least 0, got inf")
        #expect(message(Size(width: 393, height: 852), EdgeInsets(top: 800, bottom: 52))
            == "safeArea.top + safeArea.bottom (852) must be less than the height (852)")
        #expect(message(Size(width: 10, height: 852), EdgeInsets(left: 5, right: 5))
            == "safeArea.left + safeArea.right (10) must be less than the width (10)")
        #expect(Screen.defaultSafeArea(for: Size(width: 50, height: 50)) == .zero)
        #expect(Screen.defaultSafeArea(for: Screen.defaultSize) == Screen.defaultSafeArea)
    }
}
