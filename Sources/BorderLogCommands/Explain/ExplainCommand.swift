import ArgumentParser
import BorderLogCore
import BorderLogStore
import Foundation

/// `borderlog explain DATE`: the ledger's reading of a day and every piece of evidence behind it.
public struct ExplainCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show why the ledger says what it says about a day: the reading, the rule that decided it, and all evidence.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The day. Format: YYYY-MM-DD.")
    var date: LocalDay

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    public init() {}

    public func validate() throws { try format.require([.text, .json]) }

    public mutating func run() throws {
        let store = try global.openForReading()
        let (ledger, snapshot, stale) = try store.currentLedger(in: DayRange(date, date))
        if stale { Console.err("warning: evidence changed after snapshot #\(snapshot.id ?? 0); run `borderlog infer` first") }
        let paths = try store.sourcePaths()
        let policy = InferencePolicy.standard
        var items: [Item] = try store.signals(on: date).map { signal, source in
            Item(
                kind: signal.kind.rawValue, source: source, local: signal.local, country: signal.country?.rawValue,
                lat: signal.coordinate?.latitude, lon: signal.coordinate?.longitude, accuracy: signal.accuracy,
                weight: EvidencePoint(signal).map { policy.weight(of: $0) } ?? 0, note: signal.detail["flight"].map { "flight \($0)" })
        }
        for record in try store.stays() where record.stay.days(openEnd: date)?.contains(date) == true {
            let origin = record.origin(sourcePaths: paths) ?? "stay #\(record.id ?? 0)"
            items.append(Item(kind: "manual", source: origin, country: record.country.rawValue, weight: nil, note: record.stay.rangeDescription))
        }
        for override in try store.overrides() where override.date == date {
            items.append(Item(kind: "override", source: "override", country: override.countries.map(\.rawValue).joined(separator: ","),
                              weight: nil, note: override.note))
        }
        let explanation = Explanation(date: date, day: ledger.days.first, snapshot: snapshot.id ?? 0, evidence: items)
        if format == .json { try Console.json(explanation) } else { Console.out(explanation.text) }
    }

    struct Item: Encodable {
        var kind: String
        var source: String
        var local: String?
        var country: String?
        var lat: Double?
        var lon: Double?
        var accuracy: Double?
        var weight: Double?
        var note: String?
    }

    struct Explanation: Encodable {
        let date: LocalDay
        let day: LedgerDay?
        let snapshot: Int64
        let evidence: [Item]

        var text: String {
            guard let day else { return "\(date): outside the ledger (snapshot #\(snapshot)); run `borderlog infer --to \(date)`" }
            let place = day.countries.isEmpty ? "unknown" : day.countries.map { "\($0) \($0.name)" }.joined(separator: " → ")
            var lines = [
                "\(date): \(place)",
                "confidence \(String(format: "%.2f", day.confidence)) (\(day.confidenceLabel.rawValue))"
                    + (day.flags.isEmpty ? "" : "; flags: \(day.flags.map(\.rawValue).joined(separator: ", "))")
                    + (day.zones.isEmpty ? "" : "; zones: \(day.zones.joined(separator: ", "))"),
                "why: \(day.reason)",
            ]
            lines.append(evidence.isEmpty ? "evidence: none on this day" : "evidence:")
            for item in evidence {
                let time = item.local.map { String($0.suffix(8)) } ?? "        "
                let place = item.lat.map { String(format: "%.5f,%.5f", $0, item.lon ?? 0) } ?? ""
                let weight = item.weight.map { String(format: "weight %.1f", $0) } ?? ""
                let fields = [item.kind.padding(toLength: 9, withPad: " ", startingAt: 0), time, item.country ?? "?", place, weight, item.note ?? "", item.source]
                lines.append("  " + fields.filter { !$0.isEmpty }.joined(separator: "  "))
            }
            return lines.joined(separator: "\n")
        }
    }
}
