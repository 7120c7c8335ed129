import Foundation

/// The zones, day-count rules and eligibility rules in force: the bundled library, overlaid by the user's config file.
///
/// A config file has the same shape as the bundled `zones.json` and `eligibility.json`; a zone or rule with an `id`
/// that already exists replaces it whole, a new `id` adds one. The bundled library ships with only Schengen turned on:
/// a config file turns library rules (of either kind) on by id, either listed in `"enabled": ["us-spt", …]` or as
/// `{"id": "us-spt", "enabled": true}` in `rules` (`false` turns one off). Keys starting with `_` are notes, ignored.
public struct RuleBook: Codable, Sendable, Equatable {
    public var zones: [Zone]
    public var rules: [Rule]
    public var eligibility: [EligibilityRule]

    public init(zones: [Zone], rules: [Rule], eligibility: [EligibilityRule] = []) {
        self.zones = zones
        self.rules = rules
        self.eligibility = eligibility
    }

    public func zone(_ id: ZoneID) -> Zone? { zones.first { $0.id == id } }
    public func rule(_ id: String) -> Rule? { rules.first { $0.id == id } }
    public func eligibilityRule(_ id: String) -> EligibilityRule? { eligibility.first { $0.id == id } }

    /// The zone's name as the rule book gives it (`Schengen Area`), else its id: what a person reads for a zone.
    public func name(of id: ZoneID) -> String { zone(id)?.name ?? id.rawValue }

    /// Every rule id, day-count rules first.
    public var ruleIDs: [String] { rules.map(\.id) + eligibility.map(\.id) }

    /// The eligibility rules the HTML and PDF reports show.
    public var enabledEligibilityRules: [EligibilityRule] { eligibility.filter(\.isEnabled) }

    /// The rules `report rules` evaluates.
    public var enabledRules: [Rule] { rules.filter(\.isEnabled) }

    /// The rolling-window maximum rule that governs short stays in `zoneID` (Schengen's 90/180).
    public func rollingLimit(for zoneID: ZoneID) -> Rule? {
        rules.first {
            guard $0.zone == zoneID, $0.maxDays != nil, case .rolling = $0.period else { return false }
            return true
        }
    }

    /// The zones a ledger day is marked with: those an enabled rule counts, and those no rule counts at all (defined for
    /// their own sake). The library's zones stay out of the ledger until one of their rules is turned on.
    public var activeZones: [Zone] {
        let counted = Set(rules.map(\.zone) + eligibility.map(\.zone))
        let enabled = Set(enabledRules.map(\.zone) + enabledEligibilityRules.map(\.zone))
        return zones.filter { enabled.contains($0.id) || !counted.contains($0.id) }
    }

    /// Active zone ids that count `countries` on `day`, sorted.
    public func zoneIDs(for countries: some Sequence<CountryCode>, on day: LocalDay) -> [ZoneID] {
        dayZones.ids(for: countries, on: day)
    }

    /// The active zones chosen once, for marking the thousands of days of a ledger.
    public var dayZones: DayZones { DayZones(zones: activeZones) }

    /// `zoneIDs(for:on:)` over zones chosen once.
    public struct DayZones: Sendable {
        let zones: [Zone]

        /// Zone ids that count `countries` on `day`, sorted.
        public func ids(for countries: some Sequence<CountryCode>, on day: LocalDay) -> [ZoneID] {
            let countries = Array(countries)
            return zones.filter { $0.containsAny(countries, on: day) }.map(\.id).sorted()
        }
    }

    /// This book with `other`'s zones and rules replacing same-id entries and adding new ones.
    public func overlaid(with other: RuleBook) -> RuleBook {
        func merge<T: Identifiable>(_ base: [T], _ top: [T]) -> [T] {
            var merged = base
            for item in top {
                if let index = merged.firstIndex(where: { $0.id == item.id }) { merged[index] = item } else { merged.append(item) }
            }
            return merged
        }
        return RuleBook(zones: merge(zones, other.zones), rules: merge(rules, other.rules), eligibility: merge(eligibility, other.eligibility))
    }

    // MARK: - Loading

    /// Reads the text of a rule book file (`path` names it in errors) over `base`.
    public static func load(data: Data, path: String, over base: RuleBook? = nil) throws -> RuleBook {
        let decoded: PartialBook
        do {
            decoded = try JSONDecoder().decode(PartialBook.self, from: data)
        } catch let error as DecodingError {
            throw RuleBookError.invalid(path: path, reason: error.readableDescription)
        }
        var book = (base ?? RuleBook(zones: [], rules: [])).overlaid(
            with: RuleBook(zones: decoded.zones ?? [], rules: decoded.definedRules, eligibility: decoded.eligibility ?? []))
        for (id, enabled) in decoded.switches {
            if let index = book.rules.firstIndex(where: { $0.id == id }) {
                book.rules[index].enabled = enabled
            } else if let index = book.eligibility.firstIndex(where: { $0.id == id }) {
                book.eligibility[index].enabled = enabled
            } else {
                let known = book.ruleIDs.joined(separator: ", ")
                throw RuleBookError.invalid(
                    path: path,
                    reason: "rule '\(id)' is neither bundled nor defined here (a new rule needs name, zone, period, counting and maxDays or minDays); known rules: \(known)")
            }
        }
        try book.validate(path: path)
        return book
    }

