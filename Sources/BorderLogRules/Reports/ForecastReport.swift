import BorderLogInference
import BorderLogModel

/// What a planned stay does to one rule (`report forecast`, docs/rules.md, "Plans and forecasts"): for a maximum the
/// days it adds, the first day over the limit, the longest stay from `enter` and the earliest entry for `length` days;
/// for a minimum the days still needed in the period and the last day to start them.
///
/// Fields beyond the core ones (docs/reports.md, "JSON output"): `rule`, `ruleName`, `zone`, `zoneName`, `length`,
/// `latestExit`, `usedOnEntry`, `periodStart`, `periodEnd` (the minimum's period), and `maxDays` or `minDays` as in
/// `report rules`; `applies` and `reason` as in `report schengen`: for a national the rule exempts (an EU, EEA or Swiss
/// national in the Schengen Area) the planned days are still counted, but no breach, longest stay, earliest entry or
/// days needed are claimed (all null).
public struct ForecastReport: Sendable, Equatable, Codable {
    public let rule: String
    public let ruleName: String
    public let zone: ZoneID
    public let zoneName: String
    public let maxDays: Int?
    public let minDays: Int?
    /// How the rule counts days: with `absence` and `fullDayAbroad` the planned stay is a stay away from the zone.
    public let counting: Rule.Counting?
    public let enter: LocalDay
    @Nullable public var exit: LocalDay?
    @Nullable public var length: Int?
    @Nullable public var addedDays: Int?
    @Nullable public var firstBreach: LocalDay?
    /// Nil for a rule without a maximum, or when no stay of up to ten years reaches it.
    @Nullable public var maxStay: Int?
    /// Last day of the longest allowed stay from `enter`; nil when no stay is allowed (or no limit is reached).
    @Nullable public var latestExit: LocalDay?
    @Nullable public var earliestEntry: LocalDay?
    /// The rule's count on the day before `enter` (days in the window or year so far).
    public let usedOnEntry: Int
    @Nullable public var daysNeeded: Int?
    @Nullable public var lastStart: LocalDay?
    @Nullable public var periodStart: LocalDay?
    @Nullable public var periodEnd: LocalDay?
    /// Whether the rule applies to the person (see `Rule.exemption(for:)`, the decision `report schengen` makes too).
    public let applies: Bool
    /// Why the rule does not apply, else nil.
    @Nullable public var reason: String?

    /// The forecast of a stay from `enter` through `exit` (or for `length` days) under `rule`, over the ledger's days
    /// that count for it and, when given, saved `plans` counted as if they happened. For a national of `nationalities`
    /// the rule exempts, nothing the limit would decide is forecast.
    public init(
        rule: Rule, zone: Zone, ledger: Ledger, plans: [Plan] = [], enter: LocalDay, exit: LocalDay?, length: Int?, nationalities: [CountryCode] = []
    ) {
        let history = ledger.countedDays(for: rule, zone: zone).union(plans.countedDays(for: rule, zone: zone))
        let lastDay = exit ?? length.map { enter.adding(days: $0 - 1) }
        let forecast = rule.forecast(history: history, enter: enter, exit: lastDay, length: length)
        self.rule = rule.id
        ruleName = rule.name
        self.zone = zone.id
        zoneName = zone.name
        maxDays = rule.maxDays
        minDays = rule.minDays
        counting = rule.counting
        self.enter = enter
        self.exit = lastDay
        self.length = lastDay.map { enter.days(to: $0) + 1 }
        addedDays = forecast.addedDays
        firstBreach = forecast.firstBreach
        maxStay = forecast.maxStay
        latestExit = forecast.maxStay.flatMap { $0 > 0 ? enter.adding(days: $0 - 1) : nil }
        earliestEntry = forecast.earliestEntry
        usedOnEntry = rule.measure(history, on: enter.adding(days: -1)).days
        daysNeeded = forecast.daysNeeded
        lastStart = forecast.lastStart
        periodStart = forecast.period?.first
        periodEnd = forecast.period?.last
        let exemption = rule.exemption(for: nationalities)
        applies = exemption == nil
        reason = exemption
        if exemption != nil {
            // No limit holds the person: the days are counted, and nothing a limit decides is claimed.
            firstBreach = nil
            maxStay = nil
            latestExit = nil
            earliestEntry = nil
            daysNeeded = nil
            lastStart = nil
        }
    }

    public var text: String {
        var lines: [String] = []
        let away = counting?.countsAway ?? false
        if let reason { lines.append("\(ruleName) does not apply: \(reason)") }
        if let exit, let length, let addedDays {
            let kind = away ? "day\(addedDays == 1 ? "" : "s") away" : "zone day\(addedDays == 1 ? "" : "s")"
            lines.append("Planned stay \(enter)…\(exit) (\(ForecastReport.days(length))) \(away ? "away from" : "in") \(zoneName) adds \(addedDays) new \(kind)\(applies ? "" : ", not limited").")
            if maxDays != nil, applies { lines.append(firstBreach.map { "It breaches the limit on \($0)." } ?? "It stays within the limit.") }
        }
        guard applies else { return lines.joined(separator: "\n") }
        if maxDays != nil {
            if let latestExit, let maxStay {
                lines.append("Longest stay entering \(enter): \(ForecastReport.days(maxStay)), leaving by \(latestExit).")
            } else if maxStay == 0 {
                lines.append("No stay is possible entering \(enter): the limit is already reached.")
            } else {
                lines.append("No stay of up to ten years entering \(enter) reaches the limit.")
            }
            if let length {
                lines.append(earliestEntry.map { "Earliest entry for \(length) days: \($0)." } ?? "No entry allows a \(length)-day stay.")
            }
        }
        if let minDays, let daysNeeded, let periodStart, let periodEnd {
            if daysNeeded == 0 {
                lines.append("\(ruleName): the minimum of \(minDays) days in \(periodStart)…\(periodEnd) is met\(exit == nil ? "" : " with the planned stay").")
            } else if let lastStart {
                lines.append("\(ruleName): \(ForecastReport.days(daysNeeded)) still needed in \(periodStart)…\(periodEnd); being \(away ? "away" : "there") every day from \(lastStart) on would reach \(minDays).")
                if lastStart < enter { lines.append("That day is before \(enter): from the planned entry the minimum can no longer be met.") }
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func days(_ count: Int) -> String { "\(count) day\(count == 1 ? "" : "s")" }
}
