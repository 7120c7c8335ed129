import BorderLogModel

extension LedgerBuilder {
    /// A day with recorded crossings: presence in each crossed country, above everything observed
    /// (docs/evidence/stays-and-crossings.md), which still adds the countries it saw. Visiting order: the countries
    /// left first, then the observed ones, then the countries entered, so the day ends where the person was admitted.
    func crossingDay(_ date: LocalDay, _ crossings: [Crossing], observed: ObservedDay) -> LedgerDay {
        let ordered = crossings.sorted { ($0.direction, $0.country) < ($1.direction, $1.country) }
        let reading = observed.read(policy: policy)
        var countries: [CountryCode] = []
        let exits = ordered.filter { $0.direction == .exit }.map(\.country)
        let entries = ordered.filter { $0.direction == .entry }.map(\.country)
        for country in exits + reading.countries + entries where !countries.contains(country) { countries.append(country) }
        var evidence = observed.evidenceCounts()
        for crossing in crossings { evidence.add(.crossing, crossing.country) }
        var flags: [LedgerDay.Flag] = []
        if countries.count > 1 { flags.append(.travelDay) }
        var why = "border record: " + ordered.map(\.summary).joined(separator: "; ")
        if !reading.countries.isEmpty { why += "; observed evidence: \(reading.countries.map(\.rawValue).joined(separator: ","))" }
        return LedgerDay(
            date: date, country: countries.last, countries: countries, confidence: policy.crossingConfidence,
            confidenceLabel: policy.label(for: policy.crossingConfidence), evidence: evidence, flags: flags.sorted(),
            zones: zones.ids(for: countries, on: date), reason: why)
    }
}
