import Testing
@testable import StageKit

/// The text picture where layers and boxes overlap: a translucent layer over another shows
/// what lies behind it as `.` instead of mixing both layers' letters on one row, a text sits off
/// its box's border rows (a two-row box: its bottom row, beside the box's label in the top
/// one), and the legend names containers by their kind.
@Suite struct RenderTextLayeringTests {
    /// 100×200 at 10 columns: cells of 10×20 points.
    func grid(_ draw: (inout Canvas) -> Void) -> [String] {
        var canvas = Canvas()
        draw(&canvas)
        // The rows inside the picture's border, each without its border columns.
        return TextRenderer(columns: 10).grid(canvas, screen: Size(width: 100, height: 200)).dropFirst().dropLast()
            .map { String($0.dropFirst().dropLast()) }
    }

    @Test func aTranslucentLayerHidesTheLettersBehindIt() {
        let rows = grid { c in
            c.layer = "table#1"
            c.text("Row 15 here", in: Rect(x: 0, y: 100, width: 100, height: 20), alignment: .leading)
            c.layer = "bar#1"
            c.box(Rect(x: 0, y: 80, width: 100, height: 60), fill: .systemBackground, opacity: 0.3)
            c.text("Song", in: Rect(x: 20, y: 100, width: 60, height: 20), alignment: .leading)
        }
        // Row 5 (y 100 to 120): the bar's text, and behind the translucent bar the row's
        // letters as dots; nothing of "Row 15" mixes with "Song".
        #expect(rows[5] == ":.Song ..:", "\(rows)")
        // The same layer's text over its own faint box stays as it was.
        let own = grid { c in
            c.layer = "bar#1"
            c.text("Row 15 here", in: Rect(x: 0, y: 100, width: 100, height: 20), alignment: .leading)
            c.box(Rect(x: 0, y: 80, width: 100, height: 60), fill: .systemBackground, opacity: 0.3)
        }
        #expect(own[5] == ":ow 15 he:", "\(own)")
    }

    @Test func aTextSitsOffItsBoxsBorders() {
        // A three-row box: the text on the middle row even when its middle falls on a border row.
        let tall = grid { c in
            c.layer = "popup#1"
            c.box(Rect(x: 0, y: 40, width: 100, height: 58), label: "popup#1")
            c.text("Saved", in: Rect(x: 0, y: 40, width: 100, height: 38))
        }
        #expect(tall[2] == "+popup#1-+" && tall[3].contains("Saved") && tall[4] == "+--------+", "\(tall)")
        // A two-row box (a toast): the text on the bottom row, the box's label kept on the top one.
        let toast = grid { c in
            c.layer = "popup#1"
            c.box(Rect(x: 0, y: 40, width: 100, height: 40), label: "popup#1")
            c.text("Saved", in: Rect(x: 0, y: 40, width: 100, height: 40))
        }
        #expect(toast[2] == "+popup#1-+" && toast[3] == "+-Saved--+", "\(toast)")
    }

    @Test func theLegendNamesAContainerByItsKind() {
        let stage = Stage()
        let tabs = PopupBarContainer(stage: stage, kind: .tabBarController(tabs: ["Inbox", "Music"]))
        stage.layers.present(tabs)
        let legend = TextRenderer().render(stage).split(separator: "\n").last.map(String.init) ?? ""
        #expect(legend.hasPrefix("bar#1  tabBarController  "), "\(legend)")
    }
}
