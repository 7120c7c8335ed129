import BorderLogFiles
import BorderLogModel
import Foundation

/// Garmin FIT activity files (watches, bike computers: Garmin, Wahoo, Coros, Suunto…), read as a stream: the
/// `record` messages' positions and times become points.
///
/// A FIT file is a header, data records and a CRC; several may follow one another in one file (chained FIT):
///
/// ```
/// header  0      header size H (12, or 14 with a header CRC; larger sizes are skipped to H)
///         1      protocol version          2–3   profile version (little-endian)
///         4–7    data size D (little-endian): the bytes of records after the header
///         8–11   ".FIT"
///         12–13  when H ≥ 14: CRC of bytes 0–11, or 0 when not computed
/// data    D bytes of records, each a 1-byte header and its content:
///         0 1 d 0 tttt   definition of local message type tttt (`FITDefinition`; d: with developer fields)
///         0 0 0 0 tttt   data message of local type tttt, laid out as its latest definition says
///         1 tt ooooo     data message of local type tt (0–3) with a compressed timestamp: the latest
///                        timestamp with its low 5 bits replaced by ooooo, plus 32 when that goes backwards
/// CRC     2 bytes (little-endian): CRC of the header and the data (`FITCRC`)
/// ```
///
/// Any message's `timestamp` field is the reference for the compressed timestamps after it. A `record` (global
/// message 20) with a valid `position_lat` and `position_long` is a point: the degrees are semicircles × 180 / 2^31,
/// the time its timestamp (seconds since 1989-12-31T00:00:00Z), with `enhanced_altitude`/`altitude` and
/// `enhanced_speed`/`speed`, which tell points recorded in flight. Records without a position (heart rate only,
/// indoors) are not locations; times below 0x10000000 count from the device's start, not a date, and leave the
/// point without a time.
///
/// Every length and offset is checked before it is used: a message running past the data the header declares, or
/// a data message of a local type no definition declared, leaves the rest of that file's data unreadable (it is
/// skipped to the CRC and the next chained file); a stream ending early is truncated; a CRC that does not match is
/// reported, the points read standing. Each is one rejected record, named by file, message number and byte. Memory
/// is one message (`FITDefinition.maximumLength`) whatever the file's size.
struct FITReader {
    let sink: LocationSink

    private static let detail = LocationDetail(["format": "fit", "element": "record"])
    /// 1989-12-31T00:00:00Z, where FIT times start, in seconds since 1970.
    private static let epoch: TimeInterval = 631_065_600
    /// FIT times below this count seconds from the device's start, not from `epoch`.
    private static let firstDate: UInt32 = 0x1000_0000

    func read(_ source: ByteStream) throws {
        let input = FITByteInput(source)
        var file = 0
        while true {
            file += 1
            input.crc = FITCRC()
            guard let dataEnd = try header(input, file: file) else { return }
            var messages = Messages(sink: sink, input: input, file: file, dataEnd: dataEnd)
            guard try messages.read() else { return }
            let computed = input.crc.value
            var crc: [UInt8] = []
            guard try input.take(2, into: &crc) else {
                return sink.reject(at: Self.place(file, "CRC"), "the file ends before its 2-byte CRC: truncated; its points were read")
            }
            let written = UInt16(crc[1]) << 8 | UInt16(crc[0])
            if written != computed {
                sink.reject(at: Self.place(file, "CRC"), "file CRC \(Self.hex(written)) does not match its content (\(Self.hex(computed))): damaged after it was written; its points were read as found")
            }
            if try input.isAtEnd() { return }
        }
    }

