import LuaBridge

/// The Lua harness every generated program starts with. It is plain Lua, so a saved program
/// replays with `understudy file.lua`. It keeps pools of the objects calls return (recognised by
/// the members their type declares), calls each step in its mode, and checks after every call:
/// the caller's locals survived, a result has the declared type, an error is a Lua-style string
/// (or the callback's own error object), and the invariants hold. A failure prints
/// `FUZZ-FAIL step=N [label] what` on stderr and exits with status 3; the end prints
/// `FUZZ-OK calls=N`.
enum Prelude {
    static func source(catalogue: Catalogue, options: FuzzOptions, seed: UInt64) -> String {
        let quote = Values(catalogue: catalogue, options: options, callback: { _, _ in "" }).luaQuoted
        var types: [String] = []
        for t in catalogue.types {
            let methods = t.methods.map(quote).joined(separator: ", ")
            let props = t.properties.map { p -> String in
                var object = ""
                // Followed when pooling: an object, maybe nil (a container's popupItem), or a list.
                if let made = Catalogue.made(p.type) { object = ", object = \(quote(made.type))" }
                return "{ name = \(quote(p.name)), spec = \(quote(Catalogue.returns(of: p.type)))\(object) }"
            }
                .joined(separator: ", ")
            types.append("  { name = \(quote(t.name)), methods = { \(methods) }, props = { \(props) } },")
        }
        var moduleProps: [String] = []
        for p in catalogue.moduleProperties {
            moduleProps.append(
                "  { label = \(quote(p.path + "." + p.name)), get = function() return \(p.path).\(p.name) end, spec "
                    + "= \(quote(Catalogue.returns(of: p.type))) },"
            )
        }
        return """
            -- understudy-fuzz seed \(seed): replay with `understudy this-file.lua`
            local H = {}
            H.TYPES = {
            \(types.joined(separator: "\n"))
            }
            H.MODPROPS = {
            \(moduleProps.joined(separator: "\n"))
            }
            H.budget = \(options.callbackBudget)
            H.STEP_BUDGET, H.stepBudget = \(options.stepCallbackBudget), \(options.stepCallbackBudget)
            H.SLOW = \(options.slowStep)
            H.seed = \(seed % 1_000_000_007)
            \(harness)
            \(StateRecipes.lua)
            \(WorldScenes.lua)
            \(EngineInvariants.source)
            \(options.worldInvariants ? WorldInvariants.source : "")
            local X, P, G = H.X, H.P, H.G

            """
    }

