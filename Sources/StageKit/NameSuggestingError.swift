/// An error about a name that is not one of the valid ones, worded by the layer that shows it.
/// StageKit never guesses which name was meant: the one "did you mean" rule lives with the
/// binding layer (LuaBridge's `NearestName`, which StageKit must not import), so StageLua picks
/// the suggestion among `misspelling.valid` and asks the error to word it
/// (`StageWorld.luaFailure`). `description` is the message without a suggestion.
///
/// ```swift
/// let e = PopupBarError.unknownName(kind: "bar style", name: "promient", valid: ["compact", "prominent"])
/// e.message(suggesting: "prominent")
/// // unknown bar style "promient" (did you mean "prominent"?); expected one of "compact", "prominent"
/// ```
public protocol NameSuggestingError: Error, CustomStringConvertible {
    /// The misspelt name and the valid ones, or nil when this error is not about a name.
    var misspelling: (name: String, valid: [String])? { get }
    /// The message, offering `suggestion` (one of the valid names) when it is given.
    func message(suggesting suggestion: String?) -> String
}
