import CLua
import CLuaShim
#if canImport(Glibc)
import Glibc
#endif

/// A userdata type once installed in a state.
struct InstalledType {
    let decl: LuaTypeDecl
    /// The metatable's address: type checks compare it (identity, no string lookup).
    let metatable: UnsafeRawPointer
}

extension LuaState {
    /// Installs a registry: its types' metatables, then its modules' functions under their global
    /// paths (`stage.clock.advance`). `context` reaches every binding as its context pointer
    /// (`LuaCall.context(as:)`) and lives as long as the state.
    ///
    /// ```swift
    /// lua.install(StageAPI.registry, context: world)
    /// ```
    public func install(_ registry: APIRegistry, context: AnyObject? = nil) {
        let ctx = context.map { retainContext($0) }
        let L = self.L
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        for t in registry.types { createMetatable(t) }
        recordContext(ctx, of: registry.types)  // for staleness checks (APIIntrospection.swift)
        for t in registry.types { fillMetatable(t, context: ctx) }
        for m in registry.modules { installModule(m, context: ctx) }
        typeDecls += registry.types
        for m in registry.modules { recordInstalled(m) }
    }

    /// Several registries may add to one table (every engine area adds its constructor to
    /// `stage`): the installed declarations keep one module per path, so help and generated docs
    /// list it once with everything in it.
    private func recordInstalled(_ m: LuaModuleDecl) {
        guard let i = moduleDecls.firstIndex(where: { $0.path == m.path }) else {
            moduleDecls.append(m)
            return
        }
        var merged = moduleDecls[i]
        merged.functions += m.functions
        merged.properties += m.properties
        if !m.doc.isEmpty { merged.doc += merged.doc.isEmpty ? m.doc : "\n\n" + m.doc }
        moduleDecls[i] = merged
    }

    /// The installed type of the host object at `index` of thread `L`'s stack (by the type its
    /// block records, not its current metatable), if it is one.
    func installedType(ofValueAt index: Int32, on L: OpaquePointer) -> InstalledType? {
        guard let o = us_object_at(L, index, nil) else { return nil }
        let p = UnsafeRawPointer(o.pointee.type)
        return types.values.first { $0.metatable == p }
    }

    /// The registry key under which a type's metatable lives.
    @inlinable
    static func registryKey(_ key: LuaTypeKey) -> UnsafeMutableRawPointer {
        Unmanaged.passUnretained(key).toOpaque()
    }

    private func createMetatable(_ t: LuaTypeDecl) {
        precondition(types[ObjectIdentifier(t.key)] == nil, "type \(t.name) installed twice")
        lua_createtable(L, 0, 8)
        // A table always has an address; the guard only keeps the unwrap from trapping.
        guard let mt = lua_topointer(L, -1) else { return lua_settop(L, -2) }
        lua_rawsetp(L, us_registryindex(), LuaState.registryKey(t.key))
        types[ObjectIdentifier(t.key)] = InstalledType(decl: t, metatable: mt)
    }

    private func fillMetatable(_ t: LuaTypeDecl, context: UnsafeMutableRawPointer?) {
        lua_rawgetp(L, us_registryindex(), LuaState.registryKey(t.key))
        let mt = lua_gettop(L)
        lua_createtable(L, 0, Int32(t.methods.count))
        let methods = lua_gettop(L)
        let selfParam = LuaParam("self", .object(t.key))
        for m in t.methods {
            pushBinding(name: m.name, params: [selfParam] + m.params, impl: m.impl, context: context, isMethod: true)
            lua_setfield(L, methods, m.name)
        }
        let (getters, setters) = pushAccessors(t.properties, receiver: selfParam, context: context)
        us_setup_metatable(L, mt, methods, getters, setters, t.name)
        for (name, impl) in t.metamethods.sorted(by: { $0.key < $1.key }) {
            pushBinding(name: name, params: [selfParam], impl: impl, context: context)
            lua_setfield(L, mt, name)
        }
        lua_settop(L, mt - 1)
    }

    private func installModule(_ m: LuaModuleDecl, context: UnsafeMutableRawPointer?) {
        pushTable(atPath: m.path)
        let table = lua_gettop(L)
        for f in m.functions {
            pushBinding(name: f.name, params: f.params, impl: f.impl, context: context)
            lua_setfield(L, table, f.name)
        }
        if !m.properties.isEmpty {
            lua_createtable(L, 0, 3)
            let mt = lua_gettop(L)
            // Accessors are called with the module table first; it is not checked.
            // (__index and __newindex accept only this table as self.)
            let (getters, setters) = pushAccessors(
                m.properties, receiver: LuaParam("module", .any), receiverName: m.path,
                                                   context: context)
            us_setup_module_metatable(L, mt, table, getters, setters, m.path)
            lua_settop(L, mt)
            lua_setmetatable(L, table)
        } else if m.path != "_G" {
            // Unknown keys stay nil (feature checks like `stage.x == nil`), but a nil that is then
            // called or indexed gets the nearest name in the message handler's text.
            us_setup_plain_module_metatable(L, table, m.path)
        }
        lua_settop(L, table - 1)
    }

