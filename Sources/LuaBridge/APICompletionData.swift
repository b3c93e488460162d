/// Read-only views of the registry's type vocabulary for tools that suggest what to type next
/// (the REPL's Tab completion): which option keys a table takes, which strings an enumeration
/// allows, what a list holds, which object a value is. Each looks through the wrappers a
/// declaration may use (`nullable`, `refined`, `oneOf`), so `header = string or {title=...}`
/// still offers `title`.
///
/// ```swift
/// LuaType.nullable(.enumeration(["left", "right"])).enumerationValues   // ["left", "right"]
/// ```
extension LuaType {
    /// The option keys when a value of this type may be an option table.
    public var optionKeysForCompletion: [LuaOption]? {
        switch self {
        case .options(let keys): return keys
        case .nullable(let t), .refined(let t, _): return t.optionKeysForCompletion
        case .oneOf(let ts):
            let all = ts.compactMap(\.optionKeysForCompletion)
            return all.isEmpty ? nil : all.flatMap { $0 }
        default: return nil
        }
    }

    /// The strings a value of this type may be when it is an enumeration (or may be one).
    public var enumerationValues: [String]? {
        switch self {
        case .enumeration(let names): return names
        case .nullable(let t), .refined(let t, _): return t.enumerationValues
        case .oneOf(let ts):
            let all = ts.compactMap(\.enumerationValues)
            return all.isEmpty ? nil : all.flatMap { $0 }
        default: return nil
        }
    }

    /// The element type when a value of this type may be a list.
    public var listElementType: LuaType? {
        switch self {
        case .list(let e): return e
        case .nullable(let t), .refined(let t, _): return t.listElementType
        case .oneOf(let ts): return ts.lazy.compactMap(\.listElementType).first
        default: return nil
        }
    }

    /// The registered userdata type when a value of this type may be one.
    public var objectKey: LuaTypeKey? {
        switch self {
        case .object(let k): return k
        case .nullable(let t), .refined(let t, _): return t.objectKey
        case .oneOf(let ts): return ts.lazy.compactMap(\.objectKey).first
        default: return nil
        }
    }
}

extension LuaState {
    /// The installed declaration of a userdata type, by key.
    public func typeDeclaration(forKey key: LuaTypeKey) -> LuaTypeDecl? {
        installedTypes.first { $0.key == key }
    }

    /// The installed declaration of a userdata type, by the name docs use ("Counter").
    public func typeDeclaration(named name: String) -> LuaTypeDecl? {
        installedTypes.first { $0.name == name }
    }

    /// The installed types that declare a method `name`, with that method.
    public func methodDeclarations(named name: String) -> [(type: LuaTypeDecl, method: LuaFunctionDecl)] {
        installedTypes.compactMap { t in t.methods.first { $0.name == name }.map { (t, $0) } }
    }
}
