import BorderLogCalendar
import BorderLogLocations
import BorderLogModel
import BorderLogSampleMedia
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// The import stages in process, on a store file, as the command line and the server call them.
@Suite struct ImportStageTests {
    let folder = TemporaryDirectory()

    @Test func calendarStageStoresBothEndsOfEveryFlightAndSkipsTheUnchangedFileOnRerun() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext()
        let options = CalendarImportOptions(paths: [samplesPath("calendar")])
        let first = try Stages.importCalendar(options, into: store, context: context)
        #expect(first.files == 1 && first.flights == 20 && first.added == 40 && first.rejected == 0)
        #expect(observer.issues.isEmpty)
        let calendar = try store.signals(kind: .calendar)
        #expect(calendar.count == 40)
        #expect(calendar.allSatisfy { $0.signal.flight != nil && $0.source.hasSuffix("/samples/calendar/flights.ics") })
        #expect(Set(calendar.compactMap { $0.signal.flight?.role }) == [.departure, .arrival])

        let again = try Stages.importCalendar(options, into: store, context: context)
        #expect(again.unchanged == 1 && again.added == 0 && again.flights == 0)
        #expect(try store.runs(limit: 2).map(\.stage) == ["calendar", "calendar"])
    }

    @Test func calendarDryRunReturnsTheFlightsAndWritesNothing() throws {
        let (context, _) = collectingContext()
        let summary = try Stages.importCalendar(CalendarImportOptions(paths: [samplesPath("calendar/flights.ics")]), into: nil, context: context)
        #expect(summary.dryRun && summary.found.count == 20)
        #expect(summary.found.first.map { "\($0.flight.from.label)-\($0.flight.to.label)" } == "LHR-LIS")
    }

    @Test func aBrokenCalendarIsReportedAndTheGoodOneBesideItIsImported() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let broken = folder.write("cal/broken.ics", "BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:LHR → JFK\n")
        try FileManager.default.copyItem(atPath: samplesPath("calendar/flights.ics"), toPath: folder.path("cal/flights.ics"))
        let (context, observer) = collectingContext()
        let summary = try Stages.importCalendar(CalendarImportOptions(paths: [folder.path("cal")]), into: store, context: context)
        #expect(summary.rejected == 1 && summary.added == 40)
        #expect(observer.issues.map(\.path) == [broken])
    }

    @Test func boardingPassBarcodesBesideACalendarAreImportedAndBadLinesReported() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let passes = folder.write("cal/passes.bcbp", "M1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 100\nM1DOE/JANE\n")
        try FileManager.default.copyItem(atPath: samplesPath("calendar/flights.ics"), toPath: folder.path("cal/flights.ics"))
        _ = folder.write("cal/notes.txt", "not read: a folder's .txt files are not calendars")
        let (context, observer) = collectingContext()
        let summary = try Stages.importCalendar(CalendarImportOptions(paths: [folder.path("cal")]), into: store, context: context)
        #expect(summary.files == 2 && summary.flights == 21 && summary.added == 42 && summary.rejected == 1)
        #expect(observer.issues.map(\.description) == ["\(passes): line 2: truncated boarding pass: ends at character 10 inside the passenger name (characters 3–22)"])
        let pass = try store.signals(kind: .calendar).filter { $0.source == passes }
        #expect(pass.map { $0.signal.flight?.flight } == ["TP1350", "TP1350"])

        // A text file of barcodes given directly is read whatever its name.
        let direct = folder.write("scan.txt", "M1DOE/JANE            EABC123 LHRLISTP 1351 065Y012A0001 100\n")
        let again = try Stages.importCalendar(CalendarImportOptions(paths: [direct]), into: nil, context: context)
        #expect(again.found.map { "\($0.flight.from.label)-\($0.flight.to.label)" } == ["LHR-LIS"])
    }

    @Test func walletPassesInAFolderAreImportedAndAnOversizedOneIsRefused() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let barcode = "M1DOE/JANE            EABC123 LISLHRTP 1350 061Y012A0001 100"
        let pass = folder.write("wallet/tp1350.pkpass", bytes: [UInt8](try WalletPass.archive(json: WalletPass.boardingPassJSON(barcode: barcode))))
        let huge = folder.write("wallet/huge.pkpass", "")
        #expect(truncate(huge, 11 << 20) == 0)
        let (context, observer) = collectingContext()
        let summary = try Stages.importCalendar(CalendarImportOptions(paths: [folder.path("wallet")]), into: store, context: context)
        #expect(summary.files == 2 && summary.flights == 1 && summary.added == 2 && summary.rejected == 1)
        #expect(observer.issues.map(\.path) == [huge] && observer.issues.first?.message.contains("limit 10 MB") == true)
        let signals = try store.signals(kind: .calendar)
        #expect(signals.allSatisfy { $0.source == pass } && signals.map(\.signal.day) == [day("2024-03-01"), day("2024-03-01")])
    }

    @Test func oversizedCalendarsAndStaysFilesAreRefusedUnread() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let calendar = folder.write("huge.ics", "BEGIN:VCALENDAR\n")
        let stays = folder.write("huge.csv", "country,entry,exit,note\n")
        // One limit for a calendar, the reader's own: a larger file is refused before it is read into memory.
        #expect(truncate(calendar, off_t(CalendarDocument.maximumSize) + (1 << 20)) == 0 && truncate(stays, 17 << 20) == 0)
        let (context, observer) = collectingContext()
        let summary = try Stages.importCalendar(CalendarImportOptions(paths: [calendar]), into: store, context: context)
        #expect(summary.rejected == 1 && observer.issues.first?.message.contains("limit \(CalendarDocument.maximumSize >> 20) MB") == true)
        let staysSummary = try Stages.importStays(StaysImportOptions(files: [stays]), into: store, context: context)
        #expect(staysSummary.rejectedFiles == 1 && staysSummary.files[0].issues.first?.message.contains("limit 16 MB") == true)
    }

    @Test func photoStageCountsEachPhotoOnceAndReportsBadFilesThroughTheObserver() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let jpeg = SampleMedia.jpeg(.lisbon)
        folder.write("lib/IMG_1.jpg", bytes: jpeg)
        folder.write("lib/copy/IMG_1.jpg", bytes: jpeg)
        folder.write("lib/zero.jpg", bytes: SampleMedia.jpeg(SamplePhotoMetadata(latitude: 0, longitude: 0, dateTimeOriginal: "2026:01:02 12:00:00")))
        let broken = folder.write("lib/broken.jpg", bytes: Array("not a photo".utf8))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let options = PhotoImportOptions(roots: [folder.path("lib")])
        let summary = try Stages.importPhotos(options, into: store, context: context)
        #expect(summary.seen == 4 && summary.withGPS == 2 && summary.withoutGPS == 1 && summary.rejected == 1)
        #expect(summary.duplicates == 1 && summary.placesDropped == 1 && summary.added == 2)
        #expect(observer.issues.filter { $0.severity == .error }.map(\.path) == [broken])
        #expect(observer.issues.contains { $0.severity == .warning && $0.message.contains("GPS 0,0") })

        let again = try Stages.importPhotos(options, into: store, context: context)
        #expect(again.unchanged == 3 && again.added == 0)
    }

    @Test func locationDryRunReadsWithoutAStoreAndAMissingFileIsRejected() throws {
        let track = folder.write("track.gpx", Self.gpx(minutes: 0..<30))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let options = LocationImportOptions(paths: [track, folder.path("missing.gpx")])
        let summary = try Stages.importLocations(options, into: nil, context: context)
        #expect(summary.files.map(\.outcome) == [.rejected, .imported])
        // Without a geo index every point is kept (thinning needs countries).
        #expect(summary.files[1].points == 30 && summary.files[1].kept == 30)
        #expect(summary.rejected == 1)
        #expect(observer.issues.map(\.path) == [folder.path("missing.gpx")])
    }

    @Test func aFolderOfWatchGliderAndReceiverTracksImportsThroughTheLocationStage() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        var fit = FITFileBuilder()
        fit.define(local: 0, global: FITFileBuilder.record, fields: [.timestamp, .positionLat, .positionLong, .enhancedAltitude])
        for second in 0..<3 {
            let time = FITFileBuilder.time(Date(timeIntervalSince1970: 1_719_828_000 + Double(second * 60)))
            fit.message(local: 0, [time, FITFileBuilder.semicircles(46.2 + Double(second) / 1000), FITFileBuilder.semicircles(6.14), 2_375 * 5])
        }
        let tracks = folder.path("tracks")
        folder.write("tracks/watch/Morning_Ride.fit", bytes: fit.file())
        folder.write("tracks/flight.igc", ["AXCT001", "HFDTE020724", TrackLogSamples.igcFix(time: "120000", latitude: 45.9, longitude: 6.13, gnss: 1_700)].joined(separator: "\n"))
        let receiver = folder.write("tracks/receiver.log", [
            TrackLogSamples.rmc(time: "080000", date: "030724", latitude: 47.37, longitude: 8.54),
            "$GPRMC,080001,A,4722.200,N,00832.400,E,0.0,0.0,030724,,,A*00",
        ].joined(separator: "\n"))
        folder.write("tracks/notes.txt", "packing list: boots, wing, harness")
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let options = LocationImportOptions(paths: [tracks], thinning: LocationThinning(keepAll: true))
        let summary = try Stages.importLocations(options, into: store, context: context)
        let byFormat = Dictionary(uniqueKeysWithValues: summary.files.compactMap { file in file.format.map { ($0, file) } })
        #expect(byFormat["fit"]?.added == 3 && byFormat["igc"]?.added == 1 && byFormat["nmea"]?.added == 1)
        #expect(summary.files.first { $0.path.hasSuffix("notes.txt") }?.outcome == .skipped)
        #expect(summary.rejected == 1)
        let errors = observer.issues.filter { $0.severity == .error }
        #expect(errors.map(\.description) == ["\(receiver):2: RMC: checksum *00 does not match the sentence (*77): garbled in transfer; skipped"])
        let days = try store.signals(kind: .location).map { "\($0.signal.day)" }
        #expect(days.sorted() == ["2024-07-01", "2024-07-01", "2024-07-01", "2024-07-02", "2024-07-03"])

        let again = try Stages.importLocations(options, into: store, context: context)
        #expect(again.unchangedFiles == 3 && again.files.allSatisfy { $0.outcome == .skipped })
    }

    static func gpx(minutes: Range<Int>, day: String = "2024-07-01") -> String {
        let points = minutes.map { m in
            String(format: "<trkpt lat=\"51.5%04d\" lon=\"-0.12\"><time>\(day)T%02d:%02d:00Z</time></trkpt>", m % 10_000, m / 60 % 24, m % 60)
        }
        return "<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><trkseg>\(points.joined())</trkseg></trk></gpx>"
    }
}
