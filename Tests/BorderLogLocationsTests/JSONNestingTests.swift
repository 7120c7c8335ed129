import BorderLogJSON
@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import Foundation
import Testing

/// JSON nested past `JSONEventParser.maximumDepth`: the file is refused with a reason instead of overflowing the
/// stack (a `[[[[…` 200,000 deep used to kill the import with SIGSEGV, and the files after it were never read).
@Suite struct JSONNestingTests {
    let folder = TemporaryDirectory()

    /// `depth` arrays, one inside the other.
    static func arrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    static let limit = JSONEventParser.maximumDepth

    @Test func arraysNested200000DeepAreRefusedNotFatal() {
        // No key a reader recognises: sniffed as GeoJSON, whose records are built as values.
        let read = LocationFixtures.read(Self.arrays(200_000), name: "Records.json", in: folder)
        #expect(read.error?.message.contains("nested deeper than \(Self.limit) levels") == true)
        #expect(read.points.isEmpty)
    }

    @Test func aDeepValueInsideARecordsFileIsRefused() {
        let text = #"{"locations": [{"latitudeE7": 515072220, "longitudeE7": -1275950, "timestamp": "2024-07-01T06:00:00Z", "activity": "#
            + Self.arrays(200_000) + "}]}"
        let read = LocationFixtures.read(text, name: "Records.json", in: folder)
        #expect(read.format == nil)
        #expect(read.error?.message.contains("nested deeper than \(Self.limit) levels near byte") == true)
    }

    @Test func aDeepGeometryInAFeatureCollectionIsRefused() {
        let text = #"{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": "#
            + Self.arrays(200_000) + "}}]}"
        let read = LocationFixtures.read(text, name: "track.geojson", in: folder)
        #expect(read.error?.message.contains("nested deeper than \(Self.limit) levels") == true)
    }

    @Test func nestingUpToTheLimitIsRead() {
        // The feature's own levels (object, features array, feature, properties) plus the value reach exactly the limit.
        let padding = Self.arrays(Self.limit - 4)
        let text = #"{"features": [{"type": "Feature", "geometry": {"type": "Point", "coordinates": [2.35, 48.85]}, "properties": {"time": "2024-06-15T10:00:00Z", "deep": "#
            + padding + "}}]}"
        let read = LocationFixtures.read(text, name: "edge.geojson", in: folder)
        #expect(read.error == nil)
        #expect(read.times == ["2024-06-15T10:00:00Z"])

        let over = text.replacingOccurrences(of: padding, with: Self.arrays(Self.limit - 3))
        #expect(LocationFixtures.read(over, name: "over.geojson", in: folder).error?.message.contains("nested deeper") == true)
    }

    @Test func theFileAfterADeepOneIsRead() {
        let deep = LocationFixtures.read(Self.arrays(200_000), name: "a.json", in: folder)
        let good = LocationFixtures.read(LocationFixtures.records, name: "b.json", in: folder)
        #expect(deep.error != nil)
        #expect(good.error == nil)
        #expect(good.points.count == 3)
    }

    @Test func aDeepOwnTracksPayloadRejectsOnlyItsLine() {
        let text = """
            2024-03-01T09:03:09Z\t*\t{"_type":"location","lat":52.52,"lon":13.40,"tst":1709283789}
            2024-03-01T09:04:09Z\t*\t{"_type":"location","deep":\(Self.arrays(10_000))}
            2024-03-01T09:05:09Z\t*\t{"_type":"location","lat":52.53,"lon":13.41,"tst":1709283909}

            """
        let read = LocationFixtures.read(text, name: "berlin.rec", in: folder)
        #expect(read.format == .owntracks)
        #expect(read.points.count == 2)
        #expect(read.errors.map(\.line) == [2])
        #expect(read.errors.first?.message.contains("nested deeper than \(Self.limit) levels") == true)
    }
}
