import BorderLogFiles
import BorderLogLocations
import BorderLogModel
@testable import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Logging
import Synchronization
import Testing

/// A folder of many location files, read on several threads and written in scan order, shows and stores exactly what
/// reading the files one after another does: the reference import streams every file on its own
/// (`smallFileLimit` 0), as the import did before small files were read in parallel.
@Suite struct ManyLocationFilesTests {
    let folder = TemporaryDirectory()

    /// Small files read in parallel (every one, or those under 24 KB beside streamed larger ones), with default
    /// thinning and with every point kept (several transactions of small files).
    @Test(arguments: [LocationImport.smallFileLimit, 24_000], [LocationThinning(), .keepEverything])
    func aFolderOfManyFilesImportsAsFileByFile(smallFileLimit: Int64, thinning: LocationThinning) throws {
        let paths = writeExports()
        var parallel = options(paths, thinning: thinning)
        parallel.smallFileLimit = smallFileLimit
        let (oneByOne, inParallel) = (try Imported(options(paths, thinning: thinning).streamingEveryFile, in: folder.path("a.sqlite"), geo: folder.noGeoIndex),
                                      try Imported(parallel, in: folder.path("b.sqlite"), geo: folder.noGeoIndex))
        #expect(oneByOne.summary.files.count == 51 && oneByOne.issues.count == 10)
        #expect(oneByOne.summary.line.contains("49 files (0 unchanged, 2 rejected), 2 other files skipped"))
        #expect(oneByOne.summary.line.hasSuffix("6 records rejected"))
        #expect(inParallel.summary.line == oneByOne.summary.line)
        #expect(try inParallel.lines == oneByOne.lines)
        #expect(inParallel.issues == oneByOne.issues)
        #expect(inParallel.log == oneByOne.log)
        #expect(try inParallel.store.signalLines() == oneByOne.store.signalLines())
        #expect(try sources(inParallel.store) == sources(oneByOne.store))
        #expect(try inParallel.store.runs(limit: 1).map(\.counts) == oneByOne.store.runs(limit: 1).map(\.counts))
        // The files overlap (each day's file repeats the evening before), so what counts as already stored
        // depends on the order the files are written in.
        #expect(oneByOne.summary.files.contains { $0.alreadyStored > 0 && $0.added > 0 })

        // A rerun reads only what was refused (never recorded), and says every other file is unchanged.
        let again = try Imported(parallel, in: folder.path("b.sqlite"), geo: folder.noGeoIndex)
        let imported = oneByOne.summary.files.filter { $0.outcome == .imported }.count
        #expect(again.summary.unchangedFiles == imported)
        #expect(again.summary.files.allSatisfy { $0.outcome == .skipped || $0.outcome == .rejected })
        #expect(again.summary.line == (try Imported(options(paths, thinning: thinning).streamingEveryFile, in: folder.path("a.sqlite"), geo: folder.noGeoIndex)).summary.line)
        #expect(try again.store.signalLines() == oneByOne.store.signalLines())
    }

    /// `--dry-run`: the same JSON line per file, in the same order, and the same summary, without a store.
    @Test func aDryRunOfManyFilesPrintsWhatReadingThemOneByOnePrints() throws {
        let paths = writeExports()
        let oneByOne = try Imported(options(paths).streamingEveryFile, in: nil, geo: folder.noGeoIndex)
        let inParallel = try Imported(options(paths), in: nil, geo: folder.noGeoIndex)
        #expect(try inParallel.lines == oneByOne.lines)
        #expect(inParallel.summary.line == oneByOne.summary.line)
        #expect(inParallel.issues == oneByOne.issues)
        #expect(oneByOne.summary.files.contains { $0.kept > 0 } && oneByOne.summary.files.allSatisfy { $0.added == 0 })
    }

    /// Each file imported on its own, in scan order, into one store: the same signals and source rows as the folder
    /// imported at once.
    @Test func aFolderImportsLikeItsFilesImportedOneAtATime() throws {
        let paths = writeExports()
        let atOnce = try Imported(options(paths), in: folder.path("folder.sqlite"), geo: folder.noGeoIndex)
        for file in FileScan.walk(paths, selecting: .everything).entries {
            _ = try Imported(options([file.path]), in: folder.path("files.sqlite"), geo: folder.noGeoIndex)
        }
        let store = try Store(path: folder.path("files.sqlite"))
        #expect(try store.signalLines() == atOnce.store.signalLines())
        // Files named one by one are named directly, so the folder's other files are rejected instead of skipped.
        let recorded = atOnce.summary.files.filter { $0.outcome == .imported }.map(\.path)
        #expect(try sources(store).filter { recorded.contains($0.path) } == sources(atOnce.store))
    }

    // MARK: - Fixtures

    func options(_ paths: [String], thinning: LocationThinning = LocationThinning()) -> LocationImportOptions {
        var options = LocationImportOptions(paths: paths, thinning: thinning)
        options.readingThreads = 4
        return options
    }

