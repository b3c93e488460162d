@testable import StageKit
import Testing

/// UIKit's containment rules (`ContainmentMachine`), every state × every input, the next tree
/// and the refusal's message written out. "tabs" is a tab bar controller, "nav" and "vc" others.
@Suite struct ContainmentTransitionTableTests {
    typealias M = ContainmentMachine

    static func tree(_ links: [(String, String, Int?)], root: String? = nil) -> ContainmentTree {
        var t = ContainmentTree()
        for (c, p, tab) in links { t.links[c] = ContainmentTree.Link(parent: p, tab: tab) }
        t.root = root
        return t
    }

    static let states: [(String, ContainmentTree)] = [
        ("empty", tree([])),
        ("navInTabs", tree([("nav", "tabs", 0)])),
        ("vcInNavInTabs", tree([("nav", "tabs", 0), ("vc", "nav", nil)])),
        ("tabsRoot", tree([], root: "tabs")),
        ("tabsRootWithNav", tree([("nav", "tabs", 0)], root: "tabs")),
    ]

    static let inputs: [(String, M.Input)] = [
        ("navToTabs", .addChild("nav", to: "tabs", tab: 0)),
        ("navToTabs2", .addChild("nav", to: "tabs", tab: 1)),
        ("tabsToNav", .addChild("tabs", to: "nav", tab: nil)),
        ("tabsToVc", .addChild("tabs", to: "vc", tab: nil)),
        ("navToNav", .addChild("nav", to: "nav", tab: nil)),
        ("vcToTabs", .addChild("vc", to: "tabs", tab: 1)),
        ("removeNav", .removeFromParent("nav")),
        ("removeVc", .removeFromParent("vc")),
        ("rootTabs", .setRoot("tabs")),
        ("rootNav", .setRoot("nav")),
        ("rootNil", .setRoot(nil)),
    ]

    enum Expected: Equatable {
        case moved(ContainmentTree)
        case ignored
        case refused(String)
    }

    static let selfAdd = "cannot add nav to itself"
    static let navIsChild = "cannot make nav the window's root view controller: it is a child of tabs (remove it first)"
    static let tabsIsRoot = "cannot add tabs to nav: tabs is the window's root view controller"

    static let table: [String: [String: Expected]] = [
        "empty": [
            "navToTabs": .moved(tree([("nav", "tabs", 0)])),
            "navToTabs2": .moved(tree([("nav", "tabs", 1)])),
            "tabsToNav": .moved(tree([("tabs", "nav", nil)])),
            "tabsToVc": .moved(tree([("tabs", "vc", nil)])),
            "navToNav": .refused(selfAdd),
            "vcToTabs": .moved(tree([("vc", "tabs", 1)])),
            "removeNav": .ignored, "removeVc": .ignored,
            "rootTabs": .moved(tree([], root: "tabs")),
            "rootNav": .moved(tree([], root: "nav")),
            "rootNil": .ignored,
        ],
        "navInTabs": [
            "navToTabs": .ignored,
            "navToTabs2": .moved(tree([("nav", "tabs", 1)])),
            "tabsToNav": .refused("cannot add tabs to nav: tabs contains nav"),
            "tabsToVc": .moved(tree([("nav", "tabs", 0), ("tabs", "vc", nil)])),
            "navToNav": .refused(selfAdd),
            "vcToTabs": .moved(tree([("nav", "tabs", 0), ("vc", "tabs", 1)])),
            "removeNav": .moved(tree([])),
            "removeVc": .ignored,
            "rootTabs": .moved(tree([("nav", "tabs", 0)], root: "tabs")),
            "rootNav": .refused(navIsChild),
            "rootNil": .ignored,
        ],
        "vcInNavInTabs": [
            "navToTabs": .ignored,
            "navToTabs2": .moved(tree([("nav", "tabs", 1), ("vc", "nav", nil)])),
            "tabsToNav": .refused("cannot add tabs to nav: tabs contains nav"),
            "tabsToVc": .refused("cannot add tabs to vc: tabs contains vc"),
            "navToNav": .refused(selfAdd),
            "vcToTabs": .moved(tree([("nav", "tabs", 0), ("vc", "tabs", 1)])),
            "removeNav": .moved(tree([("vc", "nav", nil)])),
            "removeVc": .moved(tree([("nav", "tabs", 0)])),
            "rootTabs": .moved(tree([("nav", "tabs", 0), ("vc", "nav", nil)], root: "tabs")),
            "rootNav": .refused(navIsChild),
            "rootNil": .ignored,
        ],
        "tabsRoot": [
            "navToTabs": .moved(tree([("nav", "tabs", 0)], root: "tabs")),
            "navToTabs2": .moved(tree([("nav", "tabs", 1)], root: "tabs")),
            "tabsToNav": .refused(tabsIsRoot),
            "tabsToVc": .refused("cannot add tabs to vc: tabs is the window's root view controller"),
            "navToNav": .refused(selfAdd),
            "vcToTabs": .moved(tree([("vc", "tabs", 1)], root: "tabs")),
            "removeNav": .ignored, "removeVc": .ignored,
            "rootTabs": .ignored,
            "rootNav": .moved(tree([], root: "nav")),
            "rootNil": .moved(tree([])),
        ],
        "tabsRootWithNav": [
            "navToTabs": .ignored,
            "navToTabs2": .moved(tree([("nav", "tabs", 1)], root: "tabs")),
            "tabsToNav": .refused("cannot add tabs to nav: tabs contains nav"),
            "tabsToVc": .refused("cannot add tabs to vc: tabs is the window's root view controller"),
            "navToNav": .refused(selfAdd),
            "vcToTabs": .moved(tree([("nav", "tabs", 0), ("vc", "tabs", 1)], root: "tabs")),
            "removeNav": .moved(tree([], root: "tabs")),
            "removeVc": .ignored,
            "rootTabs": .ignored,
            "rootNav": .refused(navIsChild),
            "rootNil": .moved(tree([("nav", "tabs", 0)])),
        ],
    ]

    @Test func everyStateAndInput() {
        for (sName, state) in Self.states { #expect(state.brokenInvariants.isEmpty, "\(sName)") }
        TransitionTable.check(M.self, contexts: [("", ())], states: Self.states, inputs: Self.inputs,
                              expected: { _, s, i in Self.table[s]?[i] },
                              actual: { step, next in
                                  switch step {
                                  case .moved: return .moved(next)
                                  case .ignored: return .ignored
                                  case .refused(let r): return .refused(r.message)
                                  }
                              }, movesKeepInvariants: true)
    }

    @Test func aCycleIsABrokenInvariant() {
        let t = Self.tree([("a", "b", nil), ("b", "a", nil)])
        #expect(!t.brokenInvariants.isEmpty)
    }
}
