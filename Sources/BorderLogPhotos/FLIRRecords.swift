import BorderLogModel
import Foundation

/// The capture time and GPS position a FLIR thermal camera writes in its own APP1 segments, where its EXIF often has
/// neither (ExifTool's FLIR module documents the layout).
///
/// Each segment is a chunk: `FLIR\0`, a version byte, the chunk's number and the last chunk's number, then data. The
/// chunks' data, in chunk order, make one FFF record: a 64-byte header (`FFF\0`; at 0x14 a version of 100…199, which
/// also tells the byte order; at 0x18 and 0x1C the offset and count of a directory of 32-byte entries, each the type,
/// offset and length of a record). Two records matter here:
/// - the camera record (type 0x20): its first 16-bit field tells its byte order; at 0x384 the capture time as Unix
///   seconds, milliseconds, and the zone as minutes west of UTC;
/// - the GPS record (type 0x2B, little-endian): a validity flag, then at 0x10 and 0x18 latitude and longitude as signed
///   doubles, at 0x20 the altitude as a float.
///
/// Only the header, the directory and those two records are read, wherever the chunks put them; the thermal image
/// that fills most chunks is skipped. Every offset and length is checked against the chunks.
enum FLIRRecords {
    /// One `FLIR` APP1 segment: its place in the chunk order and where its data lies in the file.
    struct Chunk: Equatable {
        static let signature = Array("FLIR\0".utf8)
        /// Signature, version, chunk number, last chunk number.
        static let headerLength = 8

        let number: Int
        let lastNumber: Int
        /// File offset of the data after the chunk header, and its length.
        let offset: Int
        let count: Int

        /// The chunk of the APP1 segment whose payload starts at `payload` and is `length` bytes long, given at least
        /// the payload's first ``headerLength`` bytes; nil when the segment is not a FLIR chunk.
        init?(payload: Int, length: Int, head: some Collection<UInt8>) {
            let head = Array(head.prefix(Self.headerLength))
            guard length >= Self.headerLength, head.count == Self.headerLength, head.starts(with: Self.signature) else { return nil }
            number = Int(head[6])
            lastNumber = Int(head[7])
            offset = payload + Self.headerLength
            count = length - Self.headerLength
        }
    }

    /// What the records say, as written; nil where they are silent.
    struct Reading: Equatable {
        /// `YYYY:MM:DD HH:MM:SS`, local wall time.
        var dateTimeOriginal: String?
        /// Milliseconds, three digits.
        var subSecTimeOriginal: String?
        /// `±HH:MM`.
        var offsetTimeOriginal: String?
        /// Signed decimal degrees, as the camera writes them (its reference letters are not applied, as by ExifTool).
        var latitude: Double?
        var longitude: Double?
        var altitude: Double?
        /// The bytes of the records read, for the file's identity.
        var bytes: [UInt8] = []

        /// Fills what the EXIF left out: the date (with its offset) when it has none, the offset when its date is the
        /// same wall time, the position when it has none.
        func fill(_ metadata: inout PhotoMetadata) {
            if metadata.dateTimeOriginal == nil, let dateTimeOriginal {
                metadata.dateTimeOriginal = dateTimeOriginal
                metadata.subSecTimeOriginal = subSecTimeOriginal
                metadata.offsetTimeOriginal = offsetTimeOriginal
            } else if metadata.offsetTimeOriginal == nil, metadata.dateTimeOriginal == dateTimeOriginal {
                metadata.offsetTimeOriginal = offsetTimeOriginal
            }
            if metadata.latitude == nil || metadata.longitude == nil, let latitude, let longitude {
                (metadata.latitude, metadata.longitude) = (latitude, longitude)
                metadata.altitude = altitude ?? metadata.altitude
            }
        }
    }

    static let cameraRecord = 0x20, gpsRecord = 0x2B
    static let fileHeaderLength = 0x40, entryLength = 0x20
    /// A FLIR directory lists about a dozen records; more than this is not one.
    static let maximumEntries = 1024
    /// Where the capture time lies in the camera record, and how many bytes it takes.
    static let dateOffset = 0x384, dateLength = 10
    /// The GPS record's bytes up to the end of the altitude.
    static let gpsLength = 0x24