    /// A Takeout-like folder: 36 daily GPX tracks of different lengths (each repeating the evening before), six months
    /// of Semantic Location History, a Records.json with bad records, a copy of one track, broken and truncated
    /// files, an empty file and one that is no location export; plus a file named directly that is none and a path
    /// that does not exist: 51 results.
    func writeExports() -> [String] {
        for day in 1...36 {
            folder.write(String(format: "exports/Tracks/day-%02d.gpx", day), Self.track(day: day))
        }
        for month in 1...6 {
            folder.write("exports/Semantic Location History/2024/2024_\(month).json", Self.semantic(month: month))
        }
        folder.write("exports/Records.json", SampleExports.googleRecords)
        folder.write("exports/backup/day-05 copy.gpx", Self.track(day: 5))
        folder.write("exports/broken/cut.gpx", String(Self.track(day: 40).prefix(3_000)))
        folder.write("exports/broken/cut.json", String(Self.semantic(month: 7).prefix(900)))
        folder.write("exports/broken/bad-times.gpx", Self.track(day: 41).replacingOccurrences(of: "T06:1", with: "T99:1"))
        folder.write("exports/broken/empty.gpx", "")
        folder.write("exports/notes.txt", "packing list: boots, charger, passport")
        let named = folder.write("README.md", "# my exports\n")
        return [folder.path("exports"), named, folder.path("missing.gpx")]
    }

    /// Points of a day's track: 100 to 500, so the files are 10 to 50 KB.
    static func points(day: Int) -> Int { 100 + day * 37 % 400 }

    /// A day's track near Geneva, a point every 4 minutes from 06:00, after the previous day's last five points.
    static func track(day: Int) -> String {
        let start = 1_704_092_400 + (day - 1) * 86_400  // 2024-01-01T06:00:00Z
        let evening = (points(day: day - 1) - 5..<points(day: day - 1)).map { start - 86_400 + $0 * 240 }
        let trackpoints = (evening + (0..<points(day: day)).map { start + $0 * 240 }).map { time in
            let t = RFC3339.utc(Date(timeIntervalSince1970: Double(time)))
            return "<trkpt lat=\"\(46.2 + Double(time / 240 % 50) / 400)\" lon=\"\(6.1 + Double(time % 86_400) / 2_000_000)\"><ele>400</ele><time>\(t)</time></trkpt>"
        }
        return "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\"><trk><trkseg>\n\(trackpoints.joined(separator: "\n"))\n</trkseg></trk></gpx>\n"
    }

    /// A month of visits and journeys between Lisbon and Porto, in the Semantic Location History shape.
    static func semantic(month: Int) -> String {
        let objects = (1...28).map { day in
            let date = String(format: "2024-%02d-%02d", month, day)
            return """
                {"placeVisit": {"location": {"latitudeE7": \(387223000 + day * 1000), "longitudeE7": -91393000},
                 "duration": {"startTimestamp": "\(date)T09:00:00Z", "endTimestamp": "\(date)T12:00:00Z"}}},
                {"activitySegment": {"startLocation": {"latitudeE7": 387223000, "longitudeE7": -91393000},
                 "endLocation": {"latitudeE7": 411579000, "longitudeE7": -86291000},
                 "duration": {"startTimestamp": "\(date)T13:00:00Z", "endTimestamp": "\(date)T16:00:00Z"}, "activityType": "IN_TRAIN"}}
                """
        }
        return "{\"timelineObjects\": [\n\(objects.joined(separator: ",\n"))\n]}\n"
    }

    /// Each source row's path and stamp, in path order.
    func sources(_ store: Store) throws -> [Source] {
        let known = try store.knownSources(format: .location)
        return known.paths.sorted().map { Source(path: $0, stamp: known.stamp(path: $0)) }
    }

    struct Source: Equatable {
        var path: String
        var stamp: KnownFiles.Stamp?
    }
}

/// One import and everything it showed: the summary, the issues in the order reported, the log.
private struct Imported {
    let summary: LocationImportSummary
    let issues: [String]
    let log: [String]
    let storeValue: Store?

    init(_ options: LocationImportOptions, in path: String?, geo: GeoContext) throws {
        let observer = CollectingObserver()
        let log = LogLines()
        let context = StageContext(logger: Logger(label: "borderlog.tests") { _ in log }, observer: observer, geo: geo)
        storeValue = try path.map { try Store(path: $0) }
        summary = try Stages.importLocations(options, into: storeValue, context: context)
        issues = observer.issues.map(\.description)
        self.log = log.lines.withLock { $0 }
    }

    var store: Store { storeValue! }

    /// The `--dry-run` line of every file.
    var lines: [String] {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return try summary.files.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        }
    }
}

extension LocationImportOptions {
    /// Every file streamed on its own, one after another.
    var streamingEveryFile: LocationImportOptions {
        var options = self
        options.smallFileLimit = 0
        options.readingThreads = 1
        return options
    }
}

extension RunRecord {
    var counts: [Int] { [seen, added, unchanged, rejected] }
}
