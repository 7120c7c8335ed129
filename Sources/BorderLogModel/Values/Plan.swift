/// A planned stay kept as a what-if scenario (`plan add`, docs/rules.md, "Plans and forecasts"): never part of the
/// ledger; reports count it as if it happened only when asked (`--with-plans`).
public struct Plan: Codable, Sendable, Equatable {
    /// The store's id; nil before the plan is stored.
    @Nullable public var id: Int64?
    public var country: CountryCode
    /// First day, included.
    public var entry: LocalDay
    /// Last day, included.
    public var exit: LocalDay
    @Nullable public var name: String?

    /// A plan from `entry` through `exit`; nil when `exit` is before `entry`.
    public init?(id: Int64? = nil, country: CountryCode, entry: LocalDay, exit: LocalDay, name: String? = nil) {
        guard entry <= exit else { return nil }
        self.id = id
        self.country = country
        self.entry = entry
        self.exit = exit
        self.name = name
    }

    public var days: DayRange { DayRange(entry, exit) ?? DayRange(entry, entry)! }

    /// The plan's days that count toward `rule` in `zone`, each as a full day: those on which `country` is a member
    /// of the zone, or for an absence rule those on which it is not.
    public func countedDays(for rule: Rule, zone: Zone) -> [LocalDay] {
        let counted = days.filter { zone.contains(country, on: $0) != rule.counting.countsAway }
        // A planned stay away arrives on its first day and leaves on its last: neither is a full day away.
        guard rule.counting == .fullDayAbroad else { return counted }
        return counted.filter { $0 != entry && $0 != exit }
    }

    /// `FR 2025-07-01…2025-07-21 (21 days) "summer"`.
    public var text: String {
        "\(country) \(entry)…\(exit) (\(days.count) day\(days.count == 1 ? "" : "s"))" + (name.map { " \"\($0)\"" } ?? "")
    }
}

extension Sequence<Plan> {
    /// The days of all these plans that count toward `rule` in `zone`.
    public func countedDays(for rule: Rule, zone: Zone) -> [LocalDay] {
        flatMap { $0.countedDays(for: rule, zone: zone) }
    }
}
