-- Views benchmark (docs/VIEWS.md): per-operation cost on screens of 10^3, 10^4 and 10^5 views
-- and tables of as many rows with cells' content, each size against the 10^3 one measured in
-- the same round (the sizes alternate, so the machine's load falls on all of them alike).
-- Host CPU time via os.clock; medians of ROUNDS rounds (default 3).
--
--   swift build -c release --product understudy
--   .build/release/understudy bench/views/bench.lua
--
-- Prints a Markdown table (bench/VIEWS_RESULTS.md records one run). VIEWS_BENCH_MAX=10000
-- stops at 10^4 (a quick look with a debug build); VIEWS_BENCH_ONLY=1,3 picks cases.

local OPS = tonumber(os.getenv("VIEWS_BENCH_OPS")) or 1000
local ROUNDS = tonumber(os.getenv("VIEWS_BENCH_ROUNDS")) or 3
local MAX = tonumber(os.getenv("VIEWS_BENCH_MAX")) or 100000
local ROW = 44            -- a leaf's height in the trees, a table's row height
local SCREEN = { x = 0, y = 0, width = 393, height = 852 }

local function median(t)
  table.sort(t)
  local n = #t
  return n % 2 == 1 and t[(n + 1) // 2] or (t[n // 2] + t[n // 2 + 1]) / 2
end

-- A full collection (untimed), then a few untimed operations: what a collection of n handles
-- leaves to the calls after it is paid once, not per operation (the engine releases the
-- objects at its next call, LuaBridge's release queue; the next new handle rehashes the handle
-- cache, a weak table that held n entries).
local function settle(op)
  collectgarbage()
  stage.clock.now()
  if op then for i = 1, 20 do op(-i) end end
end

-- Times `op(i)` for i = 1..OPS; returns seconds per operation. The untimed calls first also
-- take the screen's first layout and the first hit test's index of many subviews: O(n) once,
-- paid by whatever reads the screen first, not by each operation.
local function per(op)
  settle(op)
  collectgarbage("stop")
  local t0 = os.clock()
  for i = 1, OPS do op(i) end
  local dt = os.clock() - t0
  collectgarbage("restart")
  return dt / OPS
end

-- A full-screen host holding a scroll view scrolled to the middle of `content` (a view of
-- height n × ROW). Returns the scroll view.
local function hosted(content, n)
  local sv = stage.scrollView{ width = SCREEN.width, height = SCREEN.height, subviews = { content } }
  sv.contentSize = { width = SCREEN.width, height = n * ROW }
  sv.contentOffset = { x = 0, y = (n // 2) * ROW }
  stage.viewHost{ frame = SCREEN, root = sv }
  return sv
end

local function leaf(i)
  return stage.button{ title = "Row " .. i, x = 0, y = (i - 1) * ROW, width = SCREEN.width, height = ROW }
end

-- The leaves in view (the rows at the middle of the content), for taps.
local function middle(leaves, n)
  local out = {}
  for k = 1, 15 do out[k] = leaves[n // 2 + k] end
  return out
end

local cases = {}

-- A tap through a wide tree: n buttons, one under the other, in one view in a scroll view.
cases[#cases + 1] = { name = "tap a button among n siblings (wide)", build = function(n)
  local leaves, box = {}, stage.view{ width = SCREEN.width, height = n * ROW }
  for i = 1, n do
    leaves[i] = leaf(i)
    box:addSubview(leaves[i])
  end
  hosted(box, n)
  local inView = middle(leaves, n)
  return function(i) inView[i % #inView + 1]:tap() end
end }

-- A tap through a deep and wide tree: each view holds 10 views, the leaves n buttons (depth
-- log10 n: 3 to 5 views between the scroll view and a button).
cases[#cases + 1] = { name = "tap a button in a tree of fan-out 10 (deep)", build = function(n)
  local leaves = {}
  local function node(lo, hi, y0)
    local v = stage.view{ x = 0, y = (lo - 1) * ROW - y0, width = SCREEN.width, height = (hi - lo + 1) * ROW }
    local count = hi - lo + 1
    if count <= 10 then
      for i = lo, hi do
        leaves[i] = stage.button{ title = "Row " .. i, x = 0, y = (i - lo) * ROW, width = SCREEN.width, height = ROW }
        v:addSubview(leaves[i])
      end
    else
      local step = math.ceil(count / 10)
      for a = lo, hi, step do v:addSubview(node(a, math.min(hi, a + step - 1), (lo - 1) * ROW)) end
    end
    return v
  end
  hosted(node(1, n, 0), n)
  local inView = middle(leaves, n)
  return function(i) inView[i % #inView + 1]:tap() end
end }

-- Adding a view: a button added on top of n siblings, tapped, removed (the index follows).
cases[#cases + 1] = { name = "add a button to n siblings, tap it, remove it", build = function(n)
  local box = stage.view{ width = SCREEN.width, height = n * ROW }
  for i = 1, n do box:addSubview(leaf(i)) end
  hosted(box, n)
  local y0 = (n // 2) * ROW
  local extra = {}
  for k = 1, 15 do extra[k] = stage.button{ title = "New", x = 0, y = y0 + (k - 1) * ROW, width = 200, height = ROW } end
  return function(i)
    local b = extra[i % #extra + 1]
    box:addSubview(b)
    b:tap()
    b:removeFromSuperview()
  end
end }

-- Layout of a stack, whole: a vertical stack of n labels made and laid out (per label).
cases[#cases + 1] = { name = "make and lay out a stack of n labels (per label)", perView = true, build = function(n)
  return function()
    local labels = {}
    for i = 1, n do labels[i] = stage.label{ text = "Label " .. i } end
    local stack = stage.stackView{ axis = "vertical", spacing = 4, arrangedSubviews = labels }
    assert(labels[n].frame.y > 0)
    return stack
  end
end }

-- Layout of a stack, locally: n/3 rows (a horizontal stack of an image, a label and a button)
-- in a vertical stack; a label's text changes and its row is read again.
cases[#cases + 1] = { name = "relayout a row's stack after a text change", build = function(n)
  local rows, labels = {}, {}
  for r = 1, n // 3 do
    labels[r] = stage.label{ text = "Episode " .. r }
    rows[r] = stage.stackView{ spacing = 8, x = 0, y = (r - 1) * ROW, width = SCREEN.width, height = ROW,
      arrangedSubviews = { stage.imageView{ image = "play.circle" }, labels[r], stage.button{ image = "ellipsis" } } }
  end
  local box = stage.view{ width = SCREEN.width, height = (n // 3) * ROW, subviews = rows }
  hosted(box, n // 3)
  local mid = n // 6
  return function(i)
    local l = labels[mid + i % 15]
    l.text = (i % 2 == 0) and "A longer title " .. i or "Short " .. i
    assert(l.frame.width > 0)
  end
end }

-- A table of n rows with cells' content: a "…" button in each (an accessory view).
local function table_of(n)
  stage.reset{ width = 393, height = 852 }
  local rows = {}
  for i = 1, n do
    rows[i] = { text = "Episode " .. i, secondaryText = "32 min", image = "play.circle",
                accessoryView = stage.button{ image = "ellipsis", accessibilityLabel = "More" } }
  end
  local tbl = stage.tableView{ rows = rows, rowHeight = 64 }
  tbl:scroll(n * 64 / 2)
  return tbl
end

cases[#cases + 1] = { name = "table: tap a cell's button", rows = true, build = function(n)
  local tbl = table_of(n)
  local first = math.floor(tbl.scrollOffset / 64) + 2
  local buttons = {}
  for k = 1, 8 do buttons[k] = tbl:row(first + k).accessoryView end
  return function(i) buttons[i % #buttons + 1]:tap() end
end }

cases[#cases + 1] = { name = "table: scroll a row, tap the button come into view", rows = true, build = function(n)
  local tbl = table_of(n)
  return function(i)
    local dy = (i % 2 == 0) and 64 or -64
    tbl:scroll(dy * 7)
    tbl:row(math.floor(tbl.scrollOffset / 64) + 5).accessoryView:tap()
  end
end }

-- VIEWS_BENCH_ONLY=1,3 runs those cases only (their order in the table).
local only = os.getenv("VIEWS_BENCH_ONLY")
if only then
  local keep = {}
  for k in only:gmatch("%d+") do keep[#keep + 1] = cases[tonumber(k)] end
  cases = keep
end

local sizes = {}
for _, n in ipairs{ 1000, 10000, 100000 } do if n <= MAX then sizes[#sizes + 1] = n end end

-- Warm-up (first-call costs), not reported.
for _, c in ipairs(cases) do
  stage.reset{ width = 393, height = 852 }
  local op = c.build(1000)
  for i = 1, 50 do op(i) end
end

local results = {}
for ci, c in ipairs(cases) do
  results[ci] = {}
  for _, n in ipairs(sizes) do results[ci][n] = {} end
  for _ = 1, ROUNDS do
    for _, n in ipairs(sizes) do
      stage.reset{ width = 393, height = 852 }
      collectgarbage()
      local op = c.build(n)
      local t
      if c.perView then
        -- A whole layout is one operation over n views: timed a few times, per view.
        local times = {}
        for k = 1, 3 do
          settle()
          local t0 = os.clock()
          op(k)
          times[k] = (os.clock() - t0) / n
        end
        t = median(times)
      else
        t = per(op)
      end
      table.insert(results[ci][n], t)
      stage.reset{ width = 393, height = 852 }
    end
  end
end

local header = "| operation |"
local rule = "|---|"
for _, n in ipairs(sizes) do
  header = header .. (" %d (µs) |"):format(n)
  rule = rule .. "---:|"
end
for k = 2, #sizes do
  header = header .. (" ratio %d / %d |"):format(sizes[k], sizes[1])
  rule = rule .. "---:|"
end
print(header)
print(rule)
for ci, c in ipairs(cases) do
  local line = ("| %s |"):format(c.name)
  local m = {}
  for k, n in ipairs(sizes) do
    m[k] = median(results[ci][n])
    line = line .. (" %.2f |"):format(m[k] * 1e6)
  end
  for k = 2, #sizes do line = line .. (" %.2f |"):format(m[k] / m[1]) end
  print(line)
end
