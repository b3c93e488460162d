/// World scenes: steps that build and rearrange the world random steps rarely put together:
/// nested containers (navigation controllers in navigation controllers, containers as tabs),
/// containers made off screen (`onScreen = false`) and put on later, the window's root set and
/// cleared, children added and removed, tables moved between containers, popups in parent
/// views, a popup bar in a nested container, sheets presented from a container, swipe rows
/// opened, devices switched, the screen rotated (between and during all of these), the clock
/// advanced. Every operation is one checked call (`X`), so the harness checks
/// the world's invariants (`WorldInvariants`) after each. Like `StateRecipes`, this table names
/// stage functions; the containers and views of the scenes live in `H.W` (stale ones after a
/// reset stay and are refused).
enum WorldScenes {
    /// Lua statements, each one operation; `C()` is a scene container (or nil), `V()` a scene
    /// view (a container or a table), `K(x)` keeps a made container or table in `H.W`.
    static let operations: [String] = [
        "K(stage.navigationController{ onScreen = H.rand(4) > 1, parent = C(), title = 'Nav' })",
        "K(stage.navigationController{ parent = C(), prefersLargeTitles = H.rand(2) == 1, toolbar = H.rand(2) == 1 })",
        "K(stage.viewController{ onScreen = H.rand(4) > 1, parent = C() })",
        "K(stage.tabBarController{ onScreen = H.rand(4) > 1, tabs = { C() or 'One', 'Two', C() or 'Three' } })",
        "K(stage.customContainer{ onScreen = H.rand(4) > 1, parent = C() })",
        "K(stage.tableView{ rows = 5, parent = C() })",
        "local c = C() if c then c:addChild(C() or K(stage.viewController{ onScreen = H.rand(2) == 1 }), H.rand(3)) "
            + "end",
        "local c = C() if c then c:removeFromParent() end",
        "local c = C() if c then c:present() end",
        "local c = C() if c then c:tapTab(H.rand(3)) end",
        "local c = C() if c and c.kind == 'navigationController' then "
            + "c:push(K(stage.viewController{ title = 'Pushed' }), H.rand(2) == 1) end",
        "local c = C() if c and c.kind == 'navigationController' then c:pop(H.rand(2) == 1) end",
        "local c = C() if c and c.kind == 'navigationController' then c:edgeSwipe{ dx = H.rand(393) } end",
        "local t = H.Wt() if t then t:selectRow(1) t:swipe(1, { dx = 80 }) end",
        "stage.window.root = C()",
        "stage.window.root = nil",
        "local t = H.Wt() if t then t.parent = C() end",
        "local v = V() if v then local p = stage.popup{ content = { width = 100, height = 80 }, parent = v } K(p) "
            + "p:pop() end",
        "local c = C() if c then c:presentPopupBar{ content = { title = 'Song' }, animated = H.rand(2) == 1 } end",
        "local c = C() if c then c:openPopup() end",
        "local s = stage.actionController() s:addAction('One') s:present{ from = C() }",
        "stage.clock.advance(0.3)",
        "stage.clock.advance(1)",
        "local t = H.Wt() if t then t:tapRow(1) end",
        "stage.screen.tap(H.rand(393), H.rand(852))",
        "stage.reset{ device = ({ 'iPhone SE', 'iPhone 15', 'iPad' })[H.rand(3)] }",
        "K(stage.tableView{ rows = 5, parent = C(), editActions = function() "
            + "return { stage.swipeAction{ title = 'Delete' }, stage.swipeAction{ title = 'More' } } end })",
        "local t = H.Wt() if t then t:showSwipe(H.rand(5), H.rand(2) == 1 and 'right' or 'left') end",
        "stage.screen.rotate(({ 'landscapeLeft', 'landscapeRight', 'portrait', 'portraitUpsideDown' })[H.rand(4)])",
        "stage.screen.rotate(H.rand(2) == 1 and 'landscapeLeft' or 'portrait', "
            + "{ duration = H.rand(3) == 1 and 0 or 0.3 })",
        "stage.clock.advance(0.1)",
    ]

    /// Lua the scenes use, added to the harness.
    static let lua = #"""
        H.W = {}
        function H.K(x) if x ~= nil and #H.W < 64 then H.W[#H.W + 1] = x H.add(x, 0) end return x end
        local function fz_pickOf(kind)
          local n = #H.W
          if n == 0 then return nil end
          local start = H.rand(n)
          for k = 0, n - 1 do
            local x = H.W[(start + k - 1) % n + 1]
            if H.classify(x) == kind then return x end
          end
          return nil
        end
        function H.C() if H.rand(5) == 1 then return nil end return fz_pickOf("PopupContainer") end
        function H.Wt() return fz_pickOf("SwipeTable") end
        function H.V() if H.rand(2) == 1 then return H.Wt() end return H.C() end
        """#
}

extension ProgramGenerator {
    /// A world scene: four to twelve operations (`WorldScenes.operations`), each its own call.
    func worldScene(_ rng: inout SplitMix) -> [String] {
        var lines: [String] = []
        for _ in 0..<(4 + rng.below(9)) {
            let op = rng.pick(WorldScenes.operations)
            lines.append(call(id: newID(), label: "world", mode: mode(&rng, depth: 0),
                              thunk: "local C, V, K = H.C, H.V, H.K return function() \(op) end", returns: ""))
        }
        return lines
    }
}