    /// The fixed part. Internal names start with `fz_` so that an error naming one (a corrupted
    /// register, a stack mix-up) is recognised as the harness breaking, not the API failing.
    static let harness = #"""
        local fz_pack, fz_unpack, fz_pcall, fz_type, fz_tostring = table.pack, table.unpack, pcall, type, tostring
        local fz_cocreate, fz_coresume, fz_cowrap, fz_costatus, fz_yield =
          coroutine.create, coroutine.resume, coroutine.wrap, coroutine.status, coroutine.yield
        local fz_stderr, fz_exit, fz_rawget, fz_rawlen, fz_mtype = io.stderr, os.exit, rawget, rawlen, math.type
        H.calls, H.depth, H.step = 0, 0, 0
        H.pool, H.all, H.succeeded, H.strs = {}, {}, {}, {}
        -- Per type, a function making a fresh one (the components' recipes add them): what a
        -- valid step takes when no pooled object of the type is live (a reset just emptied the
        -- stage, or no declared callable makes the type).
        H.MAKE = {}
        H.TYPE = {}
        for _, T in ipairs(H.TYPES) do H.pool[T.name] = {} H.TYPE[T.name] = T end
        H.errobj = { fuzz = true }
        H.SENTINEL = {}

        function H.rand(n)
          H.seed = (H.seed * 1103515245 + 12345) % 2147483648
          return H.seed % n + 1
        end

        function H.fail(id, label, msg)
          fz_stderr:write("FUZZ-FAIL step=", fz_tostring(id), " [", fz_tostring(label), "] ", fz_tostring(msg), "\n")
          fz_stderr:flush()
          fz_exit(3, false)
        end

        function H.nop() end
        function H.get(o, k) return o[k] end
        function H.set(o, k, v) o[k] = v end
        local fz_ops = {
          __tostring = function(o) return tostring(o) end, __len = function(o) return #o end,
          __eq = function(o) return o == o end, __lt = function(o) return o < o end,
          __le = function(o) return o <= o end, __call = function(o) return o() end,
          __concat = function(o) return o .. "" end, __unm = function(o) return -o end,
          __close = function(o) local x <close> = o end,
        }
        function H.meta(name, o)
          local f = fz_ops[name]
          if f then return f(o) end
          return tostring(o)
        end
        function H.metafield(target, field)
          local mt = getmetatable(target)
          if fz_type(mt) ~= "table" then return H.nop end
          local f = fz_rawget(mt, field)
          if fz_type(f) ~= "function" then return H.nop end
          return f
        end

        -- Hostile tables.
        function H.deep(n) local r = {} local t = r for _ = 1, n do local u = {} t[1] = u t.x = 1 t = u end return r end
        function H.cycle() local t = { 1, 2, x = 1, y = 2 } t[3] = t t.self = t return t end
        function H.shared(n) local t = { 1, 2 } for _ = 1, n do t = { t, t } end return t end
        function H.list(n) local t = {} for i = 1, n do t[i] = i % 7 end return t end
        function H.bigrefs(n) local s = ("x"):rep(1 << 20) local t = {} for i = 1, n do t[i] = s end return t end
        -- Raising metamethods: bindings read their arguments raw, so none of them may run.
        local function fz_boom() error("fz trap", 2) end
        H.TRAPMT = { __index = fz_boom, __newindex = fz_boom, __len = fz_boom, __pairs = fz_boom,
                     __tostring = fz_boom, __eq = fz_boom, __lt = fz_boom, __le = fz_boom, __concat = fz_boom }
        function H.trap() return setmetatable({}, H.TRAPMT) end
        -- A table (an option table, a list, a point) with them: the call reads its fields raw.
        function H.trapped(t) return setmetatable(t, H.TRAPMT) end

        -- Objects: recognised by the members their type declares (not by metatable, which the
        -- host may hide), cached weakly.
        local fz_class = setmetatable({}, { __mode = "k" })
        local function fz_index(o, k) return o[k] end
        function H.classify(v)
          if fz_type(v) ~= "userdata" then return nil end
          local c = fz_class[v]
          if c ~= nil then return c or nil end
          for _, T in ipairs(H.TYPES) do
            local ok = true
            for _, m in ipairs(T.methods) do
              local s, f = fz_pcall(fz_index, v, m)
              if not s or fz_type(f) ~= "function" then ok = false break end
            end
            if ok then
              for _, p in ipairs(T.props) do
                local s, e = fz_pcall(fz_index, v, p.name)
                if not s and fz_type(e) == "string" and e:find("has no field", 1, true) then ok = false break end
              end
            end
            if ok then fz_class[v] = T.name return T.name end
          end
          fz_class[v] = false
          return nil
        end

        function H.add(v, level)
          local t = fz_type(v)
          if t == "string" and #v < 64 then
            if #H.strs < 64 then H.strs[#H.strs + 1] = v else H.strs[H.rand(64)] = v end
          elseif t == "userdata" then
            local c = H.classify(v)
            if c then
              local l = H.pool[c]
              if #l < 48 then l[#l + 1] = v else l[H.rand(48)] = v end
              -- Objects reachable through declared object properties (a sheet's settings).
              if level < 4 then
                for _, p in ipairs(H.TYPE[c].props) do
                  if p.object then
                    local ok, o = fz_pcall(fz_index, v, p.name)
                    if ok then H.add(o, level + 1) end
                  end
                end
              end
            end
            if #H.all < 64 then H.all[#H.all + 1] = v else H.all[H.rand(64)] = v end
          elseif t == "table" and level < 2 and getmetatable(v) == nil then
            for i = 1, math.min(fz_rawlen(v), 8) do H.add(fz_rawget(v, i), level + 1) end
          end
        end

        -- An object of a type, or (when none has been made yet) some other userdata.
        function H.P(name)
          local l = H.pool[name]
          if l and #l > 0 then return l[H.rand(#l)] end
          -- None yet: another object stands in, and the call's result is not checked.
          H.standIn = true
          return H.any()
        end
        -- An object of a type that is still usable, for valid steps: every declared property
        -- reads (a stale handle's `source` may still read, the rest fail). Else any pooled one.
        local function fz_live(T, o)
          for _, p in ipairs(T.props) do
            if not fz_pcall(fz_index, o, p.name) then return false end
          end
          return true
        end
        function H.live(name)
          local l, T = H.pool[name], H.TYPE[name]
          if l and #l > 0 and T then
            local start = H.rand(#l)
            for k = 0, #l - 1 do
              local o = l[(start + k - 1) % #l + 1]
              if fz_live(T, o) then return o end
            end
          end
          local make = H.MAKE[name]
          if make then
            local ok, o = fz_pcall(make)
            if ok and o ~= nil then
              H.add(o, 0)
              return o
            end
          end
          return H.P(name)
        end
        function H.any()
          if #H.all == 0 then return nil end
          return H.all[H.rand(#H.all)]
        end
        -- The callback of valid steps: what the engine passes (rows, actions, popups) goes to the pools.
        function H.rec(...) for i = 1, select("#", ...) do H.add((select(i, ...)), 0) end end
        function H.G() collectgarbage() collectgarbage() end
        function H.S()
          if #H.strs == 0 then return "" end
          return H.strs[H.rand(#H.strs)]
        end

        -- Checks.
        local fz_specs = {}
        local function fz_spec(s)
          local set = fz_specs[s]
          if not set then
            set = {}
            for w in s:gmatch("[^|]+") do set[w] = true end
            fz_specs[s] = set
          end
          return set
        end
        function H.checkval(id, label, what, spec, v)
          if spec == "" then return end
          local allowed = fz_spec(spec)
          local t = fz_type(v)
          if t == "userdata" then
            local c = H.classify(v)
            if c and allowed[c] then return end
          elseif t == "number" and allowed.integer and fz_mtype(v) == "integer" then return
          elseif allowed[t] then return end
          H.fail(id, label, what .. " is a " .. t .. " (" .. fz_tostring(v) .. "), declared " .. spec)
        end
        function H.checkret(id, label, spec, r)
          if spec == "" then return end
          if spec == "-" then
            if r.n > 1 then H.fail(id, label, "returned " .. (r.n - 1) .. " values, declared nothing") end
            return
          end
          if spec == "outcome" then
            -- true alone, or false and a reason that says something.
            if r[2] == true and r.n == 2 then return end
            if r[2] == false and r.n == 3 and fz_type(r[3]) == "string" and r[3] ~= "" then return end
            H.fail(id, label, "returned " .. fz_tostring(r[2]) .. ", " .. fz_tostring(r[3]) .. " (" .. (r.n - 1)
              .. " values), declared true, or false and a reason")
          end
          H.checkval(id, label, "the result", spec, r[2])
        end
        -- "internal error": a broken invariant (debug builds), which must fail the fuzzer too;
        -- "fz trap", "fz index", "fz tostring": a metamethod of an argument ran inside a call.
        local fz_broken = { "fz_", "Fatal error", "Optional(", "Swift/", "(null)", "internal error",
                            "fz trap", "fz index", "fz tostring" }
        function H.checkerr(id, label, e, where)
          local t = fz_type(e)
          if e == H.errobj then return end
          if t ~= "string" then
            -- Callbacks raise only strings and H.errobj; hostile values raise nothing else.
            H.fail(id, label, where .. " raised a " .. t .. " value (" .. fz_tostring(e) .. ")")
          end
          if e == "" then H.fail(id, label, where .. " raised an empty message") end
          if e:find("bad argument", 1, true) and not e:find("bad argument #%d+ to '[^']+'") then
            H.fail(id, label, "malformed argument error: " .. e)
          end
          -- Only the first line: a callback's error carries its traceback, which names the harness.
          local first = e:match("^[^\n]*")
          for _, w in ipairs(fz_broken) do
            if first:find(w, 1, true) then H.fail(id, label, where .. " error names the harness or the host: " .. e) end
          end
        end

        -- Calls `f(args)` as `mode` says. Returns the packed results ([1] true on success) and
        -- whether they are f's own results (not values a coroutine yielded).
        local function fz_invoke(mode, f, a)
          local n = a.n
          if mode == "p" then return fz_pack(fz_pcall(f, fz_unpack(a, 3, n))), true
          elseif mode == "l" then return fz_pack(fz_pcall(function() return f(fz_unpack(a, 3, n)) end)), true
          elseif mode == "d" then return fz_pack(true, f(fz_unpack(a, 3, n))), true
          elseif mode == "c" then
            local co = fz_cocreate(f)
            local r = fz_pack(fz_coresume(co, fz_unpack(a, 3, n)))
            local k = 0
            while r[1] and fz_costatus(co) == "suspended" and k < 4 do r = fz_pack(fz_coresume(co)) k = k + 1 end
            return r, fz_costatus(co) == "dead"
          elseif mode == "w" then
            return fz_pack(fz_pcall(fz_cowrap(function(...) return f(...) end), fz_unpack(a, 3, n))), true
          elseif mode == "cp" or mode == "y" or mode == "nc" then
            local body
            if mode == "cp" then
              body = function(...) local r for _ = 1, 3 do r = fz_pack(fz_pcall(f, ...)) end return fz_unpack(r, 1, \#
        r.n) end
            elseif mode == "y" then
              body = function(...) local r = fz_pack(fz_pcall(f, ...)) fz_yield(1) fz_yield(2) return fz_unpack(r, 1, \#
        r.n) end
            else
              body = function(...) return fz_coresume(fz_cocreate(f), ...) end
            end
            local co = fz_cocreate(body)
            local r = fz_pack(fz_coresume(co, fz_unpack(a, 3, n)))
            local k = 0
            while r[1] and fz_costatus(co) == "suspended" and k < 4 do r = fz_pack(fz_coresume(co)) k = k + 1 end
            if not r[1] then return r, false end
            return fz_pack(fz_unpack(r, 2, r.n)), fz_costatus(co) == "dead"
          end
          H.fail(0, "harness", "unknown mode " .. fz_tostring(mode))
        end

        function H.X(id, label, mode, thunk, spec)
          H.calls = H.calls + 1
          if H.depth > 0 then
            if H.budget <= 0 or H.stepBudget <= 0 then return end
            H.budget = H.budget - 1
            H.stepBudget = H.stepBudget - 1
          else
            H.step = id
          end
          if H.onCall then H.onCall(label) end
          local started = H.depth == 0 and os.clock()
          if started then H.stepBudget = H.STEP_BUDGET end
          local s1, s2, s3 = H.SENTINEL, 7.25, "sentinel"
          H.standIn = false
          local a = fz_pack(fz_pcall(thunk))
          local checked = not H.standIn
          if not a[1] then
            H.checkerr(id, label, a[2], "evaluating the arguments")
          elseif not checked and fz_type(a[2]) ~= "function" then
            -- A stand-in's field of the method's name (AnimationSettings.dismiss for
            -- Popup:dismiss) is no method: there is nothing to call.
          else
            local r, exact = fz_invoke(mode, a[2], a)
            if s1 ~= H.SENTINEL or s2 ~= 7.25 or s3 ~= "sentinel" then
              H.fail(id, label, "the caller's locals changed during the call")
            end
            if r[1] then
              H.succeeded[label] = true
              if exact and checked then H.checkret(id, label, spec, r) end
              for i = 2, r.n do H.add(r[i], 0) end
            else
              H.checkerr(id, label, r[2], "the call")
            end
          end
          if started then
            -- A slow step (CPU time, its callbacks' calls included): the cliffs the fuzzer looks for.
            local took = os.clock() - started
            if took > H.SLOW then fz_stderr:write("FUZZ-SLOW step=", fz_tostring(id), " [", label, "] ", \#
        ("%.2f"):format(took), "\n") end
            H.invariants(id, label)
          end
        end

        -- A generated callback: records its arguments, runs its calls (errors propagate to the
        -- engine), then returns, errors or yields as generated.
        function H.cb(body, ending, ...)
          for i = 1, select("#", ...) do H.add((select(i, ...)), 0) end
          if H.budget <= 0 or H.stepBudget <= 0 or H.depth > 8 then return end
          H.budget = H.budget - 1
          H.stepBudget = H.stepBudget - 1
          H.depth = H.depth + 1
          local r = fz_pack(fz_pcall(body, ...))
          H.depth = H.depth - 1
          if not r[1] then error(r[2], 0) end
          if ending == "e" then error("fz callback error " .. H.depth)
          elseif ending == "t" then error(H.errobj)
          elseif ending == "y" then return fz_yield(1)
          elseif ending == "r" then return H.any(), 1, "x"
          end
        end

        -- A re-entrant callback (Reentry.swift): records its arguments, makes its calls while
        -- the engine is inside the operation that called it (the receivers of type T are the
        -- arguments of that type or their parts of it, else the prepared receiver's, else a
        -- live one: `H.arg`), then returns `result()`. Errors of direct calls
        -- propagate to the engine.
        function H.re(body, result)
          return function(...)
            for i = 1, select("#", ...) do H.add((select(i, ...)), 0) end
            if H.budget > 0 and H.stepBudget > 0 and H.depth <= 8 then
              H.budget = H.budget - 1
              H.stepBudget = H.stepBudget - 1
              H.depth = H.depth + 1
              local saved = H.args
              H.args = fz_pack(...)
              local r = fz_pack(fz_pcall(body, ...))
              H.args = saved
              H.depth = H.depth - 1
              if not r[1] then error(r[2], 0) end
            end
            if result then return result() end
          end
        end
        -- `v` if it is a `name`, else the first of its declared object properties that is one
        -- (a container's popupBar for "PopupBar").
        local function fz_own(v, name)
          local c = H.classify(v)
          if c == nil then return nil end
          if c == name then return v end
          for _, p in ipairs(H.TYPE[c].props) do
            if p.object == name then
              local ok, o = fz_pcall(fz_index, v, p.name)
              if ok and H.classify(o) == name then return o end
            end
          end
          return nil
        end
        function H.arg(name)
          local a = H.args
          if a then
            for i = 1, a.n do
              local o = fz_own(a[i], name)
              if o ~= nil then return o end
            end
          end
          -- The receiver a valid step prepared (its callbacks were given to its maker).
          local o = H.slot ~= nil and fz_own(H.slot, name)
          if o then return o end
          return H.live(name)
        end
        -- The swipe recipe's handlers: one of H.RE[T] (Reentry.swift) with the arguments.
        function H.reenter(name, ...)
          local l = H.RE and H.RE[name]
          if l and #l > 0 then return l[H.rand(#l)](...) end
        end
        -- `f` called with `o` first: a recipe's callback that reaches the object it made.
        function H.with(o, f) return function(...) return f(o, ...) end end

        -- Invariants that come from the registry: module properties read with their declared
        -- type; an object's properties either all read with their types, or fail with a message.
        function H.checkobject(id, label, T, o)
          for _, p in ipairs(T.props) do
            local ok, v = fz_pcall(fz_index, o, p.name)
            if ok then
              H.checkval(id, label, T.name .. "." .. p.name, p.spec, v)
              if fz_type(v) == "string" then H.add(v, 0) end
            elseif fz_type(v) ~= "string" then
              H.fail(id, label, T.name .. "." .. p.name .. " raised a " .. fz_type(v))
            else
              H.checkerr(id, label, v, "reading " .. T.name .. "." .. p.name)
            end
          end
        end
        function H.invariants(id, label)
          for _, mp in ipairs(H.MODPROPS) do
            local ok, v = fz_pcall(mp.get)
            if not ok then H.fail(id, label, mp.label .. " fails: " .. fz_tostring(v)) end
            H.checkval(id, label, mp.label, mp.spec, v)
          end
          if #H.TYPES > 0 then
            local T = H.TYPES[H.rand(#H.TYPES)]
            local l = H.pool[T.name]
            if #l > 0 then H.checkobject(id, label, T, l[H.rand(#l)]) end
          end
          if H.engine then H.engine(id, label) end
          if H.world then H.world(id, label) end
        end

        function H.finish()
          for _, T in ipairs(H.TYPES) do
            for _, o in ipairs(H.pool[T.name]) do H.checkobject("end", "finish", T, o) end
          end
          H.G()
          H.invariants("end", "finish")
          local labels = {}
          for l in pairs(H.succeeded) do labels[#labels + 1] = l end
          table.sort(labels)
          fz_stderr:write("FUZZ-COVER ", table.concat(labels, " "), "\n")
          fz_stderr:write("FUZZ-OK calls=", H.calls, "\n")
        end
        """#
}
