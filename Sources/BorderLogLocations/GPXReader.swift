import BorderLogModel
import BorderLogXML
import Foundation

/// GPX 1.0 and 1.1: `trkpt`, `rtept` and `wpt` with `lat`/`lon` attributes and an optional `time`.
/// Also Garmin TCX `Trackpoint`s (`Time`, `Position/LatitudeDegrees`, `LongitudeDegrees`).
struct GPXReader {
    let sink: LocationSink

    func read(_ xml: XMLStreamReader) throws {
        try xml.parse(Handler(sink: sink, xml: xml))
    }

    private enum Element {
        case trkpt, rtept, wpt, trackpoint

        private static let trkptDetail = LocationDetail(["format": "gpx", "element": "trkpt"])
        private static let rteptDetail = LocationDetail(["format": "gpx", "element": "rtept"])
        private static let wptDetail = LocationDetail(["format": "gpx", "element": "wpt"])
        private static let trackpointDetail = LocationDetail(["format": "tcx", "element": "Trackpoint"])

        var name: String {
            switch self {
            case .trkpt: "trkpt"
            case .rtept: "rtept"
            case .wpt: "wpt"
            case .trackpoint: "Trackpoint"
            }
        }

        var detail: LocationDetail {
            switch self {
            case .trkpt: Self.trkptDetail
            case .rtept: Self.rteptDetail
            case .wpt: Self.wptDetail
            case .trackpoint: Self.trackpointDetail
            }
        }
    }

    private struct Point {
        var element: Element
        var line: Int
        var lat: Double?
        var lon: Double?
    }

    /// A TCX `LatitudeDegrees` or `LongitudeDegrees`: its value (NaN when not a number) and its text.
    private struct Degrees {
        var value: Double
        var text: String

        init(_ collected: XMLText) {
            text = collected.string
            let fast = collected.isTruncated ? nil : collected.bytes.withUnsafeBytes(XMLDecimal.parse)
            value = fast ?? Double(text.filter { !$0.isWhitespace }) ?? .nan
        }
    }

    private final class Handler: XMLEventHandler {
        private enum Tag {
            case point(Element), time, latitude, longitude
            /// GPX `ele`, TCX `AltitudeMeters`; GPX 1.0 `speed` and the Garmin extensions' `speed`, TCX `Speed`.
            case altitude, speed
        }

        private let sink: LocationSink
        private let tags: [(XMLName, Tag)]
        private let lat: XMLName, lon: XMLName
        private var point: Point?
        private var collecting = false
        private var text = XMLText()
        private var time = XMLText()
        private var hasTime = false
        private var tcxLat: Degrees?, tcxLon: Degrees?
        /// The point's altitude (m) and speed (m/s), when given: what tells a track recorded in flight.
        private var altitude: Double?, speed: Double?

        init(sink: LocationSink, xml: XMLStreamReader) {
            self.sink = sink
            tags = [
                (xml.name("trkpt"), .point(.trkpt)), (xml.name("rtept"), .point(.rtept)), (xml.name("wpt"), .point(.wpt)),
                (xml.name("Trackpoint"), .point(.trackpoint)), (xml.name("time"), .time), (xml.name("Time"), .time),
                (xml.name("LatitudeDegrees"), .latitude), (xml.name("LongitudeDegrees"), .longitude),
                (xml.name("ele"), .altitude), (xml.name("AltitudeMeters"), .altitude), (xml.name("speed"), .speed), (xml.name("Speed"), .speed),
            ]
            lat = xml.name("lat")
            lon = xml.name("lon")
        }

        private func tag(_ name: XMLName) -> Tag? {
            for (candidate, tag) in tags where candidate == name { return tag }
            return nil
        }

