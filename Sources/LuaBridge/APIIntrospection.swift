import CLua
import CLuaShim

/// What a value is, as the installed registry knows it, for printers that show values rather
/// than addresses (`understudy.pretty`): the readable properties of a host object's type or of a
/// module table, whether a host object's handle is stale, and the API name of a binding.
///
/// From Lua it is the preloaded module `understudy.introspect` (nothing is added to `stage`):
///
/// ```lua
/// local introspect = require "understudy.introspect"
/// introspect.describe(counter)      --> { kind = "object", name = "Counter",
///                                   --    properties = { "step", "value" } }
/// introspect.describe(stage.screen) --> { kind = "module", name = "stage.screen", properties = { "height", ... } }
/// introspect.describe(oldCounter)   --> { kind = "object", name = "Counter", properties = {...},
///                                   --    stale = "counter#1 belongs to a previous stage ..." }
/// introspect.functionName(stage.clock.advance)   --> "stage.clock.advance"
/// introspect.functionName(counter.inc)           --> "Counter:inc"
/// ```
///
/// Both only read (raw access and the registry's declarations); neither calls a getter, so
/// describing a value has no effect on the engine. Reading the properties is the caller's
/// business (each through its getter, protected).
extension LuaState {
    /// The registry key of the table that maps a type's metatable address to the context its
    /// bindings were installed with (for `LuaLiveObject.staleMessage(in:)`).
    static let typeContextsKey = "understudy.introspect.contexts"

    /// Registers `understudy.introspect` in `package.preload` (once per state; Stdlib.install
    /// calls it). Types installed later are described too: lookups happen at call time.
    public func installIntrospection() {
        let L = self.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard LuaRawField.pushGlobal(L, "package") == LUA_TTABLE,
              LuaRawField.push(L, -1, "preload") == LUA_TTABLE else { return }
        pushBinding(name: "understudy.introspect", params: [], impl: .swift { call in
            let state = call.state
            lua_createtable(call.L, 0, 2)
            state.pushBinding(name: "describe", params: [LuaParam("value", .any)],
                              impl: .swift { LuaState.describe($0) }, context: nil)
            lua_setfield(call.L, -2, "describe")
            state.pushBinding(name: "functionName", params: [LuaParam("f", .any)],
                              impl: .swift { LuaState.functionName($0) }, context: nil)
            lua_setfield(call.L, -2, "functionName")
            return 1
        }, context: nil)
        lua_setfield(L, -2, "understudy.introspect")
    }

    /// Remembers the context `types` were installed with (called by `install(_:context:)`).
    func recordContext(_ context: UnsafeMutableRawPointer?, of types: [LuaTypeDecl]) {
        guard let context else { return }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        if LuaRawField.pushRegistry(L, LuaState.typeContextsKey) != LUA_TTABLE {
            lua_settop(L, top)
            lua_createtable(L, 0, Int32(types.count))
            lua_pushvalue(L, -1)
            LuaRawField.popIntoRegistry(L, LuaState.typeContextsKey)
        }
        for t in types {
            guard let installed = self.types[ObjectIdentifier(t.key)] else { continue }
            lua_pushlightuserdata(L, context)
            lua_rawsetp(L, -2, installed.metatable)
        }
    }

    /// The context recorded for the type whose metatable is at `metatable`, if any.
    private func recordedContext(of metatable: UnsafeRawPointer, on L: OpaquePointer) -> UnsafeMutableRawPointer? {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard LuaRawField.pushRegistry(L, LuaState.typeContextsKey) == LUA_TTABLE,
              lua_rawgetp(L, -1, metatable) == LUA_TLIGHTUSERDATA else { return nil }
        return lua_touserdata(L, -1)
    }

    /// Why the host object at `index` can no longer be used, or nil while it can (and for
    /// objects whose type has no notion of staleness).
    public func staleMessage(ofObjectAt index: Int32, on thread: OpaquePointer? = nil) -> String? {
        let L = thread ?? self.L
        guard let block = us_object_at(L, index, nil) else { return nil }
        guard let object = block.pointee.object else { return "the object was released" }
        guard let live = Unmanaged<AnyObject>.fromOpaque(object).takeUnretainedValue() as? LuaLiveObject,
              let context = recordedContext(of: UnsafeRawPointer(block.pointee.type), on: L) else { return nil }
        return live.staleMessage(in: LuaCall(L, context))
    }

    /// `describe(value)`: a table `{ kind =, name =, properties =, stale = }` for a host object or
    /// an installed module table, nil for anything else.
    static func describe(_ call: LuaCall) -> Int32 {
        let L = call.L
        let state = call.state
        let kind: String, name: String, properties: [LuaPropertyDecl]
        var stale: String?
        if let t = state.typeDeclaration(ofValueAt: 1, on: L) {
            (kind, name, properties) = ("object", t.name, t.properties)
            stale = state.staleMessage(ofObjectAt: 1, on: L)
        } else if let m = state.moduleDeclaration(ofTableAt: 1, on: L) {
            (kind, name, properties) = ("module", m.path, m.properties)
        } else {
            return call.returningNil()
        }
        lua_createtable(L, 0, 4)
        call.stack.push(kind)
        lua_setfield(L, -2, "kind")
        call.stack.push(name)
        lua_setfield(L, -2, "name")
        lua_createtable(L, Int32(clamping: properties.count), 0)
        var seen = Set<String>()
        var n: lua_Integer = 0
        for p in properties where seen.insert(p.name).inserted {
            n += 1
            call.stack.push(p.name)
            lua_rawseti(L, -2, n)
        }
        lua_setfield(L, -2, "properties")
        if let stale {
            call.stack.push(stale)
            lua_setfield(L, -2, "stale")
        }
        return 1
    }

    /// `functionName(f)`: "stage.clock.advance" for a module function, "Counter:inc"
    /// for a method, nil for any other value.
    static func functionName(_ call: LuaCall) -> Int32 {
        guard lua_type(call.L, 1) == LUA_TFUNCTION,
              case .function(let f, let owner, let isMethod)? = call.state.apiTopic(ofValueAt: 1, on: call.L) else {
            return call.returningNil()
        }
        return call.returning(owner == "_G" ? f.name : owner + (isMethod ? ":" : ".") + f.name)
    }
}
