import Foundation

/// The zones and day-count rules in force: the bundled defaults, overlaid by the user's config file.
///
/// A config file has the same shape as the bundled `zones.json`; a zone or rule with an `id` that
/// already exists replaces it whole, a new `id` adds one.
public struct RuleBook: Codable, Sendable, Equatable {
    public var zones: [Zone]
    public var rules: [Rule]

    public init(zones: [Zone], rules: [Rule]) {
        self.zones = zones
        self.rules = rules
    }

    public func zone(_ id: String) -> Zone? { zones.first { $0.id == id } }
    public func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }

    /// The rolling-window maximum rule that governs short stays in `zoneID` (Schengen's 90/180).
    public func rollingLimit(for zoneID: String) -> Rule? {
        rules.first {
            guard $0.zone == zoneID, $0.maxDays != nil, case .rolling = $0.period else { return false }
            return true
        }
    }

    /// Zone ids that count `countries` on `day`, sorted.
    public func zoneIDs(for countries: some Sequence<CountryCode>, on day: LocalDay) -> [String] {
        let countries = Array(countries)
        return zones.filter { $0.containsAny(countries, on: day) }.map(\.id).sorted()
    }

    /// This book with `other`'s zones and rules replacing same-id entries and adding new ones.
    public func overlaid(with other: RuleBook) -> RuleBook {
        func merge<T: Identifiable>(_ base: [T], _ top: [T]) -> [T] where T.ID == String {
            var merged = base
            for item in top {
                if let index = merged.firstIndex(where: { $0.id == item.id }) { merged[index] = item } else { merged.append(item) }
            }
            return merged
        }
        return RuleBook(zones: merge(zones, other.zones), rules: merge(rules, other.rules))
    }

    // MARK: - Loading

    /// The defaults shipped with BorderLog.
    public static func bundled() throws -> RuleBook {
        guard let url = Bundle.module.url(forResource: "zones", withExtension: "json") else {
            throw RuleBookError.unreadable(path: "zones.json (bundled)", reason: "the resource is missing from the build")
        }
        return try load(url: url)
    }

    /// Reads a rule book file, checking that every rule names a known zone and a limit.
    public static func load(url: URL, over base: RuleBook? = nil) throws -> RuleBook {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RuleBookError.unreadable(path: url.path, reason: error.localizedDescription)
        }
        let decoded: RuleBook
        do {
            decoded = try JSONDecoder().decode(PartialBook.self, from: data).book
        } catch let error as DecodingError {
            throw RuleBookError.invalid(path: url.path, reason: error.readableDescription)
        }
        let book = base.map { $0.overlaid(with: decoded) } ?? decoded
        try book.validate(path: url.path)
        return book
    }

    /// The bundled book overlaid with `configPath`, or with the default config file when it exists:
    /// `$BORDERLOG_RULES`, else `$XDG_CONFIG_HOME/borderlog/rules.json` (`~/.config/borderlog/rules.json`).
    public static func current(configPath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RuleBook {
        let bundled = try bundled()
        if let configPath {
            return try load(url: URL(fileURLWithPath: configPath), over: bundled)
        }
        if let path = environment["BORDERLOG_RULES"], !path.isEmpty {
            return try load(url: URL(fileURLWithPath: path), over: bundled)
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        let defaultPath = configHome + "/borderlog/rules.json"
        guard FileManager.default.fileExists(atPath: defaultPath) else { return bundled }
        return try load(url: URL(fileURLWithPath: defaultPath), over: bundled)
    }

    private func validate(path: String) throws {
        for rule in rules {
            guard zone(rule.zone) != nil else {
                throw RuleBookError.invalid(path: path, reason: "rule '\(rule.id)' names zone '\(rule.zone)', which is not defined")
            }
            guard rule.maxDays != nil || rule.minDays != nil else {
                throw RuleBookError.invalid(path: path, reason: "rule '\(rule.id)' needs maxDays or minDays")
            }
        }
    }

    /// A config file may hold only zones or only rules.
    private struct PartialBook: Decodable {
        var zones: [Zone]?
        var rules: [Rule]?
        var book: RuleBook { RuleBook(zones: zones ?? [], rules: rules ?? []) }
    }
}

public enum RuleBookError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read rules file \(path): \(reason)"
        case .invalid(let path, let reason): "rules file \(path) is invalid: \(reason)"
        }
    }
}
