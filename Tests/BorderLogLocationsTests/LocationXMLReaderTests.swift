@testable import BorderLogLocations
import BorderLogModel
import BorderLogTestSupport
import BorderLogXML
import Foundation
import Testing

@Suite struct LocationXMLReaderTests {
    let folder = TemporaryDirectory()

    @Test func gpx11ReadsTracksRoutesAndWaypointsAndCountsPointsWithoutTime() {
        let text = """
              <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
              <wpt lat="45.9763" lon="7.6586"><name>Zermatt</name></wpt>
              <rte><rtept lat="46.0" lon="7.7"/><rtept lat="46.1" lon="7.8"><time>2024-02-10T09:00:00Z</time></rtept></rte>
              <trk><trkseg>
                <trkpt lat="45.98" lon="7.66"><ele>1620</ele><time>2024-02-10T08:00:00Z</time></trkpt>
                <trkpt lat="undefined" lon="7.67"><time>2024-02-10T08:01:00Z</time></trkpt>
                <trkpt lat="45.99" lon="7.68"><time>2024-02-10T08:02:00.500+01:00</time></trkpt>
              </trkseg></trk>
            </gpx>
            """
        let read = LocationFixtures.read(text, name: "ski.gpx", in: folder)
        #expect(read.format == .gpx)
        #expect(read.sink.points == 5)
        #expect(read.sink.untimed == 2)
        #expect(read.times == ["2024-02-10T09:00:00Z", "2024-02-10T08:00:00Z", "2024-02-10T07:02:00Z"])
        #expect(read.errors.count == 1)
        #expect(read.errors[0].line == 7)
        #expect(read.errors[0].message.contains("undefined"))
    }

