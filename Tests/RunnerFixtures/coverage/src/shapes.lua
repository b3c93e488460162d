#!/usr/bin/env lua
local shapes = {}

local area = {
  square = function(s) return s * s end,
  rect = function(w, h)
    return w * h
  end,
}

function shapes.area(kind, ...)
  local f = area[kind]
  if not f then
    return nil, "unknown shape " .. tostring(kind)
  end
  return f(...)
end

function shapes.describe(kind)
  local n, err = shapes.area(kind, 2, 3)
  if n then return kind .. ": " .. n else return err end
end

function shapes.known(kind)
  return area[kind] ~= nil
end

return shapes
