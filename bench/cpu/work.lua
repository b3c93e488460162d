-- CPU-bound work for bench/cpu: a CRC-32 and an FNV-1a hash over a few MB of bytes, and a
-- table-heavy loop (build, sort, insert/remove, a word count). Pure Lua, no I/O.
local M = {}

local crcTable = {}
for i = 0, 255 do
  local c = i
  for _ = 1, 8 do
    if c & 1 == 1 then c = 0xEDB88320 ~ (c >> 1) else c = c >> 1 end
  end
  crcTable[i] = c
end

--- CRC-32 and FNV-1a (32-bit) of `text`.
function M.hash(text)
  local crc, fnv = 0xFFFFFFFF, 0x811C9DC5
  local byte = string.byte
  for i = 1, #text - 3, 4 do
    local a, b, c, d = byte(text, i, i + 3)
    crc = crcTable[(crc ~ a) & 0xFF] ~ (crc >> 8)
    crc = crcTable[(crc ~ b) & 0xFF] ~ (crc >> 8)
    crc = crcTable[(crc ~ c) & 0xFF] ~ (crc >> 8)
    crc = crcTable[(crc ~ d) & 0xFF] ~ (crc >> 8)
    fnv = ((fnv ~ a) * 0x01000193) & 0xFFFFFFFF
    fnv = ((fnv ~ b) * 0x01000193) & 0xFFFFFFFF
    fnv = ((fnv ~ c) * 0x01000193) & 0xFFFFFFFF
    fnv = ((fnv ~ d) * 0x01000193) & 0xFFFFFFFF
  end
  return crc ~ 0xFFFFFFFF, fnv
end

--- Deterministic bytes: `n` of them from a linear congruential generator.
function M.bytes(n)
  local parts, x = {}, 12345
  for i = 1, n // 1024 do
    local chunk = {}
    for j = 1, 1024 do
      x = (x * 1103515245 + 12345) & 0x7FFFFFFF
      chunk[j] = x & 0xFF
    end
    parts[i] = string.char(table.unpack(chunk))
  end
  return table.concat(parts)
end

--- Tables: records built, sorted, grouped, queued and unqueued.
function M.tables(n)
  local records, x = {}, 7
  for i = 1, n do
    x = (x * 1103515245 + 12345) & 0x7FFFFFFF
    records[i] = { id = i, key = x % 1000, name = "r" .. (x % 97) }
  end
  table.sort(records, function(a, b) if a.key ~= b.key then return a.key < b.key end return a.id < b.id end)
  local groups = {}
  for _, r in ipairs(records) do
    local g = groups[r.name]
    if not g then g = { count = 0, sum = 0 } groups[r.name] = g end
    g.count, g.sum = g.count + 1, g.sum + r.key
  end
  local queue, total = {}, 0
  for i = 1, n do
    queue[#queue + 1] = records[i]
    if #queue > 64 then total = total + table.remove(queue, 1).key end
  end
  local names = 0
  for _ in pairs(groups) do names = names + 1 end
  return total, names
end

--- The whole run: the checksum line both the script and the spec print/compare. CPU_SCALE in
--- the environment scales the work (1 by default; instructions.sh uses 1/8 under valgrind).
function M.run()
  local scale = tonumber(os.getenv("CPU_SCALE") or "1") or 1
  local crc, fnv = M.hash(M.bytes(math.floor(4 * 1024 * scale) * 1024))
  local total, names = M.tables(math.floor(300000 * scale))
  return string.format("%08x %08x %d %d", crc, fnv, total, names)
end

return M
