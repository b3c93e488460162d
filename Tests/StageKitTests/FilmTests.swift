import Testing
@testable import StageKit

/// The run report's film: pictures as line deltas (FrameDelta) and one picture per instant that
/// logged something and changed the screen (FilmRecorder).
@Suite struct FilmTests {
    typealias Piece = FrameDelta.Piece

    /// A 200×400 stage showing a card, filmed as the stage films a test (StageWorld).
    static func filmedCard(frame: Rect, lineOf: @escaping () -> Int? = { nil }) -> (Stage, FilmRecorder, CardLayer) {
        let stage = Stage(size: Size(width: 200, height: 400), safeArea: .zero)
        let film = FilmRecorder(lineOf: lineOf)
        stage.timeline.observer = film.observe
        stage.clock.onInstantEnding = { [unowned stage] in film.instantEnding(stage) }
        let card = CardLayer(stage, title: "Hello", frame: frame)
        stage.layers.present(card)
        return (stage, film, card)
    }

    static let deltas: [(lines: [Substring], previous: [Substring], pieces: [Piece])] = [
        ([], [], []),
        (["a", "b"], [], [.line("a"), .line("b")]),
        (["a", "b", "c"], ["a", "b", "c"], [.copy(start: 0, count: 3)]),
        (["a", "b", "x"], ["a", "b", "c"], [.copy(start: 0, count: 2), .line("x")]),
        (["a", "x", "c"], ["a", "b", "c"], [.copy(start: 0, count: 1), .line("x"), .copy(start: 2, count: 1)]),
        // A line moved up: copied from where it was.
        (["c", "a", "b"], ["a", "b", "c"], [.copy(start: 2, count: 1), .copy(start: 0, count: 2)]),
        // Repeated lines copy from the first place they occur, then run on.
        (["</g>", "</g>"], ["<g>", "</g>", "</g>"], [.copy(start: 1, count: 2)]),
        ([], ["a"], []),
    ]

    @Test(arguments: deltas.indices) func deltaPieces(_ i: Int) {
        let d = FilmTests.deltas[i]
        #expect(FrameDelta.encode(d.lines, against: d.previous) == d.pieces)
        #expect(FrameDelta.decode(d.pieces, against: d.previous.map(String.init)) == d.lines.map(String.init))
    }

    /// Any edit of any picture decodes back to it (a seeded walk of insertions, deletions and
    /// changes over a small alphabet, so lines repeat).
    @Test func deltaRoundTripsEdits() {
        var rng: UInt64 = 7
        func next(_ n: Int) -> Int {
            rng = rng &* 6364136223846793005 &+ 1442695040888963407
            return Int((rng >> 33) % UInt64(n))
        }
        var previous: [String] = []
        for _ in 0..<500 {
            var lines = previous
            for _ in 0..<next(4) {
                switch next(3) {
                case 0: lines.insert("l\(next(6))", at: next(lines.count + 1))
                case 1: if !lines.isEmpty { lines.remove(at: next(lines.count)) }
                default: if !lines.isEmpty { lines[next(lines.count)] = "l\(next(6))" }
                }
            }
            let pieces = FrameDelta.encode(lines.map { Substring($0) }, against: previous.map { Substring($0) })
            #expect(FrameDelta.decode(pieces, against: previous) == lines)
            previous = lines
        }
        #expect(FrameDelta.lines(of: "a\nb\n") == ["a", "b"])
        #expect(FrameDelta.decode([.copy(start: 5, count: 2), .copy(start: -1, count: 2)], against: ["a"]) == ["a"])
    }

    /// A card appears at 0 (one event), moves at 0.5 (one event), a no-op event at 1 leaves the
    /// screen as it was, and an animation moves it at 1.5 with no event: three pictures, at 0,
    /// 0.5 (which also follows the no-op's event) and the end.
    @Test func oneFramePerInstantThatChangedTheScreen() throws {
        nonisolated(unsafe) var line = 10
        let (stage, film, card) = FilmTests.filmedCard(frame: Rect(x: 20, y: 300, width: 160, height: 60), lineOf: { line })
        stage.log("card#1", "present")
        stage.clock.schedule(after: .seconds(0.5)) {
            card.frame = Animated(Rect(x: 20, y: 100, width: 160, height: 60))
            stage.log("card#1", "move")
        }
        stage.clock.schedule(after: .seconds(1)) { stage.log("card#1", "noop") }
        stage.clock.schedule(after: .seconds(1.5)) { card.frame = Animated(Rect(x: 20, y: 0, width: 160, height: 60)) }
        line = 11
        try stage.clock.advance(by: .seconds(2))
        line = 12
        film.capture(stage, failure: true)
        film.finish(stage)
        #expect(film.events.map(\.event.name) == ["present", "move", "noop"])
        #expect(film.events.map(\.line) == [10, 11, 11])
        #expect(film.frames.map(\.time) == [0, 0.5, 2])
        #expect(film.frames.map(\.events) == [0..<1, 1..<3, 3..<3])
        #expect(film.frames.map(\.line) == [10, 11, 12])
        #expect(film.frames.map(\.failure) == [false, false, true])
        // The pictures rebuild to what the renderer draws, without the time stamp.
        var previous: [String] = []
        var pictures: [String] = []
        for f in film.frames {
            previous = FrameDelta.decode(f.pieces, against: previous)
            pictures.append(previous.joined(separator: "\n") + "\n")
        }
        #expect(pictures.last == SVGRenderer(options: .init(stamp: false)).render(stage))
        #expect(!pictures[0].contains("<title>stage at"))
        #expect(Set(pictures).count == 3)
    }

    @Test func framesPastTheLimitAreCountedNotKept() throws {
        let (stage, film, card) = FilmTests.filmedCard(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let n = FilmRecorder.frameLimit + 5
        for i in 0..<n {
            stage.clock.schedule(after: .seconds(Double(i) * 0.01)) {
                card.frame = Animated(Rect(x: 0, y: Double(i % 300), width: 10, height: 10))
                stage.log("card#1", "move")
            }
        }
        try stage.clock.advance(by: .seconds(100))
        film.finish(stage)
        #expect(film.frames.count == FilmRecorder.frameLimit)
        #expect(film.events.count == n)
        #expect(film.framesDropped == 5)
    }

    @Test func eventsPastTheLimitEndTheFilm() throws {
        let (stage, film, _) = FilmTests.filmedCard(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        for _ in 0..<(FilmRecorder.eventLimit + 3) { stage.log("card#1", "ping") }
        try stage.clock.advance(by: .seconds(1))
        film.finish(stage)
        #expect(film.events.count == FilmRecorder.eventLimit)
        #expect(film.eventsDropped == 3)
        #expect(film.frames.isEmpty)
    }
}