    /// Reads file `file`'s header; returns the stream offset where its data ends, or nil when there is no further
    /// FIT file. Throws when the stream is not FIT at all.
    private func header(_ input: FITByteInput, file: Int) throws -> Int64? {
        let start = input.offset
        var bytes: [UInt8] = []
        let complete = try input.take(12, into: &bytes)
        guard complete, bytes[0] >= 12, bytes[8..<12].elementsEqual(".FIT".utf8) else {
            let why = !complete ? "\(bytes.count) bytes, fewer than a FIT header's 12"
                : bytes[0] < 12 ? "a header size of \(bytes[0]), below 12" : "no '.FIT' signature at bytes 8–11"
            guard file > 1 else { throw LocationReadError("not a FIT file: \(why)") }
            let trailing = Int64(bytes.count) + (try input.skip(.max))
            sink.warn(at: "byte \(start)", "\(trailing) bytes after FIT file \(file - 1) are not another FIT file (\(why)); ignored")
            return nil
        }
        let size = Int(bytes[0])
        let dataSize = Int64(bytes[4]) | Int64(bytes[5]) << 8 | Int64(bytes[6]) << 16 | Int64(bytes[7]) << 24
        if size > 12 {
            let headerCRC = FITCRC(bytes)
            var rest: [UInt8] = []
            guard try input.take(size - 12, into: &rest) else {
                sink.reject(at: Self.place(file, "header"), "the file ends inside its \(size)-byte header: truncated")
                return nil
            }
            let written = rest.count >= 2 ? UInt16(rest[1]) << 8 | UInt16(rest[0]) : 0
            if written != 0, written != headerCRC.value {
                sink.reject(at: Self.place(file, "header"), "header CRC \(Self.hex(written)) does not match bytes 0–11 (\(Self.hex(headerCRC.value))); the data is read as the header describes it")
            }
        }
        return input.offset + dataSize
    }

    /// `file 2: header` for the second file of a chain, `header` for a lone file.
    private static func place(_ file: Int, _ what: String) -> String {
        file > 1 ? "file \(file): \(what)" : what
    }

    private static func hex(_ value: UInt16) -> String { String(format: "0x%04X", value) }

    /// The records of one FIT file of the stream, from after its header to the end of its data.
    private struct Messages {
        let sink: LocationSink
        let input: FITByteInput
        let file: Int
        let dataEnd: Int64
        private var definitions = [FITDefinition?](repeating: nil, count: 16)
        /// The latest timestamp, which compressed timestamps count from.
        private var timestamp: UInt32?
        /// The message being read: its number in the file (from 1) and the byte its header is at.
        private var number = 0
        private var start: Int64 = 0
        private var bytes: [UInt8] = []

        init(sink: LocationSink, input: FITByteInput, file: Int, dataEnd: Int64) {
            self.sink = sink
            self.input = input
            self.file = file
            self.dataEnd = dataEnd
        }

        /// Why the rest of a file's data cannot be read.
        private enum Stop: Error {
            /// The stream ended inside the data.
            case truncated
            /// What is left of the data cannot be read, for this reason.
            case unreadable(String)
        }

        /// Reads to the end of the data; false when the stream ended first (reported).
        mutating func read() throws -> Bool {
            while input.offset < dataEnd {
                number += 1
                start = input.offset
                do {
                    try message()
                } catch Stop.truncated {
                    sink.reject(at: place(), "the file ends at byte \(input.offset), inside the data its header declares (to byte \(dataEnd)): truncated; the points before were read")
                    return false
                } catch Stop.unreadable(let why) {
                    let left = dataEnd - input.offset
                    sink.reject(at: place(), "\(why); the remaining \(left) bytes of data are skipped")
                    guard try input.skip(left) == left else {
                        sink.reject(at: place(), "the file ends before the end of the data its header declares (byte \(dataEnd)): truncated")
                        return false
                    }
                }
            }
            return true
        }

        private func place() -> String { FITReader.place(file, "message \(number) at byte \(start)") }

