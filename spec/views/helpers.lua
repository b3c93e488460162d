-- Shared builders for the views' specs: a plain host on the default screen (an iPhone 15).
local M = {}

--- A host at (20, 200), 353 × 400, with `root` (a plain view by default) filling it.
function M.host(root, options)
  local o = { frame = { x = 20, y = 200, width = 353, height = 400 }, root = root or stage.view() }
  for k, v in pairs(options or {}) do o[k] = v end
  return stage.viewHost(o)
end

--- The names of the events of `source`, with their title or isOn when they have one.
function M.events(source)
  local out = {}
  for _, e in ipairs(stage.log.events{ source = source }) do
    local extra = e.title and ("(" .. e.title .. ")") or (e.isOn ~= nil and ("(" .. tostring(e.isOn) .. ")")) or ""
    out[#out + 1] = e.name .. extra
  end
  return out
end

--- The message of the error `f(...)` raises, without its position.
function M.err(f, ...)
  local ok, e = pcall(f, ...)
  assert(not ok, "expected an error")
  return (tostring(e):gsub("^[^:]*:%d+: ", ""))
end

return M
