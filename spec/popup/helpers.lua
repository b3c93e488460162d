-- Shared builders for the popup specs (default screen 393×852).
local M = {}

--- A popup of 200×100 named `name` with `options` added, made as the library's examples make
--- theirs: `initWithCustomView:popStyle:dismissStyle:` with Fade and Fade (a bare
--- `stage.popup{}` is `initWithCustomView:`, no animation: LSTPopView.m 429-431).
function M.popup(name, options)
  local o = { content = { width = 200, height = 100, name = name }, popStyle = "fade", dismissStyle = "fade" }
  for k, v in pairs(options or {}) do o[k] = v end
  return stage.popup(o)
end

--- The timeline of `source` (or every popup) as "t name reason remaining" strings; with `t0`,
--- times are "+t" from it (a didPop's time, say: the animations' lengths are the engine's).
function M.events(source, names, t0)
  local out = {}
  for _, e in ipairs(stage.log.events{ source = source }) do
    if e.source:match("^popup#") and (not names or names[e.name]) then
      local s = t0 and string.format("%+.1f %s %s", e.t - t0 + 0, e.source, e.name)
                   or string.format("%.1f %s %s", e.t, e.source, e.name)
      if e.reason then s = s .. " " .. e.reason end
      if e.remaining then s = s .. " " .. tostring(e.remaining) end
      out[#out + 1] = s
    end
  end
  return out
end

--- Names of `list` (popups) by content name.
function M.names(list)
  local out = {}
  for _, p in ipairs(list) do out[#out + 1] = p.content.name end
  return table.concat(out, " ")
end

--- `lines` (from M.events) with the times of the first `n` (all by default) left out.
function M.untimed(lines, n)
  local out = {}
  for i, l in ipairs(lines) do out[i] = i <= (n or #lines) and (l:gsub("^%S+ ", "")) or l end
  return out
end

function M.near(a, b, eps) return math.abs(a - b) <= (eps or 1e-9) end

--- When `source` logged its first `name` (didPop by default).
function M.at(source, name)
  local e = stage.log.events{ source = source, name = name or "didPop" }[1]
  assert(e, "no " .. (name or "didPop") .. " from " .. source)
  return e.t
end

return M
