import BorderLogCore

/// Tells a location export's format from its first bytes, never from its name (Takeout names
/// are translated: `Chronologie.json`, `Historial de ubicaciones`).
public enum LocationFormatSniffer {
    /// The format of a file starting with `head` (up to 64 KB, byte-order mark removed), or nil.
    public static func sniff(_ head: ArraySlice<UInt8>) -> LocationFormat? {
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) { return .zip }
        guard let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        let text = String(decoding: head, as: UTF8.self)
        switch first {
        case UInt8(ascii: "<"):
            if text.contains("<gpx") { return .gpx }
            if text.contains("<TrainingCenterDatabase") { return .tcx }
            if text.contains("<kml") || text.contains("opengis.net/kml") || text.contains("earth.google.com/kml")
                || text.contains("<Placemark") || text.contains("<Document") || text.contains("<Folder") { return .kml }
            return nil
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if text.contains("\"timelineObjects\"") { return .googleSemantic }
            if text.contains("\"semanticSegments\"") || text.contains("\"rawSignals\"") || text.contains("\"userLocationProfile\"") { return .androidTimeline }
            if first == UInt8(ascii: "["), text.contains("\"startTime\"") || text.contains("geo:") { return .iosTimeline }
            if first == UInt8(ascii: "{"), text.contains("\"_type\""), text.contains("\"tst\"") { return .owntracks }
            if text.contains("\"latitudeE7\"") || text.contains("\"timestampMs\"") { return .googleRecords }
            return .geojson
        default:
            // OwnTracks recorder lines: `2024-03-01T09:03:09Z\t*\t{...}` (older ones pad with spaces).
            if let line = text.split(separator: "\n", maxSplits: 1).first, line.contains("{"),
               LocationTimestamp.parse(String(line.prefix(while: { $0 != "\t" && $0 != " " }))) != nil { return .owntracks }
            if let line = text.split(separator: "\n", maxSplits: 1).first,
               isCSVHeader(line.contains(";") && !line.contains(",") ? line.replacingOccurrences(of: ";", with: ",") : String(line)) { return .csv }
            return nil
        }
    }

    private static func isCSVHeader(_ line: String) -> Bool {
        var reader = CSVReader(line)
        guard let header = reader.next() else { return false }
        return LocationCSVReader.columns(header.fields) != nil
    }
}
