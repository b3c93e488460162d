@testable import StageKit
import Testing

/// Component names (issue 22 item 8): the one form every output shows a named source in, the
/// source filters' rule, and the timeline giving each event of a named source its label. The Lua
/// side (options, properties, messages) is spec/stage/names_spec.lua.
@Suite struct SourceLabelsTests {
    @Test(arguments: [
        ("popup#1", "rate", "popup#1 \"rate\""),
        ("popup#1", nil, "popup#1"),
        ("sheet#12", "share sheet", "sheet#12 \"share sheet\""),
        ("table#1", "", "table#1 \"\""),
        ("screen", nil, "screen"),
    ] as [(String, String?, String)])
    func labeledForm(source: String, label: String?, expected: String) {
        #expect(SourceLabels.labeled(source, label) == expected)
    }

    @Test(arguments: [
        ("popup#1", "popup#1", "rate", true),
        ("rate", "popup#1", "rate", true),
        ("promo", "popup#1", "rate", false),
        ("popup#2", "popup#1", "rate", false),
        ("popup#1", "popup#1", nil, true),
        ("rate", "popup#1", nil, false),
        ("", "popup#1", nil, false),
        ("", "popup#1", "", true),
    ] as [(String, String, String?, Bool)])
    func aSourceFilterTakesTheSourceOrTheName(filter: String, source: String, label: String?, expected: Bool) {
        #expect(SourceLabels.matches(filter, source: source, label: label) == expected)
    }

    @Test func theMapLooksUpOnlyNamedSources() {
        var labels = SourceLabels()
        #expect(labels.isEmpty && labels["popup#1"] == nil && labels.labeled("popup#1") == "popup#1")
        labels.set("rate", for: "popup#1")
        #expect(!labels.isEmpty && labels.count == 1)
        #expect(labels["popup#1"] == "rate" && labels["popup#2"] == nil)
        #expect(labels.labeled("popup#1") == "popup#1 \"rate\"" && labels.labeled("popup#2") == "popup#2")
    }

    @Test func traceLinesShowTheLabelAfterTheSource() {
        let named = TimelineEvent(t: SimTime(seconds: 0.3), source: "popup#1", name: "willDismiss",
                                  fields: [EventField("reason", "tap")], label: "rate")
        #expect(named.traceLine == "[  0.300] popup#1 \"rate\" willDismiss reason=\"tap\"")
        let unnamed = TimelineEvent(t: SimTime(seconds: 0.3), source: "popup#1", name: "willDismiss", fields: [EventField("reason", "tap")])
        #expect(unnamed.traceLine == "[  0.300] popup#1 willDismiss reason=\"tap\"")
    }

    @Test func eventsOfANamedSourceCarryItsLabelAndFiltersTakeIt() {
        let stage = Stage()
        let rate = stage.makeSource(kind: "popup", label: "rate")
        let plain = stage.makeSource(kind: "popup")
        #expect(rate == "popup#1" && plain == "popup#2")
        stage.log(rate, "willPop")
        stage.log(plain, "willPop")
        stage.log("screen", "tap")
        stage.log(rate, "didPop")
        #expect(stage.timeline.events.map(\.label) == ["rate", nil, nil, "rate"])
        #expect(stage.timeline.events(source: "rate").map(\.name) == ["willPop", "didPop"])
        #expect(stage.timeline.events(source: "popup#1") == stage.timeline.events(source: "rate"))
        #expect(stage.timeline.events(source: "popup#2").count == 1)
        #expect(stage.timeline.names(source: "rate") == ["willPop", "didPop"])
        #expect(stage.timeline.text == """
            [  0.000] popup#1 "rate" willPop
            [  0.000] popup#2 willPop
            [  0.000] screen tap
            [  0.000] popup#1 "rate" didPop
            """)
        #expect(stage.labeled(rate) == "popup#1 \"rate\"" && stage.labeled(plain) == "popup#2")
        // Names outlive a cleared timeline: the sources go on logging.
        stage.timeline.clear()
        stage.log(rate, "willDismiss")
        #expect(stage.timeline.events.first?.label == "rate")
    }

    @Test func componentsReadTheirNameFromTheStage() throws {
        let stage = Stage()
        let sheet = try ActionController(stage: stage, style: .plain, label: "share")
        let plain = try ActionController(stage: stage, style: .plain)
        #expect(sheet.label == "share" && sheet.labeledSource == "sheet#1 \"share\"")
        #expect(plain.label == nil && plain.labeledSource == "sheet#2")
        let table = try SwipeTable(stage: stage, rows: ["a"], label: "inbox")
        #expect(table.labeledSource == "table#1 \"inbox\"")
        let bar = PopupBarContainer(stage: stage, kind: .viewController, label: "player")
        #expect(bar.labeledSource == "bar#1 \"player\"")
        let popup = PopupManager(stage: stage).makePopup(PopupConfiguration(contentSize: Size(width: 10, height: 10)), label: "rate")
        #expect(popup.labeledSource == "popup#1 \"rate\"")
    }

    @Test func namesAreChargedWithTheComponentsAndReleasedWithTheTimeline() {
        let memory = EngineMemory()
        var timeline: Timeline? = Timeline(memory: memory)
        timeline?.setLabel("rate", for: "popup#1")
        let short = memory.charged(for: .components)
        #expect(short == Timeline.labelEntryBytes)   // both strings inline
        let long = String(repeating: "n", count: 1000)
        timeline?.setLabel(long, for: "popup#2")
        #expect(memory.charged(for: .components) - short >= 1000)
        timeline = nil
        #expect(memory.charged(for: .components) == 0)
        #expect(memory.brokenInvariants.isEmpty)
    }

    @Test func picturesNameTheLayerWithItsLabel() throws {
        let stage = Stage()
        let sheet = try ActionController(stage: stage, style: .plain, label: "share")
        _ = try sheet.addAction(SheetAction(data: ActionData(title: "Copy")))
        try sheet.present()
        try stage.clock.advance(by: 1)
        #expect(TextRenderer().render(stage).contains("\nsheet#1 \"share\"  actionSheet  "))
        #expect(SVGRenderer().render(stage).contains("<g data-source=\"sheet#1\" data-label=\"share\""))
        #expect(TimelineChart().render(stage).contains(">sheet#1 &quot;share&quot;</text>"))
    }
}
