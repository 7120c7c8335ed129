import Foundation

/// The person's own facts that rules need (docs/eligibility.md, "Profile"): nationalities (an EU/EEA/Swiss national
/// has no Schengen short-stay limit), the home country whose absence days `report countries` shows, and residence
/// statuses with their dates. Kept as `profile.json` in the config folder and edited by `borderlog profile set`.
public struct Profile: Codable, Sendable, Equatable {
    public var nationalities: [CountryCode]
    @Nullable public var home: CountryCode?
    /// At most one per status id, sorted by id.
    public var statuses: [ResidenceStatus]
    /// The names the person's bookings are made under (`Ana Ribeiro`): a booking email's reservation for one of them
    /// goes to their store (docs/people.md). Left out of the file when empty, as before people.
    public var names: [String]

    public init(nationalities: [CountryCode] = [], home: CountryCode? = nil, statuses: [ResidenceStatus] = [], names: [String] = []) {
        self.nationalities = nationalities
        self.home = home
        self.statuses = statuses.sorted { $0.id < $1.id }
        self.names = names
    }

    private enum CodingKeys: String, CodingKey { case nationalities, home, statuses, names }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nationalities = try container.decode([CountryCode].self, forKey: .nationalities)
        _home = try container.decode(Nullable<CountryCode>.self, forKey: .home)
        statuses = try container.decode([ResidenceStatus].self, forKey: .statuses)
        names = try container.decodeIfPresent([String].self, forKey: .names) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(nationalities, forKey: .nationalities)
        try container.encode(_home, forKey: .home)
        try container.encode(statuses, forKey: .statuses)
        if !names.isEmpty { try container.encode(names, forKey: .names) }
    }

    public func status(_ id: ResidenceStatus.ID) -> ResidenceStatus? { statuses.first { $0.id == id } }

    /// This profile with what `profile set` was given: nationalities, when given, replace the list; a home replaces
    /// the home; each status replaces the one with its id and keeps the others.
    public func setting(nationalities: [CountryCode]?, home: CountryCode?, statuses: [ResidenceStatus], names: [String]? = nil) -> Profile {
        var merged = self
        if let names { merged.names = names }
        if let nationalities { merged.nationalities = Array(Set(nationalities)).sorted() }
        if let home { merged.home = home }
        for status in statuses {
            merged.statuses.removeAll { $0.id == status.id }
            merged.statuses.append(status)
        }
        merged.statuses.sort { $0.id < $1.id }
        return merged
    }

    public var text: String {
        var lines = [
            "nationalities: " + (nationalities.isEmpty ? "(none given)" : nationalities.map { "\($0) (\($0.name))" }.joined(separator: ", ")),
            "home: " + (home.map { "\($0) (\($0.name))" } ?? "(none given)"),
        ]
        if statuses.isEmpty { lines.append("statuses: (none given)") }
        for status in statuses {
            lines.append("status \(status.id.rawValue): since \(status.since)" + (status.until.map { " until \($0)" } ?? ", still held"))
        }
        if !names.isEmpty { lines.append("names: " + names.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}

/// A profile that cannot be read, written or set as asked.
public enum ProfileError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)
    case unwritable(path: String, reason: String)
    case unknownStatus(String)
    case badStatus(String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read profile \(path): \(reason)"
        case .invalid(let path, let reason): "profile \(path) is invalid: \(reason); fix it or set it again with `borderlog profile set`"
        case .unwritable(let path, let reason): "cannot write profile \(path): \(reason)"
        case .unknownStatus(let id): "unknown status '\(id)'; known statuses: \(ResidenceStatus.ID.known)"
        case .badStatus(let text, let reason): "--status \(text): \(reason)"
        }
    }
}
