import BorderLogArchive
import BorderLogCSV

/// Tells a location export's format from its first bytes, not from its name (Takeout names are translated:
/// `Chronologie.json`, `Historial de ubicaciones`). The name only speaks when the content says nothing
/// (`format(ofName:)`).
public enum LocationFormatSniffer {
    /// The format of a file starting with `head` (up to 64 KB, byte-order mark removed), or nil.
    public static func sniff(_ head: ArraySlice<UInt8>) -> LocationFormat? {
        if ZipArchive.isArchive(head: head) { return .zip }
        if GzipStream.isGzip(head: head) { return .gzip }
        // A FIT header: its size (12 or 14), versions, data size, then ".FIT" at bytes 8–11.
        if head.count >= 12, let size = head.first, size >= 12, head.dropFirst(8).prefix(4).elementsEqual(".FIT".utf8) { return .fit }
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
            if first == UInt8(ascii: "{"), text.contains("\"all_steps\"") { return .polarsteps }
            if isArc(text, first: first) { return .arc }
            if text.contains("\"semanticSegments\"") || text.contains("\"rawSignals\"") || text.contains("\"userLocationProfile\"") { return .androidTimeline }
            if first == UInt8(ascii: "["), text.contains("\"startTime\"") || text.contains("geo:") { return .iosTimeline }
            if first == UInt8(ascii: "{"), text.contains("\"_type\""), text.contains("\"tst\"") { return .owntracks }
            if text.contains("\"latitudeE7\"") || text.contains("\"timestampMs\"") { return .googleRecords }
            return .geojson
        case UInt8(ascii: "A") where isIGC(text):
            return .igc
        case UInt8(ascii: "$") where isNMEA(head):
            return .nmea
        default:
            // OwnTracks recorder lines: `2024-03-01T09:03:09Z\t*\t{...}` (older ones pad with spaces).
            if let line = text.split(separator: "\n", maxSplits: 1).first, line.contains("{"),
               LocationTimestamp.parse(String(line.prefix(while: { $0 != "\t" && $0 != " " }))) != nil { return .owntracks }
            if let line = text.split(separator: "\n", maxSplits: 1).first,
               isCSVHeader(line.contains(";") && !line.contains(",") ? line.replacingOccurrences(of: ";", with: ",") : String(line)) { return .csv }
            return nil
        }
    }

    /// The track formats whose files, too damaged for their content to tell, are still read as what their name
    /// says, so that the reader can say what is wrong (a `.fit` of four bytes is a truncated activity, not an
    /// unknown file). `.log` and `.txt` say nothing: they are read as NMEA only when they look like it.
    public static func format(ofName path: String) -> LocationFormat? {
        var name = path.split(separator: "/").last ?? ""
        // `ride.fit.gz` holds a `ride.fit`.
        if name.lowercased().hasSuffix(".gz") { name = name.dropLast(3) }
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return switch name[name.index(after: dot)...].lowercased() {
        case "fit": .fit
        case "igc": .igc
        case "nmea": .nmea
        default: nil
        }
    }

    /// An Arc / LocoKit2 export file: samples (`recordingState`, `movingState`), timeline items (`isVisit` in their
    /// `base`), places (`radiusMean`, `visitCount`), or the export's `metadata.json` (`schemaVersion`, `exportMode`).
    private static func isArc(_ text: String, first: UInt8) -> Bool {
        if first == UInt8(ascii: "{") { return text.contains("\"schemaVersion\"") && text.contains("\"exportMode\"") }
        return text.contains("\"recordingState\"") || text.contains("\"movingState\"") || text.contains("\"isVisit\"")
            || (text.contains("\"radiusMean\"") && text.contains("\"visitCount\""))
    }

    /// An IGC log: the logger's `A` record first, the flight's `HFDTE` date among the headers.
    private static func isIGC(_ text: String) -> Bool {
        text.contains("\nHFDTE")
    }

    /// An NMEA log: a sentence first, and among the first lines one that gives positions (`NMEAReader.Sentence`).
    private static func isNMEA(_ head: ArraySlice<UInt8>) -> Bool {
        head.split(separator: 0x0A, maxSplits: 100).contains { line in
            guard line.first == UInt8(ascii: "$") else { return false }
            return NMEAReader.Sentence(address: line.dropFirst().prefix(while: { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: "*") })) != nil
        }
    }

    private static func isCSVHeader(_ line: String) -> Bool {
        var reader = CSVReader(line)
        guard let header = reader.next() else { return false }
        return LocationCSVReader.columns(header.fields) != nil
    }
}
