import BorderLogArchive
import BorderLogFiles
import BorderLogJSON
import BorderLogModel
import BorderLogXML
import Foundation

/// Reads one location export (or a zip of them) and hands every point to a `LocationSink`.
///
/// Streams whatever the size: JSON through yajl, XML through libxml2's SAX parser, text line by line,
/// zip members inflated on the fly. A broken record is reported and skipped; a file that cannot
/// be read at all (unknown format, not a zip, unreadable) throws `LocationReadError`.
public struct LocationFileReader {
    /// Forces a format instead of sniffing it.
    public var format: LocationFormat?

    public init(format: LocationFormat? = nil) {
        self.format = format
    }

    /// Reads `path`; `progress` receives the bytes read so far. Returns the format read (for a zip,
    /// `.zip`, or `.kmz` when it held only KML).
    @discardableResult
    public func read(path: String, sink: LocationSink, progress: ((Int64) -> Void)? = nil) throws -> LocationFormat {
        let file = try FileByteSource(path: path)
        let counted = CountingSource(file, progress: progress)
        let head = try LocationHeadSource(counted)
        let format = try format ?? LocationFormatSniffer.sniff(head.text) ?? LocationFormatSniffer.format(ofName: path) ?? { throw unknown(head.text) }()
        switch format {
        case .zip, .kmz:
            return try readArchive(path, sink: sink)
        case .gzip:
            return try readGzip(head, name: path, sink: sink)
                ?? { throw LocationReadError("not a location export this reader knows, inflated from gzip") }()
        default:
            try read(head, format: format, name: path, sink: sink)
            return format
        }
    }

    /// Reads a gzip stream's content, recognised as a file's would be (by content, else by its name without `.gz`),
    /// and returns its format; nil when it is no location export. A stream truncated or corrupt partway is one
    /// rejected record (`path: truncated: …`), the points inflated before it standing.
    /// `member` is the zip member the stream is, when it is one; `arcDeletedItems` as in `read(_:format:name:sink:arcDeletedItems:)`.
    private func readGzip(
        _ compressed: ByteStream, name: String, member: String? = nil, arcDeletedItems: Set<String>? = nil, sink: LocationSink
    ) throws -> LocationFormat? {
        var content: LocationFormat?
        do {
            let head = try LocationHeadSource(try GzipStream(compressed, name: name))
            guard let format = LocationFormatSniffer.sniff(head.text) ?? LocationFormatSniffer.format(ofName: member ?? name),
                  ![.zip, .kmz, .gzip].contains(format) else { return nil }
            content = format
            try read(head, format: format, name: name, sink: sink, arcDeletedItems: arcDeletedItems)
            return format
        } catch let error as ArchiveError {
            sink.reject(at: member, error.reason)
            // What it held, when enough was inflated to tell.
            return content ?? .gzip
        }
    }

