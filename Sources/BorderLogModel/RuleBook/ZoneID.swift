/// A zone's id in the rule book (`schengen`, `uk`, `us-ny`): what rules, ledger days, records and reports name a zone
/// by. It is written as the id (a JSON string, a JSON object key); a person reads the zone's name, which comes from
/// the rule book (`RuleBook.name(of:)`), never from the id.
public struct ZoneID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, LosslessStringConvertible, TextValue {
    public let rawValue: String

    /// The Schengen Area in the bundled zones: the zone border-crossing records and zone-only days speak of.
    public static let schengen: ZoneID = "schengen"

    public init(_ description: String) { rawValue = description }
    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: ZoneID, rhs: ZoneID) -> Bool { lhs.rawValue < rhs.rawValue }
}
