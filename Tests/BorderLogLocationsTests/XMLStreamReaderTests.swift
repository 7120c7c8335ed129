@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import BorderLogXML
import Foundation
import Testing

/// Malformed and hostile XML: each file is reported with a reason and never stops the import of
/// what came before the break.
@Suite struct XMLStreamReaderTests {
    let folder = TemporaryDirectory()

    static let point = #"<wpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></wpt>"#

    @Test func aDoctypeIsRefusedEvenWithoutEntities() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx>
            <gpx version="1.1">\(Self.point)</gpx>
            """
        let read = LocationFixtures.read(text, name: "doctype.gpx", in: folder)
        #expect(read.points.isEmpty)
        #expect(read.errors.count == 1)
        #expect(read.errors[0].line == 2)
        #expect(read.errors[0].message.contains("DOCTYPE"))
    }

    @Test func anUndeclaredEntityIsMalformed() {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1">\(Self.point)<wpt lat="1" lon="2"><name>&secret;</name></wpt></gpx>
            """
        let read = LocationFixtures.read(text, name: "entity.gpx", in: folder)
        #expect(read.points.count == 1)
        #expect(read.errors.count == 1)
        #expect(read.errors[0].message.contains("malformed XML"))
        #expect(read.errors[0].message.contains("secret"))
    }

    @Test func anUnclosedTagIsReportedAtItsLineAfterThePointsBeforeIt() {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt>
            <trkpt lat="1" lon="3"><time>2024-01-01T00:01:00Z</time>
            </trkseg></trk></gpx>
            """
        let read = LocationFixtures.read(text, name: "unclosed.gpx", in: folder)
        #expect(read.points.count == 1)
        #expect(read.errors.count == 1)
        #expect(read.errors[0].line == 5)
        #expect(read.errors[0].message.contains("malformed XML"))
    }

    @Test func nestingDeeperThanTheLimitIsRefused() {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1">\(Self.point)\(String(repeating: "<x>", count: 300))\(String(repeating: "</x>", count: 300))</gpx>
            """
        let read = LocationFixtures.read(text, name: "deep.gpx", in: folder)
        #expect(read.points.count == 1)
        #expect(read.errors.count == 1)
        #expect(read.errors[0].message.contains("nested more than 256 deep"))
    }

    @Test func hugeTextIsSkippedOutsideKeptElementsAndCutInsideThem() {
        let name = String(repeating: "x", count: 12 * 1024 * 1024)
        let padded = String(repeating: " ", count: XMLText.limit) + "2024-01-01T00:00:00Z"
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1"><wpt lat="1" lon="2"><name>\(name)</name><time>2024-01-01T00:00:00Z</time></wpt>
            <wpt lat="1" lon="3"><time>\(padded)</time></wpt></gpx>
            """
        let read = LocationFixtures.read(text, name: "huge.gpx", in: folder)
        #expect(read.points.count == 1)
        #expect(read.errors.count == 1)
        #expect(read.errors[0].line == 3)
        #expect(read.errors[0].message.contains("is not a date"))
    }

    @Test func linesPastSixtyFiveThousandAreReportedExactly() {
        var lines = ["<?xml version=\"1.0\"?>", "<gpx version=\"1.1\"><trk><trkseg>"]
        lines += Array(repeating: #"<trkpt lat="1" lon="2"/>"#, count: 70_000)
        lines.append(#"<trkpt lat="north" lon="2"/>"#)
        lines.append("</trkseg></trk></gpx>")
        let read = LocationFixtures.read(lines.joined(separator: "\n"), name: "long.gpx", in: folder)
        #expect(read.sink.points == 70_000)
        #expect(read.errors.map(\.line) == [70_003])
    }

    @Test func aTruncatedStartTagIsMalformed() {
        let read = LocationFixtures.read("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\"><wpt lat=\"1\" lon=\"2\"", name: "cut.gpx", in: folder, format: .gpx)
        #expect(read.points.isEmpty)
        #expect(read.errors.count == 1)
        #expect(read.errors[0].message.contains("malformed XML"))
    }
}
