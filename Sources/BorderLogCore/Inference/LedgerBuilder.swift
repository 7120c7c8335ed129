/// Builds the ledger from the user's own statements: day overrides, then manual stays.
///
/// Precedence (DESIGN §5): an override wins outright; otherwise the stays covering a day give its
/// countries. Days with no statement are unknown; they are kept and listed, never dropped.
public struct LedgerBuilder: Sendable {
    public var rules: RuleBook
    public var policy: InferencePolicy

    public init(rules: RuleBook, policy: InferencePolicy = .standard) {
        self.rules = rules
        self.policy = policy
    }

    /// The range a ledger covers: from the first stated day through `to`, or else through the later of
    /// `today` and the last explicitly stated day (a stay the user dated ahead is a statement too).
    public static func range(stays: [Stay], overrides: [DayOverride], to: LocalDay?, today: LocalDay) -> DayRange? {
        let firsts = stays.map(\.entry) + overrides.map(\.date)
        guard let first = firsts.min() else { return nil }
        let lastStated = (stays.compactMap(\.exit) + overrides.map(\.date)).max() ?? first
        return DayRange(first, to ?? max(today, lastStated))
    }

    public func build(stays: [Stay], overrides: [DayOverride], range: DayRange?) -> Ledger {
        guard let range else { return Ledger(days: []) }
        let overrideByDay = Dictionary(overrides.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        let sortedStays = stays.sorted { ($0.entry, $0.country) < ($1.entry, $1.country) }
        var days: [LedgerDay] = []
        days.reserveCapacity(range.count)
        for date in range {
            if let override = overrideByDay[date] {
                days.append(overrideDay(override))
            } else {
                let covering = sortedStays.filter { $0.days(openEnd: range.last)?.contains(date) == true }
                days.append(stayDay(date, covering: covering))
            }
        }
        return Ledger(days: days)
    }

    private func overrideDay(_ override: DayOverride) -> LedgerDay {
        var seen = Set<CountryCode>()
        let countries = override.countries.filter { seen.insert($0).inserted }
        var evidence: [String: Int] = [:]
        for country in countries { evidence[country.rawValue, default: 0] += 1 }
        var flags: [LedgerDay.Flag] = [.override]
        if countries.count > 1 { flags.append(.travelDay) }
        return LedgerDay(
            date: override.date, country: countries.last, countries: countries,
            confidence: policy.overrideConfidence, confidenceLabel: policy.label(for: policy.overrideConfidence),
            evidence: ["override": evidence], flags: flags.sorted(), zones: rules.zoneIDs(for: countries, on: override.date))
    }

    private func stayDay(_ date: LocalDay, covering: [Stay]) -> LedgerDay {
        guard !covering.isEmpty else {
            return LedgerDay(
                date: date, country: nil, countries: [], confidence: 0, confidenceLabel: policy.label(for: 0),
                evidence: [:], flags: [.unknown], zones: [])
        }
        var countries: [CountryCode] = []
        for stay in covering.sorted(by: { order($0, on: date) < order($1, on: date) }) where !countries.contains(stay.country) {
            countries.append(stay.country)
        }
        var evidence: [String: Int] = [:]
        for stay in covering { evidence[stay.country.rawValue, default: 0] += 1 }
        // Two stays covering a whole day in different countries is a contradiction the user allowed, not travel.
        let wholeDayCountries = Set(covering.filter { $0.entry != date && $0.exit != date }.map(\.country))
        let disputed = wholeDayCountries.count > 1
        var flags: [LedgerDay.Flag] = [.manual]
        if countries.count > 1 { flags.append(disputed ? .disputed : .travelDay) }
        let confidence = disputed ? policy.disputedConfidence : policy.manualConfidence
        return LedgerDay(
            date: date, country: countries.last, countries: countries, confidence: confidence,
            confidenceLabel: policy.label(for: confidence), evidence: ["manual": evidence], flags: flags.sorted(),
            zones: rules.zoneIDs(for: countries, on: date))
    }

    /// Where a stay sits within `date`: stays left that day first, day trips next, then stays that
    /// continue, then stays entered that day — so the last one is where the day ended.
    private func order(_ stay: Stay, on date: LocalDay) -> (Int, LocalDay, String) {
        let rank = switch (stay.entry == date, stay.exit == date) {
        case (false, true): 0
        case (true, true): 1
        case (false, false): 2
        case (true, false): 3
        }
        return (rank, stay.entry, stay.country.rawValue)
    }
}
