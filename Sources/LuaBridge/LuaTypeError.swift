/// A value did not have the type a Swift read expected.
///
/// ```swift
/// try lua.stack.read(String.self, at: 1)   // "string expected, got nil"
/// ```
public struct LuaTypeError: Error, CustomStringConvertible, Equatable {
    public var expected: String
    public var got: String
    /// Where inside the value (e.g. "[3]" or ".title"), empty at the top.
    public var path: String
    /// Set when the value had the right type but exceeded the copy bounds (`LuaValueBounds`):
    /// the message replaces "expected, got".
    public var bound: LuaValueError?

    public init(expected: String, got: String, path: String = "") {
        self.expected = expected
        self.got = got
        self.path = path
        self.bound = nil
    }

    /// A read stopped by the copy bounds ("table too deep: more than 200 levels").
    public init(_ bound: LuaValueError, expected: String, path: String = "") {
        self.expected = expected
        self.got = bound.description
        self.path = path
        self.bound = bound
    }

    public var description: String {
        let what = bound.map(\.description) ?? "\(expected) expected, got \(got)"
        return path.isEmpty ? what : "\(path): \(what)"
    }

    func nested(_ component: String) -> LuaTypeError {
        var e = self
        e.path = component + path
        return e
    }
}
