import BorderLogModel
import BorderLogSampleMedia
import BorderLogSettings
import BorderLogStages
import BorderLogStore
import BorderLogTestSupport
import Foundation
import Testing

/// `borderlog photos` on a Google Photos Takeout folder (`SampleTakeout`), through the stage as the command line
/// calls it.
@Suite struct TakeoutImportStageTests {
    let folder = TemporaryDirectory()

    var root: String { folder.path("takeout") }

    func options() throws -> PhotoImportOptions {
        try SampleTakeout.write(to: root)
        return PhotoImportOptions(roots: [root])
    }

    @Test func sidecarsFillPlacesAndTimesAndConflictsAreLocatedWarnings() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let options = try options()
        let summary = try Stages.importPhotos(options, into: store, context: context)

        // 16 photos and videos; JSON files are not media. The edited copy, duplicate and Live Photo video read the
        // same sidecar as their originals, so 15 reads succeed; one sidecar is broken.
        #expect(summary.seen == 16 && summary.rejected == 0 && summary.added == 16)
        #expect(summary.withGPS == 15 && summary.withoutGPS == 1)
        #expect(summary.sidecars == 15 && summary.brokenSidecars == 1 && summary.sidecarConflicts == 2 && summary.filledFromSidecar == 14)
        #expect(summary.line.contains("15 Takeout sidecars read (14 filled a place or time, 2 disagreed with EXIF), 1 unreadable sidecars"))

        let warnings = observer.issues.filter { $0.severity == .warning }.map(\.description).sorted()
        #expect(observer.issues.allSatisfy { $0.severity == .warning })
        #expect(warnings.count == 3)
        #expect(warnings[0].hasPrefix("\(root)/\(SampleTakeout.broken): warning: sidecar IMG_0010.jpg.json: JSON syntax error"))
        #expect(warnings[1].hasPrefix("\(root)/\(SampleTakeout.placeConflict): warning: sidecar IMG_0011.jpg.json disagrees with EXIF: GPS 35.67620,139.65030"))
        #expect(warnings[2].hasPrefix("\(root)/\(SampleTakeout.timeConflict): warning: sidecar IMG_0012.jpg.json disagrees with EXIF: photoTakenTime"))

        let stored = try store.signals(kind: .photo)
        let byPath = Dictionary(uniqueKeysWithValues: stored.map { ($0.source, $0.signal) })
        for (path, place) in SampleTakeout.sidecarPlaces {
            #expect(byPath["\(root)/\(path)"]?.coordinate == Coordinate(latitude: place.latitude, longitude: place.longitude), "\(path)")
        }
        // The file's own position (EXIF rationals: within a millionth of a degree).
        let kept = try #require(byPath["\(root)/\(SampleTakeout.placeConflict)"]?.coordinate)
        #expect(abs(kept.latitude - 48.8584) < 1e-6 && abs(kept.longitude - 2.2945) < 1e-6)
        #expect(byPath["\(root)/\(SampleTakeout.undated)"]?.day == day("2024-06-02"))
        // Album metadata is not a photo, not a sidecar and not a problem.
        #expect(!observer.issues.contains { $0.path.hasSuffix(".json") || $0.message.contains("metadata.json") })

        let again = try Stages.importPhotos(options, into: store, context: context)
        #expect(again.unchanged == 16 && again.added == 0 && again.sidecars == 0)
    }

    @Test func explainSaysWhereABorrowedPlaceCameFrom() throws {
        let store = try Store(path: folder.path("store.sqlite"))
        let (context, _) = collectingContext(geo: folder.noGeoIndex)
        _ = try Stages.importPhotos(try options(), into: store, context: context)
        _ = try Stages.infer(InferOptions(to: day("2024-06-30"), rules: try RuleBook.bundled()), in: store, context: context)

        let (paris, _) = try Stages.explain(day("2024-06-01"), in: store)
        #expect(paris.evidence.map(\.note) == ["GPS from Google Photos sidecar"])
        let (rome, _) = try Stages.explain(day("2024-06-02"), in: store)
        #expect(rome.evidence.map(\.note) == ["GPS and time from Google Photos sidecar"])
        let (conflict, _) = try Stages.explain(day("2024-06-11"), in: store)
        #expect(conflict.evidence.map(\.note) == [nil])
    }

    @Test func dryRunListsEachPhotoWithItsSourcesAndWritesNothing() throws {
        let (context, observer) = collectingContext(geo: folder.noGeoIndex)
        let summary = try Stages.importPhotos(try options(), into: nil, context: context)
        #expect(summary.dryRun && summary.found.count == 16 && summary.added == 0)
        #expect(summary.line.hasSuffix("(dry run: store not touched)"))
        #expect(observer.issues.count == 3)

        let lines = Dictionary(uniqueKeysWithValues: summary.found.map { (String($0.signal.fields.source.dropFirst(root.count + 1)), $0) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let rome = try #require(lines[SampleTakeout.undated])
        #expect(String(decoding: try encoder.encode(rome), as: UTF8.self) == #"""
            {"accuracy":null,"country":null,"dateSource":"takeout","day":"2024-06-02","kind":"photo","lat":41.9028,"local":null,"lon":12.4964,"nearbyRegion":null,"placeSource":"takeout","region":null,"source":"\#(rome.signal.fields.source)","timezone":null,"utc":"2024-06-02T10:00:00Z"}
            """#)
        #expect(lines[SampleTakeout.placeConflict]?.placeSource == "file")
        let broken = try #require(lines[SampleTakeout.broken])
        #expect(broken.placeSource == nil && broken.dateSource == "original")
        let video = try #require(lines["\(SampleTakeout.yearFolder)/IMG_0009.MP4"])
        #expect(video.placeSource == "takeout" && video.dateSource == "video")
    }
}
