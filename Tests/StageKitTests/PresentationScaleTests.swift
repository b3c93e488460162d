@testable import StageKit
import Testing

/// What a presentation scales (`PresentationChain+Views`): only the presenting controller's
/// view, table-driven over chains and layers, then on a real stage's SVG.
@Suite struct PresentationScaleTests {
    static func chain(_ links: [(String, String)]) -> PresentationChain {
        var c = PresentationChain()
        c.links = links.map { PresentationChain.Link(presented: $0.0, presenter: $0.1, phase: .presented) }
        return c
    }

    /// Each presented sheet scales its presenter by a different amount, to tell them apart.
    static let presenterScales: [String: Double] = ["s1": 0.9, "s2": 0.8, "s3": 0.7]

    /// (chain, layer, level, the controller whose view holds it, its scale)
    static let rows: [(String, PresentationChain, String, LayerLevel, String?, Double)] = [
        ("nothing presented: a table", chain([]), "table#1", .content, "root", 1),
        ("from root: a table", chain([("s1", "root")]), "table#1", .content, "root", 0.9),
        ("from root: a popup bar host and its bars", chain([("s1", "root")]), "bar#1", .popupBar, "root", 0.9),
        ("from root: the sheet itself", chain([("s1", "root")]), "s1", .actionSheet, "s1", 1),
        ("from root: a popup in the key window", chain([("s1", "root")]), "popup#1", .popup, nil, 1),
        ("from root: the keyboard", chain([("s1", "root")]), "keyboard#1", .keyboard, nil, 1),
        ("stacked: the root's content keeps its own presenter's scale", chain([("s1", "root"), ("s2", "s1")]), "table#1", .content, "root", 0.9),
        ("stacked: the first sheet is scaled by the second", chain([("s1", "root"), ("s2", "s1")]), "s1", .actionSheet, "s1", 0.8),
        ("stacked: the top sheet", chain([("s1", "root"), ("s2", "s1")]), "s2", .actionSheet, "s2", 1),
        ("three: the middle sheet", chain([("s1", "root"), ("s2", "s1"), ("s3", "s2")]), "s2", .actionSheet, "s2", 0.7),
        ("a sheet not in the chain (left it)", chain([("s2", "root")]), "s1", .actionSheet, nil, 1),
        ("dismissing to root after a stack dismissal", chain([("s2", "root")]), "table#1", .content, "root", 0.8),
    ]

    @Test func onlyThePresentingViewIsScaled() {
        for (name, chain, layer, level, controller, scale) in Self.rows {
            let owner = chain.controller(ofLayer: layer, level: level)
            #expect(owner == controller, "\(name)")
            let got = owner.map { chain.viewScale(of: $0) { Self.presenterScales[$0] ?? 1 } } ?? 1
            #expect(got == scale, "\(name)")
        }
    }

    @Test func aScaleThatIsNotAScaleLeavesTheViewAlone() {
        let c = Self.chain([("s1", "root")])
        for bad in [0, -1, Double.nan, Double.infinity] {
            #expect(c.viewScale(of: "root") { _ in bad } == 1)
        }
    }

    /// On a stage: a sheet from the root scales the table but not a popup added later; a sheet
    /// from that sheet scales the first sheet, and the table stays at the first sheet's 0.9.
    @Test func theSVGScalesPerPresentation() throws {
        let stage = Stage()
        let table = CardLayer(stage, kind: "table", title: "Inbox", level: .content, frame: Rect(x: 0, y: 0, width: 393, height: 852))
        stage.layers.present(table)
        let first = try ActionController(stage: stage, style: .preset(.default))
        try first.addAction(SheetAction(data: ActionData(title: "A"))) { _ in }
        try first.present()
        let popup = CardLayer(stage, kind: "popup", title: "Toast", frame: Rect(x: 20, y: 100, width: 100, height: 50))
        stage.layers.present(popup)
        try stage.clock.advance(by: 1)
        var scales = SVGRenderer.scales(stage)
        #expect(scales.layer[table.source] == 0.9)
        #expect(scales.layer[first.source] == 1)
        #expect(scales.layer[popup.source] == 1)
        #expect(scales.app == 0.9)
        let second = try ActionController(stage: stage, style: .preset(.default))
        try second.addAction(SheetAction(data: ActionData(title: "B"))) { _ in }
        #expect(try second.present(from: first.source).acted)
        try stage.clock.advance(by: 1)
        scales = SVGRenderer.scales(stage)
        #expect(scales.layer[first.source] == 0.9)
        #expect(scales.layer[table.source] == 0.9)
        #expect(scales.layer[second.source] == 1)
    }
}
