-- Names a temp file from math.random, as some suites do. Files running at the same time with
-- the same random sequence would pick the same name and see each other's file.
describe("a temp file named from math.random", function()
  it("is this file's alone", function()
    local name = "/tmp/understudy_corpus_race_" .. math.random(1, 1 << 30)
    local probe = io.open(name, "r")
    if probe then probe:close() end
    assert.is_nil(probe)
    local f = assert(io.open(name, "w"))
    f:write(debug.getinfo(1, "S").source)
    f:close()
    os.execute("sleep 0.3")
    local r = assert(io.open(name, "r"))
    local text = r:read("a")
    r:close()
    os.remove(name)
    assert.are.equal(debug.getinfo(1, "S").source, text)
  end)
end)
