import BorderLogModel
import BorderLogXML
import Foundation

/// KML 2.2 (and Google Earth's `gx:` extensions): every coordinate tuple of a `Placemark` (Point,
/// LineString, LinearRing, Polygon, MultiGeometry), timed by the Placemark's `TimeStamp/when` or
/// `TimeSpan/begin`; `gx:Track` pairs its `when`s with its `gx:coord`s in order.
struct KMLReader {
    let sink: LocationSink
    /// Tuples held per Placemark until its time is known (a time may follow the geometry), and `gx:coord`s and
    /// `when`s held per `gx:Track` until the Track ends and they can be paired: past it, the rest are skipped.
    var placemarkLimit = 1_000_000

    func read(_ xml: XMLStreamReader) throws {
        try xml.parse(Handler(sink: sink, placemarkLimit: placemarkLimit, xml: xml))
    }

    private static let placemarkDetail = LocationDetail(["format": "kml", "element": "Placemark"])
    private static let trackDetail = LocationDetail(["format": "kml", "element": "gx:Track"])

    /// A `gx:coord` as read, held until its Track ends and the `when`s are counted.
    private enum TrackCoordinate {
        case coordinate(Coordinate, line: Int)
        case rejected(String, line: Int)

        var line: Int {
            switch self {
            case .coordinate(_, let line), .rejected(_, let line): line
            }
        }
    }

    /// A Track's `when`: its instant, or its first 40 characters when it has none.
    private enum TrackWhen {
        case time(LocationTimestamp.Parsed)
        case malformed(String)
    }

    private struct Pending {
        var coordinates: [Coordinate] = []
        var time: LocationTimestamp.Parsed?
        var trackWhens: [TrackWhen] = []
        var trackCoordinates: [TrackCoordinate] = []
    }

    private final class Handler: XMLEventHandler {
        private enum Tag {
            case placemark, track, timeStamp, timeSpan, coordinates, coord, when, begin, end
        }

        private let sink: LocationSink
        private let placemarkLimit: Int
        private let tags: [(XMLName, Tag)]
        private var depth = 0
        private var placemark: Pending?
        private var placemarkDepth = -1
        private var inTrack = false
        private var timeParent: Tag?
        /// The element whose text is being read, and the line of its start tag.
        private var element: Tag?
        private var elementLine = 0
        private var collecting = false
        private var text = XMLText()
        private var scanner = KMLCoordinateScanner()
        private var placemarkFull = false
        private var trackFull = false

        init(sink: LocationSink, placemarkLimit: Int, xml: XMLStreamReader) {
            self.sink = sink
            self.placemarkLimit = placemarkLimit
            tags = [
                (xml.name("Placemark"), .placemark), (xml.name("Track"), .track), (xml.name("TimeStamp"), .timeStamp),
                (xml.name("TimeSpan"), .timeSpan), (xml.name("coordinates"), .coordinates), (xml.name("coord"), .coord),
                (xml.name("when"), .when), (xml.name("begin"), .begin), (xml.name("end"), .end),
            ]
        }

        private func tag(_ name: XMLName) -> Tag? {
            for (candidate, tag) in tags where candidate == name { return tag }
            return nil
        }

        override func startElement(_ name: XMLName, attributes: XMLAttributes, line: Int, isEmpty: Bool) {
            defer { depth += 1 }
            let tag = tag(name)
            if tag == .placemark {
                placemark = Pending()
                placemarkDepth = depth
                return
            }
            guard placemark != nil, let tag else { return }
            switch tag {
            case .track:
                inTrack = true
                trackFull = false
                placemark?.trackWhens = []
                placemark?.trackCoordinates = []
            case .timeStamp, .timeSpan:
                timeParent = tag
            case .coordinates, .coord, .when, .begin, .end:
                element = tag
                elementLine = line
                collecting = !isEmpty
                text.reset()
                scanner.reset()
                placemarkFull = false
            case .placemark:
                break
            }
        }

        override func characters(_ bytes: UnsafeRawBufferPointer) {
            guard collecting else { return }
            if element == .coordinates {
                scanner.scan(bytes) { self.add($0) }
            } else {
                text.append(bytes)
            }
        }

        override func endElement(_ name: XMLName) {
            depth -= 1
            guard placemark != nil else { return }
            let tag = tag(name)
            if collecting {
                collecting = false
                finishElement()
            } else if tag == .track {
                inTrack = false
                flushTrack()
            } else if tag == .timeStamp || tag == .timeSpan {
                timeParent = nil
            } else if tag == .placemark, depth == placemarkDepth {
                emit()
                placemark = nil
            }
        }

