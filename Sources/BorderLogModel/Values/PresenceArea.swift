/// Where evidence or a record puts a person: a country, or a zone when nothing names the country — the Schengen Area
/// a border record knows (there are no checks between members, so the record knows only that the person was inside).
/// Written as the country code or the zone id (`FR`, `schengen`): as a JSON value, and as a key of a day's evidence.
public enum PresenceArea: Hashable, Sendable, Comparable, LosslessStringConvertible, TextValue {
    case zone(ZoneID)
    case country(CountryCode)

    /// The area `text` names: a country by its code as BorderLog writes it (two capitals), else a zone id.
    public init(_ text: String) {
        if let code = CountryCode(text), code.rawValue == text { self = .country(code) } else { self = .zone(ZoneID(text)) }
    }

    public var description: String {
        switch self {
        case .zone(let id): id.rawValue
        case .country(let code): code.rawValue
        }
    }

    /// The area as a person reads it: the country's name, or the zone's name in `rules` (`Schengen Area`).
    public func name(in rules: RuleBook) -> String {
        switch self {
        case .zone(let id): rules.name(of: id)
        case .country(let code): code.name
        }
    }

    /// The zone id, when the area is a zone.
    public var zoneID: ZoneID? {
        if case .zone(let id) = self { id } else { nil }
    }

    /// The country, when the area is one.
    public var country: CountryCode? {
        if case .country(let code) = self { code } else { nil }
    }

    /// In the order of the text written.
    public static func < (lhs: PresenceArea, rhs: PresenceArea) -> Bool { lhs.description < rhs.description }
}
