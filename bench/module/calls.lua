-- Per-call cost of a binding (stage.clock.now) and of Lua's own C function math.abs, in the
-- same process: prints "binding_ns c_ns". Run by bench/module/speed.sh under understudy and
-- under lua5.4 with the module.
if not stage then require "understudy" end
local N = 5e6
local now, abs = stage.clock.now, math.abs
local clock = os.clock
local function time(f)
  local t = clock()
  for _ = 1, N do f(1) end
  return (clock() - t) / N * 1e9
end
time(now) -- warm up
print(string.format("%.2f %.2f", time(now), time(abs)))
