import BorderLogBarcode
import BorderLogCalendar
import BorderLogFiles
import BorderLogFlights
import BorderLogGeo
import BorderLogModel
import BorderLogSettings
import BorderLogStore
import Foundation
import Logging

/// What `importCalendar` is asked to do.
public struct CalendarImportOptions: Sendable {
    /// Calendar files, boarding passes (`.pkpass`, text files of BCBP barcodes, PDFs and PNG or JPEG images of
    /// boarding-pass barcodes), or folders holding them.
    public var paths: [String]

    public init(paths: [String]) {
        self.paths = paths
    }
}

/// What a calendar import did.
public struct CalendarImportSummary: Sendable {
    /// A flight found, and the file it came from.
    public struct FoundFlight: Sendable {
        public var flight: Flight
        public var source: String
    }

    public var files = 0, events = 0, flights = 0, added = 0, unchanged = 0, duplicates = 0, rejected = 0
    /// Every flight found, in file order, when the import was a dry run (nothing is stored then).
    public var found: [FoundFlight] = []
    public var dryRun = false

    var runCounts: Store.RunCounts {
        Store.RunCounts(seen: files, added: added, unchanged: unchanged + duplicates, rejected: rejected)
    }

    /// The one-line summary a person reads.
    public var line: String {
        if dryRun {
            return "calendar: \(files) files, \(events) events, \(flights) flights, \(rejected) rejected (dry run: store not touched)"
        }
        return "calendar: \(files) files, \(events) events, \(flights) flights, \(added) signals added, "
            + "\(unchanged) unchanged files, \(duplicates) signals already known, \(rejected) rejected"
    }
}

extension Stages {
    /// Flights in calendar files: find the files, skip unchanged ones by `stat`, read the rest one by one (libical
    /// is not thread-safe) and write each file's source row and signals in one transaction. Without a store (a dry
    /// run) the flights are returned in the summary and nothing is written. Needs the geo index's airport table
    /// (`context.geo`).
    public static func importCalendar(_ options: CalendarImportOptions, into store: Store?, context: StageContext) throws -> CalendarImportSummary {
        let airports = AirportLookup(index: try context.geo.required())
        let importer = CalendarImport(
            reader: CalendarFileReader(airports: airports), documents: TravelDocumentReader(airports: airports),
            imports: ImportRun(store: store, context: context))
        return try importer.run(options.paths)
    }
}

extension CalendarImportSummary: ImportSummary, StoredSignalCounts, FileCounts {
    static let kind = ImportKind(stage: .calendar, selection: .calendars, format: .calendar)
}

struct CalendarImport {
    let reader: CalendarFileReader
    let documents: TravelDocumentReader
    let imports: ImportRun<CalendarImportSummary>
    var context: StageContext { imports.context }

    func run(_ paths: [String]) throws -> CalendarImportSummary {
        try imports.run(arguments: paths) { summary in
            for file in try imports.scan(paths, into: &summary).entries {
                guard withinLimits(file, into: &summary), let (flights, hash) = read(file, into: &summary) else { continue }
                guard imports.writes else {
                    summary.found += flights.map { .init(flight: $0, source: file.path) }
                    continue
                }
                let source = SourceRecord(path: file.path, format: .calendar, size: file.size, mtime: file.mtime, contentHash: hash)
                try imports.write([(source, flights.flatMap(\.signals))], into: &summary)
            }
        }
    }

    /// Whether `file` is small enough for what it is (a pass, a calendar) to be read; if not, it is rejected.
    private func withinLimits(_ file: FileScan.Entry, into summary: inout CalendarImportSummary) -> Bool {
        if (file.path as NSString).pathExtension.lowercased() == "pkpass", file.size > TravelDocumentReader.maximumPassBytes {
            let reason = "\(file.size >> 20) MB is more than a boarding pass holds (limit \(TravelDocumentReader.maximumPassBytes >> 20) MB); not read"
            return reject(file.path, reason, into: &summary) ?? false
        }
        guard file.size <= CalendarDocument.maximumSize else {
            let reason = "\(file.size >> 20) MB is more than a calendar holds (limit \(CalendarDocument.maximumSize >> 20) MB); not read"
            return reject(file.path, reason, into: &summary) ?? false
        }
        return true
    }

    /// One file's flights and content hash, or nil after reporting why it was rejected. The content decides
    /// the kind: a zip is a `.pkpass`, `M1…` text (or a `.bcbp` name) boarding-pass barcodes, a PDF, PNG or JPEG
    /// (or one of their names) an image of a boarding pass, the rest iCalendar.
    private func read(_ file: FileScan.Entry, into summary: inout CalendarImportSummary) -> ([Flight], String)? {
        let path = file.path
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return reject(path, "unreadable: \((error as NSError).localizedDescription)", into: &summary)
        }
        var fingerprint = Fingerprint()
        fingerprint.combine([UInt8](data))
        let ext = (path as NSString).pathExtension.lowercased()
        if ext == "pkpass" || TravelDocumentReader.looksLikeZip(data) || ext == "bcbp" || TravelDocumentReader.looksLikeBarcodes(data) {
            let modified = LocalDay(instant: Date(timeIntervalSince1970: file.mtime), in: .current)
            let outcome: TravelDocumentReader.Outcome
            do {
                if ext == "pkpass" || TravelDocumentReader.looksLikeZip(data) {
                    outcome = try documents.readPass(data: data, modified: modified)
                } else {
                    outcome = try documents.readBarcodes(text: String(decoding: data, as: UTF8.self), reference: modified)
                }
            } catch {
                return reject(path, "\(error)", into: &summary)
            }
            report(path, warnings: [], rejected: outcome.rejected, into: &summary)
            summary.flights += outcome.flights.count
            context.logger.info("calendar: \(path): boarding pass, \(outcome.flights.count) flights, \(outcome.rejected.count) rejected")
            return (outcome.flights, fingerprint.hex)
        }
        if BarcodeReader.FileKind(sniffing: data) != nil || Self.barcodeImageExtensions.contains(ext) {
            let modified = LocalDay(instant: Date(timeIntervalSince1970: file.mtime), in: .current)
            return readBarcodeImage(data, path: path, modified: modified, into: &summary).map { ($0, fingerprint.hex) }
        }
        let outcome: CalendarFileReader.Outcome
        do {
            outcome = reader.read(try CalendarDocument(data: data))
        } catch {
            return reject(path, "\(error)", into: &summary)
        }
        report(path, warnings: outcome.warnings, rejected: outcome.rejectedEvents, into: &summary)
        summary.events += outcome.events
        summary.flights += outcome.flights.count
        context.logger.info("calendar: \(path): \(outcome.events) events, \(outcome.occurrences) occurrences, \(outcome.cancelled) cancelled, \(outcome.flights.count) flights")
        return (outcome.flights, fingerprint.hex)
    }

    /// Reports a file's warnings and the parts of it rejected (events, passes, barcodes), and counts the rejected.
    func report(_ path: String, warnings: [String], rejected: [String], into summary: inout CalendarImportSummary) {
        for warning in warnings { context.observer.report(InputIssue(.warning, path: path, message: warning)) }
        for reason in rejected { context.observer.report(InputIssue(path: path, message: reason)) }
        summary.rejected += rejected.count
    }

    /// Reports why a whole file was rejected and counts it; nil, for the caller to return.
    func reject<Read>(_ path: String, _ reason: String, into summary: inout CalendarImportSummary) -> Read? {
        context.observer.report(InputIssue(path: path, message: reason))
        summary.rejected += 1
        return nil
    }
}