    /// Pushes the getters and setters tables of `properties`: `get(receiver)` and
    /// `set(receiver, value)` bindings, the value checked against the property's type. A
    /// setter's refusal names the receiver as "field 'root' of stage.window": `receiverName`, or
    /// the receiver parameter's type (an object type's name).
    private func pushAccessors(_ properties: [LuaPropertyDecl], receiver: LuaParam, receiverName: String? = nil,
                               context: UnsafeMutableRawPointer?) -> (getters: Int32, setters: Int32) {
        lua_createtable(L, 0, Int32(properties.count))
        let getters = lua_gettop(L)
        lua_createtable(L, 0, 4)
        let setters = lua_gettop(L)
        for p in properties {
            pushBinding(name: p.name, params: [receiver], impl: p.get, context: context)
            lua_setfield(L, getters, p.name)
            if let set = p.set {
                // A setter that checks content itself gets only the type check here.
                let type = p.setterChecksContent ? LuaState.unrefined(p.type) : p.type
                pushBinding(name: p.name, params: [receiver, LuaParam("value", type)], impl: set, context: context)
                if let receiverName, let b = bindings.last {
                    us_binding_param(b, 0).pointee.expected = persistentCString(receiverName)
                }
                lua_setfield(L, setters, p.name)
            }
        }
        return (getters, setters)
    }

    /// Pushes the table at a dotted global path (raw access, no metamethods). Missing levels
    /// are created when `create` is set; otherwise a missing or non-table level pushes nothing
    /// and returns false.
    @discardableResult
    func pushTable(atPath path: String, create: Bool = true, on thread: OpaquePointer? = nil) -> Bool {
        let L = thread ?? self.L
        let top = lua_gettop(L)
        us_pushglobaltable(L)
        for part in path.split(separator: ".") {
            let name = String(part)
            lua_pushstring(L, name)
            if lua_rawget(L, -2) != LUA_TTABLE {
                guard create else {
                    lua_settop(L, top)
                    return false
                }
                lua_settop(L, -2)
                lua_createtable(L, 0, 4)
                lua_pushstring(L, name)
                lua_pushvalue(L, -2)
                lua_rawset(L, -4)
            }
            lua_rotate(L, -2, -1)
            lua_settop(L, -2)
        }
        return true
    }

    /// Pushes a C closure for `impl` whose arguments the trampoline checks against `params`. A
    /// closure body runs through the shared thunk with its box (holding `context`) as context.
    func pushBinding(name: String, params: [LuaParam], impl: LuaBody, context: UnsafeMutableRawPointer?,
                     isMethod: Bool = false) {
        guard let b = us_binding_new(Int32(params.count)) else { return }
        bindings.append(b)
        b.pointee.is_method = isMethod ? 1 : 0
        switch impl {
        case .c(let fn):
            b.pointee.fn = unsafeBitCast(fn, to: us_swift_fn.self)
            b.pointee.ctx = context
        case .swift(let body):
            b.pointee.fn = unsafeBitCast(luaClosureThunk, to: us_swift_fn.self)
            b.pointee.ctx = retainContext(LuaClosureBox(body, context: context))
        }
        b.pointee.name = persistentCString(name)
        for (i, p) in params.enumerated() {
            var c = cParam(p.type, optional: p.optional)
            if !p.retired.isEmpty {
                let list = UnsafeMutablePointer<us_retired>.allocate(capacity: p.retired.count)
                rawAllocations.append(UnsafeMutableRawPointer(list))
                for (k, r) in p.retired.enumerated() {
                    (list + k).initialize(to: us_retired(key: persistentCString(r.key),
                                                         mask: r.type.map { LuaState.mask(of: $0) } ?? 0,
                                                         message: persistentCString(r.message)))
                }
                c.nretired = Int32(p.retired.count)
                c.retired = UnsafePointer(list)
            }
            us_binding_param(b, Int32(i)).pointee = c
        }
        // Without room to register it, the binding is absent (nil) rather than unsafe.
        if us_push_binding(L, b) == 0 { lua_pushnil(L) }
    }

