-- `require "luassert.formatters.binarystring"`: a formatter showing a string as a hex dump, 16
-- bytes a line (two groups of 8), control bytes as "." in the text column. Use it with
-- `assert:add_formatter(require "luassert.formatters.binarystring")`.
return function(str)
  if type(str) ~= "string" then return nil end
  local lines = { "Binary string length; " .. #str .. " bytes\n" }
  for start = 1, #str, 16 do
    local chunk = str:sub(start, start + 15)
    local hex, text = {}, {}
    for i = 1, #chunk do
      local b = chunk:byte(i)
      hex[i] = ("%2x "):format(b)
      text[i] = b < 32 and "." or string.char(b)
    end
    local h = table.concat(hex) .. (" "):rep(48 - 3 * #chunk)
    local t = table.concat(text) .. (" "):rep(16 - #chunk)
    lines[#lines + 1] = h:sub(1, 24) .. "  " .. h:sub(25) .. " " .. t:sub(1, 8) .. " " .. t:sub(9) .. "\n"
  end
  return table.concat(lines)
end
