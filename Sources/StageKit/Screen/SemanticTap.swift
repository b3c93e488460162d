/// Why a semantic input ("tap this element of my layer") cannot reach its target. Every
/// component's semantic taps fail with these, so scripts read one set of messages:
/// `cannot tap <target>: <reason>`, or `cannot <operation> a <kind> that is <state> (<hint>)`
/// while the layer is not on screen.
///
/// ```swift
/// HitError.covered(target: "action 1 ('Copy')", point: Point(x: 196, y: 700), by: "popup#1").description
/// // "cannot tap action 1 ('Copy'): (196, 700) is covered by popup#1"
/// ```
public enum HitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The layer is not on screen: not presented yet, or gone.
    case notPresented(operation: String, kind: String, state: String, hint: String)
    /// The element has no place on screen yet (a section whose rows have not been revealed).
    case notRevealed(target: String, why: String)
    /// The element is 0×0: no point of it takes a touch.
    case zeroSize(target: String, why: String)
    /// The element lies outside the screen; `detail` says where and what would bring it in.
    case offScreen(target: String, detail: String)
    /// The element is missing from the layer (a cancel bar the settings turned off).
    case absent(target: String, why: String)
    /// Nothing on the stage takes a touch at `point`.
    case nothingThere(target: String, point: Point)
    /// Another layer, or another element of the same layer, takes the touch at `point`.
    case covered(target: String, point: Point, by: String)
    /// A refusal for a gesture other than a tap (`swipe`, `pan`): the same reasons, worded with
    /// its verb ("cannot swipe row 1: (359, 38) is covered by sheet#1").
    indirect case gesture(verb: String, HitError)

    public var description: String { message(verb: "tap") }

    /// The message, with `verb` where a tap would say "tap".
    public func message(verb: String) -> String {
        switch self {
        case .notPresented(let op, let kind, let state, let hint):
            return "cannot \(op) a \(kind) that is \(state)" + (hint.isEmpty ? "" : " (\(hint))")
        case .notRevealed(let target, let why), .zeroSize(let target, let why), .absent(let target, let why):
            return "cannot \(verb) \(target): \(why)"
        case .offScreen(let target, let detail):
            return "cannot \(verb) \(target): \(detail)"
        case .nothingThere(let target, let p):
            return "cannot \(verb) \(target): nothing takes a touch at \(p)"
        case .covered(let target, let p, let by):
            return "cannot \(verb) \(target): \(p) is covered by \(by)"
        case .gesture(let verb, let inner):
            return inner.message(verb: verb)
        }
    }

    /// Why, whatever the gesture's verb.
    public var reason: HitError {
        if case .gesture(_, let inner) = self { return inner.reason }
        return self
    }

    /// This refusal worded for `verb` ("tap" leaves it as it is).
    public func forGesture(_ verb: String) -> HitError {
        if verb == "tap" { return self }
        if case .gesture(_, let inner) = self { return .gesture(verb: verb, inner) }
        return .gesture(verb: verb, self)
    }
}

/// A layer whose touches land on named parts (rows, buttons, its background): what semantic
/// input checks a point against after the stage's hit test chose the layer.
public protocol ElementHitTesting: StageLayer {
    associatedtype Element: Hashable & CustomStringConvertible
    /// The part a touch at `p` lands on at `t`; nil when the layer cannot tell (not laid out).
    func element(at p: Point, t: SimTime) -> Element?
}

extension Stage {
    /// Checks that a touch at `p` reaches `layer` (the stack's top-down hit test) and, when
    /// `element` is given, that the layer's own hit test gives that element. `target` names the
    /// element in the error ("action 2 ('Delete')").
    public func checkHit<L: ElementHitTesting>(_ p: Point, on layer: L, element: L.Element?,
                                               target: String, pan: Bool = false) throws(HitError) {
        // A view out of the window is the first blocker: scrolling or moving the point would not help.
        if let why = layer.notInWindowReason { throw .absent(target: target, why: why) }
        guard screen.contains(p) else { throw .offScreen(target: target, detail: "\(p) is off the screen") }
        guard let top = layers.hitTest(p, at: now, pan: pan) else { throw .nothingThere(target: target, point: p) }
        guard top === layer else { throw .covered(target: target, point: p, by: labeled(top.source)) }
        if let element, let hit = layer.element(at: p, t: now), hit != element {
            throw .covered(target: target, point: p, by: hit.description)
        }
    }

    /// The visible part of an element's `frame`: throws `zeroSize` for an empty frame and
    /// `offScreen` (with `offScreen(frame)` as the detail) when no part is on the screen.
    public func visiblePart(of frame: Rect, target: String, zeroSize why: String,
                            offScreen detail: (Rect) -> String) throws(HitError) -> Rect {
        guard frame.width > 0, frame.height > 0 else { throw .zeroSize(target: target, why: why) }
        guard let visible = frame.intersection(screen.bounds) else {
            throw .offScreen(target: target, detail: detail(frame))
        }
        return visible
    }

    /// Where semantic input touches an element drawn at `frame`: a point inside its visible part
    /// (`visiblePart`, then `Rect.touchPoint`), so the touch can only miss the element when
    /// something covers it, which `checkHit` then names. Throws `zeroSize` and `offScreen` as
    /// `visiblePart` does.
    public func touchPoint(in frame: Rect, target: String, zeroSize why: String,
                           offScreen detail: (Rect) -> String) throws(HitError) -> Point {
        try visiblePart(of: frame, target: target, zeroSize: why, offScreen: detail).touchPoint
    }

    /// Taps `element` of `layer` at `p` after `checkHit`, recorded as `stage.tap(at:)` records a
    /// tap (`screen tap {x, y, layer}`), and hands the tap to `deliver`, the layer's handler,
    /// whose outcome (did it select, dismiss...) it returns. No simulated time passes.
    public func tap<L: ElementHitTesting, Outcome>(_ element: L.Element?, of layer: L, at p: Point, target: String,
                                                   deliver: (TapEvent) -> Outcome) throws(HitError) -> Outcome {
        try checkHit(p, on: layer, element: element, target: target)
        log("screen", "tap", inputFields(p, layer, false))
        return deliver(TapEvent(location: p, time: now))
    }
}

extension Rect {
    /// The point a touch made on the user's behalf aims at: the centre, never rounded (UIKit's
    /// touch locations are fractional, and a rounded centre of a rectangle narrower than a point
    /// lands on its neighbour or past the screen's edge). Inside the rectangle by `contains`'s
    /// half-open rule whenever it is not empty: when the centre of a rectangle a few ulps wide
    /// rounds onto the far edge, the near edge (which belongs to it) is taken instead.
    public var touchPoint: Point {
        let c = center
        return Point(x: c.x < maxX ? c.x : minX, y: c.y < maxY ? c.y : minY)
    }
}
