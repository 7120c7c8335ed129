import BorderLogModel

/// Builds the presence ledger from everything the store knows: day overrides, manual stays and
/// observed evidence (location samples, photos, calendar flights).
///
/// Precedence (docs/ledger.md, "Inference"): an override wins outright; then the stays covering a day; then recorded
/// border crossings; then observed evidence, weighted by `InferencePolicy`. Afterwards unknown days are
/// filled where both sides agree (never between two of the user's own stays, whose gaps are theirs to
/// state), flights bound stays, the record fills what it alone knows (`RecordFiller`: zone-only days in
/// the Schengen Area), and one-day flips are flagged. The same inputs always give the same ledger.
public struct LedgerBuilder: Sendable {
    public var rules: RuleBook { didSet { zones = rules.dayZones } }
    public var policy: InferencePolicy
    /// The rules' active zones, chosen once rather than for every day.
    private(set) var zones: RuleBook.DayZones

    public init(rules: RuleBook, policy: InferencePolicy = .standard) {
        self.rules = rules
        self.policy = policy
        zones = rules.dayZones
    }

    /// How a day was decided, for the passes that follow.
    enum Basis: Equatable { case override, manual, crossing, observed, unknown }

    /// The range a ledger covers: from the first evidence through `to`, or else through the later of
    /// `today` and the last explicitly stated day (a stay the user dated ahead is a statement too).
    public static func range(
        stays: [Stay], overrides: [DayOverride], crossings: [Crossing] = [], points: [EvidencePoint] = [], to: LocalDay?, today: LocalDay
    ) -> DayRange? {
        range(stays: stays, overrides: overrides, crossings: crossings, firstObserved: points.lazy.map(\.day).min(), to: to, today: today)
    }

    /// The range a ledger covers when the first day with a located signal is `firstObserved`.
    public static func range(
        stays: [Stay], overrides: [DayOverride], crossings: [Crossing] = [], firstObserved: LocalDay?, to: LocalDay?, today: LocalDay
    ) -> DayRange? {
        let firsts = stays.map(\.entry) + overrides.map(\.date) + crossings.map(\.date) + (firstObserved.map { [$0] } ?? [])
        guard let first = firsts.min() else { return nil }
        let lastStated = (stays.compactMap(\.exit) + overrides.map(\.date)).max() ?? first
        return DayRange(first, to ?? max(today, lastStated))
    }

    /// The ledger of `points`, reduced first (see `ObservationCollector`).
    public func build(
        stays: [Stay], overrides: [DayOverride], crossings: [Crossing] = [], confirmations: [DayConfirmation] = [], points: [EvidencePoint] = [],
        range: DayRange?
    ) -> Ledger {
        build(stays: stays, overrides: overrides, crossings: crossings, confirmations: confirmations, observations: collect(points), range: range)
    }

    /// `points` reduced to one observation per day, weighed with this builder's policy.
    public func collect(_ points: [EvidencePoint]) -> Observations {
        var collector = ObservationCollector(policy: policy, flights: FlightWindows(points))
        for point in points { collector.add(point) }
        return collector.observations()
    }

    public func build(
        stays: [Stay], overrides: [DayOverride], crossings: [Crossing] = [], confirmations: [DayConfirmation] = [], observations: Observations,
        range: DayRange?
    ) -> Ledger {
        guard let range else { return Ledger(days: []) }
        let overrideByDay = Dictionary(overrides.map { ($0.date, $0) }, uniquingKeysWith: { _, last in last })
        let staysByDay = StayIndex(stays: stays, range: range)
        let crossingsByDay = Dictionary(grouping: crossings, by: \.date)
        let observed = observedDays(observations, range: range)
        var days: [LedgerDay] = []
        var bases: [Basis] = []
        days.reserveCapacity(range.count)
        bases.reserveCapacity(range.count)
        for (offset, date) in range.enumerated() {
            let seen = observed[offset]
            if let override = overrideByDay[date] {
                days.append(overrideDay(override, observed: seen))
                bases.append(.override)
            } else if let covering = staysByDay.stays(on: date), !covering.isEmpty {
                days.append(stayDay(date, covering: covering, observed: seen))
                bases.append(.manual)
            } else if let crossed = crossingsByDay[date] {
                days.append(crossingDay(date, crossed, observed: seen))
                bases.append(.crossing)
            } else if !seen.isEmpty, let day = observedDay(date, seen) {
                days.append(day)
                bases.append(.observed)
            } else {
                days.append(unknownDay(date, observed: seen))
                bases.append(.unknown)
            }
        }
        var gaps = GapFiller(policy: policy, zones: zones, days: days, bases: bases, observed: observed)
        gaps.fill()
        var record = RecordFiller(policy: policy, zones: zones, schengen: rules.zone(ZoneID.schengen), days: gaps.days, bases: bases)
        record.fill(crossings)
        gaps.days = record.days
        gaps.flagOneDayFlips()
        days = gaps.days
        markExemptDays(&days, overrides: overrideByDay, stays: stays, range: range)
        markConfirmedDays(&days, confirmations: confirmations, range: range)
        var regions = RegionFiller(days: days)
        regions.name(observed: observed.map(\.observation), overrides: overrideByDay, stays: staysByDay)
        regions.fillRuns()
        return Ledger(days: regions.days)
    }

