import CLua
import CLuaShim

/// Fills a table just pushed by `LuaStack.pushTable`: fields by name, elements in order, all
/// raw sets (no metamethods), so building a result can never raise.
///
/// ```swift
/// call.stack.pushTable(fields: 2) { t in
///     t.set("title", "Delete")
///     t.set("frame") { t.stack.push(rect) }    // one pushed value
/// }
/// ```
public struct LuaTableWriter {
    public let stack: LuaStack
    private var count: lua_Integer = 0

    init(_ stack: LuaStack) { self.stack = stack }

    /// `t[key] = value`; a nil value leaves the key out.
    public func set<V: LuaPushable>(_ key: String, _ value: V?) {
        guard let value else { return }
        set(key) { value.push(to: stack) }
    }

    /// `t[key] = ` the one value `push` pushes.
    public func set(_ key: String, _ push: () -> Void) {
        stack.push(key)
        push()
        lua_rawset(stack.L, -3)
    }

    /// `t[#t + 1] = value` (nil is skipped, keeping the sequence).
    public mutating func append<V: LuaPushable>(_ value: V?) {
        guard let value else { return }
        let stack = self.stack
        append { value.push(to: stack) }
    }

    /// `t[#t + 1] = ` the one value `push` pushes.
    public mutating func append(_ push: () -> Void) {
        push()
        count += 1
        lua_rawseti(stack.L, -2, count)
    }
}

extension LuaStack {
    /// Pushes `d` as an integer when it is whole within ±2^53, else as a float.
    @inlinable
    public func push(compact d: Double) {
        if d == d.rounded(), abs(d) < 9_007_199_254_740_992 {
            lua_pushinteger(L, lua_Integer(d))
        } else {
            lua_pushnumber(L, d)
        }
    }

    /// Pushes a new table filled by `fill` (sizes are hints).
    public func pushTable(array: Int = 0, fields: Int = 0, _ fill: (inout LuaTableWriter) -> Void) {
        _ = lua_checkstack(L, 4)
        lua_createtable(L, Int32(clamping: array), Int32(clamping: fields))
        var writer = LuaTableWriter(self)
        fill(&writer)
    }

    /// Pushes a table of named numbers, each compact (whole numbers as integers), keys set in
    /// order: `pushNumbers(["x": 0, "y": 516])` is `{x = 0, y = 516}`.
    public func pushNumbers(_ fields: KeyValuePairs<String, Double>) {
        pushTable(fields: fields.count) { t in
            for (key, d) in fields { t.set(key, LuaCompactNumber(d)) }
        }
    }

    /// Pushes the sequence of `items`, each pushed by `push` (exactly one value each).
    public func pushList<S: Collection>(_ items: S, _ push: (S.Element) -> Void) {
        pushTable(array: items.count) { t in
            for item in items { t.append { push(item) } }
        }
    }

    /// Pushes the global `name`, read raw from the globals table.
    public func pushGlobal(_ name: String) {
        _ = lua_checkstack(L, 2)
        us_pushglobaltable(L)
        push(name)
        lua_rawget(L, -2)
        lua_rotate(L, -2, 1)
        lua_settop(L, -2)
    }

    /// Whether the function at `index` can see arguments: false for a Lua function declared
    /// without parameters and without `...`, which drops them on entry (a host may then skip
    /// making them).
    public func functionTakesArguments(at index: Int32) -> Bool {
        guard lua_checkstack(L, 1) != 0 else { return true }
        var ar = lua_Debug()
        lua_pushvalue(L, index)
        guard lua_getinfo(L, ">u", &ar) != 0 else { return true }
        return ar.nparams > 0 || ar.isvararg != 0
    }
}

extension LuaCall {
    /// Pushes any pushable value (one stack slot).
    @inlinable public func push<V: LuaPushable>(_ value: V) { value.push(to: stack) }

    /// Pushes a new table filled by `fill` and returns 1 (one result).
    public func returningTable(array: Int = 0, fields: Int = 0, _ fill: (inout LuaTableWriter) -> Void) -> Int32 {
        stack.pushTable(array: array, fields: fields, fill)
        return 1
    }

    /// Pushes the sequence of `items` (each pushed by `push`) and returns 1.
    public func returningList<S: Collection>(_ items: S, _ push: (S.Element) -> Void) -> Int32 {
        stack.pushList(items, push)
        return 1
    }
}
