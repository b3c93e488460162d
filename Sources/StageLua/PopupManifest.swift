import LuaBridge
import StageKit

extension PopupAPI {
    /// Prioritized popups (LSTPopView), declared once (`ComponentManifest`).
    static let manifest = ComponentManifest(
        name: "popups", aliases: ["LSTPopView", "popup queue", "popup view"],
        stageNames: ["popup", "alert", "host", "popups"], registry: { PopupAPI.registry },
        bindingFiles: ["PopupAPI.swift", "PopupFields.swift", "PopupManifest.swift"],
        docsPage: "docs/POPUPS.md",
        samples: ComponentSamples(setup: """
            S.popup = stage.popup{ content = { width = 100, height = 50 } }
            S.host = stage.host("feed")
            """, [popupKey: "S.popup", hostKey: "S.host"]),
        fuzz: ComponentFuzzRecipe(
            makerOptions: ["stage.popup": fuzzPopup, "stage.alert": fuzzPopup],
            states: ["Popup": [
                "",
                "o:pop() stage.clock.advance(1)",
                // drag needs a draggable content, remaining a countdown.
                "o.dragStyle = 'all' o.showTime = 5 o:pop() stage.clock.advance(1)",
            ]]),
        resetOptions: [
            LuaOption("popupPolicy", .enumeration(PopupPolicyKind.allCases.map(\.rawValue)), default: "\"objc\"",
                      "the popups' model: \"objc\" (the Objective-C library whose source is read, quirks included) or "
                    + "\"swift\" (LSTPopViewSwift as its README describes it; its source is not public); docs/POPUPS.md"
            ),
            LuaOption("tieBreak", .enumeration(PopupTieBreak.allCases.map(\.rawValue)), default: "\"lifo\"",
                "\"swift\" policy: which equal-priority waiter comes back first (\"lifo\": most recent; \"fifo\": "
                        + "longest waiting)"),
        ],
        resetSetting: { o in
            let settings = PopupSettings(
                policy: o?.string("popupPolicy").flatMap(PopupPolicyKind.init(rawValue:)) ?? .objc,
                tieBreak: o?.string("tieBreak").flatMap(PopupTieBreak.init(rawValue:)) ?? .lifo)
            return settings == PopupSettings() ? nil : settings
        })

    /// The fuzzer's popups: a content to drag, blocks that re-enter.
    static let fuzzPopup: [(key: String, values: [String])] = [("content", ["{ width = 200, height = 120 }"])]
        + ComponentFuzzRecipe.reentering(["onWillPop", "onDidPop", "onCountdown", "onCountdownFinish", "onWillDismiss",
                "onDidDismiss", "onSuspended", "onResumed", "onBgClick", "onPanOffset",
            ], "Popup")
}