    /// Flags `confirmed` the days whose reading the person confirmed and the ledger still reads the same; a day whose
    /// reading changed since says so in its reason and is not confirmed.
    private func markConfirmedDays(_ days: inout [LedgerDay], confirmations: [DayConfirmation], range: DayRange) {
        for confirmation in confirmations where range.contains(confirmation.date) {
            let offset = range.first.days(to: confirmation.date)
            if days[offset].countries == confirmation.countries {
                days[offset].flags = (days[offset].flags + [.confirmed]).sorted()
                days[offset].reason += "; confirmed by the person on \(confirmation.confirmedOn)"
            } else {
                let now = days[offset].countries.isEmpty ? "unknown" : days[offset].countries.map(\.rawValue).joined(separator: " → ")
                days[offset].reason += "; confirmed on \(confirmation.confirmedOn) as \(confirmation.readingDescription), "
                    + "but the evidence now reads \(now): no longer confirmed"
            }
        }
    }

    /// Marks the days some rules leave out: an override's exempt reasons, and `permit` on every day of a stay covered
    /// by a residence permit (wherever the day was spent: the permit covers the person, not the place).
    private func markExemptDays(_ days: inout [LedgerDay], overrides: [LocalDay: DayOverride], stays: [Stay], range: DayRange) {
        for (date, override) in overrides where range.contains(date) && !override.exempt.isEmpty {
            let offset = range.first.days(to: date)
            days[offset].exempt = Array(Set(days[offset].exempt).union(override.exempt)).sorted()
            days[offset].reason += "; exempt (\(override.exempt.map(\.rawValue).joined(separator: ", "))) from the rules that honour it"
        }
        for stay in stays where stay.permit {
            guard let covered = stay.days(openEnd: range.last), covered.last >= range.first, covered.first <= range.last else { continue }
            for date in DayRange(max(covered.first, range.first), min(covered.last, range.last))! {
                let offset = range.first.days(to: date)
                guard !days[offset].exempt.contains(.permit) else { continue }
                days[offset].exempt = (days[offset].exempt + [.permit]).sorted()
                days[offset].reason += "; covered by a residence permit or long-stay visa (stay \(stay.rangeDescription))"
            }
        }
    }

    /// The observations of the days of `range`, with the overnight connections between them marked.
    private func observedDays(_ observations: Observations, range: DayRange) -> [ObservedDay] {
        var days = range.map { ObservedDay(observations[$0], policy: policy) }
        ObservedDay.markOvernightConnections(&days, policy: policy)
        return days
    }

    // MARK: - Days

    /// A day with no evidence of presence: none at all, or only samples in flight and ends of overnight connections.
    func unknownDay(_ date: LocalDay, observed: ObservedDay = ObservedDay()) -> LedgerDay {
        var evidence = observed.evidenceCounts()
        let reading = observed.read(policy: policy)
        for country in reading.transit { evidence.add(.transit, country) }
        let notes = Self.travelNotes(reading: reading, observed: observed)
        var flags: [LedgerDay.Flag] = [.unknown]
        if !reading.transit.isEmpty { flags.append(.transitSuspect) }
        return LedgerDay(
            date: date, country: nil, countries: [], confidence: 0, confidenceLabel: policy.label(for: 0), evidence: evidence,
            flags: flags.sorted(), zones: [], reason: notes.isEmpty ? "no evidence" : "no presence on the ground; " + notes.joined(separator: "; "))
    }

