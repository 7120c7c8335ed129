import BorderLogModel

/// The pass that gives the record of border crossings its say over the days between them
/// (docs/evidence/stays-and-crossings.md), after gap filling and before one-day flips are flagged.
///
/// Between an entry and the next exit of one area, a day that nothing places, or that gap filling placed outside
/// the area, is read from the record:
/// - in the Schengen Area, the record knows only the zone (there are no checks between members): a **zone-only**
///   day, no country, counted for the zone's rules and unknown for every country's;
/// - in a country (an I-94, say), the country itself.
/// Days the person's own statements or observed evidence place are left as they are, even outside the area: that
/// is a disagreement for `report reconcile` to show, not for the ledger to hide. An entry with no exit yet stays
/// open until the first day evidence places outside the area.
struct RecordFiller {
    let policy: InferencePolicy
    let zones: RuleBook.DayZones
    let schengen: Zone?
    private(set) var days: [LedgerDay]
    private let bases: [LedgerBuilder.Basis]

    init(policy: InferencePolicy, zones: RuleBook.DayZones, schengen: Zone?, days: [LedgerDay], bases: [LedgerBuilder.Basis]) {
        self.policy = policy
        self.zones = zones
        self.schengen = schengen
        self.days = days
        self.bases = bases
    }

    mutating func fill(_ crossings: [Crossing]) {
        guard let first = days.first?.date, let last = days.last?.date, !crossings.isEmpty else { return }
        for interval in CrossingInterval.intervals(of: crossings, schengen: schengen) {
            guard let entry = interval.entry, let inside = interval.days(openEnd: last) else { continue }
            let start = max(inside.first.adding(days: 1), first)
            let end = min(interval.exit == nil ? inside.last : inside.last.adding(days: -1), last)
            guard start <= end else { continue }
            for offset in first.days(to: start)...first.days(to: end) {
                if interval.exit == nil, placedOutside(offset, interval.area) { break }
                guard isOpenToRecord(offset, area: interval.area) else { continue }
                days[offset] = recordDay(days[offset].date, area: interval.area, entry: entry, exit: interval.exit)
            }
        }
    }

    /// Nothing places the day, or only gap filling does and outside the area.
    private func isOpenToRecord(_ offset: Int, area: PresenceArea) -> Bool {
        switch bases[offset] {
        case .unknown: days[offset].isUnknown || days[offset].flags.contains(.gapFilled) && !isInside(days[offset], area)
        case .override, .manual, .crossing, .observed: false
        }
    }

    /// Evidence of the person's own (not gap filling) places the day outside the area.
    private func placedOutside(_ offset: Int, _ area: PresenceArea) -> Bool {
        bases[offset] != .unknown && !days[offset].isUnknown && !isInside(days[offset], area)
    }

    private func isInside(_ day: LedgerDay, _ area: PresenceArea) -> Bool {
        switch area {
        case .zone(let id): day.zones.contains(id) || schengen.map { $0.containsAny(day.countries, on: day.date) } ?? false
        case .country(let code): day.countries.contains(code)
        }
    }

    private func recordDay(_ date: LocalDay, area: PresenceArea, entry: Crossing, exit: Crossing?) -> LedgerDay {
        let between = "between the \(entry.summary) and " + (exit.map { "the \($0.summary)" } ?? "no recorded exit yet")
        switch area {
        case .zone(let id):
            let name = schengen?.name ?? id.rawValue
            return LedgerDay(
                date: date, country: nil, countries: [], confidence: policy.zoneOnlyConfidence,
                confidenceLabel: policy.label(for: policy.zoneOnlyConfidence), evidence: [.record: [area: 1]], flags: [.zoneOnly],
                zones: [id], reason: "in the \(name), country unknown: \(between); no evidence names the country")
        case .country(let country):
            return LedgerDay(
                date: date, country: country, countries: [country], confidence: policy.recordInsideConfidence,
                confidenceLabel: policy.label(for: policy.recordInsideConfidence), evidence: [.record: [area: 1]],
                flags: [.gapFilled], zones: zones.ids(for: [country], on: date), reason: "in \(country) by the record, \(between); nothing else places the day")
        }
    }
}
