/// Why a day the ledger places in a country should not count toward some rules: the reason a day override carries
/// (`override DATE CC --exempt REASON`), or `permit` for the days of a stay covered by a residence permit. A rule lists
/// the reasons it honours in `exemptReasons`; every other rule still counts the day.
public enum ExemptReason: String, Codable, Sendable, CaseIterable, Comparable {
    /// Unable to leave because of a medical condition that arose while there (US substantial presence test).
    case medical
    /// Passing through between two places abroad (US: in transit for less than 24 hours; UK: arriving as a passenger
    /// and leaving the next day).
    case transit
    /// Commuting to work from a home in a neighbouring country (US: regular commuters from Canada or Mexico).
    case commuter
    /// A crew member of a foreign vessel or aircraft in transit (US).
    case crew
    /// A foreign government-related individual: a diplomat or a staff member of an international organisation (US
    /// exempt individuals).
    case diplomatic
    /// A teacher or trainee on a J or Q visa (US exempt individuals).
    case teacher
    /// A student on an F, J, M or Q visa (US exempt individuals).
    case student
    /// A professional athlete competing in a charitable sports event (US).
    case athlete
    /// Exceptional circumstances beyond one's control, such as a national emergency or a sudden illness (UK).
    case exceptional
    /// Covered by a residence permit or a long-stay visa (Schengen): set on the days of a stay marked `permit`.
    case permit

    public static func < (lhs: ExemptReason, rhs: ExemptReason) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let reason = ExemptReason(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "unknown exempt reason '\(text)'; use one of \(ExemptReason.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self = reason
    }
}
