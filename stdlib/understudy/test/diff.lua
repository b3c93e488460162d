-- Line diffs for failure messages: a unified diff ("--- expected", "+++ actual", "@@" hunks with
-- three lines of context), computed with a longest-common-subsequence table (inputs here are
-- snapshots and timelines: hundreds of lines, not millions).
--
--   diff.unified("a\nb\n", "a\nc\n", "snapshot", "received")
local M = {}

local function lines(s)
  local t = {}
  for line in string.gmatch((s .. "\n"), "(.-)\n") do t[#t + 1] = line end
  if string.sub(s, -1) == "\n" then t[#t] = nil end
  return t
end
M.lines = lines

--- The edit script between two lists of lines: { {op=" "|"-"|"+", text=...}, ... }.
function M.edits(a, b)
  local n, m = #a, #b
  local L = {}
  for i = n + 1, 1, -1 do
    L[i] = {}
    for j = m + 1, 1, -1 do
      if i > n or j > m then
        L[i][j] = 0
      elseif a[i] == b[j] then
        L[i][j] = L[i + 1][j + 1] + 1
      else
        L[i][j] = math.max(L[i + 1][j], L[i][j + 1])
      end
    end
  end
  local out, i, j = {}, 1, 1
  while i <= n or j <= m do
    if i <= n and j <= m and a[i] == b[j] then
      out[#out + 1] = { op = " ", text = a[i] }
      i, j = i + 1, j + 1
    elseif i <= n and (j > m or L[i + 1][j] >= L[i][j + 1]) then
      out[#out + 1] = { op = "-", text = a[i] }
      i = i + 1
    else
      out[#out + 1] = { op = "+", text = b[j] }
      j = j + 1
    end
  end
  return out
end

--- A unified diff of two texts (nil when they are equal).
function M.unified(old, new, oldName, newName, context)
  context = context or 3
  local a, b = lines(old), lines(new)
  local edits = M.edits(a, b)
  local changed = false
  for _, e in ipairs(edits) do if e.op ~= " " then changed = true break end end
  if not changed then return nil end
  local out = { "--- " .. (oldName or "expected"), "+++ " .. (newName or "actual") }
  -- Positions in a and b before each edit.
  local ai, bi = {}, {}
  local x, y = 1, 1
  for k, e in ipairs(edits) do
    ai[k], bi[k] = x, y
    if e.op ~= "+" then x = x + 1 end
    if e.op ~= "-" then y = y + 1 end
  end
  local k = 1
  while k <= #edits do
    if edits[k].op ~= " " then
      local first = math.max(1, k - context)
      local last = k
      local quiet = 0
      local j = k
      while j <= #edits do
        if edits[j].op ~= " " then last, quiet = j, 0 else quiet = quiet + 1 end
        if quiet > 2 * context then break end
        j = j + 1
      end
      local stop = math.min(#edits, last + context)
      local oldCount, newCount = 0, 0
      for h = first, stop do
        if edits[h].op ~= "+" then oldCount = oldCount + 1 end
        if edits[h].op ~= "-" then newCount = newCount + 1 end
      end
      local oldStart = oldCount == 0 and ai[first] - 1 or ai[first]
      local newStart = newCount == 0 and bi[first] - 1 or bi[first]
      out[#out + 1] = string.format("@@ -%d,%d +%d,%d @@", oldStart, oldCount, newStart, newCount)
      for h = first, stop do out[#out + 1] = edits[h].op .. edits[h].text end
      k = stop + 1
    else
      k = k + 1
    end
  end
  return table.concat(out, "\n")
end

return M
