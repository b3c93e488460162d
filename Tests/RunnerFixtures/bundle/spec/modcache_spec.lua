-- The worker keeps compiled module files; a changed file is compiled again.
describe("module cache", function()
  it("sees a module file change", function()
    local file = os.tmpname()
    local dir, name = file:match("^(.*)/([^/]+)$")
    package.path = dir .. "/?;" .. package.path
    local function write(text)
      local f = assert(io.open(file, "w"))
      f:write(text)
      f:close()
    end
    write("return 1")
    assert.are.equal(1, require(name))
    package.loaded[name] = nil
    write("return 'second version'")
    assert.are.equal("second version", require(name))
    package.loaded[name] = nil
    write("local = ")
    local ok, err = pcall(require, name)
    os.remove(file)
    assert.is_false(ok)
    assert.truthy(err:find("error loading module '" .. name .. "' from file '" .. file .. "':\n\t", 1, true))
  end)

  it("keeps positions and sources of a cached module", function()
    for _ = 1, 2 do
      package.loaded.positions = nil
      local m = require "positions"
      assert.are.equal("@./src/positions.lua", debug.getinfo(m.boom, "S").source)
      local ok, err = pcall(m.boom)
      assert.are.equal("./src/positions.lua:3: boom", err)
    end
  end)
end)
