import BorderLogFiles
import BorderLogFlights
import BorderLogGeo
import BorderLogModel
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
        public var flight: Flight
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
        return try FlightsImport(mapper: mapper, imports: ImportRun(store: store, context: context)).run(options.paths)
    }
}

extension FlightsImportSummary: ImportSummary, StoredSignalCounts {
    static let kind = ImportKind(stage: .flightsImport, selection: .logbooks, format: .logbook)

    /// The paths the scan could not read count among the logbook's files, as rejected ones.
    mutating func count(_ walk: FileScan.Walk) {
        rejected += walk.issues.count
        files = walk.entries.count + walk.unchanged + walk.issues.count
        unchanged = walk.unchanged
    }
}

private struct FlightsImport {
    let mapper: LogbookFlights
    let imports: ImportRun<FlightsImportSummary>
    var context: StageContext { imports.context }

    func run(_ paths: [String]) throws -> FlightsImportSummary {
        try imports.run(arguments: paths) { summary in
            for file in try imports.scan(paths, into: &summary).entries {
                guard let (stream, hash) = open(file, into: &summary) else { continue }
                if let store = imports.store {
                    let source = SourceRecord(path: file.path, format: .logbook, size: file.size, mtime: file.mtime, contentHash: hash)
                    try write(stream, source, to: store, into: &summary)
                } else {
                    map(stream, file, into: &summary)
                }
            }
        }
    }

    /// A dry run's logbook: read and mapped whole, its flights kept in the summary.
    private func map(_ stream: LogbookStream, _ file: FileScan.Entry, into summary: inout FlightsImportSummary) {
        var stream = stream
        let contents = stream.rest()
        let (flights, refused) = mapper.flights(contents)
        report(contents, refused: refused, path: file.path, into: &summary)
        summary.flights += flights.count
        // A flight another logbook of the run already gave is one line, as it is one stored flight.
        var known = Set(summary.found.map(\.flight.departureSignal.identity))
        for flight in flights where known.insert(flight.departureSignal.identity).inserted {
            summary.found.append(.init(flight: flight, source: file.path, format: contents.format))
        }
    }

    /// A logbook's signals written as its rows are read and mapped on a second thread, a slice at a time, while the
    /// store writes the slices before.
    private func write(_ stream: LogbookStream, _ source: SourceRecord, to store: Store, into summary: inout FlightsImportSummary) throws {
        let worker = LogbookSignalWorker(stream, LogbookFlights.Mapping(mapper, format: stream.format))
        do {
            summary.stored(try store.importSignals(source: source, chunks: worker.next))
        } catch {
            worker.cancel()
            throw error
        }
        let (read, flights, refused) = worker.finish()
        report(read, refused: refused, path: source.path, into: &summary)
        summary.flights += flights
    }

    /// Reports the rows of a logbook left out and refused (by the reader, or for their airports), and counts them.
    private func report(
        _ read: LogbookContents, refused: [(line: Int, reason: String)], path: String, into summary: inout FlightsImportSummary
    ) {
        for (line, reason) in (read.skipped + read.warnings).sorted(by: { $0.line < $1.line }) {
            context.observer.report(InputIssue(.warning, path: path, line: line, message: reason))
        }
        for (line, reason) in read.rejected + refused { context.observer.report(InputIssue(path: path, line: line, message: reason)) }
        summary.skipped += read.skipped.count
        summary.rejected += read.rejected.count + refused.count
    }

    /// One logbook, its format found (and a file read whole read), and its hash; nil after reporting why the whole
    /// file was refused.
    private func open(_ file: FileScan.Entry, into summary: inout FlightsImportSummary) -> (LogbookStream, String)? {
        func refuse(_ reason: String) -> (LogbookStream, String)? {
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
        let stream: LogbookStream
        do { stream = try LogbookStream(data) } catch { return refuse(error.description) }
        var fingerprint = Fingerprint()
        data.withUnsafeBytes { fingerprint.combine($0) }
        return (stream, fingerprint.hex)
    }
}

/// A logbook's rows read, and their flights made signals, on a thread of its own, a slice at a time, for the store to
/// write as they come: reading and mapping keep one core busy and writing the other, so with two cores they overlap.
/// The queue between them holds two slices, so memory stays bounded.
private final class LogbookSignalWorker: @unchecked Sendable {
    /// Rows a slice.
    static let slice = 4_096

    private var stream: LogbookStream
    private var mapping: LogbookFlights.Mapping
    private let chunks = BoundedQueue<SignalRows>(depth: 2)
    private let ended = DispatchSemaphore(value: 0)
    /// Written by the worker's thread, read after it ended: the rows skipped and refused, the flights mapped and those
    /// refused for their airports.
    private var read: LogbookContents
    private var flights = 0
    private var refused: [(line: Int, reason: String)] = []

    init(_ stream: LogbookStream, _ mapping: LogbookFlights.Mapping) {
        self.stream = stream
        self.mapping = mapping
        read = LogbookContents(format: stream.format)
        Thread { [self] in
            work()
            ended.signal()
        }.start()
    }

    private func work() {
        defer { chunks.close() }
        while let slice = stream.next(rows: Self.slice) {
            read.skipped += slice.skipped
            read.warnings += slice.warnings
            read.rejected += slice.rejected
            let (made, unknown) = mapping.flights(slice.flights[...])
            flights += made.count
            refused += unknown
            // Written out here, and the flights let go of here: the writing thread only binds.
            var rows = SignalRows()
            rows.reserveCapacity(2 * made.count)
            for flight in made {
                rows.append(flight.departureSignal)
                rows.append(flight.arrivalSignal)
            }
            guard chunks.put(rows) else { return }
        }
    }

    /// The next slice's signals, waiting for it; nil after the last.
    func next() -> SignalRows? {
        chunks.take()
    }

    /// Waits for the thread to end: the rows it skipped and refused (`read`, without flights), the flights it mapped,
    /// and those it refused for their airports, by line.
    func finish() -> (read: LogbookContents, flights: Int, refused: [(line: Int, reason: String)]) {
        ended.wait()
        return (read, flights, refused)
    }

    /// The store stopped taking slices: the thread drops the rest and ends.
    func cancel() {
        chunks.cancel()
        ended.wait()
    }
}
