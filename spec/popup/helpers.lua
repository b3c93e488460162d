-- Shared builders for the popup specs (default screen 393×852).
local M = {}

--- A popup of 200×100 named `name` with `options` added.
function M.popup(name, options)
  local o = { content = { width = 200, height = 100, name = name } }
  for k, v in pairs(options or {}) do o[k] = v end
  return stage.popup(o)
end

--- The timeline of `source` (or every popup) as "t name" strings, fields in braces.
function M.events(source, names)
  local out = {}
  for _, e in ipairs(stage.log.events{ source = source }) do
    if e.source:match("^popup#") and (not names or names[e.name]) then
      local s = string.format("%.1f %s %s", e.t, e.source, e.name)
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

return M
