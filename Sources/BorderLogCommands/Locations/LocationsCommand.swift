import ArgumentParser
import BorderLogLocations
import BorderLogModel
import BorderLogStages
import Foundation
import Logging

/// `borderlog locations` / `borderlog-locations`: location history exports into the store.
public struct LocationsCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "locations",
        abstract: "Import location history exports and tracks (Google Takeout, phone Timeline, GPX, TCX, KML/KMZ, GeoJSON, OwnTracks, CSV, FIT, IGC, NMEA, Polarsteps, Arc), gzipped or not.",
        discussion: """
            Formats are recognised by content, not by file name: Google Takeout Records.json and Semantic Location \
            History, the Android and iOS Timeline exports, GPX, KML and KMZ, GeoJSON (incl. Overland), OwnTracks .rec, \
            CSV with latitude/longitude/time headers, a Takeout .zip read directly, and tracks: FIT activity files from \
            watches and bike computers, IGC flight logs, NMEA 0183 receiver logs (RMC, GGA, Magellan PMGNTRK), and \
            travel apps' exports: Polarsteps trips (trip.json steps, locations.json) and Arc / LocoKit2 backups \
            (samples, timeline items; disabled or deleted ones give nothing). Any of them may be gzipped (.gz files, \
            .gz members of a zip such as Strava's bulk export); a gzip cut short is rejected with the points before \
            the cut kept. A .fit, \
            .igc or .nmea file too damaged to recognise is read as its name says, so the reason is shown. Files stream \
            in constant memory whatever their size. Folders are searched recursively; files in them that are not \
            location exports are skipped.

            Each point's day is the local date at its coordinate. Thinning keeps what the ledger reads, not the \
            trace: of every local day the first and last point, the points on both sides of every change of country, \
            time zone or flight, per country enough points to weigh as much as inference ever compares (and one away \
            from a border if there is one), and the most accurate point of every --thin-minutes. The ledger is the \
            same as from every point; only evidence counts are smaller. Without a geo index every point is kept. \
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

    @Option(help: "Thinning: besides the points the ledger needs, keep the most accurate point of every this many minutes.")
    var thinMinutes: Double = 20

    @OptionGroup var index: GeoIndexOptions

    @Flag(help: "Read and count without writing to the store; prints one JSON line per file (points, timestamped, first/last UTC).")
    var dryRun = false

    @OptionGroup var progress: ProgressOptions

    @Argument(help: "Export files, zip archives or folders.")
    var paths: [String] = []

    public init() {}

    public func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one location export file or folder.") }
        if !(thinMinutes > 0) { throw ValidationError("--thin-minutes must be a positive number of minutes.") }
    }

    public mutating func run() throws {
        let thinning = LocationThinning(sampleInterval: thinMinutes * 60, keepAll: keepAll)
        let options = LocationImportOptions(paths: paths, format: inputFormat, thinning: thinning)
        let (context, observer) = global.context(progress: progress.shown, geo: index.geo)
        let summary: LocationImportSummary
        if dryRun {
            summary = try Stages.importLocations(options, into: nil, context: context)
            for file in summary.files { try Console.jsonLine(file) }
        } else {
            summary = try global.importForEachPerson(.locations) { store, _ in
                try Stages.importLocations(options, into: store, context: context)
            }
        }
        observer.finish()
        Console.err(summary.line)
        if summary.rejected > 0 { throw ExitCode(2) }
    }
}

extension LocationFormat: ExpressibleByArgument {}
