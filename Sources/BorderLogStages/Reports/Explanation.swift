import BorderLogInference
import BorderLogModel
import BorderLogStore
import Foundation

/// Why the ledger reads a day as it does: the ledger day, and every piece of evidence on it with its weight.
public struct Explanation: Codable, Sendable {
    /// One piece of evidence: a signal, a stay, or an override.
    public struct Item: Codable, Sendable, Equatable {
        /// A signal's kind, or one of the user's own statements (`manual`, `override`).
        public var kind: EvidenceSource
        public var source: String
        public var local: WallTime?
        public var country: String?
        /// The state or province (docs/regions.md): one code, or two joined by `|` within the tolerance of a border.
        public var region: String?
        public var lat: Double?
        public var lon: Double?
        public var accuracy: Double?
        public var weight: Double?
        public var note: String?
    }

    public let date: LocalDay
    /// Nil when the day lies outside the snapshot.
    public let day: LedgerDay?
    public let snapshot: Int64
    public let evidence: [Item]

    /// The reading as a person reads it.
    public var text: String {
        guard let day else { return "\(date): outside the ledger (snapshot #\(snapshot)); run `borderlog infer --to \(date)`" }
        let place = day.isZoneOnly ? "in the Schengen Area, country unknown"
            : day.countries.isEmpty ? "unknown" : day.countries.map { "\($0) \($0.name)" }.joined(separator: " → ")
        var lines = [
            "\(date): \(place)",
            "confidence \(String(format: "%.2f", day.confidence)) (\(day.confidenceLabel.rawValue))"
                + (day.flags.isEmpty ? "" : "; flags: \(day.flags.map(\.rawValue).joined(separator: ", "))")
                + (day.zones.isEmpty ? "" : "; zones: \(day.zones.map(\.rawValue).joined(separator: ", "))"),
            "why: \(day.reason)",
        ]
        if !day.regions.isEmpty {
            lines.insert(
                "regions: " + day.regions.map { "\($0) \($0.name)" }.joined(separator: " → ") + (day.region.map { "; the day ended in \($0)" } ?? ""),
                at: 1)
        }
        lines.append(evidence.isEmpty ? "evidence: none on this day" : "evidence:")
        for item in evidence {
            let time = item.local.map { String($0.description.suffix(8)) } ?? "        "
            let place = item.lat.map { String(format: "%.5f,%.5f", $0, item.lon ?? 0) } ?? ""
            let weight = item.weight.map { String(format: "weight %.1f", $0) } ?? ""
            let fields = [item.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0), time, item.region ?? item.country ?? "?", place, weight, item.note ?? "", item.source]
            lines.append("  " + fields.filter { !$0.isEmpty }.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }
}

extension Stages {
    /// `explain`: the latest snapshot's reading of `date` and every signal, stay and override on it.
    public static func explain(_ date: LocalDay, in store: Store, policy: InferencePolicy = .standard) throws -> (Explanation, stale: Bool) {
        let (ledger, snapshot, stale) = try store.currentLedger(in: DayRange(date, date))
        let paths = try store.sourcePaths()
        var items: [Explanation.Item] = try store.signals(on: date).map { signal, source in
            Explanation.Item(
                kind: EvidenceSource(signal.kind), source: source, local: signal.local, country: signal.country?.rawValue,
                region: signal.region.map { RegionCode.text($0, nearby: signal.nearbyRegion) },
                lat: signal.coordinate?.latitude, lon: signal.coordinate?.longitude, accuracy: signal.accuracy,
                weight: EvidencePoint(signal).map { policy.weight(of: $0) } ?? 0,
                note: note(for: signal))
        }
        for record in try store.stays() where record.stay.days(openEnd: date)?.contains(date) == true {
            let origin = record.origin(sourcePaths: paths) ?? "stay #\(record.id ?? 0)"
            items.append(Explanation.Item(
                kind: .manual, source: origin, country: record.country.rawValue, region: record.region?.rawValue, note: record.stay.rangeDescription))
        }
        for override in try store.overrides() where override.date == date {
            let exempt = override.exempt.isEmpty ? nil : "exempt: " + override.exempt.map(\.rawValue).joined(separator: ", ")
            items.append(Explanation.Item(
                kind: .override, source: "override", country: override.countries.map(\.rawValue).joined(separator: ","),
                region: override.regions.isEmpty ? nil : override.regions.map(\.rawValue).joined(separator: ","),
                note: [override.note, exempt].compactMap { $0 }.joined(separator: "; ").nilIfEmpty))
        }
        return (Explanation(date: date, day: ledger.days.first, snapshot: snapshot.id ?? 0, evidence: items), stale)
    }

    /// What `explain` and the reports say of a signal beside its place and weight: its flight (and whether the airport
    /// at this end was certain), the booking message it came from, or where a photo's values were borrowed from.
    static func note(for signal: Signal) -> String? {
        let number = signal.flight?.flight.map { "flight \($0)" }
        let uncertain = signal.flight.flatMap { $0.isAirportUncertain ? "airport not certain: \($0.airport), one of several there" : nil }
        let flight = [number, uncertain].compactMap { $0 }.joined(separator: "; ").nilIfEmpty
        if let booking = signal.detail.booking {
            return [flight, booking.description].compactMap { $0 }.joined(separator: "; ")
        }
        return flight ?? signal.detail.photo?.provenance
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