    /// Reads the FFF record the chunks hold. Chunks are taken in file order until as many as the first one announces
    /// have been seen (as ExifTool does), then put in chunk order; chunks that disagree about their count, too few
    /// chunks, and a header or directory that does not fit are errors.
    static func read(_ chunks: [Chunk], in file: MediaFile) throws(PhotoReadError) -> Reading {
        let record = try Record(chunks: chunks, file: file)
        let header = try record.bytes(at: 0, count: fileHeaderLength, what: "FLIR FFF header")
        guard header.starts(with: "FFF\0") || header.starts(with: "AFF\0") else { throw .corrupt("FLIR segments hold no FFF record") }
        var order = ByteOrder(little: false)
        if !(100..<200).contains(order.uint32(header, 0x14)) { order = ByteOrder(little: true) }
        guard (100..<200).contains(order.uint32(header, 0x14)) else { throw .corrupt("FLIR FFF record of unknown version") }
        let directoryOffset = order.uint32(header, 0x18), entries = order.uint32(header, 0x1C)
        guard entries <= maximumEntries else { throw .corrupt("FLIR FFF directory lists \(entries) records") }
        let directory = try record.bytes(at: directoryOffset, count: entries * entryLength, what: "FLIR FFF directory")

        var reading = Reading()
        for index in 0..<entries {
            let entry = index * entryLength
            let type = order.uint16(directory, entry)
            guard type == cameraRecord || type == gpsRecord else { continue }
            let offset = order.uint32(directory, entry + 0x0C), length = order.uint32(directory, entry + 0x10)
            // ExifTool stops at the first record that lies outside the data; so does this.
            guard offset <= record.size, length <= record.size - offset else { break }
            if type == cameraRecord, length >= dateOffset + dateLength {
                let head = try record.bytes(at: offset, count: 2, what: "FLIR camera record")
                let time = try record.bytes(at: offset + dateOffset, count: dateLength, what: "FLIR capture time")
                // The record's first field is 2; read the other way round, it is 0x200.
                let camera = order.uint16(head, 0) >= 0x100 ? ByteOrder(little: !order.little) : order
                (reading.dateTimeOriginal, reading.subSecTimeOriginal, reading.offsetTimeOriginal) = captureTime(time, camera)
                reading.bytes += head + time
            } else if type == gpsRecord, length >= 0x20 {
                let gps = try record.bytes(at: offset, count: min(length, gpsLength), what: "FLIR GPS record")
                reading.bytes += gps
                let little = ByteOrder(little: true)
                // The camera writes the record whether or not it had a fix; the flag says which.
                guard little.uint32(gps, 0) != 0 else { continue }
                let latitude = Double(bitPattern: little.uint64(gps, 0x10)), longitude = Double(bitPattern: little.uint64(gps, 0x18))
                guard latitude.isFinite, longitude.isFinite else { continue }
                (reading.latitude, reading.longitude) = (latitude, longitude)
                let altitude = gps.count >= gpsLength ? Double(Float(bitPattern: UInt32(little.uint32(gps, 0x20)))) : .nan
                reading.altitude = altitude.isFinite ? altitude : nil
            }
        }
        return reading
    }

    /// Unix seconds, milliseconds in the low 16 bits of the next word, and a signed 16-bit zone in minutes west of UTC
    /// to the local wall time, its milliseconds and its offset. Zero seconds is an unset clock.
    private static func captureTime(_ bytes: [UInt8], _ order: ByteOrder) -> (String?, String?, String?) {
        let seconds = order.uint32(bytes, 0), milliseconds = order.uint32(bytes, 4) & 0xFFFF
        let west = Int(Int16(truncatingIfNeeded: order.uint16(bytes, 8)))
        guard seconds > 0, abs(west) <= 14 * 60 else { return (nil, nil, nil) }
        let wall = WallTime(wallSeconds: Int64(seconds - west * 60)).description
        let date = wall.prefix(10).replacingOccurrences(of: "-", with: ":") + " " + wall.suffix(8)
        let offset = (west > 0 ? "-" : "+") + String(format: "%02d:%02d", abs(west) / 60, abs(west) % 60)
        return (date, milliseconds < 1000 ? String(format: "%03d", milliseconds) : nil, offset)
    }

    private struct ByteOrder {
        let little: Bool

        func uint16(_ bytes: [UInt8], _ at: Int) -> Int {
            little ? Int(bytes[at + 1]) << 8 | Int(bytes[at]) : bytes.uint16BE(at)
        }

        func uint32(_ bytes: [UInt8], _ at: Int) -> Int { little ? bytes.uint32LE(at) : bytes.uint32BE(at) }

        func uint64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
            let (first, second) = (UInt64(uint32(bytes, at)), UInt64(uint32(bytes, at + 4)))
            return little ? second << 32 | first : first << 32 | second
        }
    }

    /// The FFF record as one run of bytes over the chunks' data, read only where asked.
    private struct Record {
        let parts: [Chunk]
        let file: MediaFile
        let size: Int

        init(chunks: [Chunk], file: MediaFile) throws(PhotoReadError) {
            guard let first = chunks.first else { throw .corrupt("no FLIR segments") }
            let expected = first.lastNumber + 1
            var taken: [Chunk] = []
            for chunk in chunks where taken.count < expected {
                guard chunk.lastNumber == first.lastNumber else {
                    throw .corrupt("FLIR segments disagree about their count (\(expected) and \(chunk.lastNumber + 1))")
                }
                taken.append(chunk)
            }
            guard taken.count == expected else { throw .truncated("FLIR record has \(taken.count) of its \(expected) segments") }
            // Stable: a chunk number written twice keeps both, in file order.
            parts = taken.enumerated().sorted { ($0.element.number, $0.offset) < ($1.element.number, $1.offset) }.map(\.element)
            self.file = file
            size = parts.reduce(0) { $0 + $1.count }
        }

        /// `count` bytes at `offset` of the record, gathered from the chunks they span.
        func bytes(at offset: Int, count: Int, what: String) throws(PhotoReadError) -> [UInt8] {
            guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
                throw .truncated("\(what) lies outside the FLIR segments")
            }
            var result: [UInt8] = []
            var start = offset, remaining = count
            for part in parts where remaining > 0 {
                if start >= part.count { start -= part.count; continue }
                let take = min(part.count - start, remaining)
                result += try file.readExactly(at: part.offset + start, count: take, what: what)
                remaining -= take
                start = 0
            }
            return result
        }
    }
}
