/// A popup's identity within one manager (creation order; also its `popup#n`).
///
/// ```swift
/// PopupID(2).description   // "popup#2"
/// ```
public struct PopupID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let raw: Int
    public init(_ raw: Int) { self.raw = raw }
    public static func < (a: PopupID, b: PopupID) -> Bool { a.raw < b.raw }
    public var description: String { "popup#\(raw)" }
}
