/// Where an enumeration value is accepted or given: "option 'curve' of counters.new",
/// with all the enumeration's values.
public struct APIEnumUse {
    public var place: String
    public var values: [String]
}