        /// Takes `count` more bytes of this message into `bytes`, if the data holds them.
        private mutating func take(_ count: Int, _ what: String) throws {
            guard Int64(count) <= dataEnd - input.offset else {
                throw Stop.unreadable("its \(what) (\(count) bytes) runs past the end of the data the header declares (byte \(dataEnd))")
            }
            guard try input.take(count, into: &bytes) else { throw Stop.truncated }
        }

        private mutating func message() throws {
            try take(1, "header")
            let header = bytes[0]
            if header & 0x80 != 0 {
                try data(local: Int(header >> 5 & 0x03), compressedOffset: UInt32(header & 0x1F))
            } else if header & 0x40 != 0 {
                try definition(local: Int(header & 0x0F), developer: header & 0x20 != 0)
            } else {
                try data(local: Int(header & 0x0F), compressedOffset: nil)
            }
        }

        private mutating func definition(local: Int, developer: Bool) throws {
            try take(5, "definition")
            let fixed = bytes
            try take(Int(fixed[4]) * 3, "field list")
            let fields = bytes
            var developerFields: [UInt8] = []
            if developer {
                try take(1, "developer field count")
                try take(Int(bytes[0]) * 3, "developer field list")
                developerFields = bytes
            }
            definitions[local] = FITDefinition(fixed: fixed, fields: fields, developer: developerFields)
            if definitions[local] == nil {
                sink.reject(at: place(), "definition of local message type \(local) gives architecture \(fixed[1]) (0 little-endian and 1 big-endian exist); its messages cannot be read")
            }
        }

        private mutating func data(local: Int, compressedOffset: UInt32?) throws {
            guard let definition = definitions[local] else {
                throw Stop.unreadable("a data message of local message type \(local), which no definition before it declares, so its length is unknown")
            }
            try take(definition.length, "content")
            var time = definition.value(.timestamp, in: bytes).flatMap { $0 == .max ? nil : $0 }
            if time == nil, let compressedOffset, let reference = timestamp {
                let low = reference & 0x1F
                time = (reference & ~0x1F) &+ compressedOffset &+ (compressedOffset >= low ? 0 : 0x20)
            }
            if let time { timestamp = time }
            guard definition.global == FITDefinition.record,
                  let rawLat = definition.value(.latitude, in: bytes), let rawLon = definition.value(.longitude, in: bytes) else { return }
            let invalid = UInt32(Int32.max)
            guard rawLat != invalid || rawLon != invalid else { return }  // no position: not a location
            guard rawLat != invalid, rawLon != invalid else {
                return sink.reject(at: place(), "a record with position_\(rawLat == invalid ? "lat" : "long") missing")
            }
            let lat = Double(Int32(bitPattern: rawLat)) * 180 / 2_147_483_648, lon = Double(Int32(bitPattern: rawLon)) * 180 / 2_147_483_648
            guard let coordinate = sink.coordinate(lat, lon, at: place()) else { return }
            let utc = time.flatMap { $0 >= FITReader.firstDate ? Date(timeIntervalSince1970: FITReader.epoch + Double($0)) : nil }
            sink.point(LocationPoint(
                coordinate: coordinate, utc: utc, altitude: scaled(definition, .enhancedAltitude, .altitude, scale: 5, offset: -500),
                speed: scaled(definition, .enhancedSpeed, .speed, scale: 1000, offset: 0), details: FITReader.detail))
        }

        /// The enhanced field's value when present and valid, else the plain one's, as raw / scale + offset.
        private func scaled(_ definition: FITDefinition, _ enhanced: FITDefinition.Field, _ plain: FITDefinition.Field,
                            scale: Double, offset: Double) -> Double? {
            let raw = definition.value(enhanced, in: bytes).flatMap { $0 == .max ? nil : $0 }
                ?? definition.value(plain, in: bytes).flatMap { $0 == UInt32(UInt16.max) ? nil : $0 }
            return raw.map { Double($0) / scale + offset }
        }
    }
}

private extension FITCRC {
    init(_ bytes: [UInt8]) {
        self.init()
        update(bytes)
    }
}
