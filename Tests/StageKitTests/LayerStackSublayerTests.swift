@testable import StageKit
import Testing

/// Sublayers (a popup in a parent view) in the layer stack: above their superlayer and its
/// earlier sublayers, below what lies above the superlayer, ordered with it by later presents.
@Suite struct LayerStackSublayerTests {
    final class Sub: StageLayer {
        let source: String
        let superlayer: (any StageLayer)?
        let level: LayerLevel
        init(_ stage: Stage, in parent: (any StageLayer)?, level: LayerLevel = .popup) {
            source = stage.makeSource(kind: "sub")
            superlayer = parent
            self.level = level
        }
        var title: String { source }
        func frame(at t: SimTime) -> Rect { .init(x: 0, y: 0, width: 10, height: 10) }
        func draw(into canvas: inout Canvas, at t: SimTime) {}
    }

    static func order(_ stage: Stage) -> [String] { stage.layers.topDown.map(\.source) }

    @Test func sublayersStackInsideTheirSuperlayer() throws {
        let stage = Stage()
        let table = CardLayer(stage, kind: "table", title: "t", level: .content, frame: .init(x: 0, y: 0, width: 1, height: 1))
        let bar = CardLayer(stage, kind: "bar", title: "b", level: .popupBar, frame: .init(x: 0, y: 0, width: 1, height: 1))
        stage.layers.present(table)
        stage.layers.present(bar)
        let one = Sub(stage, in: table), two = Sub(stage, in: table), window = Sub(stage, in: nil)
        // (what is presented, the order after it, top first)
        let steps: [(any StageLayer, [String])] = [
            (one, ["bar#1", "sub#1", "table#1"]),
            (window, ["sub#3", "bar#1", "sub#1", "table#1"]),
            (two, ["sub#3", "bar#1", "sub#2", "sub#1", "table#1"]),
            (CardLayer(stage, kind: "table", title: "later", level: .content, frame: .init(x: 0, y: 0, width: 1, height: 1)),
             ["sub#3", "bar#1", "table#2", "sub#2", "sub#1", "table#1"]),
            (table, ["sub#3", "bar#1", "sub#2", "sub#1", "table#1", "table#2"]),   // re-presented: its sublayers come along
        ]
        for (layer, expected) in steps {
            stage.layers.present(layer)
            #expect(Self.order(stage) == expected)
            try stage.layers.checkInvariants()
        }
    }

    @Test func aSublayerWhoseSuperlayerIsAbsentWaitsOnTopOfItsLevelUntilItArrives() throws {
        let stage = Stage()
        let other = CardLayer(stage, kind: "bar", title: "o", level: .popupBar, frame: .init(x: 0, y: 0, width: 1, height: 1))
        let late = CardLayer(stage, kind: "bar", title: "l", level: .popupBar, frame: .init(x: 0, y: 0, width: 1, height: 1))
        stage.layers.present(other)
        let sub = Sub(stage, in: late)
        stage.layers.present(sub)
        #expect(Self.order(stage) == ["sub#1", "bar#1"])
        stage.layers.present(late)
        #expect(Self.order(stage) == ["sub#1", "bar#2", "bar#1"])
        try stage.layers.checkInvariants()
    }

    @Test func aSublayerBelowItsSuperlayerBreaksTheInvariant() {
        let stage = Stage()
        let table = CardLayer(stage, kind: "table", title: "t", level: .content, frame: .init(x: 0, y: 0, width: 1, height: 1))
        stage.layers.present(table)
        let sub = Sub(stage, in: table)
        stage.layers.present(sub)
        stage.layers.insert(sub, below: table)
        #expect(throws: InvariantBroken.self) { try stage.layers.checkInvariants() }
    }
}
