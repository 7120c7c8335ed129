import BorderLogBarcode
import BorderLogGeo
import BorderLogModel
import BorderLogRecords
import BorderLogSettings
import BorderLogStore
import Foundation

/// What `importCrossings` is asked to do.
public struct CrossingsImportOptions: Sendable {
    /// Crossings CSV files, saved I-94 travel histories, or Home Office travel histories (PDF or text).
    public var files: [String]
    public var rules: RuleBook
    public var today: LocalDay

    public init(files: [String], rules: RuleBook, today: LocalDay = .today()) {
        self.files = files
        self.rules = rules
        self.today = today
    }
}

/// What a crossings import did, file by file.
public struct CrossingsImportSummary: Sendable {
    public var files: [Store.CrossingImport] = []

    public var rejectedFiles: Int { files.filter { $0.outcome == .rejected }.count }

    var runCounts: Store.RunCounts {
        Store.RunCounts(
            seen: files.reduce(0) { $0 + $1.rows }, added: files.reduce(0) { $0 + $1.added },
            unchanged: files.reduce(0) { $0 + ($1.outcome == .unchanged ? $1.rows : $1.alreadyKnown) }, rejected: rejectedFiles)
    }
}

/// A crossing as `crossings list` shows it (docs/evidence/stays-and-crossings.md).
public struct ListedCrossing: Codable, Sendable, Equatable {
    public var id: Int64
    public var date: LocalDay
    public var direction: Crossing.Direction
    public var port: String
    public var country: CountryCode
    /// `schengen` when the country is a member on that date, else null.
    @Nullable public var zone: ZoneID?
    public var authority: Crossing.Authority
    @Nullable public var note: String?
    /// `file:line` it was imported from (for a PDF, the line of its text, pages one after another); `file` alone
    /// when the line is not known.
    @Nullable public var source: String?
}

extension Stages {
    /// Crossings files are a lifetime of border crossings: a few thousand lines.
    static let maximumCrossingsFileBytes: Int64 = 16 << 20

    /// Crossings files, each all or nothing: every row is checked first and any error rejects the whole file,
    /// leaving the store untouched. Problems go to the observer as they are found. The geo index (`context.geo`), when
    /// there is one, gives an IATA port its country.
    public static func importCrossings(_ options: CrossingsImportOptions, into store: Store, context: StageContext) throws -> CrossingsImportSummary {
        let index = context.geo.optional(without: "ports must come with their country", logger: context.logger)
        let reading = CrossingFile.Context(
            portCountry: { code in index?.airport(code)?.country }, today: options.today, schengen: options.rules.zone(ZoneID.schengen),
            airportsMissing: index == nil ? "no geo index at \(context.geo.path) (`make geodata` builds it)" : nil)
        let summary = try store.recordRun(stage: .crossingsImport, arguments: options.files) {
            var summary = CrossingsImportSummary()
            summary.files = try options.files.map { path in
                switch StatedFile.read(path, format: .crossings, limit: maximumCrossingsFileBytes, noun: "a crossings file", decode: crossingsPDFText) {
                case .unreadable(let issue):
                    return Store.CrossingImport(path: path, outcome: .rejected, issues: [issue])
                case .file(let file):
                    return try store.importCrossings(CrossingFile.parse(file.text, path: path, context: reading), from: file.source)
                }
            }
            return (summary, summary.runCounts, nil)
        }
        summary.files.flatMap(\.issues).forEach(context.observer.report)
        return summary
    }

    /// A crossings file that is a PDF (the Home Office's reply to a subject access request) is read as its text.
    static func crossingsPDFText(_ data: Data) -> Result<String, StatedFile.DecodeFailure>? {
        guard BarcodeReader.FileKind(sniffing: data) == .pdf else { return nil }
        do {
            let text = try PDFText.text(of: data)
            guard text.contains(where: { !$0.isWhitespace }) else {
                return .failure(StatedFile.DecodeFailure(
                    message: "the PDF holds no text to read (a scanned page?); type its rows into a crossings CSV instead"))
            }
            return .success(text)
        } catch {
            return .failure(StatedFile.DecodeFailure(message: "cannot read the PDF's text: \(error)"))
        }
    }

    /// Stored crossings by date, with the zone each counts for.
    public static func listCrossings(in store: Store, rules: RuleBook) throws -> [ListedCrossing] {
        let paths = try store.sourcePaths()
        let schengen = rules.zone(ZoneID.schengen)
        return try store.crossings().map { record in
            let crossing = record.crossing
            return ListedCrossing(
                id: record.id ?? 0, date: crossing.date, direction: crossing.direction, port: crossing.port, country: crossing.country,
                zone: PresenceArea(crossing, schengen: schengen).zoneID, authority: crossing.authority, note: crossing.note,
                source: record.sourceId.flatMap { paths[$0] }.map { path in record.line.map { "\(path):\($0)" } ?? path })
        }
    }

    /// Removes crossings by id; returns the ids that did not exist.
    public static func removeCrossings(ids: [Int64], from store: Store) throws -> [Int64] {
        try store.recordRun(stage: .crossingsRemove, arguments: ids.map(String.init)) {
            let missing = try store.removeCrossings(ids: ids)
            return (missing, Store.RunCounts(seen: ids.count, rejected: missing.count), nil)
        }
    }
}
