/// A time value given by the user that the clock refuses (negative, NaN, infinite, absurd, in
/// the past). `message` is phrased to follow "bad argument #n to 'f' (".
public struct TimeInputError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
