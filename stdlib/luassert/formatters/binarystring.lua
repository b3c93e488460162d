-- `require "luassert.formatters.binarystring"`: a formatter showing a string as a hex dump, 16
-- bytes a line (two groups of 8), control bytes as "." in the text column. Use it with
-- `assert:add_formatter(require "luassert.formatters.binarystring")`.
return function(str)
  if type(str) ~= "string" then return nil end
  local lines = { "Binary string length; " .. #str .. " bytes\n" }
  for start = 1, #str, 16 do
    local chunk = string.sub(str, start, start + 15)
    local hex, text = {}, {}
    for i = 1, #chunk do
      local b = string.byte(chunk, i)
      hex[i] = string.format(("%2x "), b)
      text[i] = b < 32 and "." or string.char(b)
    end
    local h = table.concat(hex) .. string.rep((" "), 48 - 3 * #chunk)
    local t = table.concat(text) .. string.rep((" "), 16 - #chunk)
    lines[#lines + 1] = string.sub(h, 1, 24) .. "  " .. string.sub(h, 25) .. " " .. string.sub(t, 1, 8) .. " " .. string.sub(t, 9) .. "\n"
  end
  return table.concat(lines)
end
