/// The world's invariants (issue 43), checked after every top-level call like `EngineInvariants`:
/// the window's root, the visible view controller, the containment of the pooled containers
/// (and of those their parents and children reach), tables' parents, the layers' order. Like
/// `EngineInvariants`, this is one of the few places that name stage functions; a check whose
/// function is missing is skipped.
///
/// - `stage.window.root` has no parent and is in the window;
/// - while a root is set, `visibleViewController` is set and in the window;
/// - parents and children agree, and no parent chain has a cycle;
/// - a container in the window is on screen, its parent (if any) is in the window, and while a
///   root is set the root is at the top of its chain;
/// - `selectedTab` is an integer from 1 (a container other than a tab bar controller's is 1);
/// - a table's parent is a container or nil, and its layer is drawn exactly while that parent is
///   in the window (the implicit root while `stage.window.root` is nil);
/// - a layer never lies above a layer it is a sublayer of (`layers()`' `superlayer`).
enum WorldInvariants {
    static let source = #"""
        do
          local fz_pcall, fz_type, fz_tostring, fz_mtype = pcall, type, tostring, math.type
          local function get(o, k) return o[k] end
          local function read(o, k)
            local ok, v = fz_pcall(get, o, k)
            if ok then return true, v end
            return false, v
          end
          local function isContainer(v) return fz_type(v) == "userdata" and H.classify(v) == "PopupContainer" end
          function H.world(id, label)
            if fz_type(stage) ~= "table" then return end
            local okw, window = fz_pcall(get, stage, "window")
            if not okw or fz_type(window) ~= "table" then return end
            local ok, root = read(window, "root")
            if not ok then H.fail(id, label, "stage.window.root fails: " .. fz_tostring(root)) end
            local okv, visible = read(window, "visibleViewController")
            if not okv then H.fail(id, label, "stage.window.visibleViewController fails: " .. fz_tostring(visible)) end
            if root ~= nil then
              if not isContainer(root) then H.fail(id, label, "stage.window.root is " .. fz_tostring(root)) end
              local _, p = read(root, "parent")
              if p ~= nil then H.fail(id, label, "stage.window.root " .. fz_tostring(root) .. " has a parent " .. \#
        fz_tostring(p)) end
              local _, w = read(root, "inWindow")
              if w ~= true then H.fail(id, label, "stage.window.root " .. fz_tostring(root) .. " is not in the \#
        window") end
              if not isContainer(visible) then
                H.fail(id, label, "stage.window.visibleViewController is " .. fz_tostring(visible) .. " while a root \#
        is set")
              end
              local _, vw = read(visible, "inWindow")
              if vw ~= true then H.fail(id, label, "stage.window.visibleViewController " .. fz_tostring(visible) .. " \#
        is not in the window") end
            elseif visible ~= nil then
              H.fail(id, label, "stage.window.visibleViewController is " .. fz_tostring(visible) .. " without a root")
            end
            -- The containers: the pooled live ones, their parents and children, up to 256.
            local seen, list = {}, {}
            local function add(c)
              if isContainer(c) and not seen[c] and #list < 256 then
                local live = read(c, "parent")
                if live then seen[c] = true list[#list + 1] = c end
              end
            end
            add(root) add(visible)
            for _, c in ipairs(H.pool.PopupContainer or {}) do add(c) end
            local i = 1
            while i <= #list do
              local c = list[i]
              local _, p = read(c, "parent")
              add(p)
              local okc, children = read(c, "children")
              if okc and fz_type(children) == "table" then for _, ch in ipairs(children) do add(ch) end end
              i = i + 1
            end
            for _, c in ipairs(list) do
              local name = fz_tostring(c)
              local _, p = read(c, "parent")
              if p ~= nil then
                if not isContainer(p) then H.fail(id, label, name .. ".parent is " .. fz_tostring(p)) end
                local found = false
                local _, siblings = read(p, "children")
                for _, s in ipairs(siblings or {}) do if s == c then found = true end end
                if not found then H.fail(id, label, name .. " is not among the children of its parent " .. \#
        fz_tostring(p)) end
              end
              local _, children = read(c, "children")
              for _, ch in ipairs(children or {}) do
                local _, cp = read(ch, "parent")
                if cp ~= c then H.fail(id, label, fz_tostring(ch) .. " is a child of " .. name .. " but its parent is \#
        " .. fz_tostring(cp)) end
              end
              -- The chain up: no cycle (at most as many steps as containers seen).
              local top, steps = c, 0
              while true do
                local _, up = read(top, "parent")
                if up == nil then break end
                top, steps = up, steps + 1
                if steps > #list + 1 then H.fail(id, label, name .. "'s parent chain has a cycle") end
              end
              local _, inWindow = read(c, "inWindow")
              if inWindow then
                local _, on = read(c, "onScreen")
                if on ~= true then H.fail(id, label, name .. " is in the window but not on screen") end
                if p ~= nil then
                  local _, pw = read(p, "inWindow")
                  if pw ~= true then H.fail(id, label, name .. " is in the window but its parent " .. fz_tostring(p) \#
        .. " is not") end
                end
                if root ~= nil and top ~= root then
                  H.fail(id, label, name .. " is in the window but the top of its chain is " .. fz_tostring(top) .. \#
        ", not the root " .. fz_tostring(root))
                end
              end
              local _, tab = read(c, "selectedTab")
              local _, kind = read(c, "kind")
              if fz_mtype(tab) ~= "integer" or tab < 1 or (kind ~= "tabBarController" and tab ~= 1) then
                H.fail(id, label, name .. ".selectedTab is " .. fz_tostring(tab))
              end
            end
            -- Tables: their parent, and drawn exactly while their container shows them.
            local oklayers, layers = fz_pcall(stage.screen.layers)
            local drawn = {}
            if oklayers and fz_type(layers) == "table" then
              for _, l in ipairs(layers) do drawn[l.source] = l.visible end
            end
            for _, t in ipairs(H.pool.SwipeTable or {}) do
              local live, p = read(t, "parent")
              if live then
                if p ~= nil and not isContainer(p) then H.fail(id, label, fz_tostring(t) .. ".parent is " .. \#
        fz_tostring(p)) end
                local shown
                if p == nil then shown = root == nil else local _, w = read(p, "inWindow") shown = w == true end
                -- A navigation controller's own content is covered while a pushed controller is on
                -- top (either way mid-transition).
                if shown and p ~= nil then
                  local _, top = read(p, "topViewController")
                  local _, moving = read(p, "navigationTransitioning")
                  if top ~= p then shown = (not moving) and false or nil end
                end
                local _, src = read(t, "source")
                local d = drawn[src]
                if d ~= nil and shown ~= nil and d ~= shown then
                  H.fail(id, label, fz_tostring(t) .. (d and " is drawn" or " is not drawn") .. " while its container "
                    .. (shown and "shows" or "does not show") .. " it")
                end
              end
            end
          end
        end
        """#
}