    private func validate(path: String) throws {
        for rule in rules {
            guard zone(rule.zone) != nil else {
                throw RuleBookError.invalid(path: path, reason: "rule '\(rule.id)' names zone '\(rule.zone)', which is not defined")
            }
            if let also = rule.alsoAtMost, zone(also.zone) == nil || also.maxDays < 0 {
                throw RuleBookError.invalid(
                    path: path, reason: "rule '\(rule.id)': alsoAtMost names zone '\(also.zone)', which is not defined, or a negative maxDays")
            }
            if case .absenceRuns = rule.period {
                guard rule.counting == .absence else {
                    throw RuleBookError.invalid(path: path, reason: "rule '\(rule.id)': an absenceRuns rule counts \"absence\" days")
                }
            } else if rule.maxDays == nil && rule.minDays == nil {
                throw RuleBookError.invalid(path: path, reason: "rule '\(rule.id)' needs maxDays or minDays")
            }
            if case .firstDayOf = rule.period, rule.maxDays == nil {
                throw RuleBookError.invalid(path: path, reason: "rule '\(rule.id)': a firstDayOf rule's maxDays is the count a window must exceed")
            }
            if let problem = rule.testProblem() { throw RuleBookError.invalid(path: path, reason: problem) }
            if let missing = rule.otherZones.first(where: { zone($0) == nil }) {
                throw RuleBookError.invalid(path: path, reason: "rule '\(rule.id)': a test or warning names zone '\(missing)', which is not defined")
            }
            guard (rule.maxDays ?? 0) >= 0, (rule.minDays ?? 0) >= 0, (rule.warnWithin ?? 0) >= 0 else {
                throw RuleBookError.invalid(path: path, reason: "rule '\(rule.id)': maxDays, minDays and warnWithin may not be negative")
            }
        }
        for rule in eligibility {
            guard zone(rule.zone) != nil else {
                throw RuleBookError.invalid(path: path, reason: "eligibility rule '\(rule.id)' names zone '\(rule.zone)', which is not defined")
            }
            if let problem = rule.problem() { throw RuleBookError.invalid(path: path, reason: problem) }
            if self.rule(rule.id) != nil {
                throw RuleBookError.invalid(path: path, reason: "'\(rule.id)' is the id of a day-count rule and of an eligibility rule; give one another id")
            }
        }
    }

    private enum CodingKeys: String, CodingKey { case zones, rules, eligibility }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        zones = try container.decode([Zone].self, forKey: .zones)
        rules = try container.decode([Rule].self, forKey: .rules)
        eligibility = try container.decodeIfPresent([EligibilityRule].self, forKey: .eligibility) ?? []
    }

    /// A key starting with `_` is a note for people (`"_comment"`): ignored wherever it appears, so a rules file can
    /// explain itself and stay strict JSON.
    static func isNote(_ key: String) -> Bool { key.hasPrefix("_") }

    /// A config file may hold only zones, only rules, or only switches. A rule entry with nothing but `id` and
    /// `enabled` (and notes) turns a rule on or off; `enabled` at the top lists rules to turn on.
    private struct PartialBook: Decodable {
        var zones: [Zone]?
        var rules: [RuleEntry]?
        var eligibility: [EligibilityRule]?
        var enabled: [String]?

        var definedRules: [Rule] {
            (rules ?? []).compactMap { if case .rule(let rule) = $0 { rule } else { nil } }
        }

        var switches: [(String, Bool)] {
            (enabled ?? []).map { ($0, true) } + (rules ?? []).compactMap { if case .switch(let id, let on) = $0 { (id, on) } else { nil } }
        }
    }

    private enum RuleEntry: Decodable {
        case rule(Rule)
        case `switch`(id: String, enabled: Bool)

        private enum Keys: String, CodingKey { case id, enabled }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            let keys = container.allKeys.map(\.stringValue).filter { !RuleBook.isNote($0) }
            if Set(keys).isSubset(of: ["id", "enabled"]) {
                let keyed = try decoder.container(keyedBy: Keys.self)
                self = .switch(id: try keyed.decode(String.self, forKey: .id), enabled: try keyed.decodeIfPresent(Bool.self, forKey: .enabled) ?? true)
            } else {
                self = .rule(try Rule(from: decoder))
            }
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

public enum RuleBookError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case invalid(path: String, reason: String)
    /// Not JSON: an edit cannot find its way in it.
    case unparsable(path: String, line: Int, column: Int, reason: String)
    case unknownRules([String], path: String, known: [String])
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read rules file \(path): \(reason)"
        case .invalid(let path, let reason): "rules file \(path) is invalid: \(reason)"
        case .unparsable(let path, let line, let column, let reason):
            "rules file \(path):\(line):\(column): \(reason); nothing was changed: fix the file (it is JSON) and try again"
        case .unknownRules(let ids, let path, let known):
            "no rule \(ids.map { "'\($0)'" }.joined(separator: ", ")) in the library or \(path); nothing was changed; rules: \(known.joined(separator: ", "))"
        case .unwritable(let path, let reason): "cannot write rules file \(path): \(reason); nothing was changed"
        }
    }
}
