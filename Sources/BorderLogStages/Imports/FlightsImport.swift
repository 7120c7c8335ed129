import BorderLogCalendar
import BorderLogCore
import BorderLogGeo
import BorderLogStore
import Foundation

/// What `importFlights` is asked to do.
public struct FlightsImportOptions: Sendable {
    /// Logbook files, or folders holding them.
    public var paths: [String]

    public init(paths: [String]) {
        self.paths = paths
    }
}

/// What a logbook import did (docs/evidence/logbooks.md).
public struct FlightsImportSummary: Sendable {
    /// A flight found, the logbook it came from and that logbook's format: also the `--dry-run` JSON line.
    public struct FoundFlight: Sendable {
        public var flight: CalendarFlight
        public var source: String
        public var format: LogbookFormat
    }

    public var files = 0, flights = 0, skipped = 0, added = 0, unchanged = 0, duplicates = 0, rejected = 0
    /// Every flight found, in file order, when the import was a dry run (nothing is stored then).
    public var found: [FoundFlight] = []
    public var dryRun = false

    var runCounts: Store.RunCounts {
        Store.RunCounts(seen: files, added: added, unchanged: unchanged + duplicates, rejected: rejected)
    }

    /// The one-line summary a person reads.
    public var line: String {
        let tail = dryRun ? " (dry run: store not touched)" : ", \(added) signals added, \(duplicates) signals already known"
        return "flights import: \(files) files (\(unchanged) unchanged), \(flights) flights, \(skipped) rows left out, \(rejected) rejected\(tail)"
    }
}

extension Stages {
    /// Flight logbooks: find the files, skip unchanged ones by `stat`, read the rest one by one and write each file's
    /// source row and signals in one transaction. Without a store (a dry run) the flights are returned and nothing is
    /// written. Needs the geo index's airport table (`context.geo`).
    public static func importFlights(_ options: FlightsImportOptions, into store: Store?, context: StageContext) throws -> FlightsImportSummary {
        let mapper = LogbookFlights(airports: AirportLookup(index: try context.geo.required()))
        func run() throws -> FlightsImportSummary {
            var summary = FlightsImportSummary()
            summary.dryRun = store == nil
            let walk = try FileScan.walk(options.paths, selecting: .logbooks) { try store?.knownSources(format: .logbook) ?? KnownFiles() }
            walk.issues.forEach(context.observer.report)
            summary.rejected += walk.issues.count
            summary.files = walk.entries.count + walk.unchanged + walk.issues.count
            summary.unchanged = walk.unchanged
            for file in walk.entries {
                guard let (contents, hash) = readLogbook(file, context: context, into: &summary) else { continue }
                let (flights, refused) = mapper.flights(contents)
                for (line, reason) in refused { context.observer.report(InputIssue(path: file.path, line: line, message: reason)) }
                summary.rejected += refused.count
                summary.flights += flights.count
                guard let store else {
                    summary.found += flights.map { .init(flight: $0, source: file.path, format: contents.format) }
                    continue
                }
                let source = SourceRecord(path: file.path, format: .logbook, size: file.size, mtime: file.mtime, contentHash: hash)
                let (added, duplicates) = try store.importSignals(batch: [(source, flights.flatMap(\.signals))])
                summary.added += added
                summary.duplicates += duplicates
            }
            return summary
        }
        guard let store else { return try run() }
        return try store.recordRun(stage: .flightsImport, arguments: options.paths) {
            let summary = try run()
            return (summary, summary.runCounts, summary.line)
        }
    }

    /// One logbook's contents and hash, its skipped and refused rows reported; nil after reporting why the whole file
    /// was refused.
    private static func readLogbook(
        _ file: FileScan.Entry, context: StageContext, into summary: inout FlightsImportSummary
    ) -> (LogbookContents, String)? {
        func refuse(_ reason: String) -> (LogbookContents, String)? {
            context.observer.report(InputIssue(path: file.path, message: reason))
            summary.rejected += 1
            return nil
        }
        guard file.size <= LogbookReader.maximumSize else {
            return refuse("\(file.size >> 20) MB is more than a logbook holds (limit \(LogbookReader.maximumSize >> 20) MB); not read")
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: file.path)) } catch {
            return refuse("unreadable: \((error as NSError).localizedDescription)")
        }
        let contents: LogbookContents
        do { contents = try LogbookReader.read(data) } catch { return refuse(error.description) }
        for (line, reason) in contents.skipped { context.observer.report(InputIssue(.warning, path: file.path, line: line, message: reason)) }
        for (line, reason) in contents.rejected { context.observer.report(InputIssue(path: file.path, line: line, message: reason)) }
        summary.skipped += contents.skipped.count
        summary.rejected += contents.rejected.count
        var fingerprint = Fingerprint()
        fingerprint.combine([UInt8](data))
        return (contents, fingerprint.hex)
    }
}
