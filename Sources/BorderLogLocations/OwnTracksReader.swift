import BorderLogFiles
import BorderLogJSON
import BorderLogModel
import Foundation

/// OwnTracks Recorder `.rec` files: `2024-03-01T09:03:09Z<TAB>*<TAB>{json payload}` per line; only
/// `"_type":"location"` payloads are positions (`lat`, `lon`, `tst` epoch seconds, `acc`, `alt`, `vel`). Lines
/// of bare JSON payloads (an OwnTracks HTTP log) are read the same way.
struct OwnTracksReader {
    let sink: LocationSink

    func read(_ source: ByteStream) throws {
        var lines = LineSource(source)
        while let line = try lines.nextRecord(rejectingCutLinesInto: sink, longerThan: "any payload") {
            let number = lines.number
            guard let brace = line.firstIndex(of: UInt8(ascii: "{")) else {
                if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { sink.reject(line: number, "no JSON payload on this line") }
                continue
            }
            var record: JSONValue?
            // A one-line payload is small: parse it as one document and keep its members.
            var members: [(key: String, value: JSONValue)] = []
            let handler = JSONRecordCollector(onRecord: { position, value in
                if case let .member(key) = position { members.append((key, value)) }
            }, onOversized: { _ in })
            do {
                try JSONEventParser(handler: handler).parse(MemoryByteStream(Array(line[brace...])))
                record = .object(members)
            } catch {
                sink.reject(line: number, "payload is not JSON: \(error)")
                continue
            }
            guard let record, record["_type"]?.string == "location" else { continue }
            guard let lat = record["lat"]?.double, let lon = record["lon"]?.double else {
                sink.reject(line: number, "location without lat/lon")
                continue
            }
            guard let coordinate = sink.coordinate(lat, lon, line: number) else { continue }
            var utc = record["tst"]?.double.flatMap(LocationTimestamp.epoch)
            if utc == nil, let text = String(bytes: line.prefix(while: { $0 != 0x09 && $0 != 0x20 }), encoding: .utf8) {
                utc = LocationTimestamp.parse(text)?.date
            }
            var detail = ["format": "owntracks"]
            if let tid = record["tid"]?.string { detail["source"] = tid }
            // `alt` is metres above sea level, `vel` km/h.
            sink.point(LocationPoint(
                coordinate: coordinate, utc: utc, accuracy: record["acc"]?.double, altitude: record["alt"]?.double,
                speed: record["vel"]?.double.map { $0 / 3.6 }, detail: detail))
        }
    }
}
