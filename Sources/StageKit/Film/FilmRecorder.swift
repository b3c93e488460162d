/// A test's film for the run report: every timeline event (with the spec line that was running),
/// and the screen as SVG at the end of each instant that logged something,
/// kept only when it differs from the last picture kept. Pictures are stored as `FrameDelta`
/// pieces against the previous one, so a long film stays small in memory and on disk.
///
/// The stage calls `observe` for each event and `instantEnding` before the clock moves on
/// (`SimClock.onInstantEnding`); the runner calls `capture(failure: true)` when a test fails,
/// and `finish` at its end.
///
/// ```swift
/// let film = FilmRecorder(lineOf: { 12 })
/// stage.timeline.observer = film.observe
/// stage.clock.onInstantEnding = { [unowned stage] in film.instantEnding(stage) }
/// // ... the test drives the stage ...
/// film.finish(stage)
/// film.frames.count   // the screens that changed
/// ```
public final class FilmRecorder {
    public struct Event: Hashable, Sendable {
        public var event: TimelineEvent
        /// The spec's line that was running when the event was logged.
        public var line: Int?
    }

    public struct Frame: Hashable, Sendable {
        /// The instant (seconds) the picture shows the end of.
        public var time: Double
        /// The events this picture follows (indices into `events`): those logged since the
        /// previous picture kept.
        public var events: Range<Int>
        /// The spec's line that drove the stage to this picture (its first event's).
        public var line: Int?
        /// The picture taken when the test failed.
        public var failure: Bool
        /// The SVG, against the previous frame's (FrameDelta).
        public var pieces: [FrameDelta.Piece]
    }

    /// Pictures kept at most: past it, events are still listed but no picture is taken.
    public static let frameLimit = 2_000
    /// Events kept at most: past it the film stops (a test that logs a million events keeps the
    /// first ones and says how many more there were).
    public static let eventLimit = 20_000

    public private(set) var events: [Event] = []
    public private(set) var frames: [Frame] = []
    /// Pictures not kept because of `frameLimit`.
    public private(set) var framesDropped = 0
    /// Events not kept because of `eventLimit`.
    public private(set) var eventsDropped = 0
    /// Events that the kept pictures follow.
    private var pictured = 0
    private var lastLines: [Substring] = []
    private var lastSVG = ""
    private let lineOf: () -> Int?
    private let renderer = SVGRenderer(options: .init(stamp: false))

    /// `lineOf` tells the spec line running now (nil outside the spec).
    public init(lineOf: @escaping () -> Int? = { nil }) {
        self.lineOf = lineOf
    }

    public func observe(_ event: TimelineEvent) {
        guard events.count < FilmRecorder.eventLimit else {
            eventsDropped += 1
            return
        }
        events.append(Event(event: event, line: lineOf()))
    }

    /// The clock is about to leave the current instant: its picture, if it logged something.
    public func instantEnding(_ stage: Stage) {
        if events.count > pictured { capture(stage) }
    }

    /// The screen now, kept when it differs from the last picture (a failure's always).
    public func capture(_ stage: Stage, failure: Bool = false) {
        guard eventsDropped == 0 else { return }
        let range = pictured..<events.count
        let svg = renderer.render(stage)
        if svg == lastSVG && !failure, !frames.isEmpty {
            // Nothing on the screen changed: the last picture follows these events too.
            frames[frames.count - 1].events = frames[frames.count - 1].events.lowerBound..<events.count
            pictured = events.count
            return
        }
        pictured = events.count
        lastSVG = svg
        guard frames.count < FilmRecorder.frameLimit else {
            framesDropped += 1
            return
        }
        let lines = FrameDelta.lines(of: svg)
        let line = range.isEmpty ? lineOf() : events[range.lowerBound].line
        frames.append(Frame(time: stage.now.seconds, events: range, line: line, failure: failure,
                            pieces: FrameDelta.encode(lines, against: lastLines)))
        lastLines = lines
    }

    /// The test ended: the screen as it was left, when it differs from the last picture (it
    /// may have moved on without logging anything, as an animation does).
    public func finish(_ stage: Stage) {
        capture(stage)
    }
}
