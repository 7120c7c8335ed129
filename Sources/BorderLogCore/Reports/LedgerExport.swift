import Foundation

/// The ledger as CSV or JSON for spreadsheets and scripts (`export ledger`). Carries no coordinates.
public enum LedgerExport {
    public static let csvHeader = "date,country,countries,confidence,confidenceLabel,flags,zones,evidence"

    /// One line per day; lists are `;`-separated, evidence is `source:COUNTRY=n` pairs.
    public static func csv(_ ledger: Ledger) -> String {
        var lines = [csvHeader]
        for day in ledger.days {
            let evidence = day.evidence.keys.sorted().flatMap { source in
                day.evidence[source]!.keys.sorted().map { "\(source):\($0)=\(day.evidence[source]![$0]!)" }
            }
            lines.append([
                day.date.description, day.country?.rawValue ?? "", day.countries.map(\.rawValue).joined(separator: ";"),
                String(format: "%.2f", day.confidence), day.confidenceLabel.rawValue, day.flags.map(\.rawValue).joined(separator: ";"),
                day.zones.joined(separator: ";"), evidence.joined(separator: ";"),
            ].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON array of ledger days with the DESIGN §7 field names; `country` is null on unknown days.
    public static func json(_ ledger: Ledger) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(ledger.days.map(Day.init)), as: UTF8.self) + "\n"
    }

    /// One ledger day as `export ledger --format json` writes it (DESIGN §7): no coordinates, no reason.
    public struct Day: Codable, Sendable, Equatable {
        public var date: LocalDay
        @Nullable public var country: CountryCode?
        public var countries: [CountryCode]
        /// Rounded to two decimals.
        public var confidence: Double
        public var confidenceLabel: LedgerDay.ConfidenceLabel
        public var evidence: [String: [String: Int]]
        public var flags: [LedgerDay.Flag]
        public var zones: [String]

        public init(_ day: LedgerDay) {
            date = day.date
            country = day.country
            countries = day.countries
            confidence = (day.confidence * 100).rounded() / 100
            confidenceLabel = day.confidenceLabel
            evidence = day.evidence
            flags = day.flags
            zones = day.zones
        }
    }
}
