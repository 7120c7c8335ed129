import BorderLogCore
import Foundation

/// KML 2.2 (and Google Earth's `gx:` extensions): every coordinate tuple of a `Placemark` (Point,
/// LineString, LinearRing, Polygon, MultiGeometry), timed by the Placemark's `TimeStamp/when` or
/// `TimeSpan/begin`; `gx:Track` pairs its `when`s with its `gx:coord`s in order.
struct KMLReader {
    let sink: LocationSink
    /// Tuples held per Placemark until its time is known (a time may follow the geometry).
    var placemarkLimit = 1_000_000

    private struct Pending {
        var coordinates: [(Coordinate, Int)] = []
        var time: LocationTimestamp.Parsed?
        var trackWhens: [String] = []
        var trackCoords: [(String, Int)] = []
    }

    func read(_ xml: XMLStreamReader) throws {
        var placemark: Pending?
        var placemarkDepth = -1
        var element = ""
        var text = ""
        var collecting = false
        var inTrack = false
        var timeParent = ""
        while try xml.next() {
            switch xml.kind {
            case .element:
                if xml.isNamed("Placemark") {
                    placemark = Pending()
                    placemarkDepth = xml.depth
                    if xml.isEmptyElement { placemark = nil }
                    continue
                }
                guard placemark != nil else { continue }
                if xml.isNamed("Track") { inTrack = true; placemark!.trackWhens = []; placemark!.trackCoords = [] }
                if xml.isNamed("TimeStamp") || xml.isNamed("TimeSpan") { timeParent = xml.localName }
                if xml.isNamed("coordinates") || xml.isNamed("coord") || xml.isNamed("when") || xml.isNamed("begin") || xml.isNamed("end") {
                    element = xml.localName
                    collecting = !xml.isEmptyElement
                    text = ""
                }
            case .text:
                if collecting { text += xml.value }
            case .endElement:
                guard placemark != nil else { continue }
                if collecting {
                    collecting = false
                    let line = xml.line
                    switch element {
                    case "coordinates": tuples(text, line: line, into: &placemark!)
                    case "coord" where inTrack: placemark!.trackCoords.append((text, line))
                    case "when" where inTrack: placemark!.trackWhens.append(text)
                    case "when" where timeParent == "TimeStamp", "begin" where timeParent == "TimeSpan":
                        placemark!.time = LocationTimestamp.parse(text)
                        if placemark!.time == nil { sink.warn(line: line, at: element, "'\(text.prefix(40))' is not a date and time; points left untimed") }
                    case "end" where timeParent == "TimeSpan":
                        // A span with only an end still places the points at that time.
                        if placemark!.time == nil { placemark!.time = LocationTimestamp.parse(text) }
                    default: break
                    }
                } else if xml.isNamed("Track") {
                    inTrack = false
                    flushTrack(&placemark!)
                } else if xml.isNamed("TimeStamp") || xml.isNamed("TimeSpan") {
                    timeParent = ""
                } else if xml.isNamed("Placemark"), xml.depth == placemarkDepth {
                    emit(placemark!)
                    placemark = nil
                }
            case .other:
                break
            }
        }
    }

    private func tuples(_ text: String, line: Int, into pending: inout Pending) {
        // Tuples are `lon,lat[,alt]` separated by blanks; some writers put a blank after the comma.
        let normalized = text.replacingOccurrences(of: ", ", with: ",")
        for tuple in normalized.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            let parts = tuple.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count >= 2, let lon = Double(parts[0]), let lat = Double(parts[1]) else {
                sink.reject(line: line, at: "coordinates", "'\(tuple.prefix(40))' is not lon,lat[,alt]")
                continue
            }
            guard let coordinate = Coordinate(latitude: lat, longitude: lon) else {
                sink.reject(line: line, at: "coordinates", "coordinate out of range: \(lat), \(lon)")
                continue
            }
            guard pending.coordinates.count < placemarkLimit else {
                sink.reject(line: line, at: "coordinates", "more than \(placemarkLimit) points in one Placemark; the rest skipped")
                return
            }
            pending.coordinates.append((coordinate, line))
        }
    }

    private func flushTrack(_ pending: inout Pending) {
        let paired = pending.trackWhens.count == pending.trackCoords.count
        if !paired {
            sink.warn(line: pending.trackCoords.first?.1, at: "Track",
                      "\(pending.trackWhens.count) when for \(pending.trackCoords.count) gx:coord; points left untimed")
        }
        for (index, (text, line)) in pending.trackCoords.enumerated() {
            let parts = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            guard parts.count >= 2, let lon = Double(parts[0]), let lat = Double(parts[1]) else {
                sink.reject(line: line, at: "gx:coord", "'\(text.prefix(40))' is not 'lon lat alt'")
                continue
            }
            guard let coordinate = Coordinate(latitude: lat, longitude: lon) else {
                sink.reject(line: line, at: "gx:coord", "coordinate out of range: \(lat), \(lon)")
                continue
            }
            var time: LocationTimestamp.Parsed?
            if paired {
                time = LocationTimestamp.parse(pending.trackWhens[index])
                if time == nil {
                    sink.reject(line: line, at: "when", "'\(pending.trackWhens[index].prefix(40))' is not a date and time")
                    continue
                }
            }
            sink.point(LocationPoint(coordinate: coordinate, utc: time?.date, offsetMinutes: time?.offsetMinutes,
                                     detail: ["format": "kml", "element": "gx:Track"]))
        }
        pending.trackWhens = []
        pending.trackCoords = []
    }

    private func emit(_ pending: Pending) {
        for (coordinate, _) in pending.coordinates {
            sink.point(LocationPoint(coordinate: coordinate, utc: pending.time?.date, offsetMinutes: pending.time?.offsetMinutes,
                                     detail: ["format": "kml", "element": "Placemark"]))
        }
    }
}