    private func readArchive(_ path: String, sink: LocationSink) throws -> LocationFormat {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(path: path)
        } catch {
            throw LocationReadError(error.reason)
        }
        var formats = Set<LocationFormat>()
        // An Arc export zipped whole: its samples of deleted items give nothing, as in the folder.
        var arcItems = ArcDeletedItems.Archive(archive)
        for member in archive.members where member.isContent && Self.mayHoldLocations(member) {
            // A member that cannot be inflated (corrupt, or past `ArchiveLimits`) is rejected; the others are read.
            do {
                let head = try LocationHeadSource(try archive.stream(member))
                let name = SourcePath.member(member.path, of: path)
                let sniffed = LocationFormatSniffer.sniff(head.text) ?? LocationFormatSniffer.format(ofName: member.path)
                let deletedItems = arcItems.ids(forSamplesMember: member.path)
                if sniffed == .gzip {
                    guard let format = try readGzip(head, name: name, member: member.path, arcDeletedItems: deletedItems, sink: sink) else {
                        sink.warn(at: member.path, "gzip holding no location export; skipped")
                        continue
                    }
                    formats.insert(format)
                    continue
                }
                guard let format = sniffed, format != .zip, format != .kmz else {
                    sink.warn(at: member.path, "not a location export; skipped")
                    continue
                }
                formats.insert(format)
                try read(head, format: format, name: name, sink: sink, arcDeletedItems: deletedItems)
            } catch let error as ArchiveError {
                sink.reject(at: member.path, error.reason)
            } catch let error as LocationReadError {
                sink.reject(at: member.path, error.message)
            }
        }
        return formats == [.kml] ? .kmz : .zip
    }

    /// Members worth sniffing: location exports are text, found by content; photos and the like are passed by.
    static func mayHoldLocations(_ member: ZipArchive.Member) -> Bool {
        let name = member.name.lowercased()
        guard let dot = name.lastIndex(of: ".") else { return true }
        return ["json", "geojson", "gpx", "kml", "csv", "rec", "tcx", "txt", "fit", "igc", "nmea", "log", "gz"].contains(name[name.index(after: dot)...])
    }

    /// Reads one stream of a known format. `arcDeletedItems` are the items of an Arc export whose samples give nothing
    /// (a zip member's, from the archive); nil looks them up beside `name` in its export folder (`ArcDeletedItems`).
    func read(_ head: LocationHeadSource, format: LocationFormat, name: String, sink: LocationSink, arcDeletedItems: Set<String>? = nil) throws {
        switch format {
        case .googleRecords:
            let reader = GoogleRecordsReader(sink: sink)
            try parseJSON(head, handler: reader, sink: sink)
            if reader.foundNothing { throw LocationReadError("no 'locations' array: not a Google Records.json") }
        case .googleSemantic:
            var reader = GoogleSemanticReader(sink: sink)
            let keys = try collect(head, sink: sink) { reader.consume($0, $1) }
            if reader.recognised == 0 { throw notLocation(keys) }
        case .androidTimeline, .iosTimeline:
            var reader = PhoneTimelineReader(sink: sink, format: format)
            let keys = try collect(head, sink: sink) { reader.consume($0, $1) }
            if reader.recognised == 0 { throw notLocation(keys) }
        case .geojson:
            var reader = GeoJSONReader(sink: sink)
            let keys = try collect(head, sink: sink) { reader.consume($0, $1) }
            reader.finish()
            if reader.recognised == 0 { throw notLocation(keys) }
        case .gpx, .tcx, .kml:
            head.skipLeadingWhitespace()
            let xml = try XMLStreamReader(source: head, name: name)
            do {
                if format == .kml { try KMLReader(sink: sink).read(xml) } else { try GPXReader(sink: sink).read(xml) }
            } catch let error as XMLStreamReader.ParseError {
                sink.reject(line: error.line, "\(error.message); points before it were read")
            }
        case .owntracks:
            try OwnTracksReader(sink: sink).read(head)
        case .csv:
            try LocationCSVReader(sink: sink).read(head)
        case .fit:
            try FITReader(sink: sink).read(head)
        case .igc:
            try IGCReader(sink: sink).read(head)
        case .nmea:
            try NMEAReader(sink: sink).read(head)
        case .polarsteps:
            var reader = PolarstepsReader(sink: sink)
            let keys = try collect(head, sink: sink) { reader.consume($0, $1) }
            reader.finish()
            if reader.recognised == 0, !keys.contains("all_steps") { throw notLocation(keys) }
        case .arc:
            var reader = ArcReader(sink: sink, deletedItems: arcDeletedItems ?? ArcDeletedItems.shared.ids(forSamplesAt: name))
            let keys = try collect(head, sink: sink) { reader.consume($0, $1) }
            if reader.recognised == 0 { throw notLocation(keys) }
        case .zip, .kmz, .gzip:
            throw LocationReadError("an archive inside an archive is not read; unpack it first")
        }
    }

    /// A syntax error rejects the rest of the file as one broken record (points before it stand); nesting past
    /// `JSONEventParser.maximumDepth` rejects the file.
    private func parseJSON(_ source: ByteStream, handler: JSONEventHandler, sink: LocationSink) throws {
        do {
            try JSONEventParser(handler: handler).parse(source)
        } catch let error as JSONEventParser.SyntaxError {
            sink.reject(at: "byte \(error.byteOffset)", "\(error.message); points before it were read")
        } catch let error as JSONEventParser.NestingError {
            throw LocationReadError(error.description)
        } catch let error as LocationReadError {
            throw error
        } catch let error as ArchiveError {
            throw error
        } catch {
            sink.reject("\(error)")
        }
    }

    private func collect(_ source: ByteStream, sink: LocationSink, _ consume: @escaping (JSONRecordCollector.Position, JSONValue) -> Void) throws -> [String] {
        let collector = JSONRecordCollector(onRecord: consume, onOversized: { position in
            sink.reject(at: "\(position)", "record too large (over 2,000,000 values); skipped")
        })
        try parseJSON(source, handler: collector, sink: sink)
        return collector.rootKeys
    }

    private func notLocation(_ keys: [String]) -> LocationReadError {
        LocationReadError("JSON, but not a location export this reader knows" + (keys.isEmpty ? "" : " (top-level keys: \(keys.joined(separator: ", ")))"))
    }

    private func unknown(_ head: ArraySlice<UInt8>) -> LocationReadError {
        let printable = head.prefix(40).allSatisfy { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || (0x20..<0x7F).contains($0) || $0 >= 0x80 }
        let start = printable ? "'\(String(decoding: head.prefix(40), as: UTF8.self).replacingOccurrences(of: "\n", with: " "))'" : "binary data"
        return LocationReadError("not a location export this reader knows (starts with \(start)); use --format to force one")
    }
}
