import BorderLogInference
import BorderLogModel
import BorderLogRecords
import BorderLogSettings
@testable import BorderLogStages
import Foundation

/// A crossings file: decoded as the import decodes it (a PDF's text, else UTF-8 or refused), read as whichever layout
/// it is (CSV, an I-94 or a Home Office travel history), checked, and its crossings put into intervals and a ledger with zone-only days.
enum CrossingsHarness {
    static let rules = try? RuleBook.bundled()
    static let airports = ["CDG": "FR", "FRA": "DE", "JFK": "US"]

    static func parse(_ bytes: [UInt8]) {
        let text: String
        switch Stages.crossingsPDFText(Data(bytes)) {
        case .success(let pdfText): text = pdfText
        case .failure: return
        case nil:
            guard let utf8 = String(data: Data(bytes), encoding: .utf8) else { return }
            text = utf8
        }
        guard let rules else { return }
        let schengen = rules.zone(.schengen)
        let context = CrossingFile.Context(
            portCountry: { airports[$0].flatMap(CountryCode.init) }, today: LocalDay(year: 2026, month: 11, day: 26)!, schengen: schengen)
        let crossings = CrossingFile.parse(text, path: "crossings.csv", context: context).rows.map(\.crossing)
        _ = CrossingInterval.intervals(of: crossings, schengen: schengen)
        // A ledger over the crossings' own span, bounded so a hostile file's far-apart dates cost no more than a decade.
        guard let first = crossings.map(\.date).min(), let last = crossings.map(\.date).max(),
              let range = DayRange(first, min(last, first.adding(days: 3_653))) else { return }
        _ = LedgerBuilder(rules: rules).build(stays: [], overrides: [], crossings: crossings, range: range)
    }
}
