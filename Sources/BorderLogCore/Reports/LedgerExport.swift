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
        return String(decoding: try encoder.encode(ledger.days.map(ExportedDay.init)), as: UTF8.self) + "\n"
    }

    /// A ledger day with `country: null` written out rather than omitted.
    private struct ExportedDay: Encodable {
        let day: LedgerDay

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: LedgerDay.CodingKeys.self)
            try container.encode(day.date, forKey: .date)
            try container.encode(day.country, forKey: .country)
            try container.encode(day.countries, forKey: .countries)
            try container.encode((day.confidence * 100).rounded() / 100, forKey: .confidence)
            try container.encode(day.confidenceLabel, forKey: .confidenceLabel)
            try container.encode(day.evidence, forKey: .evidence)
            try container.encode(day.flags, forKey: .flags)
            try container.encode(day.zones, forKey: .zones)
        }
    }
}