    /// The C descriptor of a type: its mask, metatable and, for option tables, its keys.
    func cParam(_ type: LuaType, optional: Bool) -> us_param {
        var p = us_param()
        let mask = LuaState.mask(of: type)
        p.mask = mask == 0 ? 0 : mask | (optional ? LuaState.bit(LUA_TNONE) | LuaState.bit(LUA_TNIL) : 0)
        p.expected = persistentCString(type.expectedName)
        if let key = LuaState.objectConstraint(of: type) { p.metatable = metatable(of: key) }
        if type.isRefined {
            refinements.append(type)
            p.refine = Int32(refinements.count)
        }
        switch LuaState.unrefined(type) {
        case .oneOf(let ts), .nullable(.oneOf(let ts)):
            for t in ts {
                guard case .options = t else { continue }
                let o = cParam(t, optional: true)
                p.closed = o.closed
                p.nkeys = o.nkeys
                p.keynames = o.keynames
                p.keys = o.keys
                p.valid_list = o.valid_list
                break
            }
        case .options(let keys):
            p.closed = 1
            p.nkeys = Int32(keys.count)
            let names = UnsafeMutablePointer<UnsafePointer<CChar>?>.allocate(capacity: max(keys.count, 1))
            let sub = UnsafeMutablePointer<us_param>.allocate(capacity: max(keys.count, 1))
            rawAllocations.append(UnsafeMutableRawPointer(names))
            rawAllocations.append(UnsafeMutableRawPointer(sub))
            for (i, k) in keys.enumerated() {
                names[i] = persistentCString(k.name)
                var kp = cParam(k.type, optional: !k.required)
                kp.required = k.required ? 1 : 0
                (sub + i).initialize(to: kp)
            }
            p.keynames = UnsafePointer(names)
            p.keys = UnsafePointer(sub)
            // No keys at all: "valid options: none", never an empty list.
            p.valid_list = keys.isEmpty ? nil : persistentCString(keys.map(\.name).sorted().joined(separator: ", "))
        default:
            break
        }
        return p
    }

    private func metatable(of key: LuaTypeKey) -> UnsafeRawPointer {
        // A type of a deferred registry (an area taking another area's type: a table's parent
        // container): install the deferred ones.
        if types[ObjectIdentifier(key)] == nil { installDeferred() }
        guard let t = types[ObjectIdentifier(key)] else {
            preconditionFailure("type \(key.name) must be installed before bindings that take it")
        }
        return t.metatable
    }

    static func bit(_ t: Int32) -> UInt32 { 1 << UInt32(t + 1) }

    /// The type without content refinements (what the C type check alone enforces); option
    /// tables keep their keys.
    public static func unrefined(_ type: LuaType) -> LuaType {
        switch type {
        case .enumeration: return .string
        case .range: return .number
        case .list: return .table
        case .shape(let s): return s == .color ? .string : .table
        case .refined(let t, _): return unrefined(t)
        case .nullable(let t): return .nullable(unrefined(t))
        case .oneOf(let ts): return .oneOf(ts.map(unrefined))
        default: return type
        }
    }

    /// The userdata type whose metatable a parameter of `type` must have: the object type, or
    /// the only object type among alternatives (with several, any userdata passes the C check
    /// and the binding tells them apart).
    static func objectConstraint(of type: LuaType) -> LuaTypeKey? {
        switch type {
        case .object(let key): return key
        case .nullable(let t): return objectConstraint(of: t)
        case .oneOf(let ts):
            let objects = ts.compactMap { t -> LuaTypeKey? in
                if case .object(let k) = t { return k } else { return nil }
            }
            return objects.count == 1 ? objects[0] : nil
        default: return nil
        }
    }

    static func mask(of type: LuaType) -> UInt32 {
        switch type {
        case .any: return 0
        case .boolean: return bit(LUA_TBOOLEAN)
        case .number: return bit(LUA_TNUMBER)
        case .integer: return bit(LUA_TNUMBER) | UInt32(1 << 12)
        case .string: return bit(LUA_TSTRING)
        case .table, .options: return bit(LUA_TTABLE)
        case .function, .callback: return bit(LUA_TFUNCTION)
        case .object: return bit(LUA_TUSERDATA)
        case .enumeration: return bit(LUA_TSTRING)
        case .range: return bit(LUA_TNUMBER)
        case .list: return bit(LUA_TTABLE)
        case .shape(let s): return s == .color ? bit(LUA_TSTRING) : bit(LUA_TTABLE)
        case .refined(let t, _): return mask(of: t)
        case .nullable(let t):
            let m = mask(of: t)
            return m == 0 ? 0 : m | bit(LUA_TNIL) | bit(LUA_TNONE)
        case .oneOf(let ts):
            var m: UInt32 = 0
            for t in ts {
                let tm = mask(of: t)
                if tm == 0 { return 0 }
                m |= tm
            }
            return m
        }
    }
}
