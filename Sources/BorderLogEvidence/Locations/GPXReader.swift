import BorderLogCore
import Foundation

/// GPX 1.0 and 1.1: `trkpt`, `rtept` and `wpt` with `lat`/`lon` attributes and an optional `time`.
/// Also Garmin TCX `Trackpoint`s (`Time`, `Position/LatitudeDegrees`, `LongitudeDegrees`).
struct GPXReader {
    let sink: LocationSink

    private static let details = [
        "trkpt": ["format": "gpx", "element": "trkpt"], "rtept": ["format": "gpx", "element": "rtept"],
        "wpt": ["format": "gpx", "element": "wpt"], "Trackpoint": ["format": "tcx", "element": "Trackpoint"],
    ]

    private static func detail(_ element: String) -> [String: String] { details[element] ?? ["format": "gpx"] }

    func read(_ xml: XMLStreamReader) throws {
        var current: (element: String, line: Int, lat: Double?, lon: Double?)?
        var time: String?
        var text = ""
        var collecting = false
        var tcxLat: String?, tcxLon: String?
        var skipPoint = false
        while try xml.next() {
            switch xml.kind {
            case .element:
                if xml.isNamed("trkpt") || xml.isNamed("rtept") || xml.isNamed("wpt") {
                    current = (xml.localName, xml.line, xml.numberAttribute("lat"), xml.numberAttribute("lon"))
                    if current!.lat?.isNaN == true || current!.lon?.isNaN == true {
                        let lat = xml.attribute("lat") ?? "", lon = xml.attribute("lon") ?? ""
                        sink.reject(line: current!.line, at: current!.element, "lat '\(lat.prefix(30))' / lon '\(lon.prefix(30))' is not a number")
                        current = nil
                        if !xml.isEmptyElement { skipPoint = true }
                        continue
                    }
                    time = nil
                    if xml.isEmptyElement { finish(current!, time: nil); current = nil }
                } else if xml.isNamed("Trackpoint") {
                    current = ("Trackpoint", xml.line, nil, nil)
                    time = nil; tcxLat = nil; tcxLon = nil
                } else if current != nil, xml.isNamed("time") || xml.isNamed("Time") || xml.isNamed("LatitudeDegrees") || xml.isNamed("LongitudeDegrees") {
                    collecting = !xml.isEmptyElement
                    text = ""
                }
            case .text:
                if collecting { text += xml.value }
            case .endElement:
                if skipPoint, xml.isNamed("trkpt") || xml.isNamed("rtept") || xml.isNamed("wpt") { skipPoint = false }
                guard let point = current else { continue }
                if collecting {
                    collecting = false
                    if xml.isNamed("time") || xml.isNamed("Time") { time = text }
                    else if xml.isNamed("LatitudeDegrees") { tcxLat = text }
                    else if xml.isNamed("LongitudeDegrees") { tcxLon = text }
                } else if xml.isNamed("trkpt") || xml.isNamed("rtept") || xml.isNamed("wpt") {
                    finish(point, time: time)
                    current = nil
                } else if xml.isNamed("Trackpoint") {
                    // A trackpoint without a Position (heart rate only) is not a location.
                    if tcxLat != nil || tcxLon != nil {
                        let lat = tcxLat.map { Double($0.filter { !$0.isWhitespace }) ?? .nan }
                        let lon = tcxLon.map { Double($0.filter { !$0.isWhitespace }) ?? .nan }
                        if lat?.isNaN == true || lon?.isNaN == true {
                            sink.reject(line: point.line, at: point.element, "LatitudeDegrees '\(tcxLat ?? "")' / LongitudeDegrees '\(tcxLon ?? "")' is not a number")
                        } else {
                            finish((point.element, point.line, lat, lon), time: time)
                        }
                    }
                    current = nil
                }
            case .other:
                break
            }
        }
    }

    private func finish(_ point: (element: String, line: Int, lat: Double?, lon: Double?), time: String?) {
        guard let lat = point.lat, let lon = point.lon else {
            return sink.reject(line: point.line, at: point.element, "missing \(point.lat == nil ? "lat" : "lon") attribute")
        }
        guard let coordinate = Coordinate(latitude: lat, longitude: lon) else {
            return sink.reject(line: point.line, at: point.element, "coordinate out of range: \(lat), \(lon)")
        }
        var utc: LocationTimestamp.Parsed?
        if let time, time.utf8.contains(where: { $0 > 0x20 }) {
            utc = LocationTimestamp.parse(time)
            if utc == nil { return sink.reject(line: point.line, at: point.element, "time '\(time.prefix(40))' is not a date") }
        }
        sink.point(LocationPoint(coordinate: coordinate, utc: utc?.date, offsetMinutes: utc?.offsetMinutes, detail: Self.detail(point.element)))
    }
}
