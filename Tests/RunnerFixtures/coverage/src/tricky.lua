-- Lines LuaCov's scanner treats specially: comments, long strings, tables over several lines,
-- else and end lines, function definitions, an untaken branch.
local M = {}

--[[ A long comment
spanning lines, with code-like text inside:
local x = 1
]]

local banner = [[
first line of a long string
  second line
]]

local config = {
  name = "tricky",
  size = 3,
  ["quoted key"] = 'value',
  nested = {
    1, 2,
    3,
  },
  callback = function(x)
    return x * 2
  end,
}

local function helper(a,
                      b)
  return a + b
end

function M.classify(n)
  if n < 0 then
    return "negative"
  elseif n == 0 then
    return "zero"
  else
    return "positive"
  end
end

function M.sum(list)
  local total = 0
  for _, v in ipairs(list) do
    total = helper(total, v)
  end
  return total
end

M.twice = function(x) return config.callback(x) end

function M.describe()
  local parts = {
    banner,
    config.name,
    "size " .. config.size,
  }
  return table.concat(parts, "\n")
end

function M.never(x)
  -- never called by the specs: every line here is missed
  local y = x or 0
  if y > 10 then
    error("big")
  end
  return y
end

function M.escapes()
  local s = "a \"quoted\" -- not a comment"
  local t = 'it\'s'
  return #s + #t
end

-- luacov: disable
function M.hidden()
  return "not counted"
end
-- luacov: enable

function M.loop(n)
  local i = 0
  repeat
    i = i + 1
  until i >= n
  while true do
    if i > 0 then break end
  end
  return i
end

function M.callbacks(f)
  return f(function()
    return 1
  end)
end

return M
