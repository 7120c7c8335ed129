import ArgumentParser
import BorderLogCore
import BorderLogEvidence
import BorderLogGeo
import BorderLogStore
import Foundation
import Logging

/// `borderlog locations` / `borderlog-locations`: location history exports into the store.
public struct LocationsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "locations",
        abstract: "Import location history exports (Google Takeout, phone Timeline, GPX, KML/KMZ, GeoJSON, OwnTracks, CSV).",
        discussion: """
            Formats are recognised by content, not by file name: Google Takeout Records.json and Semantic Location \
            History, the Android and iOS Timeline exports, GPX, KML and KMZ, GeoJSON (incl. Overland), OwnTracks .rec, \
            CSV with latitude/longitude/time headers, and a Takeout .zip read directly. Files stream in constant memory \
            whatever their size. Folders are searched recursively; files in them that are not location exports are skipped.

            Each point's day is the local date at its coordinate. Thinning keeps evidence, not traces: the first and \
            last point of every local day, and between them a point when --thin-minutes have passed or it moved \
            --thin-metres; points less accurate than --poor-accuracy metres only when nothing better exists. \
            --keep-all keeps every point. Points without a time (waypoints, routes) are counted, never stored.

            Re-importing adds nothing: a file unchanged since its last import (same size and modification time) is not \
            read again, and a point already stored from any file counts once. Every rejected record is listed on stderr \
            as file:line or file: record: reason; exit status 2 when any record or file was rejected.
            """)

    @OptionGroup var global: GlobalOptions

    @Option(name: .customLong("format"), help: "Read every file as this format instead of recognising it. One of: \(LocationFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var inputFormat: LocationFormat?

    @Flag(help: "Keep every timestamped point (no thinning).")
    var keepAll = false

    @Option(help: "Thinning: keep a point when this many minutes passed since the last kept one (default: 5).")
    var thinMinutes: Double = 5

    @Option(help: "Thinning: keep a point that lies this many metres from the last kept one (default: 1000).")
    var thinMetres: Double = 1_000

    @Option(help: "Thinning: points less accurate than this many metres are kept only when nothing better exists (default: 1000).")
    var poorAccuracy: Double = 1_000

    @Option(help: "Geo index file. Default: $BORDERLOG_GEO_INDEX, else the data directory's geo.idx. Without one, days use the export's own offset or UTC until `borderlog resolve`.")
    var index: String?

    @Flag(help: "Read and count without writing to the store; prints one JSON line per file (points, timestamped, first/last UTC).")
    var dryRun = false

    @Flag(help: "Never show the progress bar (it is shown only when stderr is a terminal).")
    var noProgress = false

    @Argument(help: "Export files, zip archives or folders.")
    var paths: [String] = []

    public init() {}

    public func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one location export file or folder.") }
        if thinMinutes < 0 || thinMetres < 0 || poorAccuracy <= 0 { throw ValidationError("Thinning values must be positive.") }
    }

    public mutating func run() throws {
        let thinning = LocationThinning(interval: thinMinutes * 60, distance: thinMetres, poorAccuracy: poorAccuracy, keepAll: keepAll)
        let logger = global.logger
        let geo = loadIndex(logger: logger)
        let progress = !noProgress && isatty(STDERR_FILENO) == 1
        let reader = LocationFileReader(format: inputFormat)
        let paths = paths
        if dryRun {
            let summary = try LocationImport(store: nil, reader: reader, thinning: thinning, index: geo, progress: progress, logger: logger).run(paths)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            for file in summary.files { Console.out(String(decoding: try encoder.encode(file), as: UTF8.self)) }
            Console.err(summary.line)
            if summary.rejected > 0 { throw ExitCode(2) }
            return
        }
        let (store, lock) = try global.openForWriting(stage: "locations")
        defer { withExtendedLifetime(lock) {} }
        let importer = LocationImport(store: store, reader: reader, thinning: thinning, index: geo, progress: progress, logger: logger)
        let summary: LocationImport.Summary = try store.recordRun(stage: "locations", arguments: paths) {
            let summary = try importer.run(paths)
            return (summary, summary.runCounts, summary.line)
        }
        Console.err(summary.line)
        if summary.rejected > 0 { throw ExitCode(2) }
    }

    private func loadIndex(logger: Logger) -> GeoIndex? {
        let path = index ?? GeoIndex.defaultPath()
        guard FileManager.default.fileExists(atPath: path) else {
            logger.info("locations: no geo index at \(path); days use the export's offset or UTC until `borderlog resolve`")
            return nil
        }
        do {
            return try GeoIndex.load(path: path)
        } catch {
            logger.warning("locations: geo index not usable (\(error)); days use the export's offset or UTC until `borderlog resolve`")
            return nil
        }
    }
}

extension LocationFormat: ExpressibleByArgument {}
