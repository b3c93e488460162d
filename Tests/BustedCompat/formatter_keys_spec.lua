-- A failure message lists a table's keys in luassert's order, with luassert's comparator: the
-- array part, then numbers, booleans (true first), strings. Its comparator says `true < true`,
-- so sorting some tables with a `true` key raises Lua's "invalid order function for sorting",
-- and the failure is an error under busted (luassert/formatters/init.lua:119), and so here.
-- Keys without strings, inserted one by one: the order is the same in every run.
it("lists mixed keys in luassert's order", function()
  local t = { "a", "b" }
  t[2.5] = "float"
  t[-1] = "negative"
  t[true] = "yes"
  assert.are.same(t, { "a" })
end)

it("fails to sort a table luassert's comparator cannot", function()
  local t = {}
  t[true] = 1
  t[false] = 2
  t[1.5] = 3
  t[2.5] = 4
  assert.are.same(t, {})
end)