        override func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int, isEmpty: Bool) {
            switch tag(name) {
            case .point(.trackpoint):
                point = Point(element: .trackpoint, line: line)
                hasTime = false
                altitude = nil
                speed = nil
                tcxLat = nil
                tcxLon = nil
            case .point(let element):
                let latText = attributes.value(lat), lonText = attributes.value(lon)
                let latValue = Self.degrees(latText), lonValue = Self.degrees(lonText)
                guard latValue?.isNaN != true, lonValue?.isNaN != true else {
                    let shown = { (text: UnsafeRawBufferPointer?) in text.map { String(decoding: $0, as: UTF8.self) } ?? "" }
                    sink.reject(line: line, at: element.name, "lat '\(shown(latText).prefix(30))' / lon '\(shown(lonText).prefix(30))' is not a number")
                    point = nil
                    return
                }
                point = Point(element: element, line: line, lat: latValue, lon: lonValue)
                hasTime = false
                altitude = nil
                speed = nil
            case .time?, .latitude?, .longitude?, .altitude?, .speed?:
                guard point != nil else { return }
                collecting = !isEmpty
                text.reset()
            case nil:
                break
            }
        }

        override func characters(_ bytes: UnsafeRawBufferPointer) {
            if collecting { text.append(bytes) }
        }

        override func endElement(_ name: XMLName) {
            guard let point else { return }
            let tag = tag(name)
            if collecting {
                collecting = false
                switch tag {
                case .time?:
                    swap(&time, &text)
                    hasTime = true
                case .latitude?: tcxLat = Degrees(text)
                case .longitude?: tcxLon = Degrees(text)
                // A value that is not a number is left out: it says nothing about presence.
                case .altitude?: altitude = Degrees(text).value.nilIfNaN
                case .speed?: speed = Degrees(text).value.nilIfNaN
                default: break
                }
            } else if case .point(.trackpoint)? = tag {
                // A trackpoint without a Position (heart rate only) is not a location.
                if tcxLat != nil || tcxLon != nil {
                    if tcxLat?.value.isNaN == true || tcxLon?.value.isNaN == true {
                        sink.reject(line: point.line, at: point.element.name,
                                    "LatitudeDegrees '\(tcxLat?.text ?? "")' / LongitudeDegrees '\(tcxLon?.text ?? "")' is not a number")
                    } else {
                        finish(Point(element: point.element, line: point.line, lat: tcxLat?.value, lon: tcxLon?.value))
                    }
                }
                self.point = nil
            } else if case .point? = tag {
                finish(point)
                self.point = nil
            }
        }

        private func finish(_ point: Point) {
            guard let lat = point.lat, let lon = point.lon else {
                return sink.reject(line: point.line, at: point.element.name, "missing \(point.lat == nil ? "lat" : "lon") attribute")
            }
            guard let coordinate = sink.coordinate(lat, lon, line: point.line, at: point.element.name) else { return }
            var utc: LocationTimestamp.Parsed?
            if hasTime, time.hasVisibleText {
                utc = time.timestamp
                if utc == nil { return sink.reject(line: point.line, at: point.element.name, "time '\(time.string.prefix(40))' is not a date") }
            }
            sink.point(LocationPoint(
                coordinate: coordinate, utc: utc?.date, offsetMinutes: utc?.offsetMinutes, altitude: altitude, speed: speed,
                details: point.element.detail))
        }

        /// A `lat` or `lon` attribute: nil when absent, NaN when not a finite number. Blanks around
        /// the number are allowed, as `strtod` allows them.
        private static func degrees(_ text: UnsafeRawBufferPointer?) -> Double? {
            guard let text else { return nil }
            if let value = XMLDecimal.parse(text) { return value }
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
                let start = buffer.baseAddress!
                UnsafeMutableRawPointer(start).copyMemory(from: text.baseAddress ?? UnsafeRawPointer(start), byteCount: text.count)
                start[text.count] = 0
                var end: UnsafeMutablePointer<CChar>?
                let value = strtod(start, &end)
                guard var rest = end, rest != start else { return .nan }
                while rest.pointee == 0x20 || rest.pointee == 0x09 || rest.pointee == 0x0A || rest.pointee == 0x0D { rest += 1 }
                return rest.pointee == 0 && value.isFinite ? value : .nan
            }
        }
    }
}

private extension Double {
    var nilIfNaN: Double? { isNaN ? nil : self }
}
