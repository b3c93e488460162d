-- Message templates by key, as the `say` library keeps them for luassert: assertions name a
-- positive and a negative key and the failure text is the template filled with the formatted
-- arguments. `require "say"` in a spec gets this module (unless the project has its own), so
-- custom assertions can add keys. say's model: templates live in namespaces (languages); `set`
-- writes into the current one, a lookup falls back to the fallback namespace, and the template is
-- filled with string.format over the arguments' tostring (so a missing argument raises).
--
--   say:set("assertion.even.positive", "Expected %s to be even")
--   say("assertion.even.positive", { "3" })      --> "Expected 3 to be even"
local registry = {}
local current, fallback

local say = {
  _COPYRIGHT = "Copyright (c) 2012 Olivine Labs, LLC.",
  _DESCRIPTION = "A simple string key/value store for i18n or any other case where you want namespaced strings.",
  _VERSION = "Say 1.3",
  _registry = registry,
}

function say.set_namespace(_, namespace)
  current = namespace
  registry[namespace] = registry[namespace] or {}
end

function say.set_fallback(_, namespace)
  fallback = namespace
  registry[namespace] = registry[namespace] or {}
end

function say.set(_, key, value) registry[current][key] = value end

local function lookup(key, vars)
  if vars ~= nil and type(vars) ~= "table" then
    error(string.format(("expected parameter table to be a table, got '%s'"), type(vars)), 3)
  end
  vars = vars or {}
  vars.n = math.max(vars.n or 0, #vars)
  local text = registry[current][key]
  if text == nil then text = registry[fallback][key] end
  if text == nil then return nil end
  text = tostring(text)
  if vars.n == 0 then return text end
  local strings = {}
  for i = 1, vars.n do strings[i] = tostring(vars[i]) end
  return string.format(text, table.unpack(strings, 1, vars.n))
end

--- The template filled with `args`; nil when the key is unknown (understudy's name for say's call).
function say.get(_, key, args) return lookup(key, args) end

local t = {
  ["assertion.same.positive"] = "Expected objects to be the same.\nPassed in:\n%s\nExpected:\n%s",
  ["assertion.same.negative"] = "Expected objects to not be the same.\nPassed in:\n%s\nDid not expect:\n%s",
  ["assertion.equals.positive"] = "Expected objects to be equal.\nPassed in:\n%s\nExpected:\n%s",
  ["assertion.equals.negative"] = "Expected objects to not be equal.\nPassed in:\n%s\nDid not expect:\n%s",
  ["assertion.near.positive"] = "Expected values to be near.\nPassed in:\n%s\nExpected:\n%s +/- %s",
  ["assertion.near.negative"] = "Expected values to not be near.\nPassed in:\n%s\nDid not expect:\n%s +/- %s",
  ["assertion.matches.positive"] = "Expected strings to match.\nPassed in:\n%s\nExpected:\n%s",
  ["assertion.matches.negative"] = "Expected strings not to match.\nPassed in:\n%s\nDid not expect:\n%s",
  ["assertion.unique.positive"] = "Expected object to be unique:\n%s",
  ["assertion.unique.negative"] = "Expected object to not be unique:\n%s",
  ["assertion.error.positive"] = "Expected a different error.\nCaught:\n%s\nExpected:\n%s",
  ["assertion.error.negative"] = "Expected no error, but caught:\n%s",
  ["assertion.truthy.positive"] = "Expected to be truthy, but value was:\n%s",
  ["assertion.truthy.negative"] = "Expected to not be truthy, but value was:\n%s",
  ["assertion.falsy.positive"] = "Expected to be falsy, but value was:\n%s",
  ["assertion.falsy.negative"] = "Expected to not be falsy, but value was:\n%s",
  ["assertion.called.positive"] = "Expected to be called %s time(s), but was called %s time(s)",
  ["assertion.called.negative"] = "Expected not to be called exactly %s time(s), but it was.",
  ["assertion.called_at_least.positive"] = "Expected to be called at least %s time(s), but was called %s time(s)",
  ["assertion.called_at_most.positive"] = "Expected to be called at most %s time(s), but was called %s time(s)",
  ["assertion.called_more_than.positive"] = "Expected to be called more than %s time(s), but was called %s time(s)",
  ["assertion.called_less_than.positive"] = "Expected to be called less than %s time(s), but was called %s time(s)",
  ["assertion.called_with.positive"] = "Function was never called with matching arguments.\nCalled with (last call if any):\n%s\nExpected:\n%s",
  ["assertion.called_with.negative"] = "Function was called with matching arguments at least once.\n"
    .. "Called with (last matching call):\n%s\nDid not expect:\n%s",
  ["assertion.returned_with.positive"] = "Function never returned matching arguments.\nReturned (last call if any):\n%s\nExpected:\n%s",
  ["assertion.returned_with.negative"] = "Function returned matching arguments at least once.\n"
    .. "Returned (last matching call):\n%s\nDid not expect:\n%s",
  ["assertion.returned_arguments.positive"] = "Expected to be called with %s argument(s), but was called with %s",
  ["assertion.returned_arguments.negative"] = "Expected not to be called with %s argument(s), but was called with %s",
  ["assertion.internal.argtolittle"] = "the '%s' function requires a minimum of %s arguments, got: %s",
  ["assertion.internal.badargtype"] = "bad argument #%s to '%s' (%s expected, got %s)",
}
say:set_fallback("en")
say:set_namespace("en")
for k, v in pairs(t) do registry.en[k] = v end

return setmetatable(say, {
  __call = function(_, key, vars) return lookup(key, vars) end,
  __index = function(_, namespace) return registry[namespace] end,
})
