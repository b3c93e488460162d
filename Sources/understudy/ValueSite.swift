/// Where a value being typed sits (a table constructor, a string literal): what the registry
/// declares there gives its option keys or enumeration values.
indirect enum ValueSite: Equatable {
    /// Argument `index` (0-based, a method's `self` not counted) of a call: `f{`, `f(a, "`.
    case argument(callee: AccessPath, index: Int)
    /// The value of `key` in an enclosing constructor: `{ content = {`, `{ style = "`.
    case field(ValueSite, key: String)
    /// An element of an enclosing constructor used as a list: `{ sections = { {`.
    case element(ValueSite)
    /// Assigned to (or, for a string, compared with) a field: `obj.prop = {`, `popup.state == "`.
    case property(AccessPath)
}