    @Test func gpx10AndTCXAreRead() {
        let gpx10 = """
            <?xml version="1.0"?>
            <gpx version="1.0" xmlns="http://www.topografix.com/GPX/1/0"><trk><trkseg>
            <trkpt lat="42.43" lon="-71.10"><time>2001-06-24T15:09:09Z</time></trkpt></trkseg></trk></gpx>
            """
        #expect(LocationFixtures.read(gpx10, name: "a.gpx", in: folder).times == ["2001-06-24T15:09:09Z"])
        let tcx = """
            <?xml version="1.0"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity><Lap><Track>
            <Trackpoint><Time>2020-12-27T15:59:36.000+01:00</Time><Position><LatitudeDegrees>46.1</LatitudeDegrees><LongitudeDegrees>7.1</LongitudeDegrees></Position></Trackpoint>
            <Trackpoint><Time>2020-12-27T15:59:37.000+01:00</Time><HeartRateBpm><Value>90</Value></HeartRateBpm></Trackpoint>
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let read = LocationFixtures.read(tcx, name: "run.tcx", in: folder)
        #expect(read.format == .tcx)
        #expect(read.times == ["2020-12-27T14:59:36Z"])
    }

    static let kml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2">
        <Document><Folder>
          <Placemark><TimeStamp><when>2024-01-15T12:00:00Z</when></TimeStamp><Point><coordinates>-0.1276,51.5072,0</coordinates></Point></Placemark>
          <Placemark><Point><coordinates>2.35, 48.85</coordinates></Point><TimeSpan><begin>2024-01-16T10:00:00Z</begin><end>2024-01-16T11:00:00Z</end></TimeSpan></Placemark>
          <Placemark><TimeStamp><when>2024-01-17T08:00:00+01:00</when></TimeStamp>
            <MultiGeometry><LineString><coordinates>13.4,52.5 13.5,52.6</coordinates></LineString><Point><coordinates>13.6,52.7</coordinates></Point></MultiGeometry></Placemark>
          <Placemark><gx:MultiTrack><gx:Track>
            <when>2024-01-20T08:00:00Z</when><when>2024-01-20T08:01:00Z</when>
            <gx:coord>7.7 45.9 1600</gx:coord><gx:coord>7.71 45.91 1610</gx:coord>
          </gx:Track></gx:MultiTrack></Placemark>
          <Placemark><Point><coordinates>10.0,50.0</coordinates></Point></Placemark>
          <Placemark><Point><coordinates>-122.0841</coordinates></Point></Placemark>
          <GroundOverlay><gx:LatLonQuad><coordinates>1,1 2,2 3,3 4,4</coordinates></gx:LatLonQuad></GroundOverlay>
        </Folder></Document></kml>
        """

    @Test func kmlReadsPointsSpansMultiGeometryAndTracks() {
        let read = LocationFixtures.read(Self.kml, name: "history.kml", in: folder)
        #expect(read.format == .kml)
        #expect(read.sink.points == 8)
        #expect(read.sink.untimed == 1)
        #expect(read.times == ["2024-01-15T12:00:00Z", "2024-01-16T10:00:00Z", "2024-01-17T07:00:00Z", "2024-01-17T07:00:00Z",
                               "2024-01-17T07:00:00Z", "2024-01-20T08:00:00Z", "2024-01-20T08:01:00Z"])
        #expect(read.errors.count == 1)
        #expect(read.errors[0].line == 13)
    }

    @Test func kmzIsReadFromTheArchive() throws {
        let path = try LocationFixtures.zip([("doc.kml", Self.kml), ("files/icon.png", "png")], name: "places.kmz", in: folder)
        let read = LocationFixtures.read(path: path)
        #expect(read.format == .kmz)
        #expect(read.sink.timestamped == 7)
    }

    @Test func truncatedXMLKeepsThePointsBeforeTheBreak() {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt>
            <trkpt lat="1" lon="2"><time>2024-01-01T00:
            """
        let read = LocationFixtures.read(text, name: "cut.gpx", in: folder)
        #expect(read.points.count == 1)
        #expect(read.errors.count == 1)
        #expect(read.errors[0].message.contains("malformed XML"))
    }

    @Test func billionLaughsIsNotExpanded() {
        var entities = #"<!ENTITY lol "lol">"#
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [\(entities)]>
            <gpx version="1.1"><wpt lat="1" lon="2"><name>&lol9;</name><time>2024-01-01T00:00:00Z</time></wpt></gpx>
            """
        let read = LocationFixtures.read(text, name: "laughs.gpx", in: folder)
        #expect(read.points.isEmpty)
        #expect(read.errors.count == 1)
        // libxml2 stops at the entity loop or at the DOCTYPE, whichever it meets first; nothing is expanded.
        #expect(read.errors[0].message.contains("DOCTYPE") || read.errors[0].message.contains("entity"))
    }

    @Test func externalEntitiesAndDTDsAreNeverLoaded() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE kml SYSTEM "http://127.0.0.1:9/evil.dtd" [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <kml><Placemark><name>&secret;</name><TimeStamp><when>2024-01-01T00:00:00Z</when></TimeStamp><Point><coordinates>1,2</coordinates></Point></Placemark></kml>
            """
        let read = LocationFixtures.read(text, name: "evil.kml", in: folder)
        #expect(read.points.isEmpty)
        #expect(read.errors.count == 1)
        #expect(!read.errors[0].message.contains("root:"))
    }

    @Test func gpxWithoutTimesCountsEveryPointAsUntimed() {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1"><trk><trkseg>
            <trkpt lat="45.1" lon="7.1"><ele>1</ele></trkpt><trkpt lat="45.2" lon="7.2"/><trkpt lat="45.3" lon="7.3"><time/></trkpt>
            <trkpt lat="45.4" lon="7.4"><time>  </time></trkpt>
            </trkseg></trk></gpx>
            """
        let read = LocationFixtures.read(text, name: "notime.gpx", in: folder)
        #expect(read.sink.points == 4)
        #expect(read.sink.untimed == 4)
        #expect(read.issues.isEmpty)
    }

    @Test func gpxCoordinatesAreReadAsStrtodReadsThem() {
        let text = """
            <?xml version="1.0"?>
            <gpx version="1.1">
            <wpt lat=" 45.1 " lon="+7.25"><time>2024-03-01T10:00:00Z</time></wpt>
            <wpt lat="4.53e1" lon="0.1234567890123456789012"><time><![CDATA[2024-03-01T11:00:00Z]]></time></wpt>
            <wpt lat="nan" lon="7"><time>2024-03-01T12:00:00Z</time></wpt>
            <wpt lat="" lon="7"><time>2024-03-01T12:00:00Z</time></wpt>
            </gpx>
            """
        let read = LocationFixtures.read(text, name: "numbers.gpx", in: folder)
        #expect(read.points.map(\.coordinate.latitude) == [45.1, 45.3])
        #expect(read.points.map(\.coordinate.longitude) == [7.25, 0.1234567890123456789012])
        #expect(read.times == ["2024-03-01T10:00:00Z", "2024-03-01T11:00:00Z"])
        #expect(read.errors.map(\.line) == [5, 6])
    }

    @Test func tcxDegreesMayBeSurroundedByBlanks() {
        let text = """
            <?xml version="1.0"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity><Lap><Track>
            <Trackpoint><Time>2020-12-27T15:59:36Z</Time><Position><LatitudeDegrees>
              46.1
            </LatitudeDegrees><LongitudeDegrees>7.1</LongitudeDegrees></Position></Trackpoint>
            <Trackpoint><Time>2020-12-27T15:59:37Z</Time><Position><LatitudeDegrees>north</LatitudeDegrees><LongitudeDegrees>7.2</LongitudeDegrees></Position></Trackpoint>
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let read = LocationFixtures.read(text, name: "padded.tcx", in: folder)
        #expect(read.points.map(\.coordinate) == [Coordinate(latitude: 46.1, longitude: 7.1)])
        #expect(read.errors.count == 1)
        #expect(read.errors[0].message == "LatitudeDegrees 'north' / LongitudeDegrees '7.2' is not a number")
    }

    @Test func gxTrackReportsUnpairedWhensAndBadRecords() {
        let text = """
            <?xml version="1.0"?>
            <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
            <Placemark><gx:Track>
              <when>2024-01-20T08:00:00Z</when><when>soon</when><when>2024-01-20T08:02:00Z</when><when>2024-01-20T08:03:00Z</when>
              <gx:coord>7.7 45.9 1600</gx:coord><gx:coord>7.71 45.91 1610</gx:coord><gx:coord>7.72</gx:coord>
              <gx:coord>  7.73
                95.93 1</gx:coord>
            </gx:Track></Placemark>
            <Placemark><gx:Track><when>2024-01-21T08:00:00Z</when><gx:coord>8 46 0</gx:coord><gx:coord>8.1 46.1 0</gx:coord></gx:Track></Placemark>
            </Document></kml>
            """
        let read = LocationFixtures.read(text, name: "tracks.kml", in: folder)
        #expect(read.times == ["2024-01-20T08:00:00Z"])
        #expect(read.sink.untimed == 2)
        #expect(read.errors.map(\.message) == ["'soon' is not a date and time", "'7.72' is not 'lon lat alt'", "coordinate out of range: 95.93, 7.73"])
        #expect(read.errors.map(\.line) == [5, 5, 6])
        #expect(read.issues.filter { $0.severity == .warning }.map(\.message) == ["1 when for 2 gx:coord; points left untimed"])
    }

    @Test func anEmptyTrackLeavesLaterTimesToTheirPlacemarks() {
        let text = """
            <?xml version="1.0"?>
            <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
            <Placemark><gx:Track/><TimeStamp><when>2024-01-22T10:00:00Z</when></TimeStamp><Point><coordinates>5,6</coordinates></Point></Placemark>
            </Document></kml>
            """
        #expect(LocationFixtures.read(text, name: "empty-track.kml", in: folder).times == ["2024-01-22T10:00:00Z"])
    }

    @Test func elementsWithAnUndeclaredPrefixAreNotRead() {
        let text = """
            <?xml version="1.0"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"><Document>
            <Placemark><gx:Track><when>2024-01-20T08:00:00Z</when><gx:coord>7.7 45.9 1600</gx:coord></gx:Track></Placemark>
            <Placemark><TimeStamp><when>2024-01-16T12:00:00Z</when></TimeStamp><Point><coordinates>1,2</coordinates></Point></Placemark>
            </Document></kml>
            """
        let read = LocationFixtures.read(text, name: "no-gx.kml", in: folder)
        #expect(read.times == ["2024-01-16T12:00:00Z"])
        #expect(read.issues.isEmpty)
    }

    @Test func aLongLineStringStreamsThroughTheReader() {
        let tuples = (0..<20_000).map { "\(Double($0) / 1000),\(45 + Double($0) / 100_000),0" }
        let text = """
            <?xml version="1.0"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><TimeSpan><begin>2024-01-17T10:00:00Z</begin></TimeSpan>
            <LineString><coordinates>\(tuples.joined(separator: "\n"))</coordinates></LineString></Placemark></kml>
            """
        let read = LocationFixtures.read(text, name: "line.kml", in: folder)
        #expect(read.points.count == 20_000)
        #expect(read.points.last?.coordinate == Coordinate(latitude: 45.19999, longitude: 19.999))
        #expect(read.issues.isEmpty)
    }

    @Test func aPlacemarkKeepsAtMostItsLimitOfPoints() throws {
        let path = folder.write("many.kml", """
            <?xml version="1.0"?>
            <kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>1,1 2,2 x 3,3 4,4</coordinates></LineString></Placemark></kml>
            """)
        let sink = LocationSink(path: path) { _ in }
        let xml = try XMLStreamReader(source: FileByteSource(path: path), name: path)
        try KMLReader(sink: sink, placemarkLimit: 2).read(xml)
        #expect(sink.points == 2)
        #expect(sink.issues.map(\.message) == ["'x' is not lon,lat[,alt]", "more than 2 points in one Placemark; the rest skipped"])
    }

    @Test func aTrackKeepsAtMostItsLimitOfCoordinatesAndTimes() throws {
        // A Track's coordinates wait for its end to be paired with their times: without a bound, one Track of
        // millions of gx:coord would hold them all in memory.
        let path = folder.write("track.kml", """
            <?xml version="1.0"?>
            <kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Placemark><gx:Track>
            <when>2024-01-17T10:00:00Z</when><when>2024-01-17T10:01:00Z</when><when>2024-01-17T10:02:00Z</when>
            <gx:coord>1 1 0</gx:coord><gx:coord>2 2 0</gx:coord><gx:coord>3 3 0</gx:coord>
            </gx:Track></Placemark></kml>
            """)
        let sink = LocationSink(path: path) { _ in }
        let xml = try XMLStreamReader(source: FileByteSource(path: path), name: path)
        try KMLReader(sink: sink, placemarkLimit: 2).read(xml)
        #expect(sink.points == 2)
        #expect(sink.timestamped == 2)
        #expect(sink.issues.map(\.message) == ["more than 2 gx:coord or when in one gx:Track; the rest skipped"])
    }

    @Test func unknownXMLIsRejected() {
        let read = LocationFixtures.read("<?xml version=\"1.0\"?><svg/>", name: "a.xml", in: folder)
        #expect(read.error != nil)
    }
}