        private func finishElement() {
            switch element {
            case .coordinates?:
                scanner.finish { add($0) }
            case .coord? where inTrack:
                guard hasTrackRoom(placemark?.trackCoordinates.count) else { return }
                placemark?.trackCoordinates.append(trackCoordinate())
            case .when? where inTrack:
                guard hasTrackRoom(placemark?.trackWhens.count) else { return }
                placemark?.trackWhens.append(text.timestamp.map(TrackWhen.time) ?? .malformed(String(text.string.prefix(40))))
            case .when? where timeParent == .timeStamp, .begin? where timeParent == .timeSpan:
                let time = text.timestamp
                placemark?.time = time
                if time == nil {
                    sink.warn(line: elementLine, at: element == .when ? "when" : "begin",
                              "'\(text.string.prefix(40))' is not a date and time; points left untimed")
                }
            case .end? where timeParent == .timeSpan:
                // A span with only an end still places the points at that time.
                if placemark?.time == nil { placemark?.time = text.timestamp }
            default:
                break
            }
        }

        /// Whether a Track holding `count` coordinates or times may take one more; says once when it may not.
        private func hasTrackRoom(_ count: Int?) -> Bool {
            guard let count, count >= placemarkLimit else { return true }
            if !trackFull {
                sink.reject(line: elementLine, at: "Track", "more than \(placemarkLimit) gx:coord or when in one gx:Track; the rest skipped")
                trackFull = true
            }
            return false
        }

        private func add(_ tuple: KMLCoordinateScanner.Tuple) {
            guard !placemarkFull else { return }
            switch tuple {
            case .malformed(let text):
                sink.reject(line: elementLine, at: "coordinates", "'\(text)' is not lon,lat[,alt]")
            case .outOfRange(let outOfRange):
                sink.reject(line: elementLine, at: "coordinates", outOfRange.description)
            case .coordinate(let coordinate):
                guard (placemark?.coordinates.count ?? 0) < placemarkLimit else {
                    sink.reject(line: elementLine, at: "coordinates", "more than \(placemarkLimit) points in one Placemark; the rest skipped")
                    placemarkFull = true
                    return
                }
                placemark?.coordinates.append(coordinate)
            }
        }

        /// `gx:coord` holds `lon lat alt` separated by blanks.
        private func trackCoordinate() -> TrackCoordinate {
            let values: (lon: Double, lat: Double)? = text.isTruncated ? nil : text.bytes.withUnsafeBytes { bytes in
                var index = 0
                func field() -> UnsafeRawBufferPointer? {
                    let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x09 }
                    while index < bytes.count, isBlank(bytes[index]) { index += 1 }
                    let start = index
                    while index < bytes.count, !isBlank(bytes[index]) { index += 1 }
                    return index > start ? UnsafeRawBufferPointer(rebasing: bytes[start..<index]) : nil
                }
                guard let lonText = field(), let latText = field(),
                      let lon = KMLCoordinateScanner.number(lonText), let lat = KMLCoordinateScanner.number(latText) else { return nil }
                return (lon, lat)
            }
            guard let values else { return .rejected("'\(text.string.prefix(40))' is not 'lon lat alt'", line: elementLine) }
            switch Coordinate.checked(latitude: values.lat, longitude: values.lon) {
            case .success(let coordinate): return .coordinate(coordinate, line: elementLine)
            case .failure(let outOfRange): return .rejected(outOfRange.description, line: elementLine)
            }
        }

        private func flushTrack() {
            guard let pending = placemark else { return }
            let paired = pending.trackWhens.count == pending.trackCoordinates.count
            if !paired {
                sink.warn(line: pending.trackCoordinates.first?.line, at: "Track",
                          "\(pending.trackWhens.count) when for \(pending.trackCoordinates.count) gx:coord; points left untimed")
            }
            for (index, read) in pending.trackCoordinates.enumerated() {
                switch read {
                case .rejected(let message, let line):
                    sink.reject(line: line, at: "gx:coord", message)
                case .coordinate(let coordinate, let line):
                    var time: LocationTimestamp.Parsed?
                    if paired {
                        switch pending.trackWhens[index] {
                        case .time(let parsed):
                            time = parsed
                        case .malformed(let text):
                            sink.reject(line: line, at: "when", "'\(text)' is not a date and time")
                            continue
                        }
                    }
                    sink.point(LocationPoint(coordinate: coordinate, utc: time?.date, offsetMinutes: time?.offsetMinutes, details: KMLReader.trackDetail))
                }
            }
            placemark?.trackWhens = []
            placemark?.trackCoordinates = []
        }

        private func emit() {
            guard let pending = placemark else { return }
            for coordinate in pending.coordinates {
                sink.point(LocationPoint(coordinate: coordinate, utc: pending.time?.date, offsetMinutes: pending.time?.offsetMinutes,
                                         details: KMLReader.placemarkDetail))
            }
        }
    }
}
