/// What a popup container refuses, each with the message a Lua user reads. Where the library
/// throws (an NSException for nil content or the container as its own content), the message
/// says so.
public enum PopupBarError: Error, Hashable, Sendable, CustomStringConvertible, NameSuggestingError {
    case nilContent
    case contentIsContainer(source: String)
    /// An enumeration name the library does not have, and the valid ones. The binding layer
    /// adds the nearest valid name (`NameSuggestingError`): StageKit does not guess it.
    case unknownName(kind: String, name: String, valid: [String])
    case stageReset(source: String)
    case badInput(String)
    /// A semantic input could not reach its target (covered, off screen, not presented).
    case input(HitError)

    public var description: String { message(suggesting: nil) }

    public var misspelling: (name: String, valid: [String])? {
        if case .unknownName(_, let name, let valid) = self { return (name, valid) }
        return nil
    }

    /// The message; for `unknownName`, with `suggestion` offered when given.
    public func message(suggesting suggestion: String?) -> String {
        switch self {
        case .nilContent:
            return "presentPopupBar needs a content controller (the library throws on nil)"
        case .contentIsContainer(let s):
            return "\(s) cannot present itself as its own popup content (the library throws)"
        case .unknownName(let kind, let name, let valid):
            var m = "unknown \(kind) \"\(name)\""
            if let s = suggestion { m += " (did you mean \"\(s)\"?)" }
            guard !valid.isEmpty else { return m + "; there is none to choose from" }
            return m + "; expected one of " + valid.map { "\"\($0)\"" }.joined(separator: ", ")
        case .stageReset(let s):
            return "\(s) belongs to a previous stage (before stage.reset) and can no longer be used"
        case .badInput(let m):
            return m
        case .input(let e):
            return e.description
        }
    }
}
