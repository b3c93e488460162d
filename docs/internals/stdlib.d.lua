-- The part of docs/understudy.d.lua that the registry does not declare: what the stdlib and the
-- test runner give a script or a spec (expect and its matchers, help, the test DSL,
-- stage.keepBetweenTests). `make docs` appends it to the generated definitions;
-- APIReferenceTests checks it against the matchers and the globals a spec sees.

---@alias understudy.Event { t: number, source: string, name: string, label?: string, [string]: any }
---@alias understudy.EventPattern { t?: number, source?: string, name?: string, [string]: any }

--- An expectation (Jest's): `expect(value)` followed by a matcher. A matcher returns the
--- expectation, so they chain; `.never` (or `.no`) before a matcher negates it.
---@class Expectation
---@field never Expectation the same expectation, negated
---@field no Expectation the same expectation, negated
local Expectation = {}

--- The value is `expected` (primitive equality, `rawequal` for tables).
---@param expected any
---@return Expectation
function Expectation:toBe(expected) end

--- The value equals `expected` deeply (tables compared field by field).
---@param expected any
---@return Expectation
function Expectation:toEqual(expected) end

--- The value is neither nil nor false.
---@return Expectation
function Expectation:toBeTruthy() end

--- The value is nil or false.
---@return Expectation
function Expectation:toBeFalsy() end

--- The value is nil.
---@return Expectation
function Expectation:toBeNil() end

--- The number is within 10^-digits / 2 of `expected` (digits: 2 by default).
---@param expected number
---@param digits? integer
---@return Expectation
function Expectation:toBeCloseTo(expected, digits) end

---@param expected number
---@return Expectation
function Expectation:toBeGreaterThan(expected) end

---@param expected number
---@return Expectation
function Expectation:toBeGreaterThanOrEqual(expected) end

---@param expected number
---@return Expectation
function Expectation:toBeLessThan(expected) end

---@param expected number
---@return Expectation
function Expectation:toBeLessThanOrEqual(expected) end

--- The string or table has `n` elements (`#value`).
---@param n integer
---@return Expectation
function Expectation:toHaveLength(n) end

--- The string contains `item` (plain text), or the list contains it (`==`).
---@param item any
---@return Expectation
function Expectation:toContain(item) end

--- The list contains an element deeply equal to `item`.
---@param item any
---@return Expectation
function Expectation:toContainEqual(item) end

--- The string matches the Lua pattern.
---@param pattern string
---@return Expectation
function Expectation:toMatch(pattern) end

--- Calling the function (with no arguments) raises an error: with `expected`, one whose message
--- contains it as plain text or in which the Lua pattern is found.
---@param expected? string
---@return Expectation
function Expectation:toThrow(expected) end

--- The value's text equals the stored snapshot (`__snapshots__/<spec>.snap`); a missing one is
--- written (a failure with --ci), `understudy test -u` rewrites a changed one. For the stage,
--- `options` are stage.render's.
---@param hint? string|table the snapshot's name suffix, or the options
---@param options? { width?: integer, crop?: boolean|string|table }
---@return Expectation
function Expectation:toMatchSnapshot(hint, options) end

--- The timeline (`stage.log`) has events matching `patterns` in order (others may come
--- between unless `exhaustive`; `source`: only that source's events, by source or name); a
--- pattern's fields must be equal (`t` within 1e-9 s) or match a luassert matcher.
---@param patterns understudy.EventPattern[]
---@param options? { source?: string, exhaustive?: boolean }
---@return Expectation
function Expectation:toHaveEvents(patterns, options) end

--- Jest's `expect`: `expect(sheet.state):toBe("presented")`.
---@param value any
---@return Expectation
function expect(value) end

--- Prints the documentation of an API module, function, method, type or enumeration value
--- (`help("stage.clock.advance")`, `help(sheet)`); `help()` lists the modules. The interactive
--- prompt only.
---@param x? any
function help(x) end

--- Keeps the stage between the tests of this spec file (by default each test starts on a fresh
--- stage). `understudy test` and the busted helper only.
function stage.keepBetweenTests() end

-- The test DSL (busted's), in specs.

---@param name string
---@param fn fun()
function describe(name, fn) end

---@param name string
---@param fn fun()
function context(name, fn) end

--- A describe block whose globals and `package.loaded` are restored after it.
---@param name string
---@param fn fun()
function insulate(name, fn) end

--- A describe block whose globals stay for the blocks after it.
---@param name string
---@param fn fun()
function expose(name, fn) end

---@param name string
---@param fn? fun()
function it(name, fn) end

---@param name string
---@param fn? fun()
function spec(name, fn) end

---@param name string
---@param fn? fun()
function test(name, fn) end

--- A pending test (`pending("name")`), or inside a test, ends it as pending.
---@param name string
---@param fn? fun()
function pending(name, fn) end

---@param fn fun()
function before_each(fn) end

---@param fn fun()
function after_each(fn) end

---@param fn fun()
function setup(fn) end

---@param fn fun()
function teardown(fn) end

---@param fn fun()
function strict_setup(fn) end

---@param fn fun()
function strict_teardown(fn) end

---@param fn fun()
function lazy_setup(fn) end

---@param fn fun()
function lazy_teardown(fn) end

--- Inside a test: `fn` runs after the test body, whatever happened.
---@param fn fun()
function finally(fn) end

--- The enclosing block's children run in a shuffled order (from `seed`, default the run's
--- --seed); `randomize(false)` keeps the written order.
---@param seed? integer|boolean
function randomize(seed) end

--- luassert's spies (`spy.new(fn)`, `spy.on(t, "name")`).
spy = {}
--- luassert's stubs (`stub(t, "name")`).
stub = {}
--- luassert's mocks (`mock(t)`).
mock = {}
--- luassert's argument matchers (`match.is_number()`, `match._`).
match = {}