    /// Why evidence seen this day counts for no country: samples in flight, layovers, overnight connections.
    static func travelNotes(reading: ObservedDay.Reading, observed: ObservedDay) -> [String] {
        var notes: [String] = []
        let overflown = observed.airborne.map(\.country)
        if !overflown.isEmpty { notes.append("in flight over \(overflown.map(\.rawValue).joined(separator: ",")): not presence") }
        let overnight = Set(reading.overnight.map { $0.country })
        let layovers = reading.transit.filter { !overnight.contains($0) }
        if !layovers.isEmpty { notes.append("layover in \(layovers.map(\.rawValue).joined(separator: ",")) not counted as presence") }
        for (country, airport) in reading.overnight.sorted(by: { $0.airport < $1.airport }) {
            notes.append("overnight connection at \(airport): transit, not presence in \(country)")
        }
        if !observed.contradictedBookings.isEmpty {
            notes.append("booked for \(observed.contradictedBookings.map(\.rawValue).joined(separator: ",")) but observed evidence contradicts it: not counted")
        }
        return notes
    }

    private func overrideDay(_ override: DayOverride, observed: ObservedDay) -> LedgerDay {
        // Visiting order with repeats (`NZ,AU,NZ`: out and back the same day ends in NZ); only a country
        // repeated back to back says nothing new.
        var countries: [CountryCode] = []
        for country in override.countries where countries.last != country { countries.append(country) }
        var evidence = observed.evidenceCounts()
        for country in Set(countries) { evidence.add(.override, country) }
        var flags: [LedgerDay.Flag] = [.override]
        if Set(countries).count > 1 { flags.append(.travelDay) }
        let note = override.note.map { ": \($0)" } ?? ""
        return LedgerDay(
            date: override.date, country: countries.last, countries: countries,
            confidence: policy.overrideConfidence, confidenceLabel: policy.label(for: policy.overrideConfidence),
            evidence: evidence, flags: flags.sorted(), zones: zones.ids(for: countries, on: override.date),
            reason: "override \(countries.map(\.rawValue).joined(separator: ","))\(note); wins over all other evidence")
    }

    private func stayDay(_ date: LocalDay, covering: [Stay], observed: ObservedDay) -> LedgerDay {
        // The person's answer in review is their later word on the day: it decides over their other stays.
        if let assigned = covering.last(where: { $0.origin == .review }) { return assignedDay(date, assigned, observed: observed) }
        // Visiting order, with repeats: leaving FR for a day trip to MC and back reads FR, MC, FR and ends in FR.
        // Stays covering the whole day are not travel and name their country once.
        var countries: [CountryCode] = []
        for stay in covering.sorted(by: { order($0, on: date) < order($1, on: date) }) {
            let wholeDay = stay.entry != date && stay.exit != date
            if countries.last == stay.country || wholeDay && countries.contains(stay.country) { continue }
            countries.append(stay.country)
        }
        var evidence = observed.evidenceCounts()
        for stay in covering { evidence.add(.manual, stay.country) }
        // Two stays covering a whole day in different countries is a contradiction the user allowed, not travel.
        let wholeDayCountries = Set(covering.filter { $0.entry != date && $0.exit != date }.map(\.country))
        let reading = observed.read(policy: policy)
        let contradicted = !reading.countries.isEmpty && Set(reading.countries).isDisjoint(with: countries)
            && reading.primaryWeight >= policy.disputeWeight
        let disputed = wholeDayCountries.count > 1 || contradicted
        var flags: [LedgerDay.Flag] = [.manual]
        if Set(countries).count > 1 && wholeDayCountries.count < 2 { flags.append(.travelDay) }
        if disputed { flags.append(.disputed) }
        let confirmed = !reading.countries.isEmpty && !Set(reading.countries).isDisjoint(with: countries)
        let confidence = disputed ? policy.disputedConfidence : confirmed ? policy.manualConfirmedConfidence : policy.manualConfidence
        let stays = covering.map(\.rangeDescription).joined(separator: "; ")
        let why = contradicted
            ? "; but observed evidence points to \(reading.countries.map(\.rawValue).joined(separator: ","))"
            : confirmed ? "; observed evidence agrees" : ""
        return LedgerDay(
            date: date, country: countries.last, countries: countries, confidence: confidence,
            confidenceLabel: policy.label(for: confidence), evidence: evidence, flags: flags.sorted(),
            zones: zones.ids(for: countries, on: date), reason: "stated stay \(stays)\(why)")
    }

