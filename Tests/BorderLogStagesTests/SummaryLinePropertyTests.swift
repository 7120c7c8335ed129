import BorderLogLocations
import BorderLogModel
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// Every stage's summary line counts things: over random stores (a generated itinerary, signals with and without
/// coordinates or a country, imported twice), no count is negative and the parts each line lists add up to its whole.
struct SummaryLinePropertyTests {
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func everyStageLineCountsThingsAndItsPartsAddUp(seed: UInt64) throws {
        let folder = TemporaryDirectory()
        var random = SplitMix64(seed: seed)
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, _) = collectingContext()
        let start = Date(timeIntervalSince1970: 1_719_792_000 + Double(random.below(300)) * 86_400)
        let trip = GeneratedTrip(seed: seed, start: start, days: 10 + random.below(30))
        folder.write("Takeout/Records.json", trip.recordsJSON)
        // A second export that is not one: its file is rejected and counted apart.
        folder.write("Takeout/broken.gpx", "<gpx><trk><trkseg><trkpt lat=\"x\"")

        let options = LocationImportOptions(paths: [folder.path("Takeout")], thinning: LocationThinning(keepAll: random.chance(0.5)))
        for round in 0..<2 {
            let locations = try Stages.importLocations(options, into: store, context: context)
            expectCounts(locations.line)
            for file in locations.files {
                #expect(file.added + file.alreadyStored == file.kept, "\(file.path): \(locations.line)")
                #expect(file.kept <= file.timestamped && file.timestamped + file.untimed <= file.points, "\(locations.line)")
            }
            // Read again, both files are as they were: nothing is read or added.
            if round == 1 { #expect(locations.unchangedFiles == 2 && locations.files.allSatisfy { $0.added == 0 }, "\(locations.line)") }
        }

        // Photos: a random handful of the samples, an empty file and one that is no image, with a --since now and then.
        let photos = folder.path("photos")
        folder.write("photos/empty.jpg", "")
        folder.write("photos/notes.jpg", "not a photo")
        let samples = try FileManager.default.contentsOfDirectory(atPath: samplesPath("photos")).sorted().filter { _ in random.chance(0.6) }
        for name in samples { try FileManager.default.copyItem(atPath: samplesPath("photos/\(name)"), toPath: "\(photos)/\(name)") }
        let since = random.chance(0.5) ? LocalDay("2026-04-01") : nil
        for _ in 0..<2 {
            let imported = try Stages.importPhotos(PhotoImportOptions(roots: [photos], since: since), into: store, context: context)
            expectCounts(imported.line)
            #expect(imported.seen == imported.withGPS + imported.withoutGPS + imported.unchanged + imported.rejected + imported.beforeSince, "\(imported.line)")
        }

        try store.importSignals(randomSignals(&random, around: start), from: SourceRecord(path: "/random", format: .location, size: 1, mtime: 0, contentHash: "\(seed)"))
        let resolve = try Stages.resolve(ResolveOptions(all: random.chance(0.5)), in: store, context: context)
        expectCounts(resolve.line)
        #expect(resolve.signals == resolve.withCountry + resolve.atSeaOrUnknown + resolve.unplaced, "\(resolve.line)")
        #expect(resolve.nearBorder <= resolve.withCountry, "\(resolve.line)")

        let rules = try RuleBook.bundled()
        let today = LocalDay(instant: start, in: .gmt).adding(days: 60)
        let infer = InferSummary(try Stages.infer(InferOptions(rules: rules, today: today), in: store, context: context))
        expectCounts(infer.line)
        #expect(infer.days == infer.knownDays + infer.unknownDays && infer.unknownDays == infer.unknownRuns.reduce(0) { $0 + $1.days })

        var enabled = rules
        for index in enabled.eligibility.indices where random.chance(0.5) { enabled.eligibility[index].enabled = true }
        let review = try LedgerView(store: store, rules: enabled).reviewList(on: today)
        expectCounts(review.line)
        let inLedger = review.runs.filter { $0.reason != .noEvidence }
        #expect(review.dayCount == inLedger.reduce(0) { $0 + $1.days } + review.runs.filter { $0.reason == .noEvidence }.reduce(0) { $0 + $1.days })
        #expect(inLedger.reduce(0) { $0 + $1.days } <= infer.days)
    }

    /// Signals of every kind, with coordinates on land, at sea or none, and with a country or none.
    private func randomSignals(_ random: inout SplitMix64, around start: Date) -> [Signal] {
        (0..<(5 + random.below(40))).map { index in
            let day = LocalDay(instant: start.addingTimeInterval(Double(random.below(40)) * 86_400), in: .gmt)
            let utc = start.addingTimeInterval(Double(random.below(40 * 86_400)))
            switch random.below(4) {
            case 0:
                return Signal(kind: .location, identity: "sea-\(index)", utc: utc, day: day, coordinate: Coordinate(latitude: 40, longitude: -40))
            case 1:
                return Signal(kind: .photo, identity: "no-gps-\(index)", local: WallTime("\(day)T12:00:00"), day: day)
            case 2:
                return Signal(
                    kind: .booking, identity: "booking:lodging/\(index)@\(day):night:\(day)", local: WallTime("\(day)T22:00:00"), day: day,
                    country: ["PT", "FR", "US"].map(country)[random.below(3)])
            default:
                let place = GeneratedTrip.cities[random.below(GeneratedTrip.cities.count)]
                return Signal(kind: .location, identity: "land-\(index)", utc: utc, day: day, coordinate: Coordinate(latitude: place.latitude, longitude: place.longitude))
            }
        }
    }

    /// No number in `line` has a minus sign: a count is never negative.
    private func expectCounts(_ line: String) {
        #expect(line.range(of: #"(^|[\s(,])-\d"#, options: .regularExpression) == nil, "a negative count: \(line)")
    }
}
