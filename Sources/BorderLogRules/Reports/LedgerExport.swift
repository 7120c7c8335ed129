import BorderLogInference
import BorderLogModel
import Foundation

/// The ledger as CSV or JSON for spreadsheets and scripts (`export ledger`). Carries no coordinates.
public enum LedgerExport {
    public static let csvHeader = "date,country,countries,confidence,confidenceLabel,flags,zones,evidence,region,regions"

    /// One line per day; lists are `;`-separated, evidence is `source:COUNTRY=n` pairs, and the day's region and
    /// regions (docs/regions.md) come last. With `places` (asked for with
    /// `--with-coordinates`) a last column lists each day's evidence positions as `kind:lat lon`, `;`-separated.
    public static func csv(_ ledger: Ledger, places: [LocalDay: [Place]]? = nil) -> String {
        var lines = [csvHeader + (places == nil ? "" : ",places")]
        for day in ledger.days {
            let evidence = day.evidence.keys.sorted().flatMap { source in
                day.evidence[source]!.sorted { $0.key < $1.key }.map { "\(source.rawValue):\($0.key)=\($0.value)" }
            }
            lines.append([
                day.date.description, day.country?.rawValue ?? "", day.countries.map(\.rawValue).joined(separator: ";"),
                String(format: "%.2f", day.confidence), day.confidenceLabel.rawValue, day.flags.map(\.rawValue).joined(separator: ";"),
                day.zones.map(\.rawValue).joined(separator: ";"), evidence.joined(separator: ";"), day.region?.rawValue ?? "",
                day.regions.map(\.rawValue).joined(separator: ";"),
            ].joined(separator: ",") + (places.map { "," + ($0[day.date] ?? []).map(\.csvText).joined(separator: ";") } ?? ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A JSON array of ledger days (their fields: docs/reports.md, "JSON output"); `country` is null on unknown days.
    /// With `places` (asked for with `--with-coordinates`) each day also lists its evidence positions.
    public static func json(_ ledger: Ledger, places: [LocalDay: [Place]]? = nil) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let days = ledger.days.map { day in
            var exported = Day(day)
            exported.places = places.map { $0[day.date] ?? [] }
            return exported
        }
        return String(decoding: try encoder.encode(days), as: UTF8.self) + "\n"
    }

    /// Where one piece of a day's evidence was made: exported only when coordinates are asked for (docs/privacy.md).
    public struct Place: Codable, Sendable, Equatable {
        public var kind: SignalKind
        @Nullable public var local: WallTime?
        public var lat: Double
        public var lon: Double

        public init(kind: SignalKind, local: WallTime?, coordinate: Coordinate) {
            self.kind = kind
            self.local = local
            lat = coordinate.latitude
            lon = coordinate.longitude
        }

        var csvText: String { "\(kind.rawValue):\(lat) \(lon)" }
    }

    /// One ledger day as `export ledger --format json` writes it (docs/reports.md): no coordinates, no reason.
    public struct Day: Codable, Sendable, Equatable {
        public var date: LocalDay
        @Nullable public var country: CountryCode?
        public var countries: [CountryCode]
        /// Rounded to two decimals.
        public var confidence: Double
        public var confidenceLabel: LedgerDay.ConfidenceLabel
        public var evidence: EvidenceCounts
        public var flags: [LedgerDay.Flag]
        public var zones: [ZoneID]
        /// The state or province where the day ended, and every one with presence (docs/regions.md).
        @Nullable public var region: RegionCode?
        public var regions: [RegionCode]
        /// The day's evidence positions; only with `--with-coordinates`, otherwise absent.
        public var places: [Place]?

        public init(_ day: LedgerDay) {
            date = day.date
            country = day.country
            countries = day.countries
            confidence = (day.confidence * 100).rounded() / 100
            confidenceLabel = day.confidenceLabel
            evidence = day.evidence
            flags = day.flags
            zones = day.zones
            region = day.region
            regions = day.regions
        }
    }
}
