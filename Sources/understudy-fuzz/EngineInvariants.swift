/// Invariants of the engine as a whole, checked after every top-level call. This is the one part
/// of the fuzzer that names stage functions (the clock, the timeline, the layer stack, which every
/// component lives on); each check is skipped when its function is missing, and the calls it
/// generates never come from here.
enum EngineInvariants {
    static let source = #"""
        do
          local function fz_field(path)
            local v = _G
            for part in path:gmatch("[^.]+") do
              if type(v) ~= "table" then return nil end
              v = rawget(v, part)
            end
            return v
          end
          local now, pending = fz_field("stage.clock.now"), fz_field("stage.clock.pending")
          local events, layers = fz_field("stage.log.events"), fz_field("stage.screen.layers")
          local lastNow, resets = 0, 0
          -- A reset starts time again at 0 (and any later call may advance it).
          function H.onCall(label) if label:find("%.reset$") then resets = resets + 1 end end
          local function finite(x) return type(x) == "number" and x == x and x > -math.huge and x < math.huge end
          local seenResets = 0
          function H.engine(id, label)
            if now then
              local ok, t = pcall(now)
              if not ok then H.fail(id, label, "clock now fails: " .. tostring(t)) end
              if not finite(t) or t < 0 then H.fail(id, label, "clock now is " .. tostring(t)) end
              if t < lastNow and resets == seenResets then
                H.fail(id, label, "clock went back from " .. lastNow .. " to " .. t .. " without a reset")
              end
              lastNow, seenResets = t, resets
            end
            if pending then
              local ok, n = pcall(pending)
              if not ok or math.type(n) ~= "integer" or n < 0 then
                H.fail(id, label, "clock pending is " .. tostring(n))
              end
            end
            if layers then
              local ok, ls = pcall(layers)
              if not ok or type(ls) ~= "table" then H.fail(id, label, "screen layers fails: " .. tostring(ls)) end
              local at = {}
              for i, l in ipairs(ls) do if type(l) == "table" and type(l.source) == "string" then at[l.source] = i \#
        end end
              for i, l in ipairs(ls) do
                if type(l) ~= "table" or type(l.source) ~= "string" or type(l.frame) ~= "table" then
                  H.fail(id, label, "layer " .. i .. " is malformed")
                end
                -- Top first: a sublayer comes before the layer it lies in.
                local s = l.superlayer
                if s ~= nil and at[s] ~= nil and at[s] < i then
                  H.fail(id, label, "layer " .. l.source .. " lies below its superlayer " .. tostring(s))
                end
                for _, k in ipairs({ "x", "y", "width", "height" }) do
                  if not finite(l.frame[k]) then H.fail(id, label, "layer " .. l.source .. " frame." .. k .. " is " \#
        .. tostring(l.frame[k])) end
                end
              end
            end
            -- The whole timeline is linear in its length: check it now and then.
            if events and H.rand(50) == 1 then
              local ok, es = pcall(events)
              if not ok or type(es) ~= "table" then H.fail(id, label, "log events fails: " .. tostring(es)) end
              local last = -math.huge
              for i, e in ipairs(es) do
                if type(e) ~= "table" or not finite(e.t) or type(e.source) ~= "string" or type(e.name) ~= "string" then
                  H.fail(id, label, "event " .. i .. " is malformed")
                end
                if e.t < last then H.fail(id, label, "event " .. i .. " at " .. e.t .. " is before the previous one \#
        at " .. last) end
                if e.t > lastNow + 1e-6 then H.fail(id, label, "event " .. i .. " at " .. e.t .. " is after now " .. \#
        lastNow) end
                last = e.t
              end
            end
          end
        end
        """#
}
