-- Runs a scenario script and saves SVG pictures of its moments (the picture test's driver):
--
--   understudy capture.lua OUTDIR SCRIPT [ARGS...]
--
-- After every stage.render, stage.clock.advance and stage.clock.advanceTo, the screen's SVG is
-- written to OUTDIR/r<R>-t<T>.svg (R counts stage.reset calls from 1, T is the time with three
-- decimals; a later capture at the same moment replaces an earlier one). A render with a `crop`
-- also writes the SVG cropped the same way to OUTDIR/r<R>-t<T>-crop.svg (a close-up). Before
-- each reset and at the end, the timeline's SVG goes to OUTDIR/r<R>-timeline.svg.
local outdir, script = arg[1], arg[2]
assert(outdir and script, "usage: understudy capture.lua OUTDIR SCRIPT [ARGS...]")
local run = 1

local function write(name, text)
  local f = assert(io.open(outdir .. "/" .. name, "w"))
  f:write(text)
  f:close()
end

local function capture()
  write(("r%d-t%.3f.svg"):format(run, stage.clock.now()), stage.svg())
end

local function wrap(t, name)
  local f = t[name]
  t[name] = function(...)
    local results = table.pack(f(...))
    capture()
    return table.unpack(results, 1, results.n)
  end
end

wrap(stage, "render")
local render = stage.render
stage.render = function(options, ...)
  local results = table.pack(render(options, ...))
  if type(options) == "table" and options.crop then
    write(("r%d-t%.3f-crop.svg"):format(run, stage.clock.now()), stage.svg{ crop = options.crop })
  end
  return table.unpack(results, 1, results.n)
end
wrap(stage.clock, "advance")
wrap(stage.clock, "advanceTo")
local reset = stage.reset
stage.reset = function(...)
  write(("r%d-timeline.svg"):format(run), stage.timelineSvg())
  run = run + 1
  return reset(...)
end

arg = table.move(arg, 3, #arg, 1, {})
local chunk = assert(loadfile(script))
chunk(table.unpack(arg))
write(("r%d-timeline.svg"):format(run), stage.timelineSvg())