    /// A day the person placed in review (`review assign`): their country, whatever was observed (they saw it and
    /// answered), so it is never disputed; what was observed is named when it points elsewhere.
    private func assignedDay(_ date: LocalDay, _ stay: Stay, observed: ObservedDay) -> LedgerDay {
        var evidence = observed.evidenceCounts()
        evidence.add(.manual, stay.country)
        let reading = observed.read(policy: policy)
        let agrees = reading.countries.contains(stay.country)
        let confidence = agrees ? policy.manualConfirmedConfidence : policy.manualConfidence
        let note = stay.note.map { " (\($0))" } ?? ""
        let observedNote = reading.countries.isEmpty ? "" : agrees ? "; observed evidence agrees"
            : "; observed evidence points to \(reading.countries.map(\.rawValue).joined(separator: ",")), set aside by the person"
        return LedgerDay(
            date: date, country: stay.country, countries: [stay.country], confidence: confidence, confidenceLabel: policy.label(for: confidence),
            evidence: evidence, flags: [.manual], zones: zones.ids(for: [stay.country], on: date),
            reason: "assigned in review: \(stay.country) \(stay.entry)…\(stay.exit ?? stay.entry)\(note)\(observedNote)")
    }

    /// The day as its observed evidence reads; nil when nothing of it is presence (all set aside as transit).
    private func observedDay(_ date: LocalDay, _ observed: ObservedDay) -> LedgerDay? {
        let reading = observed.read(policy: policy)
        guard !reading.countries.isEmpty else { return nil }
        var evidence = observed.evidenceCounts()
        for country in reading.outliers { evidence.add(.outlier, country) }
        for country in reading.transit { evidence.add(.transit, country) }
        var flags: [LedgerDay.Flag] = []
        if reading.countries.count > 1 { flags.append(.travelDay) }
        if reading.nearBorder { flags.append(.nearBorder) }
        if !reading.transit.isEmpty { flags.append(.transitSuspect) }
        let confidence = policy.observedConfidence(weight: reading.primaryWeight) * (reading.nearBorder ? 0.8 : 1)
        var why = (observed.isOnlyBooked ? "booked, nothing observed: " : "observed: ") + evidence.keys.sorted().filter { !$0.isSetAside }.map { source in
            "\(source.rawValue) " + evidence[source]!.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")
        }.joined(separator: ", ")
        if let primary = reading.primary { why += "; the day ended in \(primary)" }
        if !reading.outliers.isEmpty { why += "; lone outlying sample in \(reading.outliers.map(\.rawValue).joined(separator: ",")) ignored" }
        for note in Self.travelNotes(reading: reading, observed: observed) { why += "; " + note }
        return LedgerDay(
            date: date, country: reading.primary, countries: reading.countries, confidence: confidence,
            confidenceLabel: policy.label(for: confidence), evidence: evidence, flags: flags.sorted(),
            zones: zones.ids(for: reading.countries, on: date), reason: why)
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

/// Stays by day, built once so a ten-year ledger does not scan every stay for every day.
struct StayIndex {
    private var byOffset: [[Stay]]
    private let range: DayRange

    init(stays: [Stay], range: DayRange) {
        self.range = range
        byOffset = Array(repeating: [], count: range.count)
        for stay in stays.sorted(by: { ($0.entry, $0.country) < ($1.entry, $1.country) }) {
            guard let days = stay.days(openEnd: range.last) else { continue }
            let first = max(days.first, range.first), last = min(days.last, range.last)
            guard first <= last else { continue }
            for offset in range.first.days(to: first)...range.first.days(to: last) { byOffset[offset].append(stay) }
        }
    }

    func stays(on date: LocalDay) -> [Stay]? {
        range.contains(date) ? byOffset[range.first.days(to: date)] : nil
    }
}
